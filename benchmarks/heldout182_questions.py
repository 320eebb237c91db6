"""The hundred-and-eighty-second set: questions on one module each of four third-party packages,
copied from the installed site-packages (sympy 1.14.0: ``sympy/combinatorics/coset_table.py``;
pandas 3.1.1: ``pandas/core/reshape/pivot.py``; Pillow 13.0.0: ``PIL/Jpeg2KImagePlugin.py``; openai
3.63.0: ``openai/_legacy_response.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. It is a tuning
set: its misses are read and fixed.

The questions are weighted by the size of the files (pandas' pivot module and sympy's coset table
most, then Pillow's JPEG 2000 plugin and openai's legacy response). About a fifth of them are in
the user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own.
Gold forms are those of ``code_questions.py``. The commands need the whole package to import, so
they run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h182_sympy_coset_table": ["sympy/combinatorics/coset_table.py"],
    "h182_pandas_pivot": ["pandas/core/reshape/pivot.py"],
    "h182_pil_jpeg2k": ["PIL/Jpeg2KImagePlugin.py"],
    "h182_openai_legacy_response": ["openai/_legacy_response.py"],
}

COSET = "sympy/combinatorics/coset_table.py"
PIVOT = "pandas/core/reshape/pivot.py"
J2K = "PIL/Jpeg2KImagePlugin.py"
LEGACY = "openai/_legacy_response.py"


QUESTIONS: list[dict] = [
    # --- sympy/combinatorics/coset_table.py --------------------------------------------------
    q(
        "h182_sympy_coset_table",
        "where",
        "where is coset_enumeration_c defined?",
        {"def": "coset_enumeration_c"},
    ),
    q(
        "h182_sympy_coset_table",
        "where",
        "In coset_table.py, on which line does the `scan_check` method start?",
        {"def": "CosetTable.scan_check"},
    ),
    q(
        "h182_sympy_coset_table",
        "returns",
        "What does `CosetTable.process_deductions_check` give back, e.g. when one of the "
        "relators fails to scan correctly?",
        {"returns": "CosetTable.process_deductions_check"},
    ),
    q(
        "h182_sympy_coset_table",
        "calls",
        "who calls coincidence_c",
        grep(r"self\.coincidence_c\(", COSET),
    ),
    q(
        "h182_sympy_coset_table",
        "calls",
        "I'm tracing the coset-table based (Felsch-style) strategy. Where does `define_c` get "
        "called from?",
        grep(r"\.define_c\(", COSET),
    ),
    q(
        "h182_sympy_coset_table",
        "raises",
        "My enumeration dies with 'the coset enumeration has defined more than 4096000 cosets'. "
        "Where is that ValueError raised?",
        grep(r'raise ValueError\("the coset enumeration has defined more than "', COSET),
    ),
    q(
        "h182_sympy_coset_table",
        "raises",
        "with incomplete=False, where do coset_enumeration_r and coset_enumeration_c re-raise the "
        "error instead of handing back the partial table?",
        grep(r"^\s+raise e$", COSET),
    ),
    q(
        "h182_sympy_coset_table",
        "const",
        "What's the default cap on the number of cosets in CosetTable, and where is it set?",
        grep(r"coset_table_max_limit = 4096000", COSET),
    ),
    q(
        "h182_sympy_coset_table",
        "which",
        "Which CosetTable method renumbers the cosets so that they come up in ascending order "
        "when you read the table row by row?",
        {"def": "CosetTable.standardize"},
    ),
    q(
        "h182_sympy_coset_table",
        "which",
        "After the run is over some entries are dead because they got folded into others. Which "
        "part throws those away and closes up the numbering so it goes 0, 1, 2, ... with no holes?",
        {"def": "CosetTable.compress"},
        own=True,
    ),
    q(
        "h182_sympy_coset_table",
        "which",
        "which method does nothing but take the defining words of the group, collect every "
        "rotation of them and of their inverses, and sort those into buckets by first letter?",
        {"def": "CosetTable.conjugates"},
        own=True,
    ),
    q(
        "h182_sympy_coset_table",
        "how",
        "How does `rep` make later lookups cheaper once it has found the representative of a "
        "class?",
        grep(r"p\[mu\] = lamda|p\[rho\] = lamda", COSET),
    ),
    q(
        "h182_sympy_coset_table",
        "how",
        "when merge joins two classes, how does it decide which representative survives?",
        grep(r"mu = min\(phi, psi\)|v = max\(phi, psi\)|p\[v\] = mu", COSET),
    ),
    q(
        "h182_sympy_coset_table",
        "how",
        "In the enumeration that keeps a pile of pending inferences to work through, what "
        "happens once that pile grows too long? Does it just drop them on the floor?",
        grep(
            r">= CosetTable\.max_stack_size|self\.look_ahead\(\)|del self\.deduction_stack\[:\]",
            COSET,
        ),
        own=True,
    ),
    run(
        "h182_sympy_coset_table",
        "Run {} and tell me how many cosets there are and what the representatives look like.",
        "from sympy.combinatorics.free_groups import free_group; "
        "from sympy.combinatorics.fp_groups import FpGroup; "
        "from sympy.combinatorics.coset_table import coset_enumeration_r; "
        "F, x, y = free_group('x, y'); "
        "C = coset_enumeration_r(FpGroup(F, [x**2, y**3, (x*y)**3]), [x*y]); "
        "C.compress(); C.standardize(); "
        "print(len(C.table), [C.coset_representative(i) for i in range(len(C.table))])",
        "4 [<identity>, x**-1, x**-1*y**-1, x**-1*y**-1*x**-1]",
    ),
    q(
        "h182_sympy_coset_table",
        "edit",
        "CosetTable.conjugates in sympy/combinatorics/coset_table.py has no docstring. Please add "
        "one saying it returns, for each generator and inverse, the set of cyclic conjugates of "
        "the relators (and their inverses) that start with it.",
        {"effect": {"docstring": "CosetTable.conjugates"}},
    ),
    q(
        "h182_sympy_coset_table",
        "edit",
        "bump CosetTable's max_stack_size from 100 to 200",
        {"effect": {"text_replaced": [COSET, "max_stack_size = 100", "max_stack_size = 200"]}},
    ),
    # --- pandas/core/reshape/pivot.py --------------------------------------------------------
    q(
        "h182_pandas_pivot",
        "where",
        "Where's `_generate_marginal_results_without_values`?",
        {"def": "_generate_marginal_results_without_values"},
    ),
    q(
        "h182_pandas_pivot",
        "returns",
        "what does _convert_by return -- say for None, or for a single column name?",
        {"returns": "_convert_by"},
    ),
    q(
        "h182_pandas_pivot",
        "calls",
        "Where in pivot.py is __internal_pivot_table called?",
        grep(r"= __internal_pivot_table\(", PIVOT),
    ),
    q(
        "h182_pandas_pivot",
        "calls",
        "who uses `_get_names`?",
        grep(r"= _get_names\(", PIVOT),
    ),
    q(
        "h182_pandas_pivot",
        "raises",
        "pd.crosstab(a, b, aggfunc='sum') fails with 'aggfunc cannot be used without values.' "
        "-- which line raises that?",
        grep(r'raise ValueError\("aggfunc cannot be used without values', PIVOT),
    ),
    q(
        "h182_pandas_pivot",
        "raises",
        "df.pivot(columns='typo') now gives a KeyError listing the labels that aren't columns. "
        "Where is that raised?",
        grep(r"raise KeyError\($|labels are not columns of the", PIVOT),
    ),
    q(
        "h182_pandas_pivot",
        "raises",
        "Show me every place that raises 'Not a valid normalize argument'.",
        grep(r'raise ValueError\("Not a valid normalize argument"\)', PIVOT),
    ),
    q(
        "h182_pandas_pivot",
        "raises",
        "I asked for the extra totals row and column, but one of my row categories happens to "
        "have the very same label as the one the totals get. Where does it refuse that?",
        grep(r"raise ValueError\(msg\)|Conflicting name", PIVOT),
        own=True,
    ),
    q(
        "h182_pandas_pivot",
        "const",
        "pivot_table averages by default, right? where is that default aggfunc set?",
        grep(r'aggfunc: AggFuncType = "mean"', PIVOT),
    ),
    q(
        "h182_pandas_pivot",
        "which",
        "Which helper in pivot.py divides crosstab's counts so that rows, columns or the whole "
        "table add up to 1?",
        {"def": "_normalize"},
    ),
    q(
        "h182_pandas_pivot",
        "which",
        "When the same heading turns up on both sides of my frequency table, something invents "
        "placeholder labels and keeps a lookup so the real headings come back at the end. Which "
        "function is that?",
        {"def": "_build_names_mapper"},
        own=True,
    ),
    q(
        "h182_pandas_pivot",
        "which",
        "which function computes the grand margin, i.e. one aggregate per value column over all "
        "of the data, for the corner of the margins?",
        {"def": "_compute_grand_margin"},
    ),
    q(
        "h182_pandas_pivot",
        "how",
        "How does pivot_table handle aggfunc being a list like ['sum', 'mean']?",
        grep(
            r"if isinstance\(aggfunc, list\):|keys\.append\(getattr\(func|"
            r"table = concat\(pieces, keys=keys, axis=1\)",
            PIVOT,
        ),
    ),
    q(
        "h182_pandas_pivot",
        "how",
        "if a whole column of my summary comes out empty, does it stay in the result or does it "
        "get thrown out? where's that decided?",
        grep(r'\.dropna\(how="all"', PIVOT),
        own=True,
    ),
    q(
        "h182_pandas_pivot",
        "how",
        "How does crosstab actually count things when I don't pass values? It must build a "
        "pivot_table somehow.",
        grep(r'df\["__dummy__"\] = 0|kwargs = \{"aggfunc": len, "fill_value": 0\}', PIVOT),
    ),
    run(
        "h182_pandas_pivot",
        "what does {} print?",
        "import pandas as pd; "
        "print(pd.crosstab(['a', 'a', 'b', 'b'], ['x', 'y', 'y', 'y'], normalize='index'))",
        "a      0.5  0.5",
    ),
    q(
        "h182_pandas_pivot",
        "edit",
        "In pandas/core/reshape/pivot.py, _add_margins raises a ValueError when margins_name "
        "isn't a string; it should be a TypeError. Please change "
        '`raise ValueError("margins_name argument must be a string")` to '
        '`raise TypeError("margins_name argument must be a string")`.',
        {
            "effect": {
                "line_replaced": [
                    PIVOT,
                    'raise ValueError("margins_name argument must be a string")',
                    'raise TypeError("margins_name argument must be a string")',
                ]
            }
        },
    ),
    q(
        "h182_pandas_pivot",
        "edit",
        "pivot_table with margins=True takes minutes on my 50M-row frame. Could you rework the "
        "margin computation so it reuses the groupby results instead of regrouping, and show me "
        "timings before and after?",
        {"effect": {"declined": True}},
    ),
    # --- PIL/Jpeg2KImagePlugin.py ------------------------------------------------------------
    q(
        "h182_pil_jpeg2k",
        "where",
        "where is BoxReader.next_box_type defined",
        {"def": "BoxReader.next_box_type"},
    ),
    q(
        "h182_pil_jpeg2k",
        "returns",
        "What does `_res_to_dpi` return, and what if the denominator is 0?",
        {"returns": "_res_to_dpi"},
    ),
    q(
        "h182_pil_jpeg2k",
        "calls",
        "In the JPEG 2000 plugin, where is _parse_codestream called?",
        grep(r"_parse_codestream\(self\.fp\)", J2K),
    ),
    q(
        "h182_pil_jpeg2k",
        "raises",
        "Image.open on my .jp2 says `SyntaxError: not a JPEG 2000 file`. Where does that come "
        "from?",
        grep(r'"not a JPEG 2000 file"', J2K),
    ),
    q(
        "h182_pil_jpeg2k",
        "which",
        "Which piece just sniffs the first handful of bytes of a file to decide whether this "
        "plugin should even try to open it?",
        {"def": "_accept"},
        own=True,
    ),
    q(
        "h182_pil_jpeg2k",
        "how",
        "If I ask for the picture at a smaller scale, say half size, how are the new width and "
        "height worked out before the pixels are read?",
        {"body": "Jpeg2KImageFile.load"},
        own=True,
    ),
    run(
        "h182_pil_jpeg2k",
        "can you execute {} and tell me the size it prints after the reduce?",
        "import io; from PIL import Image; b = io.BytesIO(); "
        "Image.new('L', (41, 30)).save(b, 'JPEG2000', no_jp2=True); b.seek(0); "
        "im = Image.open(b); print(im.codec, im.size); im.reduce = 1; im.load(); print(im.size)",
        "(21, 15)",
    ),
    q(
        "h182_pil_jpeg2k",
        "edit",
        "At the very end of PIL/Jpeg2KImagePlugin.py, add one more line: "
        '`Image.register_mime(Jpeg2KImageFile.format, "image/jpx")`.',
        {
            "effect": {
                "last_line": [J2K, 'Image.register_mime(Jpeg2KImageFile.format, "image/jpx")']
            }
        },
    ),
    # --- openai/_legacy_response.py ----------------------------------------------------------
    q(
        "h182_openai_legacy_response",
        "where",
        "which file and line has HttpxBinaryResponseContent.write_to_file?",
        {"def": "HttpxBinaryResponseContent.write_to_file"},
    ),
    q(
        "h182_openai_legacy_response",
        "returns",
        "What does LegacyAPIResponse.parse return if I call it a second time with the same type?",
        {"returns": "LegacyAPIResponse.parse"},
    ),
    q(
        "h182_openai_legacy_response",
        "raises",
        "I passed a plain pydantic.BaseModel subclass as `to=` and got a TypeError. Where in "
        "_legacy_response.py is that raised?",
        grep(r'raise TypeError\("Pydantic models must subclass', LEGACY),
    ),
    q(
        "h182_openai_legacy_response",
        "which",
        "Which method does the real conversion of the body into the requested type, as opposed "
        "to the public one that caches the result?",
        {"def": "LegacyAPIResponse._parse"},
    ),
    q(
        "h182_openai_legacy_response",
        "how",
        "what happens when the server replies with something that isn't the usual structured "
        "format, like a plain message or an HTML page -- do I get an error, or does it hand me "
        "what it said as-is?",
        grep(
            r'if not content_type\.endswith\("json"\):|'
            r"if self\._client\._strict_response_validation:|return response\.text  #",
            LEGACY,
        ),
        own=True,
    ),
    run(
        "h182_openai_legacy_response",
        "Please run {} -- what comes out?",
        "import httpx2; from openai._legacy_response import HttpxBinaryResponseContent; "
        "c = HttpxBinaryResponseContent(httpx2.Response(200, content=b'hello')); "
        "print(c.text, c.content, c.encoding)",
        "hello b'hello' utf-8",
    ),
    q(
        "h182_openai_legacy_response",
        "edit",
        "rename MissingStreamClassError to StreamClassNotGivenError in openai/_legacy_response.py",
        {"effect": {"renamed": ["MissingStreamClassError", "StreamClassNotGivenError"]}},
    ),
]
