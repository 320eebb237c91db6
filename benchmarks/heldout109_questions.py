"""The hundred-and-ninth held-out set: questions on two third-party packages, copied in part from
the installed site-packages (sympy 1.14.0: ``sympy/polys/polytools.py`` only; pluggy 1.6.0:
``pluggy/_manager.py``, ``pluggy/_callers.py`` and ``pluggy/_result.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the code (polytools most). About a fifth of them are in
the user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own.
The workspaces hold only part of each package, so the commands read the files (with ``ast``)
rather than import them. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h109_poly": ["sympy/polys/polytools.py"],
    "h109_pluggy": ["pluggy/_manager.py", "pluggy/_callers.py", "pluggy/_result.py"],
}

POLY = "sympy/polys/polytools.py"
MANAGER = "pluggy/_manager.py"
RESULT = "pluggy/_result.py"


QUESTIONS: list[dict] = [
    # --- sympy polytools ---------------------------------------------------------------------
    q("h109_poly", "where", "where is the PurePoly class defined?", {"def": "PurePoly"}),
    q(
        "h109_poly",
        "where",
        "Where's GroebnerBasis.fglm? I want to read how it switches monomial orders.",
        {"def": "GroebnerBasis.fglm"},
    ),
    q(
        "h109_poly",
        "where",
        "find me the definition of _parallel_poly_from_expr pls",
        {"def": "_parallel_poly_from_expr"},
    ),
    q(
        "h109_poly",
        "returns",
        "What does `Poly.ground_roots` hand back -- a list, a dict, something else?",
        {"returns": "Poly.ground_roots"},
    ),
    q(
        "h109_poly",
        "returns",
        "the module-level degree() function in polytools (not the Poly method): what does it "
        "return, e.g. for a plain number or for 0?",
        {"returns": "degree"},
    ),
    q(
        "h109_poly",
        "calls",
        "Who calls _generic_factor_list?",
        grep(r"return _generic_factor_list\(", POLY),
    ),
    q(
        "h109_poly",
        "calls",
        "where is `Poly._which_roots` used from?",
        grep(r"f\._which_roots\(", POLY),
    ),
    q(
        "h109_poly",
        "calls",
        "I'm tracing factor(). Which places call _symbolic_factor_list?",
        grep(r"= _symbolic_factor_list\(", POLY),
    ),
    q(
        "h109_poly",
        "calls",
        "list the call sites of Poly._gen_to_level in polytools.py",
        grep(r"f\._gen_to_level\(", POLY),
    ),
    q(
        "h109_poly",
        "raises",
        "Where does Poly() blow up with \"'order' keyword is not implemented yet\"?",
        grep(r"'order' keyword is not implemented yet", POLY),
    ),
    q(
        "h109_poly",
        "raises",
        "where does nroots raise NoConvergence",
        grep(r"raise NoConvergence\(", POLY),
    ),
    q(
        "h109_poly",
        "raises",
        "Which lines raise UnificationFailed in polytools.py?",
        grep(r"raise UnificationFailed\(", POLY),
    ),
    q(
        "h109_poly",
        "raises",
        "Poly.galois_group gave me a ValueError. Where are the ValueErrors in that method raised?",
        grep(
            r"Polynomial must be irreducible and univariate|Only polynomials up to degree"
            r"|Constant polynomial has no Galois group",
            POLY,
        ),
    ),
    q(
        "h109_poly",
        "raises",
        "where does gcd() throw the TypeError when i only pass it one thing",
        grep(r'raise TypeError\("gcd\(\) takes 2 arguments', POLY),
    ),
    q(
        "h109_poly",
        "raises",
        "Where is GeneratorsNeeded raised when building a Poly?",
        grep(r"raise GeneratorsNeeded\(", POLY),
    ),
    q(
        "h109_poly",
        "const",
        "where is Poly's _op_priority set, and to what?",
        grep(r"_op_priority = 10\.001", POLY),
    ),
    q(
        "h109_poly",
        "which",
        "I've got two exact numbers that both ought to make my polynomial vanish. Which method "
        "tells me whether they actually coincide, without floating-point fuzz fooling it?",
        {"body": "Poly.same_root"},
        own=True,
    ),
    q(
        "h109_poly",
        "which",
        "i have a list of guesses for where my polynomial hits zero and some of them are bogus. "
        "which function weeds out the bogus ones?",
        {"body": "Poly.which_real_roots"},
        {"body": "Poly.which_all_roots"},
        {"body": "Poly._which_roots"},
        own=True,
    ),
    q(
        "h109_poly",
        "which",
        "Which function rewrites a polynomial with fractions in it so that the top coefficient "
        "becomes 1 and all the others are whole numbers, by stretching the variable?",
        {"body": "Poly.make_monic_over_integers_by_scaling_roots"},
        own=True,
    ),
    q(
        "h109_poly",
        "which",
        "For a system of polynomial equations, which function tells me there are only finitely "
        "many solutions (not a whole curve of them)?",
        {"body": "GroebnerBasis.is_zero_dimensional"},
        {"body": "is_zero_dimensional"},
        own=True,
    ),
    q(
        "h109_poly",
        "which",
        "After computing the canonical form of my set of equations, which method answers whether "
        "some other polynomial can be written as a combination of them?",
        {"body": "GroebnerBasis.contains"},
        {"body": "GroebnerBasis.reduce"},
        own=True,
    ),
    q(
        "h109_poly",
        "which",
        "Which Poly method turns it back into a plain Expr, and lets me pass a dict to put "
        "values in for the generators?",
        {"body": "Poly.as_expr"},
    ),
    q(
        "h109_poly",
        "which",
        "which function is the shared code path behind `sqf()` and `factor()`?",
        {"body": "_generic_factor"},
        {"body": "_symbolic_factor"},
    ),
    q(
        "h109_poly",
        "how",
        "When finding approximate decimal solutions doesn't settle down, does sympy give up right "
        "away or take another run at it with more digits to spare?",
        {"body": "Poly.nroots"},
        own=True,
    ),
    q(
        "h109_poly",
        "how",
        "what happens if I do my_poly + sin(x)? does it blow up or quietly turn into an ordinary "
        "expression?",
        {"body": "_polifyit"},
        own=True,
    ),
    q(
        "h109_poly",
        "how",
        "Is there code that tries stretching or sliding the variable so that ugly irrational "
        "coefficients (stuff like 1 + √2) turn into plain fractions? How does it go about "
        "that?",
        {"body": "to_rational_coeffs"},
        own=True,
    ),
    q(
        "h109_poly",
        "how",
        "How does Poly.__new__ decide between _from_dict, _from_list, _from_poly and _from_expr?",
        {"body": "Poly.__new__"},
    ),
    q(
        "h109_poly",
        "how",
        "how does PurePoly.__eq__ compare two polys whose domains differ? does it just say False "
        "like Poly does?",
        {"body": "PurePoly.__eq__"},
    ),
    q(
        "h109_poly",
        "how",
        "In what order does `_sorted_factors` put the factors, and why is it different for "
        "method='sqf'?",
        {"body": "_sorted_factors"},
    ),
    run(
        "h109_poly",
        "What does {} print?",
        "import ast; t=ast.parse(open('sympy/polys/polytools.py').read()); "
        "c=[n for n in t.body if isinstance(n, ast.ClassDef) and n.name=='PurePoly'][0]; "
        "print([f.name for f in c.body if isinstance(f, ast.FunctionDef)])",
        "['_hashable_content', '__hash__', 'free_symbols', '__eq__', '_strict_eq', '_unify']",
    ),
    run(
        "h109_poly",
        "can you run {} and tell me the number it prints",
        "import ast; t=ast.parse(open('sympy/polys/polytools.py').read()); "
        "print(sum(1 for n in t.body if isinstance(n, ast.FunctionDef) "
        "and any(getattr(d, 'id', '') == 'public' for d in n.decorator_list)))",
        "56",
    ),
    run(
        "h109_poly",
        "Output of {} ?",
        "print(open('sympy/polys/polytools.py').read().count('raise OperationNotSupported('))",
        "75",
    ),
    q(
        "h109_poly",
        "edit",
        "In sympy/polys/polytools.py, Poly.nroots retries with extraprec=f.degree()*15 when it "
        "doesn't converge. Please change that 15 to 20.",
        {"effect": {"text_replaced": [POLY, "extraprec=f.degree()*15", "extraprec=f.degree()*20"]}},
    ),
    q(
        "h109_poly",
        "edit",
        "Poly._which_roots has no docstring; could you add a short one?",
        {"effect": {"docstring": "Poly._which_roots"}},
    ),
    q(
        "h109_poly",
        "edit",
        "`_update_args` in polytools.py isn't used anywhere in that file, please delete the "
        "whole function",
        {"effect": {"definition_deleted": [POLY, "_update_args"]}},
    ),
    q(
        "h109_poly",
        "edit",
        "comment out the `mpmath.mp.dps = n` line in Poly.nroots (polytools.py), I want to see "
        "what happens without it",
        {"effect": {"comment_out": [POLY, "mpmath.mp.dps = n"]}},
    ),
    q(
        "h109_poly",
        "edit",
        "factor() is way too slow on my big multivariate polynomials. Can you make it faster, "
        "e.g. cache factorizations between calls and parallelise the work?",
        {"effect": {"declined": True}},
    ),
    # --- pluggy ------------------------------------------------------------------------------
    q(
        "h109_pluggy",
        "where",
        "Where is PluginManager.subset_hook_caller defined?",
        {"def": "PluginManager.subset_hook_caller"},
    ),
    q(
        "h109_pluggy",
        "returns",
        "what does `PluginManager.register` return? in particular when the name is blocked",
        {"returns": "PluginManager.register"},
    ),
    q(
        "h109_pluggy",
        "calls",
        "who calls _verify_hook?",
        grep(r"self\._verify_hook\(", MANAGER),
    ),
    q(
        "h109_pluggy",
        "raises",
        "Where does the plugin manager raise PluginValidationError?",
        grep(r"raise PluginValidationError\(", MANAGER),
    ),
    q(
        "h109_pluggy",
        "raises",
        "Registering the same plugin twice gives me a ValueError -- where in register() is that "
        "raised?",
        grep(
            r'"Plugin (name already registered|already registered under a different name): "',
            MANAGER,
        ),
    ),
    q(
        "h109_pluggy",
        "const",
        "where does _inner_hookexec get set (or reset)?",
        grep(r"self\._inner_hookexec = ", MANAGER),
    ),
    q(
        "h109_pluggy",
        "which",
        "Which bit refuses to take on a plugin under a name I've banned?",
        {"body": "PluginManager.register"},
        {"body": "PluginManager.set_blocked"},
        {"body": "PluginManager.is_blocked"},
        own=True,
    ),
    q(
        "h109_pluggy",
        "how",
        "If one plugin already gave back an answer, do the remaining plugins still get called for "
        "a call that only wants one answer?",
        {"body": "_multicall"},
        own=True,
    ),
    q(
        "h109_pluggy",
        "how",
        "How does `add_hookcall_monitoring` wire its before/after callbacks into every hook "
        "call, and how does the undo function put things back?",
        {"body": "PluginManager.add_hookcall_monitoring"},
    ),
    run(
        "h109_pluggy",
        "what's the output of {}",
        "import ast; c=[n for n in ast.parse(open('pluggy/_manager.py').read()).body "
        "if isinstance(n, ast.ClassDef) and n.name=='PluginManager'][0]; "
        "print([f.name for f in c.body if isinstance(f, ast.FunctionDef) "
        "and f.name.startswith('get_')])",
        "['get_plugins', 'get_canonical_name', 'get_plugin', 'get_name', 'get_hookcallers']",
    ),
    q(
        "h109_pluggy",
        "edit",
        "Please delete the line `_Result = Result` at the bottom of pluggy/_result.py (just that "
        "line), we don't need the old alias.",
        {"effect": {"line_deleted": [RESULT, "_Result = Result"]}},
    ),
]
