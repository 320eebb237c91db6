"""The two-hundred-and-seventy-seventh held-out set: questions on one module each of four
third-party packages, copied from the installed site-packages (awscli 1.45.11:
``awscli/topictags.py``; sympy 1.14.0: ``sympy/vector/basisdependent.py``; scipy 1.17.1:
``scipy/_lib/deprecation.py``; fonttools 4.69.1: ``fontTools/merge/cmap.py``), written blind: by
reading only those files, ``question_helpers.py`` and the gold functions of ``bench_answers.py``,
never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (sympy's basis-dependent vectors most, then
awscli's topic tags, fontTools' cmap merging, scipy's deprecation helpers). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it, with one definition that fits); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds, and its expected output was
taken from running it. The golds were checked with ``benchmarks/check_set.py`` (0 bad), and every
edit was made by hand on a scratch copy of its workspace and ``bench_answers.check_effect`` seen
to hold after it (and the declined ones to hold with the file untouched).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h277_awscli_topictags": ["awscli/topictags.py"],
    "h277_sympy_basisdependent": ["sympy/vector/basisdependent.py"],
    "h277_scipy_deprecation": ["scipy/_lib/deprecation.py"],
    "h277_fonttools_cmap": ["fontTools/merge/cmap.py"],
}

TAGS = "awscli/topictags.py"
BASIS = "sympy/vector/basisdependent.py"
DEPR = "scipy/_lib/deprecation.py"
CMAP = "fontTools/merge/cmap.py"


QUESTIONS: list[dict] = [
    # --- sympy/vector/basisdependent.py ------------------------------------------------------
    q(
        "h277_sympy_basisdependent",
        "where",
        "where does BasisDependentMul._new live",
        {"def": "BasisDependentMul._new"},
    ),
    q(
        "h277_sympy_basisdependent",
        "returns",
        "What can `BasisDependentAdd.__new__` give back? I noticed it doesn't always return a "
        "VectorAdd.",
        {"returns": "BasisDependentAdd.__new__"},
    ),
    q(
        "h277_sympy_basisdependent",
        "calls",
        "Which lines in basisdependent.py end up calling _mul_func?",
        grep(r"_mul_func\(", BASIS),
    ),
    q(
        "h277_sympy_basisdependent",
        "raises",
        "Multiplying two vectors with * gives me ValueError: Invalid multiplication. Where is "
        "that coming from?",
        grep(r'raise ValueError\("Invalid multiplication"\)', BASIS),
    ),
    q(
        "h277_sympy_basisdependent",
        "raises",
        "where is 'Invalid argument types for addition' raised",
        grep(r'raise TypeError\("Invalid argument types for addition"\)', BASIS),
    ),
    q(
        "h277_sympy_basisdependent",
        "raises",
        "v.diff(N.i) throws TypeError 'Invalid arg for differentiation' - which line does that?",
        grep(r'raise TypeError\("Invalid arg for differentiation"\)', BASIS),
    ),
    run(
        "h277_sympy_basisdependent",
        "What does {} print? I want to see how the scalar factor gets bracketed.",
        "from sympy.vector import CoordSys3D; from sympy import Symbol; N = CoordSys3D('N'); "
        "x = Symbol('x'); print((x + 1)*N.i, '|', (2*N.i + 3*N.j) - 2*N.i)",
        "(x + 1)*N.i | 3*N.j",
    ),
    q(
        "h277_sympy_basisdependent",
        "edit",
        "1/N.i doesn't error out, it just hands me back a TypeError object as the result. Can you "
        "find the bug in sympy/vector/basisdependent.py and fix it so it actually raises?",
        {
            "effect": {
                "text_replaced": [
                    BASIS,
                    'return TypeError("Invalid divisor for division")',
                    'raise TypeError("Invalid divisor for division")',
                ]
            }
        },
    ),
    q(
        "h277_sympy_basisdependent",
        "edit",
        "Please add full type annotations to every method in basisdependent.py and make it pass "
        "mypy --strict.",
        {"effect": {"declined": True}},
    ),
    q(
        "h277_sympy_basisdependent",
        "which",
        "Which method turns a scalar-times-base-vector into a string and decides whether the "
        "coefficient needs parentheses?",
        {"body": "BasisDependentMul._sympystr"},
    ),
    q(
        "h277_sympy_basisdependent",
        "which",
        "the 'nothing' vector - where does it get a fingerprint that comes out identical every "
        "single time one is made?",
        {"body": "BasisDependentZero.__new__"},
        {"body": "BasisDependentZero.__hash__"},
        own=True,
    ),
    q(
        "h277_sympy_basisdependent",
        "how",
        "How does BasisDependentAdd.__new__ deal with an argument that is a plain Mul or Add "
        "rather than a vector expression?",
        {"body": "BasisDependentAdd.__new__"},
    ),
    q(
        "h277_sympy_basisdependent",
        "how",
        "When I ask for a vector with sqrt(2) in it as decimals to 5 digits, how does that get "
        "worked out? Does it go through each direction separately?",
        {"body": "BasisDependent.evalf"},
        own=True,
    ),
    # --- awscli/topictags.py -----------------------------------------------------------------
    q(
        "h277_awscli_topictags",
        "where",
        "Where's get_tag_single_value defined?",
        {"def": "TopicTagDB.get_tag_single_value"},
    ),
    q(
        "h277_awscli_topictags",
        "returns",
        "what does `_find_topic_name` return for a path like topics/s3-config.rst?",
        {"returns": "TopicTagDB._find_topic_name"},
    ),
    q(
        "h277_awscli_topictags",
        "calls",
        "who calls _add_key_values in topictags.py?",
        grep(r"self\._add_key_values\(", TAGS),
    ),
    q(
        "h277_awscli_topictags",
        "raises",
        "I added a ':author:' line to a topic .rst and scanning now fails with 'is not "
        "supported'. Where is that raised?",
        grep(r"Tag %s found under topic %s is not supported", TAGS),
    ),
    q(
        "h277_awscli_topictags",
        "raises",
        "Where does TopicTagDB complain that it expected a single element in the list?",
        grep(r"Expected a single", TAGS),
    ),
    q(
        "h277_awscli_topictags",
        "const",
        "Where is the default JSON index path (JSON_INDEX) set?",
        grep(r"JSON_INDEX = os\.path\.join\(", TAGS),
    ),
    run(
        "h277_awscli_topictags",
        "Can you run {} and tell me the output?",
        "from awscli.topictags import TopicTagDB; db = TopicTagDB({'a': {'category': ['S3', "
        "'General']}, 'b': {'category': ['S3']}}); print(db.query('category'))",
        "{'S3': ['a', 'b'], 'General': ['a']}",
    ),
    q(
        "h277_awscli_topictags",
        "edit",
        "In awscli/topictags.py please add `'related guide',` to VALID_TAGS, on the line right "
        "after `'related command',`.",
        {"effect": {"line_after": [TAGS, "'related command',", "'related guide',"]}},
    ),
    q(
        "h277_awscli_topictags",
        "which",
        "Which method builds the list of topic source files and skips hidden files and the "
        "index itself?",
        {"body": "TopicTagDB.get_all_topic_src_files"},
    ),
    q(
        "h277_awscli_topictags",
        "which",
        "once everything has been read in from the help pages, what writes it all back out to "
        "disk, nicely indented and alphabetised?",
        {"body": "TopicTagDB.save_to_json_index"},
        own=True,
    ),
    q(
        "h277_awscli_topictags",
        "how",
        "How does query() narrow the result down when I pass a list of values?",
        {"body": "TopicTagDB.query"},
    ),
    q(
        "h277_awscli_topictags",
        "how",
        "If two pages list the same label twice, or I read the same page in again, do I end up "
        "with repeats in the stored list? What stops that?",
        {"body": "TopicTagDB._add_key_values"},
        own=True,
    ),
    # --- fontTools/merge/cmap.py -------------------------------------------------------------
    q(
        "h277_fonttools_cmap",
        "where",
        "where is _flattenDmap",
        {"def": "_flattenDmap"},
    ),
    q(
        "h277_fonttools_cmap",
        "returns",
        "What does `_getUvsTable` return when a font has both a format 14 and a format 15 "
        "subtable, or neither?",
        {"returns": "_getUvsTable"},
    ),
    q(
        "h277_fonttools_cmap",
        "calls",
        "Where is _getUvsTable called from?",
        grep(r"= _getUvsTable\(", CMAP),
    ),
    q(
        "h277_fonttools_cmap",
        "calls",
        "does anything in merge/cmap.py actually call _glyphsAreSame? show me where",
        grep(r"_glyphsAreSame\(glyphSets", CMAP),
    ),
    q(
        "h277_fonttools_cmap",
        "const",
        "Where are the (format, platformID, platEncID) triplets for BMP-only Unicode subtables "
        "listed?",
        grep(r"BMP = \{\(4, 3, 1\)", CMAP),
    ),
    run(
        "h277_fonttools_cmap",
        "what's the output of {}",
        "import types; from fontTools.merge.cmap import computeMegaGlyphOrder; "
        "m = types.SimpleNamespace(); computeMegaGlyphOrder(m, [['.notdef', 'a', 'b'], "
        "['.notdef', 'a', 'c']]); print(m.glyphOrder)",
        "['.notdef', 'a', 'b', '.notdef.1', 'a.1', 'c']",
    ),
    q(
        "h277_fonttools_cmap",
        "edit",
        "_glyphsAreSame is too strict for empty glyphs: change advanceToleranceEmpty=0.20 -> "
        "advanceToleranceEmpty=0.25 in fontTools/merge/cmap.py",
        {
            "effect": {
                "line_replaced": [
                    CMAP,
                    "advanceToleranceEmpty=0.20,",
                    "advanceToleranceEmpty=0.25,",
                ]
            }
        },
    ),
    q(
        "h277_fonttools_cmap",
        "edit",
        "Give _getUvsTable a docstring, please: it picks the variation-sequence subtable out of a "
        "cmap, preferring format 15 over format 14, and returns None if there is none.",
        {"effect": {"docstring": "_getUvsTable"}},
    ),
    q(
        "h277_fonttools_cmap",
        "which",
        "Which function swaps a format 4 subtable that overflows when compiled for a format 12 "
        "one?",
        {"body": "cmapPostMerge"},
    ),
    q(
        "h277_fonttools_cmap",
        "which",
        "I'm combining two fonts and both of them have a letter shape called 'a'. Where does the "
        "second one get handed a new name so they don't clash?",
        {"body": "computeMegaGlyphOrder"},
        own=True,
    ),
    q(
        "h277_fonttools_cmap",
        "how",
        "How does computeMegaCmap choose between a font's format 4 and format 12 subtables, and "
        "what happens to the other subtables?",
        {"body": "computeMegaCmap"},
    ),
    q(
        "h277_fonttools_cmap",
        "how",
        "when merging the alternate-form lookups (emoji vs text style and so on), what happens "
        "to an entry that just points at the same shape the plain character already gets?",
        {"body": "computeMegaUvs"},
        own=True,
    ),
    # --- scipy/_lib/deprecation.py -----------------------------------------------------------
    q(
        "h277_scipy_deprecation",
        "where",
        "Where is deprecate_cython_api defined?",
        {"def": "deprecate_cython_api"},
    ),
    q(
        "h277_scipy_deprecation",
        "returns",
        "what does _sub_module_deprecation return",
        {"returns": "_sub_module_deprecation"},
    ),
    q(
        "h277_scipy_deprecation",
        "calls",
        "Where does inner_f call warn_deprecated_args?",
        grep(r"^\s+warn_deprecated_args\(kwargs\)", DEPR),
    ),
    q(
        "h277_scipy_deprecation",
        "raises",
        "from scipy.signal.spline import foo gives an AttributeError saying the module is "
        "deprecated too. Which line raises it?",
        grep(r"raise AttributeError\(", DEPR),
    ),
    q(
        "h277_scipy_deprecation",
        "raises",
        "I used @_deprecate_positional_args without version= and got 'Need to specify a version "
        "where signature will be changed'. Where's that?",
        grep(r"Need to specify a version|raise ValueError\(msg\)", DEPR),
    ),
    run(
        "h277_scipy_deprecation",
        "Please run {} and show me what it prints.",
        "import warnings; from scipy._lib.deprecation import _deprecated; "
        "f = _deprecated('f is old, use g')(lambda: 42); w = warnings.catch_warnings(record=True); "
        "log = w.__enter__(); warnings.simplefilter('always'); r = f(); "
        "print(r, log[0].category.__name__, log[0].message)",
        "42 DeprecationWarning f is old, use g",
    ),
    q(
        "h277_scipy_deprecation",
        "edit",
        'In scipy/_lib/deprecation.py, set __all__ to ["_deprecated", "deprecate_cython_api"] '
        "so the cython helper is exported as well.",
        {"effect": {"value_set": [DEPR, "__all__", '["_deprecated", "deprecate_cython_api"]']}},
    ),
    q(
        "h277_scipy_deprecation",
        "which",
        "Which decorator in deprecation.py wraps a plain function so every call warns, and "
        "refuses to do it for classes?",
        {"body": "_deprecated"},
    ),
    q(
        "h277_scipy_deprecation",
        "which",
        "what's the thing that sits in a lookup table posing as an ordinary name and only "
        "complains at the moment some code goes looking for that name?",
        {"body": "_DeprecationHelperStr"},
        own=True,
    ),
    q(
        "h277_scipy_deprecation",
        "how",
        "How does the positional-args decorator work out which arguments were passed by "
        "position and should have been keywords?",
        {"body": "_deprecate_positional_args._inner_deprecate_positional_args.inner_f"},
    ),
    q(
        "h277_scipy_deprecation",
        "how",
        "Say I import something from an old public scipy submodule that's going away. How does "
        "it decide what the warning tells me to do instead - just switch where I import it from, "
        "or that the thing itself is going too?",
        {"body": "_sub_module_deprecation"},
        own=True,
    ),
]
