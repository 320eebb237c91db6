"""The fifty-sixth held-out set: questions on two third-party packages, copied from the installed
site-packages (scipy 1.17.1's ``scipy.optimize``, only its pure-Python ``.py`` files, without its
``tests/`` folders and compiled extensions; and the core modules of pygments 2.20.0: ``lexer``,
``cmdline``, ``util``, ``regexopt``, ``scanner``, ``plugin``, ``lexers/__init__`` and
``lexers/python``, with the few modules they import so that they import from the copy), written
blind: by reading only those packages, never the model's code or its notes, and committed before
the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (scipy.optimize most). The commands run on
the pygments copy (whose modules import from it) or are plain shell commands on the scipy copy,
whose package needs compiled parts. About a fifth of the questions are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h56_scipy_optimize": [
        "scipy/optimize/__init__.py",
        "scipy/optimize/_basinhopping.py",
        "scipy/optimize/_bracket.py",
        "scipy/optimize/_chandrupatla.py",
        "scipy/optimize/_cobyla_py.py",
        "scipy/optimize/_cobyqa_py.py",
        "scipy/optimize/_constraints.py",
        "scipy/optimize/_dcsrch.py",
        "scipy/optimize/_differentiable_functions.py",
        "scipy/optimize/_differentialevolution.py",
        "scipy/optimize/_direct_py.py",
        "scipy/optimize/_dual_annealing.py",
        "scipy/optimize/_elementwise.py",
        "scipy/optimize/_hessian_update_strategy.py",
        "scipy/optimize/_highspy/__init__.py",
        "scipy/optimize/_highspy/_highs_wrapper.py",
        "scipy/optimize/_isotonic.py",
        "scipy/optimize/_lbfgsb_py.py",
        "scipy/optimize/_linesearch.py",
        "scipy/optimize/_linprog.py",
        "scipy/optimize/_linprog_doc.py",
        "scipy/optimize/_linprog_highs.py",
        "scipy/optimize/_linprog_ip.py",
        "scipy/optimize/_linprog_rs.py",
        "scipy/optimize/_linprog_simplex.py",
        "scipy/optimize/_linprog_util.py",
        "scipy/optimize/_lsq/__init__.py",
        "scipy/optimize/_lsq/bvls.py",
        "scipy/optimize/_lsq/common.py",
        "scipy/optimize/_lsq/dogbox.py",
        "scipy/optimize/_lsq/least_squares.py",
        "scipy/optimize/_lsq/lsq_linear.py",
        "scipy/optimize/_lsq/trf.py",
        "scipy/optimize/_lsq/trf_linear.py",
        "scipy/optimize/_milp.py",
        "scipy/optimize/_minimize.py",
        "scipy/optimize/_minpack_py.py",
        "scipy/optimize/_nnls.py",
        "scipy/optimize/_nonlin.py",
        "scipy/optimize/_numdiff.py",
        "scipy/optimize/_optimize.py",
        "scipy/optimize/_qap.py",
        "scipy/optimize/_remove_redundancy.py",
        "scipy/optimize/_root.py",
        "scipy/optimize/_root_scalar.py",
        "scipy/optimize/_shgo.py",
        "scipy/optimize/_shgo_lib/__init__.py",
        "scipy/optimize/_shgo_lib/_complex.py",
        "scipy/optimize/_shgo_lib/_vertex.py",
        "scipy/optimize/_slsqp_py.py",
        "scipy/optimize/_spectral.py",
        "scipy/optimize/_tnc.py",
        "scipy/optimize/_trlib/__init__.py",
        "scipy/optimize/_trustregion.py",
        "scipy/optimize/_trustregion_constr/__init__.py",
        "scipy/optimize/_trustregion_constr/canonical_constraint.py",
        "scipy/optimize/_trustregion_constr/equality_constrained_sqp.py",
        "scipy/optimize/_trustregion_constr/minimize_trustregion_constr.py",
        "scipy/optimize/_trustregion_constr/projections.py",
        "scipy/optimize/_trustregion_constr/qp_subproblem.py",
        "scipy/optimize/_trustregion_constr/report.py",
        "scipy/optimize/_trustregion_constr/tr_interior_point.py",
        "scipy/optimize/_trustregion_dogleg.py",
        "scipy/optimize/_trustregion_exact.py",
        "scipy/optimize/_trustregion_krylov.py",
        "scipy/optimize/_trustregion_ncg.py",
        "scipy/optimize/_tstutils.py",
        "scipy/optimize/_zeros_py.py",
        "scipy/optimize/cobyla.py",
        "scipy/optimize/cython_optimize/__init__.py",
        "scipy/optimize/elementwise.py",
        "scipy/optimize/lbfgsb.py",
        "scipy/optimize/linesearch.py",
        "scipy/optimize/minpack.py",
        "scipy/optimize/minpack2.py",
        "scipy/optimize/moduleTNC.py",
        "scipy/optimize/nonlin.py",
        "scipy/optimize/optimize.py",
        "scipy/optimize/slsqp.py",
        "scipy/optimize/tnc.py",
        "scipy/optimize/zeros.py",
    ],
    "h56_pygments": [
        # the core modules asked about
        "pygments/lexer.py",
        "pygments/cmdline.py",
        "pygments/util.py",
        "pygments/regexopt.py",
        "pygments/scanner.py",
        "pygments/plugin.py",
        "pygments/lexers/__init__.py",
        "pygments/lexers/python.py",
        # what they import, so that `python -c` imports pygments from the copy
        "pygments/__init__.py",
        "pygments/token.py",
        "pygments/filter.py",
        "pygments/filters/__init__.py",
        "pygments/unistring.py",
        "pygments/modeline.py",
        "pygments/lexers/_mapping.py",
    ],
}

SC = "h56_scipy_optimize"
PG = "h56_pygments"

ZEROS = "scipy/optimize/_zeros_py.py"
MINPACK = "scipy/optimize/_minpack_py.py"
MINIMIZE = "scipy/optimize/_minimize.py"
OPTIMIZE = "scipy/optimize/_optimize.py"
LSQ = "scipy/optimize/_lsq/least_squares.py"
ROOT_SCALAR = "scipy/optimize/_root_scalar.py"
LEXER = "pygments/lexer.py"
LEXERS = "pygments/lexers/__init__.py"


QUESTIONS: list[dict] = [
    # --- scipy.optimize ----------------------------------------------------------------------
    q(SC, "where", "where's fixed_point defined?", {"def": "fixed_point"}),
    q(
        SC,
        "where",
        "I'm reading up on Algorithm 748 for root finding. Where does TOMS748Solver.iterate "
        "live in scipy.optimize?",
        {"def": "TOMS748Solver.iterate"},
    ),
    q(
        SC,
        "where",
        "Where is the LbfgsInvHessProduct class defined -- the object I get back as "
        "`res.hess_inv` from L-BFGS-B?",
        {"def": "LbfgsInvHessProduct"},
    ),
    q(
        SC,
        "returns",
        "What does `new_bounds_to_old` return? a list of tuples, or two arrays?",
        {"returns": "new_bounds_to_old"},
    ),
    q(
        SC,
        "returns",
        "what does _eps_for_method give back, e.g. for '3-point' vs '2-point'",
        {"returns": "_eps_for_method"},
    ),
    q(
        SC,
        "calls",
        "who calls _wrap_nan_raise?",
        grep(r"f = _wrap_nan_raise\(f\)", ZEROS),
    ),
    q(
        SC,
        "calls",
        "Where is `_recover_from_bracket_error` called from?",
        {"grep": r"= _recover_from_bracket_error\("},
    ),
    q(
        SC,
        "calls",
        "In the line search module, which functions call _check_c1_c2?",
        grep(r"^\s+_check_c1_c2\(c1, c2\)", "scipy/optimize/_linesearch.py"),
    ),
    q(
        SC,
        "raises",
        "where does toms748 complain that a and b aren't an interval?",
        grep(r"a and b are not an interval", ZEROS),
    ),
    q(
        SC,
        "raises",
        "Where is BracketError raised?",
        grep(r"e = BracketError\(msg\)|^\s+raise e$", OPTIMIZE),
    ),
    q(
        SC,
        "raises",
        "list every line in scipy/optimize/_zeros_py.py that raises a RuntimeError pls",
        grep(r"raise RuntimeError\(", ZEROS),
    ),
    q(
        SC,
        "raises",
        "least_squares keeps telling me 'Initial guess is outside of provided bounds'. Where "
        "exactly is that raised?",
        grep(r"Initial guess is outside of provided bounds", LSQ),
    ),
    q(
        SC,
        "raises",
        "Where does nonlin_solve raise NoConvergence?",
        grep(r"raise NoConvergence\(", "scipy/optimize/_nonlin.py"),
    ),
    q(
        SC,
        "raises",
        "curve_fit just threw `RuntimeError: Optimal parameters not found: ...` at me. where in "
        "the source does that come from?",
        grep(r'raise RuntimeError\("Optimal parameters not found: "', MINPACK),
    ),
    q(
        SC,
        "const",
        "where is MINIMIZE_METHODS set",
        grep(r"^MINIMIZE_METHODS = ", MINIMIZE),
    ),
    q(
        SC,
        "run",
        'Run `grep -c "raise ValueError" scipy/optimize/_lsq/least_squares.py` in the workspace '
        "and tell me the number it prints.",
        {"expect": "29"},
    ),
    q(
        SC,
        "edit",
        "There's a stray debugging `print(callback)` in scipy/optimize/_minimize.py that prints "
        "my callback object whenever fixed variables get removed. Please delete that line.",
        {"effect": {"line_deleted": [MINIMIZE, "print(callback)"]}},
    ),
    q(
        SC,
        "edit",
        "set the module-level default `_iter` in _zeros_py.py to 200 instead of 100",
        {"effect": {"value_set": [ZEROS, "_iter", "200"]}},
    ),
    q(
        SC,
        "edit",
        "Could you add a docstring to `_del2` in scipy/optimize/_minpack_py.py? Something like: "
        "Aitken's delta-squared extrapolation step, used by fixed_point's 'del2' method.",
        {"effect": {"docstring": "_del2"}},
    ),
    q(
        SC,
        "edit",
        "differential_evolution is way too slow for me. Can you port it to run on the GPU with "
        "CuPy, make it about 10x faster, and add benchmarks showing the speed-up?",
        {"effect": {"declined": True}},
    ),
    q(
        SC,
        "which",
        "With basinhopping, after each hop and local polish something flips a weighted coin to "
        "decide whether to move to the new valley even when it's higher up than the one I'm in, "
        "and it's more willing to go uphill the hotter things are. Which class makes that call?",
        {"body": "Metropolis"},
        own=True,
    ),
    q(
        SC,
        "which",
        "in differential_evolution, when a newly bred point lands partly outside the search box, "
        "which code brings those coordinates back in? does it clip them to the edge or redraw "
        "them?",
        {"body": "DifferentialEvolutionSolver._ensure_constraint"},
        own=True,
    ),
    q(
        SC,
        "which",
        "Which function converts bounds given as a list of (min, max) pairs, with None for "
        "'unbounded', into lb/ub arrays with -inf/inf?",
        {"body": "old_bound_to_new"},
    ),
    q(
        SC,
        "which",
        "If my starting guess for least_squares sits exactly on one of the box edges, something "
        "shoves it slightly inward before the 'trf' run starts. Which helper does that?",
        {"body": "make_strictly_feasible"},
        grep(r"x0 = make_strictly_feasible\(x0, lb, ub\)", LSQ),
        own=True,
    ),
    q(
        SC,
        "which",
        "Which method does the actual SR1 update in _hessian_update_strategy.py (and skips it "
        "when the denominator is too small)?",
        {"body": "SR1._update_implementation"},
    ),
    q(
        SC,
        "which",
        "which class wraps the objective in dual_annealing and keeps the nfev count?",
        {"body": "ObjectiveFunWrapper"},
    ),
    q(
        SC,
        "how",
        "How does root_scalar choose a method when I don't pass `method=`?",
        grep(r"^\s+method = '(brentq|halley|newton|secant)'$", ROOT_SCALAR),
    ),
    q(
        SC,
        "how",
        "I'm fitting with curve_fit. If I pass one uncertainty per data point it does one thing, "
        "and if I pass a whole square table of how the measurement errors go together it does "
        "something else. How does it use each of them?",
        grep(r"transform = 1\.0 / sigma|transform = cholesky\(sigma, lower=True\)", MINPACK),
        own=True,
    ),
    q(
        SC,
        "how",
        "dual_annealing question: my function spits out garbage (not-a-number or infinite) for "
        "some inputs. What happens if that happens right at the very first point -- does the "
        "whole run die, or does it try other spots first, and how many times?",
        {"body": "EnergyState.reset"},
        own=True,
    ),
    q(
        SC,
        "how",
        "When scipy estimates my gradient numerically and the point is right next to the edge of "
        "the allowed range, how does it avoid poking outside the range? Does it just look in the "
        "other direction instead?",
        {"body": "_adjust_scheme_to_bounds"},
        own=True,
    ),
    q(
        SC,
        "how",
        "How does the BFGS class in _hessian_update_strategy handle a violated curvature "
        "condition -- skip_update vs damp_update?",
        {"body": "BFGS._update_implementation"},
    ),
    q(
        SC,
        "how",
        "In minimize with L-BFGS-B a few of my unknowns have identical lower and upper limits, "
        "so they're pinned. how does scipy deal with those? does it hide them from the solver "
        "and stitch them back into the answer afterwards?",
        grep(r"i_fixed = \(bounds\.lb == bounds\.ub\)|remove_vars = i_fixed\.any\(\)", MINIMIZE),
        {"body": "_Remove_From_Func"},
        own=True,
    ),
    # --- pygments ------------------------------------------------------------------------------
    q(
        PG,
        "where",
        "where's RegexLexerMeta.get_tokendefs defined",
        {"def": "RegexLexerMeta.get_tokendefs"},
    ),
    q(
        PG,
        "returns",
        "What does `find_lexer_class` return?",
        {"returns": "find_lexer_class"},
    ),
    q(
        PG,
        "calls",
        "Who calls _load_lexers in pygments/lexers/__init__.py?",
        grep(r"^\s+_load_lexers\(", LEXERS),
    ),
    q(
        PG,
        "calls",
        "where is `_fn_matches` used",
        grep(r"if _fn_matches\(fn, filename\)", LEXERS),
    ),
    q(
        PG,
        "raises",
        "My custom lexer fails with 'uncompilable regex ...'. Where is that error raised?",
        grep(r'raise ValueError\(f"uncompilable regex', LEXER),
    ),
    q(
        PG,
        "raises",
        "where does Scanner raise EndOfText?",
        grep(r"raise EndOfText\(\)", "pygments/scanner.py"),
    ),
    q(
        PG,
        "const",
        "Where's LEXER_ENTRY_POINT defined?",
        grep(r"^LEXER_ENTRY_POINT = ", "pygments/plugin.py"),
    ),
    run(
        PG,
        "What does {} print?",
        "from pygments.regexopt import regex_opt; print(regex_opt(['if', 'elif', 'else', 'for']))",
        "(el(?:if|se)|for|if)",
    ),
    run(
        PG,
        "can you run {} and tell me the output",
        "from pygments.scanner import Scanner; s = Scanner('abc 123'); "
        "print(s.scan(r'[a-z]+'), s.match, s.pos, repr(s))",
        "True abc 3 <Scanner 3/7>",
    ),
    run(
        PG,
        "Please run {} -- what's printed?",
        "from pygments.util import get_list_opt, get_bool_opt; "
        "print(get_list_opt({'f': 'a b  c'}, 'f'), get_bool_opt({'x': 'Off'}, 'x'))",
        "['a', 'b', 'c'] False",
    ),
    q(
        PG,
        "edit",
        "I don't want .pye files treated as Python. In pygments/lexers/python.py, comment out "
        "the `'*.pye',` entry in PythonLexer.filenames.",
        {"effect": {"comment_out": ["pygments/lexers/python.py", "'*.pye',"]}},
    ),
    q(
        PG,
        "edit",
        "append `__all__ = ['EndOfText', 'Scanner']` as the last line of pygments/scanner.py",
        {"effect": {"last_line": ["pygments/scanner.py", "__all__ = ['EndOfText', 'Scanner']"]}},
    ),
    q(
        PG,
        "which",
        "I have a script with no file extension and pygments still figures out it's Python. "
        "Which function reads that first '#!' line naming the interpreter?",
        {"body": "shebang_matches"},
        {"body": "PythonLexer.analyse_text"},
        own=True,
    ),
    q(
        PG,
        "which",
        "why does pygments eat the empty lines at the top and bottom of my snippet, and add a "
        "line break at the end when I didn't have one? which method does that to my text?",
        {"body": "Lexer._preprocess_lexer_input"},
        own=True,
    ),
    q(
        PG,
        "how",
        "If a lexer has a long list of keywords, does pygments just glue them together with |, "
        "or is it smarter, like pulling out the letters they share at the front or back? How "
        "does that work?",
        {"body": "regex_opt_inner"},
        {"body": "regex_opt"},
        own=True,
    ),
    q(
        PG,
        "how",
        "how does RegexLexer.get_tokens_unprocessed recover when no rule matches at the current "
        "position?",
        grep(
            r"yield pos, Error, text\[pos\]|statestack = \['root'\]|yield pos, Whitespace, '\\n'",
            LEXER,
        ),
    ),
]
