"""The hundred-and-sixty-seventh set: questions on one module each of three third-party packages,
copied from the installed site-packages (sympy 1.14.0: ``sympy/stats/symbolic_probability.py`` and
``sympy/utilities/_compilation/compilation.py``; dask 2026.8.0: ``dask/_expr.py``; distributed
2026.8.0: ``distributed/core.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. This is a tuning set: its
misses are read and fixed.

The questions are weighted by the size of the files (distributed's server core most, then dask's
expression base, sympy's symbolic probability and its compilation helpers). About a fifth of them
are in the user's own words (``"own": True``: behaviour described in everyday words the code does
not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of
its own. Gold forms are those of ``code_questions.py``. The commands need the whole package to
import, so they run against the installed package; each exercises the one file its workspace
holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h167_distributed_core": ["distributed/core.py"],
    "h167_dask_expr": ["dask/_expr.py"],
    "h167_sympy_symbolic_probability": ["sympy/stats/symbolic_probability.py"],
    "h167_sympy_compilation": ["sympy/utilities/_compilation/compilation.py"],
}

CORE = "distributed/core.py"
EXPR = "dask/_expr.py"
PROB = "sympy/stats/symbolic_probability.py"
COMP = "sympy/utilities/_compilation/compilation.py"


QUESTIONS: list[dict] = [
    # --- distributed/core.py -----------------------------------------------------------------
    q(
        "h167_distributed_core",
        "where",
        "In distributed's core module, where does the pool's `reuse` method live?",
        {"def": "ConnectionPool.reuse"},
    ),
    q(
        "h167_distributed_core",
        "returns",
        "what does addr_from_args give back if I hand it a (host, port) tuple rather than a "
        "string?",
        {"returns": "addr_from_args"},
    ),
    q(
        "h167_distributed_core",
        "calls",
        "who calls `error_message` in core.py?",
        grep(r"(?<!def )error_message\(", CORE),
    ),
    q(
        "h167_distributed_core",
        "calls",
        "Where does ConnectionPool end up invoking its own collect()?",
        grep(r"self\.collect\(\)", CORE),
    ),
    q(
        "h167_distributed_core",
        "raises",
        "I keep hitting `RuntimeError: ConnectionPool is closed` after shutdown. Which line "
        "throws that?",
        grep(r'raise RuntimeError\("ConnectionPool is closed"\)', CORE),
    ),
    q(
        "h167_distributed_core",
        "raises",
        "doing server.status = 'running' (a plain string) gives a TypeError -- where's that check",
        grep(r'raise TypeError\(f"Expected Status; got', CORE),
    ),
    q(
        "h167_distributed_core",
        "raises",
        "A peer sent a dict with no 'op' in it and the connection handler died with a "
        "ValueError. Where is that raised in distributed/core.py?",
        grep(r"raise ValueError\($|Received unexpected message without 'op' key", CORE),
    ),
    q(
        "h167_distributed_core",
        "const",
        "When the connection pool closes, how long does it keep waiting on connects that are "
        "still pending before it gives up, and where is that number set?",
        grep(r"self\._connecting_close_timeout = 5", CORE),
    ),
    q(
        "h167_distributed_core",
        "which",
        "Which function turns a crash on the server side into a dict that can travel back to "
        "whoever asked, shortening it first if it's huge?",
        {"def": "error_message"},
        own=True,
    ),
    q(
        "h167_distributed_core",
        "which",
        "Which Server method records a metric sample into the running total, the "
        "since-heartbeat total and the max?",
        {"def": "Server.digest_metric"},
    ),
    q(
        "h167_distributed_core",
        "which",
        "Which method hangs up all the idle links the pool is keeping around, in one go, to make "
        "room under the cap for new ones?",
        {"def": "ConnectionPool.collect"},
        own=True,
    ),
    q(
        "h167_distributed_core",
        "how",
        "How does `_measure_tick` decide that it's time to log the 'Event loop was unresponsive' "
        "warning?",
        {"body": "Server._measure_tick"},
    ),
    q(
        "h167_distributed_core",
        "how",
        "If my server takes forever to come up, or hits an error while booting, what happens? "
        "Does it tidy up after itself, and what do I get if I await it again afterwards?",
        {"body": "Server.start"},
        own=True,
    ),
    q(
        "h167_distributed_core",
        "how",
        "how does rpc.live_comm choose between reusing one of its comms and connecting a new one?",
        {"body": "rpc.live_comm"},
    ),
    q(
        "h167_distributed_core",
        "where",
        "where is PooledRPCCall declared? (the thing ConnectionPool hands back when you call it "
        "with an address)",
        {"def": "PooledRPCCall"},
    ),
    run(
        "h167_distributed_core",
        "Run {} and tell me what address string comes out.",
        "from distributed.core import addr_from_args; print(addr_from_args(('127.0.0.1', 8786)))",
        "tcp://127.0.0.1:8786",
    ),
    q(
        "h167_distributed_core",
        "edit",
        "please rename raise_later to deferred_raise in distributed/core.py, the definition and "
        "its use",
        {"effect": {"renamed": ["raise_later", "deferred_raise"]}},
    ),
    q(
        "h167_distributed_core",
        "edit",
        "In ConnectionPool.__init__, right after `self._connecting_count = 0`, add the line "
        "`self._closed_count = 0`.",
        {"effect": {"line_after": [CORE, "self._connecting_count = 0", "self._closed_count = 0"]}},
    ),
    # --- dask/_expr.py -----------------------------------------------------------------------
    q(
        "h167_dask_expr",
        "where",
        "where's optimize_until defined in dask/_expr.py?",
        {"def": "optimize_until"},
    ),
    q(
        "h167_dask_expr",
        "returns",
        "What does `Expr._depth` return, say for an expression that has no dependencies at all?",
        {"returns": "Expr._depth"},
    ),
    q(
        "h167_dask_expr",
        "returns",
        "ProhibitReuse._modify_keys: what comes back for a tuple key like ('x', 0), or for a "
        "list of keys?",
        {"returns": "ProhibitReuse._modify_keys"},
    ),
    q(
        "h167_dask_expr",
        "calls",
        "where is _convert_dask_keys called from?",
        grep(r"(?<!def )_convert_dask_keys\(", EXPR),
    ),
    q(
        "h167_dask_expr",
        "raises",
        "my graph optimisation died with 'Optimizer does not converge'. Where in dask's expr "
        "base is that raised?",
        grep(r"Optimizer does not converge", EXPR),
    ),
    q(
        "h167_dask_expr",
        "raises",
        "Calling `expr.substitute(True, False)` gives a TypeError. which line raises it?",
        grep(r'raise TypeError\("Arguments to `substitute` cannot be bool\."\)', EXPR),
    ),
    q(
        "h167_dask_expr",
        "which",
        "Which class makes building the same thing twice hand you back the very object you "
        "already have, rather than a second copy of it?",
        {"body": "SingletonExpr"},
        own=True,
    ),
    q(
        "h167_dask_expr",
        "which",
        "Which helper goes over the whole tree once and notes down, for every piece, which other "
        "pieces are built on top of it?",
        {"def": "collect_dependents"},
        own=True,
    ),
    q(
        "h167_dask_expr",
        "which",
        "Which Expr method takes a mapping of parameter names to new values and builds a new "
        "expression with them swapped in?",
        {"def": "Expr.substitute_parameters"},
    ),
    q(
        "h167_dask_expr",
        "how",
        "How does Expr.__new__ fill in the operands that weren't passed positionally?",
        {"body": "Expr.__new__"},
    ),
    q(
        "h167_dask_expr",
        "how",
        "When I swap one piece of the tree for a different one, how does it avoid making fresh "
        "copies of the branches that stay the same?",
        {"body": "Expr._substitute"},
        own=True,
    ),
    q(
        "h167_dask_expr",
        "how",
        "how does HLGExpr.__dask_keys__ work out the output keys when none were given to it?",
        {"body": "HLGExpr.__dask_keys__"},
    ),
    run(
        "h167_dask_expr",
        "what does {} print? I want to see how defaults show up in the repr",
        "from dask._expr import Expr; "
        "A = type('A', (Expr,), {'_parameters': ['x', 'y'], '_defaults': {'y': 3}}); print(A(1))",
        "A(x=1, y=3)",
    ),
    q(
        "h167_dask_expr",
        "edit",
        "In dask/_expr.py, Expr.visualize writes dask-expr.svg by default; make the default "
        'filename "dask-expr.png" instead.',
        {
            "effect": {
                "text_replaced": [
                    EXPR,
                    'filename="dask-expr.svg"',
                    'filename="dask-expr.png"',
                ]
            }
        },
    ),
    q(
        "h167_dask_expr",
        "edit",
        "comment out the `assert not kwargs, kwargs` line in Expr.__new__",
        {"effect": {"comment_out": [EXPR, "assert not kwargs, kwargs"]}},
    ),
    q(
        "h167_dask_expr",
        "edit",
        "Could you add complete type annotations to every method of Expr in _expr.py so that "
        "mypy --strict passes on the file?",
        {"effect": {"declined": True}},
    ),
    # --- sympy/stats/symbolic_probability.py -------------------------------------------------
    q(
        "h167_sympy_symbolic_probability",
        "where",
        "where is Covariance._expand_single_argument defined",
        {"def": "Covariance._expand_single_argument"},
    ),
    q(
        "h167_sympy_symbolic_probability",
        "returns",
        "What does Probability.doit hand back when the condition is a negation, e.g. "
        "Probability(Not(X > 1))?",
        {"returns": "Probability.doit"},
    ),
    q(
        "h167_sympy_symbolic_probability",
        "calls",
        "Who uses `_get_mul_nonrv_rv_tuple`?",
        grep(r"cls\._get_mul_nonrv_rv_tuple\(", PROB),
    ),
    q(
        "h167_sympy_symbolic_probability",
        "raises",
        "Expectation(...).rewrite(Probability) fails with 'Probability space not known'. Where "
        "does that come from?",
        grep(r'raise ValueError\("Probability space not known"\)', PROB),
    ),
    q(
        "h167_sympy_symbolic_probability",
        "which",
        "Which method breaks how much a sum of random things wobbles into how much each part "
        "wobbles plus twice how every pair moves together?",
        {"body": "Variance.expand"},
        own=True,
    ),
    q(
        "h167_sympy_symbolic_probability",
        "how",
        "how does Expectation.expand deal with a product like a*X*Y where only some of the "
        "factors are random?",
        {"body": "Expectation.expand"},
    ),
    run(
        "h167_sympy_symbolic_probability",
        "can you execute {} and paste the result?",
        "from sympy.stats import Normal, Covariance; X = Normal('X', 0, 1); "
        "print(Covariance(X, X).expand())",
        "Variance(X)",
    ),
    q(
        "h167_sympy_symbolic_probability",
        "edit",
        "Moment.doit in sympy/stats/symbolic_probability.py has no docstring. Add one saying it "
        "rewrites the moment as an Expectation and evaluates that.",
        {"effect": {"docstring": "Moment.doit"}},
    ),
    # --- sympy/utilities/_compilation/compilation.py -----------------------------------------
    q(
        "h167_sympy_compilation",
        "where",
        "Which file and line is link_py_so defined on?",
        {"def": "link_py_so"},
    ),
    q(
        "h167_sympy_compilation",
        "calls",
        "who calls _write_sources_to_build_dir",
        grep(r"= _write_sources_to_build_dir\(", COMP),
    ),
    q(
        "h167_sympy_compilation",
        "raises",
        "If I point the output folder at a path that's really an ordinary file, where does it "
        "refuse to go on?",
        grep(r'raise OSError\("\{\} is not a directory"', COMP),
        own=True,
    ),
    q(
        "h167_sympy_compilation",
        "const",
        "Where's the table that maps file suffixes like .f90 or .cpp to a compiler runner in "
        "sympy's compilation helpers?",
        grep(r"^extension_mapping = \{", COMP),
    ),
    q(
        "h167_sympy_compilation",
        "which",
        "Which function picks the runner class and extra flags for linking Fortran objects, "
        "based on the compiler vendor?",
        {"def": "get_mixed_fort_c_linker"},
    ),
    q(
        "h167_sympy_compilation",
        "how",
        "When I hand it program text held in memory, how does it skip re-saving a file on disk "
        "that already holds exactly that text?",
        {"body": "_write_sources_to_build_dir"},
        own=True,
    ),
    run(
        "h167_sympy_compilation",
        "What's the output of {}?",
        "from sympy.utilities._compilation.compilation import any_fortran_src, any_cplus_src; "
        "print(any_fortran_src(['a.c']), any_cplus_src(['x.cxx']))",
        "False True",
    ),
    q(
        "h167_sympy_compilation",
        "edit",
        "I think the vendor handling in compilation.py is buggy somewhere. Can you go through it, "
        "find whatever is wrong and fix it properly?",
        {"effect": {"declined": True}},
    ),
]
