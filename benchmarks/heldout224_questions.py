"""The two-hundred-and-twenty-fourth held-out set: questions on one module each of four files of
two third-party packages, copied from the installed site-packages (fonttools 4.69.1:
``fontTools/afmLib.py``, ``fontTools/tfmLib.py``, ``fontTools/cffLib/CFFToCFF2.py``;
matplotlib 3.11.2: ``matplotlib/tri/_trirefine.py``), written blind: by reading only those files,
the format of set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``,
never the model's code or its notes, and committed before the model was asked any of them. Nothing
is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (the TFM and AFM readers most, then the CFF to
CFF2 converter and the triangular mesh refiner). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it, with one
definition that fits); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad`` (every
gold resolves to lines, every command's expected text is in its real output, no edit's effect holds
on the untouched files and the declines hold); for each edit the correct change was made by hand on
a scratch copy of its workspace and ``bench_answers.check_effect`` held after it. The commands need
the whole package to import, so they run against the installed package; each exercises the one file
its workspace holds, and none prints anything time- or address-dependent.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h224_fonttools_afmlib": ["fontTools/afmLib.py"],
    "h224_fonttools_tfmlib": ["fontTools/tfmLib.py"],
    "h224_fonttools_cfftocff2": ["fontTools/cffLib/CFFToCFF2.py"],
    "h224_matplotlib_trirefine": ["matplotlib/tri/_trirefine.py"],
}

AFM = "fontTools/afmLib.py"
TFM = "fontTools/tfmLib.py"
CFF2 = "fontTools/cffLib/CFFToCFF2.py"
REFINE = "matplotlib/tri/_trirefine.py"


QUESTIONS: list[dict] = [
    # --- fontTools/afmLib.py -----------------------------------------------------------------
    q(
        "h224_fonttools_afmlib",
        "where",
        "where's parsekernpair defined?",
        {"def": "AFM.parsekernpair"},
    ),
    q(
        "h224_fonttools_afmlib",
        "returns",
        "In afmLib, what does AFM.__getitem__ return? Is it different for f[('V','A')] and f['A']?",
        {"returns": "AFM.__getitem__"},
    ),
    q(
        "h224_fonttools_afmlib",
        "calls",
        "Who calls readlines() in the AFM module?",
        grep(r"= readlines\(", AFM),
    ),
    q(
        "h224_fonttools_afmlib",
        "raises",
        "del f.Foo on an AFM object gives me AttributeError: Foo. where is that raised",
        grep(r"raise AttributeError\(attr\)", AFM),
    ),
    q(
        "h224_fonttools_afmlib",
        "raises",
        "Reading an .afm file with a line that starts with a digit I get "
        "'syntax error in AFM file'. Which line throws it for a line that doesn't begin with a "
        "keyword?",
        grep(r'raise error\("syntax error in AFM file: " \+ repr\(line\)\)', AFM),
    ),
    q(
        "h224_fonttools_afmlib",
        "const",
        "Where is the list that fixes the order FontName, FullName, FamilyName... are written out "
        "in?",
        grep(r"^preferredAttributeOrder = \[", AFM),
    ),
    q(
        "h224_fonttools_afmlib",
        "which",
        "which method of AFM deals with the CC lines (accented glyphs built from PCC parts)?",
        {"body": "AFM.parsecomposite"},
    ),
    q(
        "h224_fonttools_afmlib",
        "which",
        "When I save the metrics file, letters that don't have a slot number get pushed to the "
        "bottom of the glyph listing. What piece of code does that?",
        {"body": "AFM.write.myKey"},
        own=True,
    ),
    q(
        "h224_fonttools_afmlib",
        "how",
        "How does parseattr handle an entry like 'Weight Bold' vs 'XHeight 500' -- how does it know "
        "whether to keep a string or an int?",
        {"body": "AFM.parseattr"},
    ),
    q(
        "h224_fonttools_afmlib",
        "how",
        "If I do font.Weight = 'Bold' on one of these Adobe metrics objects, where does that value "
        "actually end up, and how is it kept apart from the object's own internal bookkeeping?",
        {"body": "AFM.__setattr__"},
        own=True,
    ),
    run(
        "h224_fonttools_afmlib",
        "Can you tell me what {} prints?",
        "from fontTools.afmLib import AFM; a = AFM(); "
        "a.parsechar('65 ; WX 600 ; N A ; B 0 0 500 700 ;'); a.FullName = 'Demo Sans'; "
        "print(a['A'], a)",
        "(65, 600, (0, 0, 500, 700)) <AFM object for Demo Sans>",
    ),
    q(
        "h224_fonttools_afmlib",
        "edit",
        "Our AFM files have track kerning sections. In fontTools/afmLib.py please add "
        '"StartTrackKern", to AFM._keywords on the line right after "EndComposites",',
        {"effect": {"line_after": [AFM, '"EndComposites",', '"StartTrackKern",']}},
    ),
    # --- fontTools/tfmLib.py -----------------------------------------------------------------
    q(
        "h224_fonttools_tfmlib",
        "where",
        "Where is TFMException defined",
        {"def": "TFMException"},
    ),
    q(
        "h224_fonttools_tfmlib",
        "returns",
        "tfmLib: the little read_fixed helper inside _read -- what does it return? the whole "
        "unpack result or just part of it?",
        {"returns": "TFM._read.read_fixed"},
    ),
    q(
        "h224_fonttools_tfmlib",
        "calls",
        "which places call lig_kern_command?",
        grep(r"cmd = lig_kern_command\(", TFM),
    ),
    q(
        "h224_fonttools_tfmlib",
        "raises",
        'I\'m loading a truncated cmr10.tfm and get "The file has fewer bytes than it claims!" - '
        "where's that coming from?",
        grep(r"The file has fewer bytes than it claims", TFM),
    ),
    q(
        "h224_fonttools_tfmlib",
        "raises",
        "Where does the TFM reader complain that the character code range is illegal?",
        grep(r"The character code range", TFM),
    ),
    q(
        "h224_fonttools_tfmlib",
        "raises",
        "list every place in tfmLib.py that raises TFMException please",
        grep(r"raise TFMException\(", TFM),
    ),
    q(
        "h224_fonttools_tfmlib",
        "which",
        "Which code decides whether a TFM font counts as a math symbol font or a math extension "
        "font (fonttype)?",
        grep(r"self\.fonttype = ", TFM),
    ),
    q(
        "h224_fonttools_tfmlib",
        "which",
        "If I print() one of the TeX metrics objects I get a one-line summary with the font's "
        "name and its point size. Which code builds that line?",
        {"body": "TFM.__repr__"},
        own=True,
    ),
    q(
        "h224_fonttools_tfmlib",
        "how",
        "How does TFM._read turn the numeric face byte into a three-letter code like 'MRR'?",
        grep(
            r"if self\.face < 18|s = self\.face % 2|b = self\.face // 2|self\.face = \"MBL\"", TFM
        ),
    ),
    q(
        "h224_fonttools_tfmlib",
        "how",
        "For a big delimiter that TeX builds out of stacked pieces, what happens when one of the "
        "pieces refers to a slot the font doesn't actually have?",
        grep(r"if noneexistent\(part\):|varchar\[name\] = c$", TFM),
        own=True,
    ),
    q(
        "h224_fonttools_tfmlib",
        "how",
        "how are the lig/kern op bytes decoded into strings such as '/LIG/>' in the TFM reader? "
        "and what about the nonstandard codes?",
        grep(
            r'if r == 4 or \(r > 7 and r != 11\)|lig = r$|lig \+= "/"|lig \+= "LIG"|lig \+= ">"',
            TFM,
        ),
    ),
    run(
        "h224_fonttools_tfmlib",
        "What error do I get from {}?",
        "import io, struct; from fontTools.tfmLib import TFM; "
        "TFM(io.BytesIO(struct.pack('>12h', 6, 1, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0)))",
        "The header length is only 1!",
    ),
    q(
        "h224_fonttools_tfmlib",
        "edit",
        "The negative subfile size message in tfmLib.py prints a literal {name} because the "
        "string has no f prefix. Make it an f-string, nothing else.",
        {
            "effect": {
                "text_replaced": [
                    TFM,
                    "raise TFMException(\"The subfile size: '{name}' is negative!\")",
                    "raise TFMException(f\"The subfile size: '{name}' is negative!\")",
                ]
            }
        },
    ),
    q(
        "h224_fonttools_tfmlib",
        "edit",
        "I think one of the sanity checks at the top of TFM._read would crash with the wrong "
        "exception instead of the TFMException it means to raise. Can you hunt it down and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/cffLib/CFFToCFF2.py -------------------------------------------------------
    q(
        "h224_fonttools_cfftocff2",
        "where",
        "Where's the public convertCFFToCFF2 function?",
        {"def": "convertCFFToCFF2"},
    ),
    q(
        "h224_fonttools_cfftocff2",
        "calls",
        "what calls _convertCFFToCFF2",
        grep(r"^\s+_convertCFFToCFF2\(cff, font\)", CFF2),
    ),
    q(
        "h224_fonttools_cfftocff2",
        "calls",
        "In CFFToCFF2.py, where does convertCFFToCFF2 get called from?",
        grep(r"^\s+convertCFFToCFF2\(font\)", CFF2),
    ),
    q(
        "h224_fonttools_cfftocff2",
        "raises",
        "Where does _NominalWidthUsedError actually get raised? I only see it being caught.",
        grep(r"raise self$", CFF2),
    ),
    q(
        "h224_fonttools_cfftocff2",
        "which",
        "Which top dict operator does the CFF2 upgrade deliberately keep even though it's not a "
        "CFF2 operator?",
        grep(r'if key == "charset":', CFF2),
    ),
    q(
        "h224_fonttools_cfftocff2",
        "which",
        "In the font converter there's a stand-in number that throws the moment anything is added "
        "to it. Which class is that?",
        {"body": "_NominalWidthUsedError"},
        own=True,
    ),
    q(
        "h224_fonttools_cfftocff2",
        "how",
        "How does the CFF->CFF2 conversion drop a glyph's width when the width is hidden behind a "
        "callsubr/callgsubr at the start of the charstring?",
        grep(
            r'while len\(program\) >= 2 and program\[1\] in \["callsubr", "callgsubr"\]'
            r"|subrNumber \+= bias|program\[:0\] = subrProgram",
            CFF2,
        ),
    ),
    q(
        "h224_fonttools_cfftocff2",
        "how",
        "When I upgrade an old-style font that only has one set of hinting settings for all "
        "glyphs (no per-group table), how does the tool build the per-group structure the new "
        "format wants?",
        grep(
            r"fdArray = topDict\.FDArray = FDArrayIndex\(\)|fontDict = FontDict\(\)"
            r"|fdArray\.append\(fontDict\)|fontDict\.Private = privateDict",
            CFF2,
        ),
        own=True,
    ),
    run(
        "h224_fonttools_cfftocff2",
        "hey, what does {} say?",
        "from fontTools.cffLib.CFFToCFF2 import main; main(['no_such_font.otf'])",
        "No such file 'no_such_font.otf'",
    ),
    q(
        "h224_fonttools_cfftocff2",
        "edit",
        "fontTools/cffLib/CFFToCFF2.py: when no -o is given, make the output name use the suffix "
        '"_cff2" instead of "-CFF2" in the makeOutputFileName call.',
        {
            "effect": {
                "text_replaced": [
                    CFF2,
                    'makeOutputFileName(infile, overWrite=True, suffix="-CFF2")',
                    'makeOutputFileName(infile, overWrite=True, suffix="_cff2")',
                ]
            }
        },
    ),
    # --- matplotlib/tri/_trirefine.py --------------------------------------------------------
    q(
        "h224_matplotlib_trirefine",
        "where",
        "where is _refine_triangulation_once",
        {"def": "UniformTriRefiner._refine_triangulation_once"},
    ),
    q(
        "h224_matplotlib_trirefine",
        "returns",
        "What does UniformTriRefiner.refine_triangulation return? Sometimes I get a tuple, "
        "sometimes not.",
        {"returns": "UniformTriRefiner.refine_triangulation"},
    ),
    q(
        "h224_matplotlib_trirefine",
        "returns",
        "_refine_triangulation_once - what comes back from it, with and without ancestors?",
        {"returns": "UniformTriRefiner._refine_triangulation_once"},
    ),
    q(
        "h224_matplotlib_trirefine",
        "calls",
        "Who calls the _refine_triangulation_once staticmethod?",
        grep(r"self\._refine_triangulation_once\(", REFINE),
    ),
    q(
        "h224_matplotlib_trirefine",
        "raises",
        "I get ValueError: Incompatible shapes provide for triangulation.masked_triangles and "
        "ancestors. Where is it raised?",
        grep(r"Incompatible shapes provide for", REFINE),
    ),
    q(
        "h224_matplotlib_trirefine",
        "const",
        "where's the default subdiv for refine_field set, and what is it?",
        grep(r"def refine_field\(self, z, triinterpolator=None, subdiv=3\)", REFINE),
    ),
    q(
        "h224_matplotlib_trirefine",
        "which",
        "which UniformTriRefiner method falls back to a CubicTriInterpolator when I don't pass "
        "an interpolator?",
        {"body": "UniformTriRefiner.refine_field"},
    ),
    q(
        "h224_matplotlib_trirefine",
        "which",
        "After making my grid finer, is there something that also tells me, for every new "
        "vertex, which of the original cells it sits in? Which function?",
        {"body": "UniformTriRefiner.refine_triangulation"},
        own=True,
    ),
    q(
        "h224_matplotlib_trirefine",
        "how",
        "When the grid gets split, how does it avoid creating the same new middle point twice on "
        "a side shared by two neighbouring cells?",
        grep(
            r"mask_masters = \(edge_elems > edge_neighbors\)|masters = edge_elems\[mask_masters\]"
            r"|slaves_masters = edge_neighbors\[mask_slaves\]",
            REFINE,
        ),
        own=True,
    ),
    run(
        "h224_matplotlib_trirefine",
        "Running {} -- what should it print?",
        "import matplotlib.tri as mtri; "
        "r = mtri.UniformTriRefiner(mtri.Triangulation([0, 1, 0], [0, 0, 1])); "
        "t = r.refine_triangulation(subdiv=2); print(t.triangles.shape, len(t.x))",
        "(16, 3) 15",
    ),
    q(
        "h224_matplotlib_trirefine",
        "edit",
        "UniformTriRefiner.__init__ in matplotlib/tri/_trirefine.py has no docstring; could you "
        "add a short one saying it just wraps the triangulation to be refined?",
        {"effect": {"docstring": "UniformTriRefiner.__init__"}},
    ),
    q(
        "h224_matplotlib_trirefine",
        "edit",
        "Refining with subdiv=6 on a 200k-triangle mesh takes ages. Please make "
        "_refine_triangulation_once faster, e.g. drop the per-apex loop and the np.outer/argmin "
        "trick, and show me timings before and after.",
        {"effect": {"declined": True}},
    ),
]
