"""The forty-third held-out set: questions on two third-party packages that no other held-out set
uses this way, copied from the installed site-packages (two subpackages of sympy 1.14.0,
``sympy/logic`` and ``sympy/combinatorics``, and the whole of mpmath 1.3.0), written blind: by
reading only those packages, never the model's code or its notes, and committed before the model
was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the code (the sympy subpackages a little more than
mpmath). The sympy workspace holds only the two subpackages, so sympy cannot be imported from it:
every command question is on mpmath, which imports from its copy. About a fifth of the questions
are in the user's own words (``"own": True``: behaviour described in everyday words the code does
not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of
its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h43_sympy": ["sympy/logic", "sympy/combinatorics"],
    "h43_mpmath": ["mpmath"],
}

BOOLALG = "sympy/logic/boolalg.py"
INFERENCE = "sympy/logic/inference.py"
DPLL2 = "sympy/logic/algorithms/dpll2.py"
PERMS = "sympy/combinatorics/permutations.py"
COSETS = "sympy/combinatorics/coset_table.py"
OPTIM = "mpmath/calculus/optimization.py"
IDENT = "mpmath/identification.py"
LINALG = "mpmath/matrices/linalg.py"


QUESTIONS: list[dict] = [
    # --- sympy/logic + sympy/combinatorics ---------------------------------------------------
    q(
        "h43_sympy",
        "where",
        "where is bool_map defined",
        {"def": "bool_map"},
    ),
    q(
        "h43_sympy",
        "where",
        "Could you point me to the definition of `Prufer.to_tree`? I want to read it.",
        {"def": "Prufer.to_tree"},
    ),
    q(
        "h43_sympy",
        "returns",
        "what does literal_symbol return, say for ~A or for a plain True?",
        {"returns": "literal_symbol"},
    ),
    q(
        "h43_sympy",
        "returns",
        "I'm calling `groups_count(n)` in a loop. What values can it give back -- does it have "
        "closed formulas for some orders?",
        {"returns": "groups_count"},
    ),
    q(
        "h43_sympy",
        "calls",
        "who calls _af_parity?",
        grep(r"(return|par =) _af_parity\(", PERMS),
    ),
    q(
        "h43_sympy",
        "calls",
        "In boolalg.py, where is `_simplified_pairs` used from?",
        grep(r"= _simplified_pairs\(", BOOLALG),
    ),
    q(
        "h43_sympy",
        "calls",
        "whats calling entails() in sympy.logic? (not the tests)",
        grep(r"return entails\(query", INFERENCE),
    ),
    q(
        "h43_sympy",
        "raises",
        "If I build a Permutation from a list that has the same number twice, where exactly "
        "does it blow up?",
        grep(r"raise ValueError\('there were repeated elements\.'\)", PERMS),
    ),
    q(
        "h43_sympy",
        "raises",
        "satisfiable(expr, algorithm='pycosat') errors out on my laptop. where is that error "
        "raised?",
        grep(r'raise ImportError\("pycosat module is not present"\)', INFERENCE),
    ),
    q(
        "h43_sympy",
        "raises",
        "Where does the Knuth-Bendix RewritingSystem raise 'Too many rules were defined.'?",
        grep(
            r'raise RuntimeError\("Too many rules were defined\."\)',
            "sympy/combinatorics/rewritingsystem.py",
        ),
    ),
    q(
        "h43_sympy",
        "raises",
        "which checks in `homomorphism()` can raise, and where are they?",
        grep(
            r'raise TypeError\("The (co)?domain must be a group"\)|'
            r'raise ValueError\("The (supplied generators|images must|number of images|given '
            r"images)",
            "sympy/combinatorics/homomorphisms.py",
        ),
    ),
    q(
        "h43_sympy",
        "raises",
        "coset enumeration on my FpGroup dies with a ValueError about having defined more than "
        "N cosets -- where is that thrown?",
        grep(r'raise ValueError\("the coset enumeration has defined more than "', COSETS),
    ),
    q(
        "h43_sympy",
        "const",
        "What's the default cap on the number of cosets (coset_table_max_limit), and where is "
        "it set?",
        grep(r"^\s+coset_table_max_limit = ", COSETS),
    ),
    q(
        "h43_sympy",
        "which",
        "Kids stand in a ring and we count round, knocking out every third kid until nobody's "
        "left. Is there a function that gives me the order they drop out in?",
        {"body": "Permutation.josephus"},
        own=True,
    ),
    q(
        "h43_sympy",
        "which",
        "I have two little logic circuits and I suspect they're really the same circuit, just "
        "with the wires relabelled. which function can tell me that and also say which wire "
        "goes to which?",
        {"body": "bool_map"},
        own=True,
    ),
    q(
        "h43_sympy",
        "which",
        "which function tells me how many connections feed into all the little boxes if I "
        "actually build this formula out of chips?",
        {"body": "gateinputcount"},
        own=True,
    ),
    q(
        "h43_sympy",
        "which",
        "Which function reads a DIMACS cnf string and gives back a sympy And of Ors?",
        {"body": "load"},
    ),
    q(
        "h43_sympy",
        "which",
        "which method of Polyhedron applies a permutation to its corners in place?",
        {"body": "Polyhedron.rotate"},
    ),
    q(
        "h43_sympy",
        "how",
        "How does it tell whether a reordering of a list needs an even or an odd number of "
        "swaps? Does it really count the swaps one by one?",
        {"body": "_af_parity"},
        {"body": "Permutation.parity"},
        own=True,
    ),
    q(
        "h43_sympy",
        "how",
        "in the home-grown solver that hunts for a true/false assignment making my formula "
        "hold, how does it choose which unknown to try next when nothing is forced?",
        {"body": "SATSolver._vsids_calculate"},
        {"body": "SATSolver._vsids_init"},
        own=True,
    ),
    q(
        "h43_sympy",
        "how",
        "If I've got a bunch of numbered dots joined up with no loops, how does it squash that "
        "into a short list of numbers (and unpack it again)?",
        {"body": "Prufer.to_prufer"},
        {"body": "Prufer.to_tree"},
        own=True,
    ),
    q(
        "h43_sympy",
        "how",
        "how does `satisfiable` pick an algorithm when I don't pass algorithm=... ?",
        {"body": "satisfiable"},
    ),
    q(
        "h43_sympy",
        "how",
        "Quick one: how does GrayCode.generate_gray step from one code word to the next? xor "
        "tricks?",
        {"body": "GrayCode.generate_gray"},
    ),
    q(
        "h43_sympy",
        "edit",
        "In sympy/logic/algorithms/dpll2.py there's a commented-out line "
        "`#self.update_functions.append(self._vsids_decay)` in SATSolver.__init__. Please "
        "uncomment it.",
        {"effect": {"uncomment": [DPLL2, "self.update_functions.append(self._vsids_decay)"]}},
    ),
    q(
        "h43_sympy",
        "edit",
        "change CosetTable.max_stack_size from 100 to 500 in coset_table.py",
        {"effect": {"line_replaced": [COSETS, "max_stack_size = 100", "max_stack_size = 500"]}},
    ),
    q(
        "h43_sympy",
        "edit",
        "The dpll2 solver is way too slow on my 10k-clause instances. Can you rewrite it as a "
        "proper CDCL solver with two-watched literals, restarts and clause deletion, and make "
        "it the default?",
        {"effect": {"declined": True}},
    ),
    # --- mpmath ------------------------------------------------------------------------------
    q(
        "h43_mpmath",
        "where",
        "where's mpf_sqrt",
        {"def": "mpf_sqrt"},
    ),
    q(
        "h43_mpmath",
        "where",
        "Where is the GaussLegendre quadrature class defined?",
        {"def": "GaussLegendre"},
    ),
    q(
        "h43_mpmath",
        "returns",
        "What does nint_distance return in the multiprecision context (MPContext)?",
        {"returns": "MPContext.nint_distance"},
    ),
    q(
        "h43_mpmath",
        "calls",
        "who calls LU_decomp",
        grep(r"= ctx\.LU_decomp\(", LINALG),
    ),
    q(
        "h43_mpmath",
        "calls",
        "Which places in identification.py call `pslq`? ignore the doctests please",
        grep(r"= ctx\.pslq\(", IDENT),
    ),
    q(
        "h43_mpmath",
        "raises",
        "findroot gives me 'Could not find root within given tolerance' - where's that raised?",
        grep(r"raise ValueError\('Could not find root within", OPTIM),
    ),
    q(
        "h43_mpmath",
        "raises",
        "pslq throws when one of my inputs is exactly zero. where is that check?",
        grep(r'raise ValueError\("PSLQ requires a vector of nonzero numbers"\)', IDENT),
    ),
    q(
        "h43_mpmath",
        "raises",
        "Where does the LU decomposition decide that my matrix is numerically singular and raise?",
        grep(r"raise ZeroDivisionError\('matrix is numerically singular'\)", LINALG),
    ),
    q(
        "h43_mpmath",
        "const",
        "where is the table of solver names for findroot (the 'secant', 'anderson', 'ridder' "
        "... strings) set up?",
        grep(r"^str2solver = ", OPTIM),
    ),
    q(
        "h43_mpmath",
        "which",
        "I got 1.6449340668... out of a long numeric calculation. Is there something in here "
        "that can guess it's really pi squared over six?",
        {"body": "identify"},
        own=True,
    ),
    q(
        "h43_mpmath",
        "which",
        "i want to spy on my function while findroot runs -- see every argument it gets called "
        "with and what it hands back. anything built in i can put around it for that?",
        {"body": "monitor"},
        own=True,
    ),
    q(
        "h43_mpmath",
        "which",
        "If I call quad() without method=, which integration rule class ends up doing the work?",
        {"body": "TanhSinh"},
        grep(r"rule = kwargs\.get\('method', 'tanh-sinh'\)", "mpmath/calculus/quadrature.py"),
    ),
    q(
        "h43_mpmath",
        "how",
        "How does findroot decide that it has converged and can stop iterating?",
        grep(r"if error < tol \* max\(1, norm\(x\)\) or i >= maxsteps:", OPTIM),
    ),
    q(
        "h43_mpmath",
        "how",
        "When I add up a long list of numbers, how does it keep the little slop from each "
        "addition from building up?",
        {"body": "PythonMPContext.fsum"},
        {"body": "mpf_sum"},
        own=True,
    ),
    q(
        "h43_mpmath",
        "how",
        "If I ask for pi at 50 digits, then 60, then 40 -- does it work the digits out from "
        "scratch every time, or does it keep the earlier ones around somewhere? how does that "
        "work?",
        {"body": "constant_memo"},
        own=True,
    ),
    run(
        "h43_mpmath",
        "What does {} print?",
        "from mpmath import mp; mp.dps = 30; print(mp.pi)",
        "3.14159265358979323846264338328",
    ),
    run(
        "h43_mpmath",
        "can you run {} and tell me what comes out",
        "from mpmath import pslq, pi; print(pslq([-1, pi], tol=0.01))",
        "[22, 7]",
    ),
    run(
        "h43_mpmath",
        "I'm curious what {} gives",
        "from mpmath import identify, sqrt; print(identify(sqrt(2)/2))",
        "(sqrt(8)/4)",
    ),
    run(
        "h43_mpmath",
        "output of {} ?",
        "from mpmath import mpf, nint_distance; "
        "n, d = nint_distance(mpf('4.75')); print(int(n), d)",
        "5 -1",
    ),
    q(
        "h43_mpmath",
        "edit",
        "Please raise MAX_FACTORIAL_CACHE in mpmath/libmp/libintmath.py from 1000 to 5000.",
        {"effect": {"value_set": ["mpmath/libmp/libintmath.py", "MAX_FACTORIAL_CACHE", "5000"]}},
    ),
    q(
        "h43_mpmath",
        "edit",
        "findroot(verbose=True) is too chatty for me. Comment out the `print('error:', error)` "
        "line in calculus/optimization.py, keep the x one.",
        {"effect": {"comment_out": [OPTIM, "print('error:', error)"]}},
    ),
    q(
        "h43_mpmath",
        "edit",
        "in findroot, change the default tolerance `tol = ctx.eps * 2**10` to "
        "`tol = ctx.eps * 2**6`",
        {"effect": {"text_replaced": [OPTIM, "tol = ctx.eps * 2**10", "tol = ctx.eps * 2**6"]}},
    ),
]
