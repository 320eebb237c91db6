"""The two-hundred-and-thirty-second held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0: ``sympy/printing/octave.py``;
scipy 1.17.1: ``scipy/stats/_mannwhitneyu.py``; docker 7.1.0: ``docker/api/swarm.py``; fonttools
4.69.1: ``fontTools/ttLib/reorderGlyphs.py``), written blind: by reading only those files, the
format of ``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of
``bench_answers.py`` (``gold_lines``, ``own_returns``, ``check_effect`` and what they call), never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (sympy's Octave printer most, then scipy's
Mann-Whitney U test, docker's swarm API mixin, fontTools' glyph reordering). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it, with one definition that fits); the rest name the code, run a
command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every gold resolves to lines, every command's expected text is in its real output, no edit effect
holds on the untouched files and the declines hold); and for each edit that is not a decline, the
correct edit was made by hand on a scratch copy of its workspace and
``bench_answers.check_effect`` was checked to hold after it.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h232_sympy_octave": ["sympy/printing/octave.py"],
    "h232_scipy_mannwhitneyu": ["scipy/stats/_mannwhitneyu.py"],
    "h232_docker_swarm": ["docker/api/swarm.py"],
    "h232_fonttools_reorderglyphs": ["fontTools/ttLib/reorderGlyphs.py"],
}

OCT = "sympy/printing/octave.py"
MWU = "scipy/stats/_mannwhitneyu.py"
SWARM = "docker/api/swarm.py"
RG = "fontTools/ttLib/reorderGlyphs.py"


QUESTIONS: list[dict] = [
    # --- sympy/printing/octave.py ------------------------------------------------------------
    q(
        "h232_sympy_octave",
        "where",
        "where's octave_code defined",
        {"def": "octave_code"},
    ),
    q(
        "h232_sympy_octave",
        "where",
        "Can you point me to the line where OctaveCodePrinter._print_MatrixSlice starts? I want "
        "to see how it writes `end` for the last index.",
        {"def": "OctaveCodePrinter._print_MatrixSlice"},
    ),
    q(
        "h232_sympy_octave",
        "returns",
        "What comes back from _print_MatrixBase for an empty matrix, a 0x3 one, or a 1x1 one?",
        {"returns": "OctaveCodePrinter._print_MatrixBase"},
    ),
    q(
        "h232_sympy_octave",
        "calls",
        "who calls _print_not_supported in the octave printer?",
        grep(r"self\._print_not_supported\(", OCT),
    ),
    q(
        "h232_sympy_octave",
        "calls",
        "From where is `indent_code` invoked in octave.py?",
        grep(r"self\.indent_code\(", OCT),
    ),
    q(
        "h232_sympy_octave",
        "raises",
        "octave_code(Piecewise((x, x > 0))) gives me ValueError: All Piecewise expressions must "
        "contain an (expr, True) statement... Where is that raised?",
        grep(r'raise ValueError\("All Piecewise expressions', OCT),
    ),
    q(
        "h232_sympy_octave",
        "raises",
        "Printing a LambertW with three arguments to Octave died with a bare AssertionError. "
        "Which line is asserting?",
        grep(r"assert len\(expr\.args\) <= 2", OCT),
    ),
    q(
        "h232_sympy_octave",
        "const",
        "The docs of octave_code say precision defaults to 16, but where does the printer itself "
        "set its default precision?",
        grep(r"'precision': 17,", OCT),
    ),
    run(
        "h232_sympy_octave",
        "Can you run {} for me and show me the output?",
        "from sympy import symbols, octave_code, Piecewise; x = symbols('x'); "
        "print(octave_code(Piecewise((x**2, x > 0), (0, True)), assign_to='y', inline=False))",
        "  y = x.^2;",
    ),
    q(
        "h232_sympy_octave",
        "edit",
        "Please lower the OctaveCodePrinter default precision in sympy/printing/octave.py from 17 "
        "to 15.",
        {"effect": {"text_replaced": [OCT, "'precision': 17,", "'precision': 15,"]}},
    ),
    q(
        "h232_sympy_octave",
        "edit",
        "_print_Pow in the octave printer has no docstring; could you add one saying it picks ^ "
        "or .^ and special-cases square roots and reciprocals?",
        {"effect": {"docstring": "OctaveCodePrinter._print_Pow"}},
    ),
    q(
        "h232_sympy_octave",
        "which",
        "which OctaveCodePrinter method produces the `sparse(I, J, AIJ, m, n)` call?",
        {"body": "OctaveCodePrinter._print_SparseRepMatrix"},
    ),
    q(
        "h232_sympy_octave",
        "which",
        "When a grid of values gets written out for MATLAB, the entries come out going down each "
        "column first and only then across. Which piece decides that visiting order?",
        {"body": "OctaveCodePrinter._traverse_matrix_indices"},
        own=True,
    ),
    q(
        "h232_sympy_octave",
        "which",
        "Which part of the MATLAB exporter lines up nested blocks, two spaces deeper for every "
        "loop or if, and back out again at the closing keyword?",
        {"body": "OctaveCodePrinter.indent_code"},
        own=True,
    ),
    q(
        "h232_sympy_octave",
        "how",
        "How does _print_Mul decide between `*` and `.*`, and between `/` and `./`?",
        {"body": "OctaveCodePrinter._print_Mul"},
    ),
    q(
        "h232_sympy_octave",
        "how",
        "i have a formula that's one thing when x is positive and something else otherwise. if i "
        "want the MATLAB version as a single expression with no if/else blocks, how does it "
        "squeeze the branches into one line?",
        {"body": "OctaveCodePrinter._print_Piecewise"},
        own=True,
    ),
    q(
        "h232_sympy_octave",
        "how",
        "Octave's sinc is the normalized one, so how does the printer handle sympy's sinc?",
        {"body": "OctaveCodePrinter._print_sinc"},
    ),
    # --- scipy/stats/_mannwhitneyu.py --------------------------------------------------------
    q(
        "h232_scipy_mannwhitneyu",
        "where",
        "Where is _get_mwu_z?",
        {"def": "_get_mwu_z"},
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "returns",
        "what does `_MWU.sf` return exactly, an array or a scalar?",
        {"returns": "_MWU.sf"},
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "calls",
        "Which methods of _MWU call build_u_freqs_array?",
        grep(r"= self\.build_u_freqs_array\(", MWU),
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "raises",
        "I have a NaN in my data and mannwhitneyu raised ValueError about `x` and `y` not "
        "containing NaNs. where does that come from?",
        grep(r"must not contain NaNs", MWU),
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "raises",
        "Passing method='permutation' as a plain string gives a ValueError -- which line "
        "raises it?",
        grep(r"`method` must be one of", MWU),
    ),
    run(
        "h232_scipy_mannwhitneyu",
        "What does {} print?",
        "from scipy.stats import mannwhitneyu; "
        "print(mannwhitneyu([19, 22, 16, 29, 24], [20, 11, 17, 12], method='exact'))",
        "0.1111111111111111",
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "edit",
        "In scipy/stats/_mannwhitneyu.py, _mwu_choose_method goes asymptotic once both samples "
        "have more than 8 observations. Change that line to use 10 for both instead.",
        {
            "effect": {
                "line_replaced": [
                    MWU,
                    "if n1 > 8 and n2 > 8:",
                    "if n1 > 10 and n2 > 10:",
                ]
            }
        },
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "edit",
        "The exact test is way too slow for me with n1=n2=500. Could you rewrite "
        "build_u_freqs_array with a vectorized recurrence (or in numba), add type hints to the "
        "whole module, and show a timing comparison?",
        {"effect": {"declined": True}},
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "which",
        "Which function decides between 'exact' and 'asymptotic' when I leave method='auto'?",
        {"body": "_mwu_choose_method"},
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "which",
        "Where's the piece that counts, for every score from zero up to some cap, in how many "
        "ways the two groups could have been shuffled to give that score, moving over to floats "
        "once the counts get too big?",
        {"body": "_MWU.build_u_freqs_array"},
        own=True,
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "how",
        "how does _get_mwu_z account for tied values in the standard deviation?",
        {"body": "_get_mwu_z"},
    ),
    q(
        "h232_scipy_mannwhitneyu",
        "how",
        "Say I tell the two-group comparison that I expect the first bunch to come out lower. "
        "How does it work out the one-tailed probability then: does it switch over to the second "
        "bunch's score?",
        grep(r'if alternative == "greater":|elif alternative == "less":|U, f = ', MWU),
        own=True,
    ),
    # --- docker/api/swarm.py -----------------------------------------------------------------
    q(
        "h232_docker_swarm",
        "where",
        "where is update_node defined in docker's swarm api?",
        {"def": "SwarmApiMixin.update_node"},
    ),
    q(
        "h232_docker_swarm",
        "returns",
        "What does leave_swarm return? Is it ever anything other than True?",
        {"returns": "SwarmApiMixin.leave_swarm"},
    ),
    q(
        "h232_docker_swarm",
        "calls",
        "List every place in swarm.py that calls _raise_for_status.",
        grep(r"self\._raise_for_status\(", SWARM),
    ),
    q(
        "h232_docker_swarm",
        "raises",
        "TypeError: swarm_spec must be a dictionary -- I passed a SwarmSpec object, I think? "
        "Where's that check?",
        grep(r"raise TypeError\('swarm_spec must be a dictionary'\)", SWARM),
    ),
    q(
        "h232_docker_swarm",
        "raises",
        "Where does unlock_swarm throw InvalidArgument?",
        grep(r"raise errors\.InvalidArgument\(", SWARM),
    ),
    q(
        "h232_docker_swarm",
        "const",
        "If I give init_swarm an address pool but no subnet size, where does the default subnet "
        "size get filled in?",
        grep(r"subnet_size = DEFAULT_SWARM_SUBNET_SIZE", SWARM),
    ),
    run(
        "h232_docker_swarm",
        "hey, quick one: what's the output of {}?",
        "from docker.api.client import APIClient; "
        "print(APIClient(version='1.41').create_swarm_spec(name='demo', "
        "external_ca={'Protocol': 'cfssl', 'URL': 'https://ca.example'}))",
        "'CAConfig': {'ExternalCAs': [",
    ),
    q(
        "h232_docker_swarm",
        "edit",
        "docker/api/swarm.py: in leave_swarm, right after the line "
        "`url = self._url('/swarm/leave')`, add `log.debug('Leaving swarm (force=%s)', force)`.",
        {
            "effect": {
                "line_after": [
                    SWARM,
                    "url = self._url('/swarm/leave')",
                    "log.debug('Leaving swarm (force=%s)', force)",
                ]
            }
        },
    ),
    q(
        "h232_docker_swarm",
        "which",
        "Which method takes a single `external_ca` kwarg and turns it into the external_cas list?",
        {"body": "SwarmApiMixin.create_swarm_spec"},
    ),
    q(
        "h232_docker_swarm",
        "how",
        "When I insist on pulling this machine out of the cluster and the server answers that it "
        "isn't even a member, do I get an error back? How is that case dealt with?",
        {"body": "SwarmApiMixin.leave_swarm"},
        own=True,
    ),
    q(
        "h232_docker_swarm",
        "how",
        "My cluster froze its managers' data behind a secret. If I hand over that secret as a "
        "bare string instead of the dictionary the server gave me, how is it handled?",
        {"body": "SwarmApiMixin.unlock_swarm"},
        own=True,
    ),
    # --- fontTools/ttLib/reorderGlyphs.py ----------------------------------------------------
    q(
        "h232_fonttools_reorderglyphs",
        "where",
        "Where's class ReorderList?",
        {"def": "ReorderList"},
    ),
    q(
        "h232_fonttools_reorderglyphs",
        "returns",
        "what does _get_dotted_attr give back for something like 'MarkArray.MarkRecord'?",
        {"returns": "_get_dotted_attr"},
    ),
    q(
        "h232_fonttools_reorderglyphs",
        "calls",
        "Who calls `_sort_by_gid`?",
        grep(r"_sort_by_gid\(font\.getGlyphID", RG),
    ),
    q(
        "h232_fonttools_reorderglyphs",
        "raises",
        "reorderGlyphs complains my new order 'does not contain the same set of glyphs as the "
        "font'. Where is that raised?",
        grep(r"New glyph order does not contain the same set of glyphs", RG),
    ),
    q(
        "h232_fonttools_reorderglyphs",
        "which",
        "which function does the breadth-first walk over the GSUB/GPOS subtables?",
        {"body": "_bfs_base_table"},
        {"body": "_traverse_ot_data"},
    ),
    q(
        "h232_fonttools_reorderglyphs",
        "which",
        "Which helper puts a list of character-shape names in order of their number in the font "
        "while dragging a companion list along, so each pair stays together?",
        {"body": "_sort_by_gid"},
        own=True,
    ),
    q(
        "h232_fonttools_reorderglyphs",
        "how",
        "For a CID-keyed CFF with an FDSelect, how does reorderGlyphs keep each glyph pointing "
        "at the right font dict after the order changes?",
        grep(r"FDSelect|fd_select|glyph_to_fd", RG),
    ),
    q(
        "h232_fonttools_reorderglyphs",
        "edit",
        "There's a '# TODO Port to otTraverse' in fontTools/ttLib/reorderGlyphs.py. Could you do "
        "that port, replacing _bfs_base_table and _traverse_ot_data with the otTraverse "
        "module, and make sure the reordered fonts come out byte-identical?",
        {"effect": {"declined": True}},
    ),
]
