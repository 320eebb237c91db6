"""The two-hundred-and-seventy-first held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (dask 2026.8.0: ``dask/array/_shuffle.py``;
matplotlib 3.11.2: ``matplotlib/tri/_tricontour.py``; fontTools 4.69.1:
``fontTools/ufoLib/filenames.py``; scipy 1.17.1: ``scipy/fft/_pocketfft/helper.py``), written
blind: by reading only those files, ``blind_sets.md``, ``question_helpers.py``, the format of set
128 and the gold functions of ``bench_answers.py``, never the model's code, its notes or other sets,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals are
looked at.

The questions are weighted by the size of the files (scipy's FFT helpers and dask's shuffle most,
then fontTools' UFO file names, matplotlib's triangular contours). About a fifth of the non-edit
questions are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad``; every
``python -c`` command was run against the installed packages and its expected text copied from
the output (the commands need the whole package to import, so they run against the installed
package; each exercises the one file its workspace holds); every edit was made by hand on a
scratch copy of its workspace and ``bench_answers.check_effect`` held after it (and, for the
declined ones, on the untouched copy with a "did not change" answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h271_dask_shuffle": ["dask/array/_shuffle.py"],
    "h271_matplotlib_tricontour": ["matplotlib/tri/_tricontour.py"],
    "h271_fonttools_filenames": ["fontTools/ufoLib/filenames.py"],
    "h271_scipy_helper": ["scipy/fft/_pocketfft/helper.py"],
}

SHUF = "dask/array/_shuffle.py"
TRI = "matplotlib/tri/_tricontour.py"
NAMES = "fontTools/ufoLib/filenames.py"
HELP = "scipy/fft/_pocketfft/helper.py"


QUESTIONS: list[dict] = [
    # --- dask/array/_shuffle.py --------------------------------------------------------------
    q(
        "h271_dask_shuffle",
        "where",
        "where is convert_key defined?",
        {"def": "convert_key"},
    ),
    q(
        "h271_dask_shuffle",
        "returns",
        "What does `_shuffle` return -- and is it different when the indexer already matches "
        "the chunks I have?",
        {"returns": "_shuffle"},
    ),
    q(
        "h271_dask_shuffle",
        "calls",
        "Where does _validate_indexer get called?",
        grep(r"(?<!def )_validate_indexer\(", SHUF),
    ),
    q(
        "h271_dask_shuffle",
        "calls",
        "who calls convert_key in the shuffle module",
        grep(r"= convert_key\(", SHUF),
    ),
    q(
        "h271_dask_shuffle",
        "raises",
        "x.shuffle(...) on an array I got from a boolean mask fails with 'Shuffling only allowed "
        "with known chunk sizes'. Where is that raised?",
        grep(r"Shuffling only allowed with known chunk sizes", SHUF),
    ),
    q(
        "h271_dask_shuffle",
        "raises",
        "where's the IndexError for an indexer that points past the end of the dimension?",
        grep(r"raise IndexError\(", SHUF),
    ),
    q(
        "h271_dask_shuffle",
        "which",
        "After the bits of each output block have been pulled out of the different input "
        "blocks, which function sticks them back into one piece and puts the rows in the order "
        "I asked for?",
        {"body": "concatenate_arrays"},
        own=True,
    ),
    q(
        "h271_dask_shuffle",
        "which",
        "Which function works out the new chunk sizes of the non-shuffled dimensions, splitting "
        "the increase factor evenly between them?",
        {"body": "_calculate_new_chunksizes"},
    ),
    q(
        "h271_dask_shuffle",
        "how",
        "how does _shuffle decide how many of the indexer groups get packed together into one "
        "output chunk?",
        grep(
            r"# Figure out how many groups we can put into one chunk|for idx in indexer:"
            r"|if len\(current_chunk\) \+ len\(idx\) > chunk_size_limit"
            r"|if len\(current_chunk\) > chunk_size_limit / chunksize_tolerance"
            r"|chunk_size_limit = int\(",
            SHUF,
        ),
    ),
    q(
        "h271_dask_shuffle",
        "how",
        "If the new order I hand it is exactly the order the data is already in, block for "
        "block, does it notice and skip the work, or does it build the whole thing anyway?",
        grep(
            r"# check if the array is already shuffled|return chunks, \{\}"
            r"|if len\(layer\) == 0:|return Array\(x\.dask, x\.name",
            SHUF,
        ),
        own=True,
    ),
    run(
        "h271_dask_shuffle",
        "What chunks come out of this? Please run {} and tell me.",
        "import dask.array as da, numpy as np; x = da.from_array(np.arange(8), chunks=4); "
        "print(x.shuffle([[6, 5, 2], [4, 1], [3, 0, 7]], axis=0).chunks)",
        "((5, 3),)",
    ),
    q(
        "h271_dask_shuffle",
        "edit",
        "convert_key in dask/array/_shuffle.py has no docstring. Add one saying it inserts the "
        "chunk index for the shuffled axis into a block key and returns the new tuple.",
        {"effect": {"docstring": "convert_key"}},
    ),
    q(
        "h271_dask_shuffle",
        "edit",
        "_shuffle is one 130-line function and it's slow for big indexers. Could you break it up "
        "into smaller helpers and make the graph construction faster while you're at it?",
        {"effect": {"declined": True}},
    ),
    # --- matplotlib/tri/_tricontour.py -------------------------------------------------------
    q(
        "h271_matplotlib_tricontour",
        "where",
        "Where's `tricontourf` defined?",
        {"def": "tricontourf"},
    ),
    q(
        "h271_matplotlib_tricontour",
        "returns",
        "what does TriContourSet._contour_args hand back",
        {"returns": "TriContourSet._contour_args"},
    ),
    q(
        "h271_matplotlib_tricontour",
        "calls",
        "Which functions in _tricontour.py create a TriContourSet?",
        grep(r"return TriContourSet\(", TRI),
    ),
    q(
        "h271_matplotlib_tricontour",
        "raises",
        "I set a mask on some z values and tricontour says `z must not contain masked points "
        "within the triangulation`. where does that come from?",
        grep(r"z must not contain masked points", TRI),
    ),
    q(
        "h271_matplotlib_tricontour",
        "raises",
        "Where is the 'Cannot contourf log of negative values' error raised for triangular grids?",
        grep(r"Cannot \{func\} log of negative values", TRI),
    ),
    q(
        "h271_matplotlib_tricontour",
        "which",
        "I've already drawn a set of level lines over my triangle mesh and I want to feed that "
        "result straight back in to draw again, without it redoing the mesh. Which part takes "
        "over the earlier drawing's stuff in that case?",
        {"body": "TriContourSet._process_args"},
        own=True,
    ),
    q(
        "h271_matplotlib_tricontour",
        "how",
        "how do tricontour and tricontourf tell the TriContourSet whether to fill the regions "
        "or just draw lines?",
        grep(r"kwargs\['filled'\] = (True|False)", TRI),
    ),
    q(
        "h271_matplotlib_tricontour",
        "how",
        "How does _contour_args check that z is finite? Does it look at every z value, or only "
        "at some of them?",
        grep(
            r"z_check = z\[np\.unique|if not np\.isfinite\(z_check\)\.all\(\)"
            r"|# z values must be finite",
            TRI,
        ),
    ),
    run(
        "h271_matplotlib_tricontour",
        "can you run {} for me",
        "import matplotlib; matplotlib.use('Agg'); import matplotlib.pyplot as plt; "
        "cs = plt.tricontour([0, 1, 0, 1], [0, 0, 1, 1], [0, 1, 2, 3], levels=[0.5, 1.5]); "
        "print(type(cs).__name__, cs.zmin, cs.zmax)",
        "TriContourSet 0.0 3.0",
    ),
    q(
        "h271_matplotlib_tricontour",
        "edit",
        "The log-scale check in _contour_args also fires for zero, so the message is a bit off. "
        'In matplotlib/tri/_tricontour.py change "log of negative values" to '
        '"log of non-positive values".',
        {
            "effect": {
                "text_replaced": [TRI, "log of negative values", "log of non-positive values"]
            }
        },
    ),
    # --- fontTools/ufoLib/filenames.py -------------------------------------------------------
    q(
        "h271_fonttools_filenames",
        "where",
        "where is NameTranslationError declared",
        {"def": "NameTranslationError"},
    ),
    q(
        "h271_fonttools_filenames",
        "returns",
        "What does handleClash1 return? Can it come back with something that isn't numbered "
        "after the user name?",
        {"returns": "handleClash1"},
    ),
    q(
        "h271_fonttools_filenames",
        "calls",
        "Who calls `handleClash2`?",
        grep(r"= handleClash2\(", NAMES),
    ),
    q(
        "h271_fonttools_filenames",
        "raises",
        "Saving a UFO died with NameTranslationError('No unique name could be found.'). Which "
        "line raises it?",
        grep(r"raise NameTranslationError\(", NAMES),
    ),
    q(
        "h271_fonttools_filenames",
        "const",
        "where's the 255 limit on file name length set in ufoLib's filenames module?",
        grep(r"^maxFileNameLength: int = 255", NAMES),
    ),
    q(
        "h271_fonttools_filenames",
        "which",
        "My glyphs 'A' and 'a' would land on top of each other on a Mac disk that doesn't care "
        "about capitals. Which function keeps the two files apart?",
        grep(
            r"filteredUserName = \[\]|for character in userName:|# add _ to all non-lower"
            r"|elif character != character\.lower\(\):|character \+= \"_\""
            r"|filteredUserName\.append\(character\)",
            NAMES,
        ),
        own=True,
    ),
    q(
        "h271_fonttools_filenames",
        "which",
        "when even the name-plus-a-counter attempts are all used up, what's the last resort "
        "that drops the glyph's name entirely and just tries plain numbers?",
        {"body": "handleClash2"},
        own=True,
    ),
    q(
        "h271_fonttools_filenames",
        "which",
        "Which set holds the characters that get swapped out for underscores in glyph file names?",
        grep(r"^illegalCharacters: set\[str\] = \{", NAMES),
    ),
    q(
        "h271_fonttools_filenames",
        "how",
        "How does userNameToFileName deal with Windows device names like con or aux, including "
        "when they are just one part of a dotted name such as con.alt?",
        grep(
            r"for part in userName\.split\(\"\.\"\)|if part\.lower\(\) in reservedFileNames"
            r"|part = \"_\" \+ part",
            NAMES,
        ),
    ),
    q(
        "h271_fonttools_filenames",
        "how",
        "I've got a really long glyph name and I'm also sticking stuff on the front and the "
        "back. How does it keep the finished name from being too long for the disk?",
        grep(r"sliceLength = maxFileNameLength - |userName = userName\[:sliceLength\]", NAMES),
        own=True,
    ),
    run(
        "h271_fonttools_filenames",
        "What does {} print?",
        "from fontTools.ufoLib.filenames import userNameToFileName; "
        "print(userNameToFileName('Aacute.sc', existing=['a_acute.sc']))",
        "A_acute.sc000000000000001",
    ),
    q(
        "h271_fonttools_filenames",
        "edit",
        "we want plus signs allowed in our glyph file names -- please comment out the '+' entry "
        "of illegalCharacters in fontTools/ufoLib/filenames.py",
        {"effect": {"comment_out": [NAMES, '"+",']}},
    ),
    # --- scipy/fft/_pocketfft/helper.py ------------------------------------------------------
    q(
        "h271_scipy_helper",
        "where",
        "Where is set_workers defined in the pocketfft helper?",
        {"def": "set_workers"},
    ),
    q(
        "h271_scipy_helper",
        "where",
        "_datacopied -- where is it?",
        {"def": "_datacopied"},
    ),
    q(
        "h271_scipy_helper",
        "returns",
        "what does _fix_shape return? I'm guessing the second thing is a bool but what does it "
        "mean?",
        {"returns": "_fix_shape"},
    ),
    q(
        "h271_scipy_helper",
        "calls",
        "Where is `_iterable_of_int` used?",
        grep(r"= _iterable_of_int\(", HELP),
    ),
    q(
        "h271_scipy_helper",
        "raises",
        "scipy.fft.fft(x, workers=0) -> ValueError: workers must not be zero. where's that raised?",
        grep(r'raise ValueError\("workers must not be zero"\)', HELP),
    ),
    q(
        "h271_scipy_helper",
        "raises",
        "List every ValueError that _init_nd_shape_and_axes can raise, with its line.",
        grep(
            r"axes exceeds dimensionality|all axes must be unique|when given, axes and shape"
            r"|shape requires more axes|invalid number of data points \(\{shape\}\)",
            HELP,
        ),
    ),
    q(
        "h271_scipy_helper",
        "const",
        "Where's the table that maps norm='backward'/'ortho'/'forward' to pocketfft's numbers?",
        grep(r"^_NORM_MAP = ", HELP),
    ),
    q(
        "h271_scipy_helper",
        "which",
        "My input is whole numbers, or those tiny 16-bit decimals. Which helper bumps it up to "
        "something with enough precision before the transform runs?",
        {"body": "_asfarray"},
        own=True,
    ),
    q(
        "h271_scipy_helper",
        "which",
        "if I ask for a longer transform than my signal actually is, which bit tacks zeros onto "
        "the end of it?",
        {"body": "_fix_shape"},
        own=True,
    ),
    q(
        "h271_scipy_helper",
        "how",
        "How does _workers turn a negative workers value like -1 into a real count, and what "
        "happens if it's too negative?",
        {"body": "_workers"},
    ),
    q(
        "h271_scipy_helper",
        "how",
        "Say one thread of my program changes how many cores the transforms may use. Does that "
        "leak into my other threads? How is it kept apart?",
        grep(
            r"_config = threading\.local\(\)|_config\.default_workers = "
            r"|getattr\(_config, 'default_workers', 1\)",
            HELP,
        ),
        own=True,
    ),
    run(
        "h271_scipy_helper",
        "Run {} -- what's the output?",
        "import numpy as np; from scipy.fft._pocketfft.helper import _init_nd_shape_and_axes; "
        "print(_init_nd_shape_and_axes(np.zeros((3, 4, 5)), shape=[-1, 8], axes=None))",
        "((4, 8), [1, 2])",
    ),
    q(
        "h271_scipy_helper",
        "edit",
        "add `import warnings` at the top of scipy/fft/_pocketfft/helper.py",
        {"effect": {"at_top": [HELP, "import warnings"]}},
    ),
    q(
        "h271_scipy_helper",
        "edit",
        "None of the functions in scipy/fft/_pocketfft/helper.py have type annotations. Please "
        "add full type hints everywhere so it passes mypy --strict.",
        {"effect": {"declined": True}},
    ),
]
