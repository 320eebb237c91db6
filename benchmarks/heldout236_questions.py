"""The two-hundred-and-thirty-sixth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sympy 1.14.0:
``sympy/functions/elementary/integers.py``; networkx 3.6.1: ``networkx/utils/configs.py``;
fonttools 4.69.1: ``fontTools/feaLib/lexer.py``; scipy 1.17.1: ``scipy/stats/_relative_risk.py``),
written blind: by reading only those files, the format of ``heldout128_questions.py``,
``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (sympy's floor/ceiling/frac most, then
networkx's configs, the feaLib lexer, scipy's relative risk). About a fifth of the non-edit
questions are in the user's own words (``own=True``: behaviour described in everyday words the
code does not use for it, with one definition that fits); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

The golds were checked with ``benchmarks/check_set.py`` (0 bad); every command was run against
the installed packages and its gold is an exact substring of its output; every edit was made by
hand on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it (and the
declined ones leave the workspace as it was).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h236_sympy_integers": ["sympy/functions/elementary/integers.py"],
    "h236_networkx_configs": ["networkx/utils/configs.py"],
    "h236_fonttools_lexer": ["fontTools/feaLib/lexer.py"],
    "h236_scipy_relrisk": ["scipy/stats/_relative_risk.py"],
}

INTS = "sympy/functions/elementary/integers.py"
CONF = "networkx/utils/configs.py"
LEX = "fontTools/feaLib/lexer.py"
RR = "scipy/stats/_relative_risk.py"


QUESTIONS: list[dict] = [
    # --- sympy/functions/elementary/integers.py ----------------------------------------------
    q(
        "h236_sympy_integers",
        "where",
        "where is frac._value_one_or_more defined?",
        {"def": "frac._value_one_or_more"},
    ),
    q(
        "h236_sympy_integers",
        "where",
        "Can you point me to the RoundFunction base class in sympy's integers module",
        {"def": "RoundFunction"},
    ),
    q(
        "h236_sympy_integers",
        "returns",
        "What can floor._eval_number give back? I'm wondering about the case where the argument "
        "is pi or E rather than a plain Number.",
        {"returns": "floor._eval_number"},
    ),
    q(
        "h236_sympy_integers",
        "returns",
        "ceiling._eval_const_number -- what are its possible return values?",
        {"returns": "ceiling._eval_const_number"},
    ),
    q(
        "h236_sympy_integers",
        "calls",
        "Who calls `_value_one_or_more`?",
        grep(r"\._value_one_or_more\(", INTS),
    ),
    q(
        "h236_sympy_integers",
        "calls",
        "in integers.py, where does get_integer_part actually get called",
        grep(r"get_integer_part\(", INTS),
    ),
    q(
        "h236_sympy_integers",
        "raises",
        "I'm taking a series of floor(f(x)) and it dies with NotImplementedError: Not sure of "
        "sign of ... -- where does that come from?",
        grep(r'raise NotImplementedError\("Not sure of sign of', INTS),
    ),
    q(
        "h236_sympy_integers",
        "raises",
        "Where does the abstract rounding base class raise NotImplementedError if a subclass "
        "forgets to provide _eval_number?",
        grep(r"raise NotImplementedError\(\)$", INTS),
    ),
    q(
        "h236_sympy_integers",
        "const",
        "ceiling's _dir attribute: where is it set and to what value?",
        grep(r"^    _dir = 1$", INTS),
    ),
    q(
        "h236_sympy_integers",
        "which",
        "Which method does floor(x).rewrite(ceiling) end up in?",
        {"body": "floor._eval_rewrite_as_ceiling"},
    ),
    q(
        "h236_sympy_integers",
        "which",
        "Say I round down a positive or negative quantity that's symbolic but known to be "
        "smaller than two in size, like 1/sqrt(2). Which part figures the answer out by "
        "comparing top and bottom of the fraction instead of crunching digits?",
        {"body": "floor._eval_const_number"},
        own=True,
    ),
    q(
        "h236_sympy_integers",
        "which",
        "which bit of code states that whatever is left over after chopping off the whole "
        "part can never be below zero?",
        {"body": "frac._eval_is_negative"},
        own=True,
    ),
    q(
        "h236_sympy_integers",
        "how",
        "How does RoundFunction.eval split an Add into an integer part, a numeric part and a "
        "symbolic part, and when does it bother evaluating the numeric part?",
        {"body": "RoundFunction.eval"},
    ),
    q(
        "h236_sympy_integers",
        "how",
        "When I ask whether the rounded-down value of some real expression is at most 5, how "
        "does it turn that into a condition on the expression itself?",
        {"body": "floor.__le__"},
        own=True,
    ),
    q(
        "h236_sympy_integers",
        "how",
        "how is frac(oo) or frac(nan) handled? does eval special-case them?",
        {"body": "frac.eval"},
    ),
    run(
        "h236_sympy_integers",
        "Quick sanity check with negative halves, what does {} print?",
        "from sympy import floor, ceiling, frac, Rational; "
        "print(floor(Rational(-7,2)), ceiling(Rational(-7,2)), frac(Rational(-7,2)))",
        "-4 -3 1/2",
    ),
    q(
        "h236_sympy_integers",
        "edit",
        "frac._value_one_or_more in sympy/functions/elementary/integers.py has no docstring. "
        "Could you add one? It returns S.true when `other` is known to be >= 1, else None.",
        {"effect": {"docstring": "frac._value_one_or_more"}},
    ),
    q(
        "h236_sympy_integers",
        "edit",
        "Put a comment line `# subclasses must override this` directly before the "
        "`raise NotImplementedError()` in RoundFunction._eval_number (integers.py), please.",
        {
            "effect": {
                "line_before": [
                    INTS,
                    "raise NotImplementedError()",
                    "# subclasses must override this",
                ]
            }
        },
    ),
    q(
        "h236_sympy_integers",
        "edit",
        "floor and ceiling copy-paste nearly identical __lt__/__le__/__gt__/__ge__, "
        "_eval_nseries and _eval_as_leading_term. Refactor integers.py so the shared logic "
        "lives once in RoundFunction and the subclasses only supply the direction.",
        {"effect": {"declined": True}},
    ),
    # --- networkx/utils/configs.py -----------------------------------------------------------
    q(
        "h236_networkx_configs",
        "where",
        "Where's `_flexible_repr`?",
        {"def": "_flexible_repr"},
    ),
    q(
        "h236_networkx_configs",
        "returns",
        "If I compare a networkx Config with a plain dict using ==, what does Config.__eq__ "
        "return?",
        {"returns": "Config.__eq__"},
    ),
    q(
        "h236_networkx_configs",
        "calls",
        "which places call _on_setattr in networkx/utils/configs.py?",
        grep(r"\._on_setattr\(", CONF),
    ),
    q(
        "h236_networkx_configs",
        "raises",
        "nx.config.fallback_to_numpy = True -> AttributeError: Invalid config name: "
        "'fallback_to_numpy'. Where's that thrown?",
        grep(r'raise AttributeError\(f"Invalid config name', CONF),
    ),
    q(
        "h236_networkx_configs",
        "raises",
        "Hi, setting warnings_to_ignore = {'foo'} gives me a ValueError about an unknown "
        "warning. Which line raises it?",
        grep(r"Unknown warning when setting", CONF),
    ),
    q(
        "h236_networkx_configs",
        "const",
        "where is the set of valid warning names for warnings_to_ignore defined?",
        grep(r'known_warnings = \{"cache"\}', CONF),
    ),
    q(
        "h236_networkx_configs",
        "which",
        "Which method of Config is it that makes `with cfg(spam=3):` work by applying the "
        "keyword values and stashing the old ones?",
        {"body": "Config.__call__"},
    ),
    q(
        "h236_networkx_configs",
        "which",
        "I want a settings object on the fly, just listing name=value pairs, without writing a "
        "class for it first. which part of the code makes that possible?",
        {"body": "Config.__new__"},
        own=True,
    ),
    q(
        "h236_networkx_configs",
        "how",
        "How does NetworkXConfig._on_setattr treat backend_priority when I assign a plain list "
        "vs. a dict?",
        {"body": "NetworkXConfig._on_setattr"},
    ),
    q(
        "h236_networkx_configs",
        "how",
        "When I leave a block where I temporarily changed some settings, how do the earlier "
        "values get put back?",
        {"body": "Config.__exit__"},
        own=True,
    ),
    run(
        "h236_networkx_configs",
        "What's the output of {} ?",
        "from networkx.utils.configs import Config; c = Config(a=1, b=2); print(c, len(c), 'a' in c)",
        "Config(a=1, b=2) 2 True",
    ),
    q(
        "h236_networkx_configs",
        "edit",
        "Sometimes after nesting two `with nx.config(...)` blocks, and an exception in the inner "
        "one, my settings don't come back as they were. Find the bug in configs.py and fix it.",
        {"effect": {"declined": True}},
    ),
    # --- fontTools/feaLib/lexer.py -----------------------------------------------------------
    q(
        "h236_fonttools_lexer",
        "where",
        "In the feaLib lexer, where is location_ defined?",
        {"def": "Lexer.location_"},
    ),
    q(
        "h236_fonttools_lexer",
        "calls",
        "List the callers of scan_until_.",
        grep(r"self\.scan_until_\(", LEX),
    ),
    q(
        "h236_fonttools_lexer",
        "raises",
        "My .fea files include each other and I get 'Too many recursive includes'. Where does "
        "fontTools raise that?",
        grep(r'raise FeatureLibError\("Too many recursive includes"', LEX),
    ),
    q(
        "h236_fonttools_lexer",
        "raises",
        "where is FeatureLibError 'Unexpected character' raised by the lexer",
        grep(r'raise FeatureLibError\("Unexpected character', LEX),
    ),
    q(
        "h236_fonttools_lexer",
        "which",
        "which IncludingLexer method opens the file (or takes a file object) and builds a "
        "Lexer out of its text?",
        {"body": "IncludingLexer.make_lexer_"},
    ),
    q(
        "h236_fonttools_lexer",
        "which",
        "Which little helper just moves the read position forward past a run of allowed "
        "characters (like spaces and tabs) and stops at the first one that isn't allowed?",
        {"body": "Lexer.scan_over_"},
        own=True,
    ),
    q(
        "h236_fonttools_lexer",
        "how",
        "My feature file pulls in another file by a relative path, but I loaded the main one "
        "from a StringIO, so it has no location on disk. How is the folder to look in decided?",
        {"body": "IncludingLexer.__next__"},
        own=True,
    ),
    run(
        "h236_fonttools_lexer",
        "I want to see how numbers get tokenized; please run {}",
        "from fontTools.feaLib.lexer import Lexer; "
        "print([t[:2] for t in Lexer('@foo = [a b] 0x1F 010 -3.5;', 'x')])",
        "('HEXADECIMAL', 31), ('OCTAL', 8), ('FLOAT', -3.5)",
    ),
    q(
        "h236_fonttools_lexer",
        "edit",
        "Our font project nests includes deeper than five levels. In fontTools/feaLib/lexer.py, "
        "bump the recursive include limit from 5 to 10.",
        {
            "effect": {
                "text_replaced": [
                    LEX,
                    "if len(self.lexers_) >= 5:",
                    "if len(self.lexers_) >= 10:",
                ]
            }
        },
    ),
    # --- scipy/stats/_relative_risk.py -------------------------------------------------------
    q(
        "h236_scipy_relrisk",
        "returns",
        "what does _validate_int return when the value is fine?",
        {"returns": "_validate_int"},
    ),
    q(
        "h236_scipy_relrisk",
        "calls",
        "Where is `_validate_int` used in scipy/stats/_relative_risk.py?",
        grep(r"= _validate_int\(", RR),
    ),
    q(
        "h236_scipy_relrisk",
        "raises",
        "relative_risk(5, 3, 1, 10) -> ValueError: exposed_cases must not exceed "
        "exposed_total. where is this check",
        grep(r"raise ValueError\('exposed_cases must not exceed exposed_total", RR),
    ),
    q(
        "h236_scipy_relrisk",
        "which",
        "Given how many people fell ill out of each of two groups, which function divides the "
        "first group's rate by the second one's?",
        {"body": "relative_risk"},
        own=True,
    ),
    q(
        "h236_scipy_relrisk",
        "how",
        "How does RelativeRiskResult.confidence_interval cope when exposed_cases or "
        "control_cases is zero?",
        {"body": "RelativeRiskResult.confidence_interval"},
    ),
    q(
        "h236_scipy_relrisk",
        "how",
        "If nobody in either group got sick at all, what single number comes out as the "
        "estimate (not the range around it), and where is that decided?",
        grep(r"if exposed_cases == 0 and control_cases == 0:|rr = np\.nan", RR),
        own=True,
    ),
    run(
        "h236_scipy_relrisk",
        "Could you run {} for me and tell me the result",
        "from scipy.stats.contingency import relative_risk; "
        "print(relative_risk(0, 10, 3, 10).confidence_interval())",
        "low=0.0, high=nan",
    ),
    q(
        "h236_scipy_relrisk",
        "edit",
        "scipy/stats/_relative_risk.py: change the default confidence_level of "
        "confidence_interval from 0.95 to 0.99",
        {
            "effect": {
                "text_replaced": [
                    RR,
                    "def confidence_interval(self, confidence_level=0.95):",
                    "def confidence_interval(self, confidence_level=0.99):",
                ]
            }
        },
    ),
]
