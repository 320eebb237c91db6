"""The hundred-and-sixteenth held-out set: questions on two third-party packages that no other set
uses, copied from the installed site-packages (fontTools 4.68.0: four of its ``ttLib/tables``
modules, ``_g_l_y_f``, ``_c_m_a_p``, ``_h_m_t_x`` and ``_n_a_m_e``; sympy 1.14.0: four modules of
``sympy/stats`` and four of ``sympy/solvers/ode``), written blind: by reading only those modules,
never the model's code or its notes, and committed before the model was asked any of them. Nothing
is tuned on it: only its totals are looked at.

The questions are weighted by the size of the copied modules (the fontTools tables most, then
sympy.stats, then the ODE helpers). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h116_fonttools": [
        "fontTools/ttLib/tables/_g_l_y_f.py",
        "fontTools/ttLib/tables/_c_m_a_p.py",
        "fontTools/ttLib/tables/_h_m_t_x.py",
        "fontTools/ttLib/tables/_n_a_m_e.py",
    ],
    "h116_sympy_stats": [
        "sympy/stats/rv.py",
        "sympy/stats/crv.py",
        "sympy/stats/frv.py",
        "sympy/stats/rv_interface.py",
    ],
    "h116_sympy_ode": [
        "sympy/solvers/ode/riccati.py",
        "sympy/solvers/ode/subscheck.py",
        "sympy/solvers/ode/hypergeometric.py",
        "sympy/solvers/ode/nonhomogeneous.py",
    ],
}

GLYF = "fontTools/ttLib/tables/_g_l_y_f.py"
CMAP = "fontTools/ttLib/tables/_c_m_a_p.py"
NAME = "fontTools/ttLib/tables/_n_a_m_e.py"
RV = "sympy/stats/rv.py"
CRV = "sympy/stats/crv.py"
FRV = "sympy/stats/frv.py"
RVI = "sympy/stats/rv_interface.py"
RICCATI = "sympy/solvers/ode/riccati.py"
SUBSCHECK = "sympy/solvers/ode/subscheck.py"
HYPER = "sympy/solvers/ode/hypergeometric.py"


QUESTIONS: list[dict] = [
    # --- fontTools tables ----------------------------------------------------------------------
    q(
        "h116_fonttools",
        "where",
        "where's dropImpliedOnCurvePoints defined",
        {"def": "dropImpliedOnCurvePoints"},
    ),
    q(
        "h116_fonttools",
        "where",
        "I'm reading composite glyphs by hand. Where is `GlyphComponent.decompile`?",
        {"def": "GlyphComponent.decompile"},
    ),
    q(
        "h116_fonttools",
        "returns",
        "What does table__c_m_a_p.getBestCmap return -- and what if the font has none of the "
        "unicode subtables it looks for?",
        {"returns": "table__c_m_a_p.getBestCmap"},
    ),
    q(
        "h116_fonttools",
        "calls",
        "who calls splitRange?",
        grep(r"= splitRange\(", CMAP),
    ),
    q(
        "h116_fonttools",
        "calls",
        "Where is `_findUnusedNameID` called from in the name table code?",
        grep(r"self\._findUnusedNameID\(", NAME),
    ),
    q(
        "h116_fonttools",
        "raises",
        "Loading a broken font I get a TTLibError from the cmap table. Where in "
        "table__c_m_a_p.decompile are those raised?",
        grep(
            r'"cmap (table is too short|subtable directory is truncated|subtable offset %d is out'
            r"|subtable header is truncated|subtable is truncated: needs)",
            CMAP,
        ),
    ),
    q(
        "h116_fonttools",
        "raises",
        'where does Glyph.fromXML blow up with "can\'t mix composites and contours"?',
        grep(r"can't mix composites and contours", GLYF),
    ),
    q(
        "h116_fonttools",
        "raises",
        "which lines in _n_a_m_e.py raise TypeError",
        grep(r"raise TypeError\(", NAME),
    ),
    q(
        "h116_fonttools",
        "const",
        "where is MAX_COMPOSITE_POINTS set and to what",
        grep(r"^MAX_COMPOSITE_POINTS = ", GLYF),
    ),
    run(
        "h116_fonttools",
        "What does {} print?",
        "from fontTools.ttLib.tables._g_l_y_f import flagBest; "
        "print(flagBest(0, -300, True), flagBest(5, -7, False))",
        "(17, 2) (22, 2)",
    ),
    run(
        "h116_fonttools",
        "could you run {} and tell me what comes out",
        "from fontTools.ttLib.tables._n_a_m_e import makeName; "
        "n = makeName('Hi', 4, 3, 1, 0x409); print(repr(n), len(n.toBytes()), n.getEncoding())",
        "<NameRecord NameID=4; PlatformID=3; LanguageID=1033> 4 utf_16_be",
    ),
    q(
        "h116_fonttools",
        "edit",
        "In fontTools/ttLib/tables/_g_l_y_f.py please set SCALE_COMPONENT_OFFSET_DEFAULT to 1, "
        "I want the Apple behaviour.",
        {"effect": {"value_set": [GLYF, "SCALE_COMPONENT_OFFSET_DEFAULT", "1"]}},
    ),
    q(
        "h116_fonttools",
        "edit",
        "comment out the log.debug(\"unpacking glyph '%s'\", glyphName) line in _g_l_y_f.py, "
        "it floods my debug log when I load ttx files",
        {"effect": {"comment_out": [GLYF, "log.debug(\"unpacking glyph '%s'\", glyphName)"]}},
    ),
    q(
        "h116_fonttools",
        "which",
        "Which function, when the old 16-bit character lookup gets written out, chops a run of "
        "back-to-back characters into pieces so the stored result comes out smaller?",
        {"body": "splitRange"},
        own=True,
    ),
    q(
        "h116_fonttools",
        "which",
        "which method gives me the font's family name, preferring the WWS / typographic family "
        "names when they're there?",
        {"body": "table__n_a_m_e.getBestFamilyName"},
    ),
    q(
        "h116_fonttools",
        "which",
        "Some old fonts have their names stored as garbled double-byte text: one byte too many, "
        "or a stray zero in front. Which code repairs that when I read a name back as a normal "
        "string?",
        {"body": "NameRecord.toUnicode"},
        own=True,
    ),
    q(
        "h116_fonttools",
        "how",
        "when I save a font, how does it decide to tack an extra zero byte onto some glyphs so "
        "the glyph position index can stay in its compact form?",
        grep(r"currentLocation( \+ len\(indices\))? < 0x20000:|dataList\[i\] \+= b", GLYF),
        own=True,
    ),
    q(
        "h116_fonttools",
        "how",
        "A font can carry several character maps for different systems. How does it choose the "
        "one it hands me when I just want to look up what glyph a character uses?",
        {"body": "table__c_m_a_p.getBestCmap"},
        own=True,
    ),
    q(
        "h116_fonttools",
        "how",
        "My accented glyphs are assembled from other glyphs that get stretched and then shifted "
        "into place. How does it decide whether the shift distance gets stretched as well?",
        grep(r"apple_way|scale_component_offset", GLYF),
        own=True,
    ),
    q(
        "h116_fonttools",
        "how",
        "how does table__h_m_t_x.compile work out how many full (advance, lsb) pairs to write "
        "and which glyphs only get a side bearing?",
        {"body": "table__h_m_t_x.compile"},
    ),
    # --- sympy.stats ---------------------------------------------------------------------------
    q(
        "h116_sympy_stats",
        "where",
        "Where is SingleContinuousPSpace defined?",
        {"def": "SingleContinuousPSpace"},
    ),
    q(
        "h116_sympy_stats",
        "returns",
        "what does `pspace_independent` return? I sometimes get None back and don't get why",
        {"returns": "pspace_independent"},
    ),
    q(
        "h116_sympy_stats",
        "calls",
        "who uses rs_swap",
        grep(r"= rs_swap\(", RV),
    ),
    q(
        "h116_sympy_stats",
        "calls",
        "In crv.py, where is reduce_rational_inequalities_wrap called?",
        grep(r"(?<!def )reduce_rational_inequalities_wrap\(", CRV),
    ),
    q(
        "h116_sympy_stats",
        "raises",
        'Where does sympy.stats raise "Overlapping Random Variables"?',
        grep(r'raise ValueError\("Overlapping Random Variables"\)', RV),
    ),
    q(
        "h116_sympy_stats",
        "raises",
        "where can _symbol_converter raise an error?",
        grep(r'raise TypeError\("%s is neither a Symbol nor a string"', RV),
    ),
    q(
        "h116_sympy_stats",
        "raises",
        "P(X + Y > 1) with two continuous vars ends up in ContinuousPSpace.where -- where does "
        "that refuse a condition with more than one random variable?",
        grep(r"Multiple continuous random variables not supported", CRV),
    ),
    q(
        "h116_sympy_stats",
        "const",
        "where does `E` get set to expectation?",
        grep(r"^E = expectation", RVI),
    ),
    run(
        "h116_sympy_stats",
        "whats the output of {}",
        "from sympy.stats import Die, median, cdf; D = Die('D', 4); print(median(D), cdf(2*D))",
        "{2, 3} {2: 1/4, 4: 1/2, 6: 3/4, 8: 1}",
    ),
    q(
        "h116_sympy_stats",
        "edit",
        "In sympy/stats/frv.py, change the message 'Undecidable if %s' in "
        "ConditionalFiniteDomain._test to 'Cannot decide if %s'.",
        {"effect": {"text_replaced": [FRV, "Undecidable if %s", "Cannot decide if %s"]}},
    ),
    q(
        "h116_sympy_stats",
        "edit",
        "E() on continuous variables is really slow for me. Could you make it faster, e.g. cache "
        "the integrals between calls and fall back to numeric integration when it takes too long?",
        {"effect": {"declined": True}},
    ),
    q(
        "h116_sympy_stats",
        "which",
        "which function gives me the middle value of something like a die roll, the point where "
        "half the chance lies below and half above?",
        {"body": "median"},
        own=True,
    ),
    q(
        "h116_sympy_stats",
        "which",
        "Which class represents a FiniteDomain that's been restricted by a condition?",
        {"body": "ConditionalFiniteDomain"},
    ),
    q(
        "h116_sympy_stats",
        "which",
        "Which bit works out how likely each outcome of something like 2*X + 1 is, when X is a "
        "smooth (not whole-number) variable -- by solving back for X and using the slope?",
        {"body": "SingleContinuousPSpace.compute_density"},
        own=True,
    ),
    q(
        "h116_sympy_stats",
        "how",
        "when I ask for the chance that two unrelated smooth quantities both land in some range "
        "at once (X > 1 and Y < 2), how does it combine the two answers?",
        {"body": "IndependentProductPSpace.probability"},
        own=True,
    ),
    q(
        "h116_sympy_stats",
        "how",
        "How does `given` deal with an Eq(X, 3) style condition on a single random symbol?",
        {"body": "given"},
    ),
    # --- sympy.solvers.ode helpers ---------------------------------------------------------------
    q(
        "h116_sympy_ode",
        "where",
        "where's get_gen_sol_from_part_sol?",
        {"def": "get_gen_sol_from_part_sol"},
    ),
    q(
        "h116_sympy_ode",
        "returns",
        "What does match_riccati return when the equation isn't a Riccati ODE?",
        {"returns": "match_riccati"},
    ),
    q(
        "h116_sympy_ode",
        "calls",
        "who calls sub_func_doit",
        {"grep": r"(= |expand\()sub_func_doit\("},
    ),
    q(
        "h116_sympy_ode",
        "raises",
        'Where does solve_riccati give up with "Rational Solution doesn\'t exist"?',
        grep(r"raise ValueError\(\"Rational Solution doesn't exist\"\)", RICCATI),
    ),
    q(
        "h116_sympy_ode",
        "raises",
        "checksysodesol throws ValueError on me -- which lines raise it?",
        grep(
            r'raise ValueError\("(func must be a function|solutions should have one function only'
            r"|number of solutions provided)",
            SUBSCHECK,
        ),
    ),
    run(
        "h116_sympy_ode",
        "Can you run {} and tell me what it prints?",
        "from sympy import Function, symbols; "
        "from sympy.solvers.ode.riccati import match_riccati; "
        "x = symbols('x'); f = Function('f'); "
        "print(match_riccati(f(x).diff(x) - x*f(x)**2 - 1/x, f, x))",
        "(True, [1/x, 0, x])",
    ),
    q(
        "h116_sympy_ode",
        "edit",
        "rename linsolve_dict to linsolve_as_dict in riccati.py (definition and every use)",
        {"effect": {"renamed": ["linsolve_dict", "linsolve_as_dict"]}},
    ),
    q(
        "h116_sympy_ode",
        "edit",
        "get_sol_2F1_hypergeometric re-imports factor locally (`from sympy.polys.polytools import "
        "factor`) although hypergeometric.py already imports it at the top. Please delete that "
        "local import line.",
        {"effect": {"line_deleted": [HYPER, "from sympy.polys.polytools import factor"]}},
    ),
    q(
        "h116_sympy_ode",
        "which",
        "which function checks whether two answers found for the first-order equation are really "
        "the same answer with a different value of the free constant, and keeps only one?",
        {"body": "remove_redundant_sols"},
        own=True,
    ),
    q(
        "h116_sympy_ode",
        "which",
        "Which function in nonhomogeneous.py builds the trial set for the method of undetermined "
        "coefficients?",
        {"body": "_undetermined_coefficients_match"},
    ),
    q(
        "h116_sympy_ode",
        "how",
        "If putting my answer straight back into the equation doesn't simplify to zero, what else "
        "does the checker try before saying the answer is wrong?",
        grep(r"elif testnum == (1|2):|# (Second|Third) pass", SUBSCHECK),
        own=True,
    ),
    q(
        "h116_sympy_ode",
        "how",
        "how does get_sol_2F1_hypergeometric pick the form of the solution depending on c?",
        grep(
            r"if c\.is_integer == False:|elif c == 1:|elif \(c-a-b\)\.is_integer == False:",
            HYPER,
        ),
    ),
]
