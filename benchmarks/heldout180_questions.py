"""The hundred-and-eightieth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0: ``sympy/physics/wigner.py`` and
``sympy/combinatorics/rewritingsystem.py``; pandas 3.1.1: ``pandas/core/reshape/concat.py``;
Pillow 13.0.0: ``PIL/IcnsImagePlugin.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (sympy's Wigner symbols most, then pandas'
concat, sympy's rewriting systems, Pillow's icns plugin). About a fifth of the questions that are
not edits are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h180_sympy_wigner": ["sympy/physics/wigner.py"],
    "h180_sympy_rewriting": ["sympy/combinatorics/rewritingsystem.py"],
    "h180_pandas_concat": ["pandas/core/reshape/concat.py"],
    "h180_pil_icns": ["PIL/IcnsImagePlugin.py"],
}

WIGNER = "sympy/physics/wigner.py"
REWRITE = "sympy/combinatorics/rewritingsystem.py"
CONCAT = "pandas/core/reshape/concat.py"
ICNS = "PIL/IcnsImagePlugin.py"


QUESTIONS: list[dict] = [
    # --- sympy/physics/wigner.py -------------------------------------------------------------
    q(
        "h180_sympy_wigner",
        "where",
        "which line is wigner_d_small defined on?",
        {"def": "wigner_d_small"},
    ),
    q(
        "h180_sympy_wigner",
        "returns",
        "What comes back from `_int_or_halfint`? I'm curious whether a half-integer Rational "
        "stays a Rational or turns into something else.",
        {"returns": "_int_or_halfint"},
    ),
    q(
        "h180_sympy_wigner",
        "returns",
        "in wigner.py, what does _big_delta_coeff give back when the three momenta don't "
        "satisfy the triangle, and what otherwise?",
        {"returns": "_big_delta_coeff"},
    ),
    q(
        "h180_sympy_wigner",
        "calls",
        "Where is `_big_delta_coeff` actually used?",
        grep(r"(?<!def )_big_delta_coeff\((aa|bb|cc), ", WIGNER),
    ),
    q(
        "h180_sympy_wigner",
        "calls",
        "Every coefficient seems to warm up the factorial cache first. Show me each place that "
        "calls _calc_factlist.",
        grep(r"^\s*_calc_factlist\(", WIGNER),
    ),
    q(
        "h180_sympy_wigner",
        "raises",
        "wigner_6j(0.5, 0.5, 1.1, 0.5, 0.5, 1.1) dies with 'j values must be integer or half "
        "integer and fulfill the triangle relation'. which lines raise that?",
        grep(r'raise ValueError\("j values must be integer or half integer and fulfill', WIGNER),
    ),
    q(
        "h180_sympy_wigner",
        "raises",
        "Where does wigner_3j end up throwing when I hand it something like 2.1 for j_1?",
        grep(r'raise ValueError\("expecting integer or half-integer', WIGNER),
    ),
    q(
        "h180_sympy_wigner",
        "const",
        "where's the module-level list of precomputed factorials first set up, and what does it "
        "start out holding?",
        grep(r"^_Factlist = \[1\]", WIGNER),
    ),
    run(
        "h180_sympy_wigner",
        "Could you run {} for me and tell me the coefficient it gives?",
        "from sympy.physics.wigner import clebsch_gordan; print(clebsch_gordan(1, 1, 1, 1, -1, 0))",
        "sqrt(2)/2",
    ),
    run(
        "h180_sympy_wigner",
        "what's printed by {}?",
        "from sympy.physics.wigner import _calc_factlist; print(_calc_factlist(7))",
        "[1, 1, 2, 6, 24, 120, 720, 5040]",
    ),
    q(
        "h180_sympy_wigner",
        "which",
        "I noticed the code never works out n! again from scratch. Which function stashes those "
        "values away and only grows the stash when a bigger one is needed?",
        {"def": "_calc_factlist"},
        own=True,
    ),
    q(
        "h180_sympy_wigner",
        "which",
        "Which function hands me the complete square table for turning a spin state by three "
        "successive twists, the full one and not just the middle tilt on its own?",
        {"def": "wigner_d"},
        own=True,
    ),
    q(
        "h180_sympy_wigner",
        "which",
        "which function in sympy/physics/wigner.py returns the dot product of the rotational "
        "gradients of two spherical harmonics, as a Sum over Ynm?",
        {"def": "dot_rot_grad_Ynm"},
    ),
    q(
        "h180_sympy_wigner",
        "how",
        "How is `wigner_9j` worked out? Is it its own formula or built from smaller symbols?",
        {"body": "wigner_9j"},
    ),
    q(
        "h180_sympy_wigner",
        "how",
        "how does clebsch_gordan compute its value, does it go through the 3j symbol?",
        {"body": "clebsch_gordan"},
    ),
    q(
        "h180_sympy_wigner",
        "how",
        "There's a variant for the sphere wave functions that have no imaginary part. If an "
        "uneven count of the three lower indices I pass are below zero, how does it notice "
        "that straight away and hand back nothing without doing the big sum?",
        grep(
            r"if sum\(1 for i in \(mu_1, mu_2, mu_3\) if i < 0\) % 2:"
            r"|return S\.Zero  # odd number of negative m",
            WIGNER,
        ),
        own=True,
    ),
    q(
        "h180_sympy_wigner",
        "edit",
        "Please rename `_int_or_halfint` to `_to_int_or_halfint` everywhere in "
        "sympy/physics/wigner.py.",
        {"effect": {"renamed": ["_int_or_halfint", "_to_int_or_halfint"]}},
    ),
    q(
        "h180_sympy_wigner",
        "edit",
        "Wigner3j.doit has no docstring. Add one saying it evaluates the symbol with wigner_3j "
        "when every argument is a number and returns itself unchanged otherwise.",
        {"effect": {"docstring": "Wigner3j.doit"}},
    ),
    q(
        "h180_sympy_wigner",
        "edit",
        "wigner_3j and racah crawl once j gets to around 60. could you rework the whole module "
        "to use floating point with a memo cache, keep the results exact, and prove it's faster?",
        {"effect": {"declined": True}},
    ),
    # --- sympy/combinatorics/rewritingsystem.py ----------------------------------------------
    q(
        "h180_sympy_rewriting",
        "where",
        "Where is RewritingSystem.set_max?",
        {"def": "RewritingSystem.set_max"},
    ),
    q(
        "h180_sympy_rewriting",
        "returns",
        "what does `_compute_inverse_rules` return?",
        {"returns": "RewritingSystem._compute_inverse_rules"},
    ),
    q(
        "h180_sympy_rewriting",
        "calls",
        "who calls _remove_redundancies in the rewriting system?",
        grep(r"self\._remove_redundancies\(", REWRITE),
    ),
    q(
        "h180_sympy_rewriting",
        "raises",
        "Knuth-Bendix on my group stopped with RuntimeError: Too many rules were defined. "
        "Where is that raised?",
        grep(r'raise RuntimeError\("Too many rules were defined\."\)', REWRITE),
    ),
    q(
        "h180_sympy_rewriting",
        "which",
        "Which method feeds a string of group letters one at a time through the prebuilt "
        "recognizer, and whenever it lands on a match swaps that chunk for something shorter and "
        "restarts reading from the front?",
        {"def": "RewritingSystem.reduce_using_automaton"},
        own=True,
    ),
    q(
        "h180_sympy_rewriting",
        "how",
        "In make_confluent, how are the overlaps between two rule left-hand sides found? I mean "
        "the little nested helper that slides one word along the other.",
        {"body": "RewritingSystem.make_confluent._overlaps"},
    ),
    q(
        "h180_sympy_rewriting",
        "edit",
        "In sympy/combinatorics/rewritingsystem.py the rules cache only remembers 50 entries. "
        "Bump it so `self.rules_cache = deque([], 50)` becomes `self.rules_cache = deque([], 100)`.",
        {
            "effect": {
                "text_replaced": [
                    REWRITE,
                    "self.rules_cache = deque([], 50)",
                    "self.rules_cache = deque([], 100)",
                ]
            }
        },
    ),
    # --- pandas/core/reshape/concat.py -------------------------------------------------------
    q(
        "h180_pandas_concat",
        "where",
        "where is _make_concat_multiindex defined",
        {"def": "_make_concat_multiindex"},
    ),
    q(
        "h180_pandas_concat",
        "where",
        "Which file and line has `new_axes`?",
        {"def": "new_axes"},
    ),
    q(
        "h180_pandas_concat",
        "returns",
        "what can _get_sample_object return? it looks like it has a few exits",
        {"returns": "_get_sample_object"},
    ),
    q(
        "h180_pandas_concat",
        "calls",
        "Where does concat.py call `_concat_indexes`?",
        grep(r"= _concat_indexes\(", CONCAT),
    ),
    q(
        "h180_pandas_concat",
        "raises",
        "where does it moan if I hand it an empty list of things to glue together?",
        grep(r'raise ValueError\("No objects to concatenate"\)', CONCAT),
        own=True,
    ),
    q(
        "h180_pandas_concat",
        "raises",
        "With verify_integrity=True I get `ValueError: Indexes have overlapping values`. Which "
        "lines raise it?",
        grep(r'raise ValueError\(f"Indexes have overlapping values', CONCAT),
    ),
    q(
        "h180_pandas_concat",
        "raises",
        "pd.concat(..., ignore_index=True, keys=['a', 'b']) refuses to run. Where's that check?",
        grep(r"Cannot set \{ignore_index=\} and specify keys", CONCAT),
    ),
    q(
        "h180_pandas_concat",
        "const",
        "what's the default for `join` in concat, and where is it set?",
        grep(r'^    join: str = "outer",$', CONCAT),
    ),
    q(
        "h180_pandas_concat",
        "which",
        "When I concat a Series together with DataFrames, which helper turns the Series into "
        "frames first so the dimensions match?",
        {"def": "_sanitize_mixed_ndim"},
    ),
    q(
        "h180_pandas_concat",
        "which",
        "I passed my own list of outer labels for each tier and one list had the same entry "
        "twice. Which function is it that checks for repeats in those?",
        {"def": "validate_unique_levels"},
        own=True,
    ),
    q(
        "h180_pandas_concat",
        "which",
        "Which function builds the result's concatenation axis when DataFrame objects are "
        "being concatenated (the Series case has its own)?",
        {"def": "_get_concat_axis_dataframe"},
    ),
    q(
        "h180_pandas_concat",
        "how",
        "If I don't pass sort= to pd.concat, how does it decide on its own that sorting the "
        "other axis won't matter?",
        grep(
            r"if sort is lib\.no_default:$|any\(not isinstance\(index, DatetimeIndex\)"
            r"|^\s+sort = False$",
            CONCAT,
        ),
    ),
    q(
        "h180_pandas_concat",
        "how",
        "how does _get_concat_axis_series come up with the column labels when I concat a few "
        "Series along axis=1, some named and some not?",
        {"body": "_get_concat_axis_series"},
    ),
    q(
        "h180_pandas_concat",
        "how",
        "Say I stack a few tables and give each one a tag, so the result gets a two-tier row "
        "label (tag, original label). How does that two-tier label get built, and is there a "
        "quicker route when all the pieces have exactly the same row labels?",
        {"body": "_make_concat_multiindex"},
        own=True,
    ),
    run(
        "h180_pandas_concat",
        "can you execute {} and show me the resulting index?",
        "import pandas as pd; "
        "print(pd.concat({'a': pd.Series([1]), 'b': pd.Series([2, 3])}).index.tolist())",
        "[('a', 0), ('b', 0), ('b', 1)]",
    ),
    q(
        "h180_pandas_concat",
        "edit",
        "I'd like to silence the 'Sorting by default when concatenating all DatetimeIndex' "
        "warning locally. Just comment out the line "
        "`warnings.warn(msg, Pandas4Warning, stacklevel=find_stack_level())` in concat.py.",
        {
            "effect": {
                "comment_out": [
                    CONCAT,
                    "warnings.warn(msg, Pandas4Warning, stacklevel=find_stack_level())",
                ]
            }
        },
    ),
    q(
        "h180_pandas_concat",
        "edit",
        'add `__all__ = ["concat"]` on the line right after '
        "`from pandas.core.internals import concatenate_managers` in "
        "pandas/core/reshape/concat.py",
        {
            "effect": {
                "line_after": [
                    CONCAT,
                    "from pandas.core.internals import concatenate_managers",
                    '__all__ = ["concat"]',
                ]
            }
        },
    ),
    # --- PIL/IcnsImagePlugin.py --------------------------------------------------------------
    q(
        "h180_pil_icns",
        "where",
        "Where's bestsize declared in the icns plugin?",
        {"def": "IcnsFile.bestsize"},
    ),
    q(
        "h180_pil_icns",
        "calls",
        "which lines call nextheader()?",
        grep(r"= nextheader\(fobj\)", ICNS),
    ),
    q(
        "h180_pil_icns",
        "raises",
        "Opening a renamed PNG as .icns gives SyntaxError 'not an icns file'. Where does "
        "IcnsImagePlugin raise that?",
        grep(r'msg = "not an icns file"', ICNS),
    ),
    q(
        "h180_pil_icns",
        "which",
        "Which function unpacks the old-style squashed pixel data where a byte says either "
        "'repeat the next value this many times' or 'copy this many values as they are', doing "
        "red, green and blue one after another?",
        {"def": "read_32"},
        own=True,
    ),
    q(
        "h180_pil_icns",
        "how",
        "If I ask a Mac app-symbol picture for dimensions the file doesn't actually carry, how "
        "does the reader decide whether to accept them or refuse?",
        grep(
            r"simple_size = size\[0\] \* size\[2\], size\[1\] \* size\[2\]"
            r"|scale = simple_size\[0\] // value\[0\]|if simple_size\[1\] / value\[1\] == scale:",
            ICNS,
        ),
        own=True,
    ),
    run(
        "h180_pil_icns",
        "Run {} -- what format and size does the reopened image report?",
        "import io; from PIL import Image; b = io.BytesIO(); "
        "Image.new('RGB', (64, 64)).save(b, 'ICNS'); b.seek(0); im = Image.open(b); "
        "print(im.format, im.size)",
        "ICNS (1024, 1024)",
    ),
    q(
        "h180_pil_icns",
        "edit",
        "For testing I want PIL/IcnsImagePlugin.py to act as if JPEG 2000 is unavailable: set "
        "the module-level enable_jpeg2k to False.",
        {"effect": {"value_set": [ICNS, "enable_jpeg2k", "False"]}},
    ),
]
