"""The hundred-and-eighty-ninth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (numpy 2.4.6: ``numpy/lib/_datasource.py``;
dask 2026.8.0: ``dask/array/utils.py``; fontTools 4.68.0: ``fontTools/ttx.py``; setuptools 65.5.0:
``setuptools/config/_apply_pyprojecttoml.py``), written blind: by reading only those files, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (numpy's data source most, then dask's array
utilities, fontTools' ttx command line, setuptools' pyproject translation layer). About a fifth of
the questions that are not edits are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h189_numpy_datasource": ["numpy/lib/_datasource.py"],
    "h189_dask_array_utils": ["dask/array/utils.py"],
    "h189_fonttools_ttx": ["fontTools/ttx.py"],
    "h189_setuptools_pyprojecttoml": ["setuptools/config/_apply_pyprojecttoml.py"],
}

DS = "numpy/lib/_datasource.py"
DAU = "dask/array/utils.py"
TTX = "fontTools/ttx.py"
PPT = "setuptools/config/_apply_pyprojecttoml.py"


QUESTIONS: list[dict] = [
    # --- numpy/lib/_datasource.py ------------------------------------------------------------
    q(
        "h189_numpy_datasource",
        "where",
        "Where is Repository._fullpath defined?",
        {"def": "Repository._fullpath"},
    ),
    q(
        "h189_numpy_datasource",
        "returns",
        "what does `_splitzipext` give back when the name has no compression extension?",
        {"returns": "DataSource._splitzipext"},
    ),
    q(
        "h189_numpy_datasource",
        "calls",
        "In _datasource.py, which lines call `_possible_names`?",
        grep(r"self\._possible_names\(", DS),
    ),
    q(
        "h189_numpy_datasource",
        "raises",
        "np.lib.npyio.DataSource().open('nope.csv') gave me FileNotFoundError: nope.csv not "
        "found. Which line raises that?",
        grep(r"raise FileNotFoundError\(", DS),
    ),
    q(
        "h189_numpy_datasource",
        "raises",
        "where does it complain if I try to open a web address for saving into?",
        grep(r'raise ValueError\("URLs are not writeable"\)', DS),
        own=True,
    ),
    q(
        "h189_numpy_datasource",
        "raises",
        "_check_mode: show me the raises for passing encoding= or newline= together with a "
        "binary mode",
        grep(r"not supported in binary mode", DS),
    ),
    q(
        "h189_numpy_datasource",
        "const",
        "The module shadows the builtin open with its own function. Where does it keep a "
        "reference to the original one?",
        grep(r"^_open = open$", DS),
    ),
    run(
        "h189_numpy_datasource",
        "Can you run {} and tell me where it would put the downloaded file?",
        "from numpy.lib._datasource import DataSource; "
        "print(DataSource('/tmp/dsx').abspath('http://example.com/data/../a.txt'))",
        "/tmp/dsx/example.com/a.txt",
    ),
    q(
        "h189_numpy_datasource",
        "which",
        "Which DataSource method decides whether a string is a network location (has a scheme "
        "and a host) or just a local path?",
        {"def": "DataSource._isurl"},
    ),
    q(
        "h189_numpy_datasource",
        "which",
        "Something has to stop a downloaded thing from landing above the storage folder, e.g. "
        "by cutting off leading slashes and '..' bits. Which function does that?",
        {"def": "DataSource._sanitize_relative_path"},
        own=True,
    ),
    q(
        "h189_numpy_datasource",
        "how",
        "How does DataSource.exists decide that a path exists? What order does it check things "
        "in, and does it hit the network?",
        {"body": "DataSource.exists"},
    ),
    q(
        "h189_numpy_datasource",
        "how",
        "When I read something off the web with numpy's loader, how does it end up saved on my "
        "disk, and does it make the folders for it if they aren't there yet?",
        {"body": "DataSource._cache"},
        own=True,
    ),
    q(
        "h189_numpy_datasource",
        "edit",
        "Please rename `_iswritemode` to `_is_write_mode` in numpy/lib/_datasource.py, including "
        "where it's used.",
        {"effect": {"renamed": ["_iswritemode", "_is_write_mode"]}},
    ),
    q(
        "h189_numpy_datasource",
        "edit",
        "In DataSource.exists there's a `del netfile` right after closing it. It's pointless, "
        "delete that line.",
        {"effect": {"line_deleted": [DS, "del netfile"]}},
    ),
    q(
        "h189_numpy_datasource",
        "edit",
        "I have a feeling opening .bz2 files through DataSource.open is subtly broken when the "
        "mode has a '+'. Could you hunt down the bug, fix it properly and add a regression test?",
        {"effect": {"declined": True}},
    ),
    # --- dask/array/utils.py -----------------------------------------------------------------
    q(
        "h189_dask_array_utils",
        "where",
        "where's svd_flip in dask",
        {"def": "svd_flip"},
    ),
    q(
        "h189_dask_array_utils",
        "returns",
        "What does _dtype_of return, say for a plain list that has no .dtype attribute?",
        {"returns": "_dtype_of"},
    ),
    q(
        "h189_dask_array_utils",
        "calls",
        "who calls meta_from_array in dask/array/utils.py? (besides itself, it recurses too)",
        grep(r"(?<!def )\bmeta_from_array\(", DAU),
    ),
    q(
        "h189_dask_array_utils",
        "calls",
        "The `*_safe` wrappers all funnel into `_array_like_safe`, right? Where are those calls?",
        grep(r"return _array_like_safe\(", DAU),
    ),
    q(
        "h189_dask_array_utils",
        "raises",
        "I passed axis=5 to something on a 2-d dask array and got an AxisError 'out of bounds "
        "for array of dimension 2'. Where is that raised in the utils?",
        grep(r"raise AxisError\(", DAU),
    ),
    q(
        "h189_dask_array_utils",
        "raises",
        "where does meta_from_array raise when neither meta nor dtype is given",
        grep(r'raise ValueError\("You must specify the meta or dtype', DAU),
    ),
    run(
        "h189_dask_array_utils",
        "what does {} print?",
        "from dask.array.utils import validate_axis; print(validate_axis((-1, 0), 3))",
        "(2, 0)",
    ),
    q(
        "h189_dask_array_utils",
        "which",
        "Which function in dask's array utils checks a HighLevelGraph for duplicate keys across "
        "layers that map to different tasks?",
        {"def": "_check_dsk"},
    ),
    q(
        "h189_dask_array_utils",
        "which",
        "Which helper looks at the first input and then grabs the matrix routine either from the "
        "graphics-card library or from the usual CPU one?",
        {"body": "scipy_linalg_safe"},
        own=True,
    ),
    q(
        "h189_dask_array_utils",
        "how",
        "how does compute_meta cope when the function blows up on the zero-size inputs? does it "
        "swallow every error?",
        {"body": "compute_meta"},
    ),
    q(
        "h189_dask_array_utils",
        "how",
        "In the testing helpers, when the two arrays hold arbitrary Python objects rather than "
        "numbers, how does the approximately-equal comparison treat missing values?",
        {"body": "allclose"},
        own=True,
    ),
    q(
        "h189_dask_array_utils",
        "edit",
        "same_keys in dask/array/utils.py has no docstring. Add one: it checks that two dask "
        "collections have the same graph keys, sorted.",
        {"effect": {"docstring": "same_keys"}},
    ),
    q(
        "h189_dask_array_utils",
        "edit",
        'assert_eq uses scheduler="sync" by default; switch that default to "threads".',
        {"effect": {"text_replaced": [DAU, 'scheduler="sync",', 'scheduler="threads",']}},
    ),
    # --- fontTools/ttx.py --------------------------------------------------------------------
    q(
        "h189_fonttools_ttx",
        "where",
        "Which file and line is the ttx `Options` class declared on?",
        {"def": "Options"},
    ),
    q(
        "h189_fonttools_ttx",
        "returns",
        "what comes back from parseOptions?",
        {"returns": "parseOptions"},
    ),
    q(
        "h189_fonttools_ttx",
        "calls",
        "Where does ttx call makeOutputFileName to pick the output name?",
        grep(r"makeOutputFileName\(", TTX),
    ),
    q(
        "h189_fonttools_ttx",
        "raises",
        "`cat font.ttf | ttx -` fails with 'Must provide -o when reading from stdin'. Where's "
        "that error raised?",
        grep(r'raise getopt\.GetoptError\("Must provide -o when reading from stdin"\)', TTX),
    ),
    q(
        "h189_fonttools_ttx",
        "const",
        "what is the default bitmap export format for EBDT in ttx, and where is it set?",
        grep(r'bitmapGlyphDataFormat = "raw"', TTX),
    ),
    run(
        "h189_fonttools_ttx",
        "I want to see how -t tags are padded. Could you execute {} for me?",
        "from fontTools.ttx import Options; "
        "print(Options([('-t', 'CFF'), ('-t', 'cmap')], 1).onlyTables)",
        "['CFF ', 'cmap']",
    ),
    q(
        "h189_fonttools_ttx",
        "which",
        "which function in ttx.py prints the tag / checksum / length / offset listing for -l?",
        {"def": "ttList"},
    ),
    q(
        "h189_fonttools_ttx",
        "which",
        "Which function peeks at the first couple hundred bytes of whatever I give the "
        "command-line tool and works out what kind of font or XML it is?",
        {"body": "guessFileType"},
        own=True,
    ),
    q(
        "h189_fonttools_ttx",
        "how",
        "How does ttCompile decide what to put in head.modified when neither "
        "--recalc-timestamp nor --no-recalc-timestamp is given?",
        {"body": "ttCompile"},
    ),
    q(
        "h189_fonttools_ttx",
        "how",
        "If I start two conversions at the same moment into the same folder, how does it keep "
        "them from both picking the same name for what they write?",
        grep(r"output = makeOutputFileName\(|# 'touch' output file|open\(output, \"a\"\)", TTX),
        own=True,
    ),
    q(
        "h189_fonttools_ttx",
        "edit",
        'comment out the `log.info(\'Compiling "%s" to "%s"...\' % (input_name, output))` '
        "line in ttCompile, it's too noisy for me",
        {
            "effect": {
                "comment_out": [
                    TTX,
                    'log.info(\'Compiling "%s" to "%s"...\' % (input_name, output))',
                ]
            }
        },
    ),
    # --- setuptools/config/_apply_pyprojecttoml.py -------------------------------------------
    q(
        "h189_setuptools_pyprojecttoml",
        "where",
        "Where is the message classmethod of _WouldIgnoreField?",
        {"def": "_WouldIgnoreField.message"},
    ),
    q(
        "h189_setuptools_pyprojecttoml",
        "calls",
        "list every place in _apply_pyprojecttoml.py that calls _set_config",
        grep(r"(?<!def )\b_set_config\(", PPT),
    ),
    q(
        "h189_setuptools_pyprojecttoml",
        "raises",
        "My readme is README.adoc and setuptools says 'Undefined content type for README.adoc'. "
        "Which line throws that?",
        grep(r'raise ValueError\(f"Undefined content type', PPT),
    ),
    run(
        "h189_setuptools_pyprojecttoml",
        "Run {} and tell me the normalised key.",
        "from setuptools.config._apply_pyprojecttoml import json_compatible_key; "
        "print(json_compatible_key('Optional-Dependencies'))",
        "optional_dependencies",
    ),
    q(
        "h189_setuptools_pyprojecttoml",
        "which",
        "Which function moves `scripts` and `gui-scripts` from the [project] table into "
        "entry-points as console_scripts/gui_scripts?",
        {"def": "_unify_entry_points"},
    ),
    q(
        "h189_setuptools_pyprojecttoml",
        "which",
        "Which function turns the list of folks who wrote or look after the package into "
        "comma-separated strings, with 'Name <mail>' when both bits are given?",
        {"body": "_people"},
        own=True,
    ),
    q(
        "h189_setuptools_pyprojecttoml",
        "how",
        "how does _set_config decide whether a value goes on dist.metadata or on the "
        "Distribution itself?",
        {"body": "_set_config"},
    ),
    q(
        "h189_setuptools_pyprojecttoml",
        "how",
        "My old setup.py still fills in the version, but the new-style config file doesn't say "
        "that field is filled in somewhere else. What happens then, is it silently dropped?",
        {"body": "_handle_missing_dynamic"},
        own=True,
    ),
    q(
        "h189_setuptools_pyprojecttoml",
        "edit",
        'In _CONTENT_TYPES, add `".markdown": "text/markdown",` on the line after '
        '`".txt": "text/plain",`.',
        {"effect": {"line_after": [PPT, '".txt": "text/plain",', '".markdown": "text/markdown",']}},
    ),
]
