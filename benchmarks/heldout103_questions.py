"""The hundred-and-third held-out set: questions on two third-party code bases that no other set
uses in this cut, copied from the installed site-packages: part of networkx 3.6.1 (``dag.py``,
``matching.py`` and the ``tree``, ``coloring`` and ``community`` subpackages of
``networkx/algorithms``) and sympy 1.14.0's ``sympy/ntheory``. They were written blind: by reading
only those files, never the model's code or its notes, and before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at. No question is about a file under a
``tests/`` directory.

The two workspaces are about the same size, so the questions are split about evenly. About a
fifth of them are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. The copies are partial packages that do not import, so the commands read the
files (``ast``, ``grep``) rather than import them. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run, shell

WORKSPACES: dict[str, list[str]] = {
    "h103_nx": [
        "networkx/algorithms/dag.py",
        "networkx/algorithms/matching.py",
        "networkx/algorithms/tree",
        "networkx/algorithms/coloring",
        "networkx/algorithms/community",
    ],
    "h103_ntheory": ["sympy/ntheory"],
}

DAG = "networkx/algorithms/dag.py"
MATCHING = "networkx/algorithms/matching.py"
MST = "networkx/algorithms/tree/mst.py"
BRANCHINGS = "networkx/algorithms/tree/branchings.py"
GREEDY = "networkx/algorithms/coloring/greedy_coloring.py"
EQUITABLE = "networkx/algorithms/coloring/equitable_coloring.py"
LUKES = "networkx/algorithms/community/lukes.py"
FACTOR = "sympy/ntheory/factor_.py"
GENERATE = "sympy/ntheory/generate.py"
PRIMETEST = "sympy/ntheory/primetest.py"
RESIDUE = "sympy/ntheory/residue_ntheory.py"


QUESTIONS: list[dict] = [
    # --- networkx (dag, matching, tree, coloring, community) -----------------------------------
    q("h103_nx", "where", "where is junction_tree defined?", {"def": "junction_tree"}),
    q(
        "h103_nx",
        "where",
        "Could you point me to ArborescenceIterator.__next__? I want to see how it hands out "
        "the next arborescence.",
        {"def": "ArborescenceIterator.__next__"},
    ),
    q(
        "h103_nx",
        "returns",
        "what does kernighan_lin_bisection return",
        {"returns": "kernighan_lin_bisection"},
    ),
    q(
        "h103_nx",
        "returns",
        "In tree/operations.py, what does `join_trees` hand back -- and what if I pass it an "
        "empty list?",
        {"returns": "join_trees"},
    ),
    q(
        "h103_nx",
        "calls",
        "who calls _without_most_central_edges",
        grep(r"yield _without_most_central_edges\(", "networkx/algorithms/community/centrality.py"),
    ),
    q(
        "h103_nx",
        "calls",
        "Where does greedy_color hand off to `_greedy_coloring_with_interchange`?",
        grep(r"return _greedy_coloring_with_interchange\(", GREEDY),
    ),
    q(
        "h103_nx",
        "calls",
        "louvain.py: where is _one_level called from?",
        grep(r"= _one_level\(", "networkx/algorithms/community/louvain.py"),
    ),
    q(
        "h103_nx",
        "raises",
        "which lines in dag.py raise NetworkXUnfeasible?",
        grep(r"raise nx\.NetworkXUnfeasible\(", DAG),
    ),
    q(
        "h103_nx",
        "raises",
        "Hi! greedy_color blew up when I passed interchange=True together with a strategy. "
        "Where is that error thrown?",
        grep(r"raise nx\.NetworkXPointlessConcept\(msg\)", GREEDY),
    ),
    q(
        "h103_nx",
        "raises",
        "where do the MST functions complain about NaN edge weights",
        grep(r"NaN found as an edge weight", MST),
    ),
    q(
        "h103_nx",
        "raises",
        "equitable_color says my graph needs more colours -- where's that raised?",
        grep(r"raise nx\.NetworkXAlgorithmError\(", EQUITABLE),
    ),
    q(
        "h103_nx",
        "const",
        "where's INF set in branchings.py",
        grep(r"^INF = ", BRANCHINGS),
    ),
    q(
        "h103_nx",
        "how",
        "How does `dag_longest_path` deal with a MultiDiGraph, i.e. which of the parallel "
        "edges' weights does it count?",
        {"body": "dag_longest_path"},
    ),
    q(
        "h103_nx",
        "how",
        "how does transitive_reduction avoid recomputing the descendants of every node over "
        "and over?",
        {"body": "transitive_reduction"},
    ),
    q(
        "h103_nx",
        "which",
        "Which strategy in greedy_coloring picks next the node whose neighbours already use the "
        "most different colours?",
        {"body": "strategy_saturation_largest_first"},
    ),
    q(
        "h103_nx",
        "which",
        "I've got a bunch of jobs where some have to be done before others. Which function gives "
        "me every possible sequence I could do them in, not just one of them?",
        {"body": "all_topological_sorts"},
        own=True,
    ),
    q(
        "h103_nx",
        "which",
        "which function pairs people up two by two so the summed compatibility score is as big "
        "as it can get, with nobody ending up in two pairs",
        {"body": "max_weight_matching"},
        own=True,
    ),
    q(
        "h103_nx",
        "which",
        "Which function checks that the groups I split my people into cover everyone exactly "
        "once -- nobody left out, nobody in two groups?",
        {"body": "is_partition"},
        {"body": "_require_partition"},
        own=True,
    ),
    q(
        "h103_nx",
        "how",
        "when it divides my contacts into two equal camps and then keeps refining the division, "
        "how does it decide which people to trade between the camps?",
        {"body": "_kernighan_lin_sweep"},
        {"body": "kernighan_lin_bisection"},
        own=True,
    ),
    q(
        "h103_nx",
        "how",
        "For a tree, how does it find the node (or two) whose worst-case number of hops to any "
        "other node is the smallest? Curious whether it runs a BFS from every node.",
        {"body": "center"},
        own=True,
    ),
    run(
        "h103_nx",
        "What does {} print?",
        "import ast; t=ast.parse(open('networkx/algorithms/coloring/greedy_coloring.py').read()); "
        "d=[n for n in t.body if isinstance(n, ast.Assign) and "
        "getattr(n.targets[0], 'id', '')=='STRATEGIES'][0]; "
        "print(sorted(k.value for k in d.value.keys))",
        "['DSATUR', 'connected_sequential', 'connected_sequential_bfs', "
        "'connected_sequential_dfs', 'independent_set', 'largest_first', 'random_sequential', "
        "'saturation_largest_first', 'smallest_last']",
    ),
    shell(
        "h103_nx",
        "run {} and tell me what it says",
        'grep -n "^ALGORITHMS" networkx/algorithms/tree/mst.py',
        "359:ALGORITHMS = {",
    ),
    q(
        "h103_nx",
        "edit",
        "Please set CLUSTER_EVAL_CACHE_SIZE in community/lukes.py to 4096.",
        {"effect": {"value_set": [LUKES, "CLUSTER_EVAL_CACHE_SIZE", "4096"]}},
    ),
    q(
        "h103_nx",
        "edit",
        "comment out the `assert mate[mate[v]] == v` paranoia check in matching.py",
        {"effect": {"comment_out": [MATCHING, "assert mate[mate[v]] == v"]}},
    ),
    q(
        "h103_nx",
        "edit",
        "add `import logging` near the top of networkx/algorithms/dag.py, with the other imports",
        {"effect": {"at_top": [DAG, "import logging"]}},
    ),
    # --- sympy.ntheory --------------------------------------------------------------------------
    q("h103_ntheory", "where", "Where is FactorCache defined?", {"def": "FactorCache"}),
    q(
        "h103_ntheory",
        "where",
        "where's EllipticCurvePoint.__add__",
        {"def": "EllipticCurvePoint.__add__"},
    ),
    q(
        "h103_ntheory",
        "returns",
        "what does crt() in modular.py return? and what if the moduli aren't coprime?",
        {"returns": "crt"},
    ),
    q(
        "h103_ntheory",
        "calls",
        "who calls `_factorint_small`?",
        grep(r"= _factorint_small\(", FACTOR),
    ),
    q(
        "h103_ntheory",
        "calls",
        "Which places use _sqrt_mod_prime_power? I want to change its signature.",
        {"grep": r"(?<!def )(?<!>>> )_sqrt_mod_prime_power\("},
    ),
    q(
        "h103_ntheory",
        "raises",
        "where does pollard_rho reject too-small n",
        grep(r"raise ValueError\('pollard_rho should receive n > 4'\)", FACTOR),
    ),
    q(
        "h103_ntheory",
        "raises",
        "In ecm.py, where can `ecm()` raise ValueError?",
        grep(r"raise ValueError\(", "sympy/ntheory/ecm.py"),
    ),
    q(
        "h103_ntheory",
        "raises",
        "Funny question: is_perfect supposedly raises if it ever finds an odd perfect number. "
        "Where's that raise?",
        grep(r"raise ValueError\(filldedent\('''In 1888", FACTOR),
    ),
    q(
        "h103_ntheory",
        "raises",
        "sieve[0] gives me an IndexError, where is that thrown?",
        grep(r'raise IndexError\("Sieve indices start at 1\."\)', GENERATE),
    ),
    q(
        "h103_ntheory",
        "const",
        "where is MERSENNE_PRIME_EXPONENTS defined",
        grep(r"^MERSENNE_PRIME_EXPONENTS = ", PRIMETEST),
    ),
    q(
        "h103_ntheory",
        "how",
        "how does isprime decide for numbers below 65077? does it run Miller-Rabin there too?",
        grep(r"if n < 65077:|return pow\(2, n >> 1, n\) in \[1, n - 1\]", PRIMETEST),
    ),
    q(
        "h103_ntheory",
        "how",
        "How does `Sieve.extend` grow its list of primes -- does it re-sieve from 2 every time?",
        {"body": "Sieve.extend"},
        {"body": "Sieve._primerange"},
    ),
    q(
        "h103_ntheory",
        "which",
        "which helper does discrete_log end up in when the order is prime and below 10**12?",
        {"body": "_discrete_log_shanks_steps"},
        grep(r"return _discrete_log_shanks_steps\(", RESIDUE),
    ),
    q(
        "h103_ntheory",
        "which",
        "Which function tells me in how many different ways I can break a pile of n identical "
        "coins into smaller piles, when the order of the piles doesn't matter?",
        {"body": "npartitions"},
        {"body": "_partition"},
        {"body": "_partition_rec"},
        own=True,
    ),
    q(
        "h103_ntheory",
        "which",
        "is there something that checks whether a number stays the same when you flip its "
        "digits around, say written in binary?",
        {"body": "is_palindromic"},
        own=True,
    ),
    q(
        "h103_ntheory",
        "which",
        "Which function gives me the pattern that keeps cycling forever when you take the whole "
        "part, flip the leftover upside down and do it again, for something like sqrt(7)?",
        {"body": "continued_fraction_periodic"},
        own=True,
    ),
    q(
        "h103_ntheory",
        "how",
        "When a big number is the product of two factors that are almost the same size, how "
        "does factorint catch that quickly?",
        grep(r"sqrt_n = isqrt\(n\)|b, fermat = sqrtrem\(b2\)|b2 \+= \(a \+ 1\) << 2", FACTOR),
        own=True,
    ),
    q(
        "h103_ntheory",
        "how",
        "how does it work out how many copies of 2 are packed into 48 (or of 5 into 250)? and "
        "what happens if I give it fractions?",
        {"body": "multiplicity"},
        own=True,
    ),
    run(
        "h103_ntheory",
        "Can you run {} for me and tell me the output?",
        "import ast; t=ast.parse(open('sympy/ntheory/primetest.py').read()); "
        "v=[n.value for n in t.body if isinstance(n, ast.Assign) and "
        "n.targets[0].id=='MERSENNE_PRIME_EXPONENTS'][0]; print(len(v.elts), v.elts[-1].value)",
        "52 136279841",
    ),
    shell(
        "h103_ntheory",
        "what's the output of {}?",
        'grep -n "^sieve = " sympy/ntheory/generate.py',
        "369:sieve = Sieve()",
    ),
    q(
        "h103_ntheory",
        "edit",
        "in generate.py, change Sieve's default sieve_interval from 1_000_000 to 2_000_000",
        {
            "effect": {
                "text_replaced": [
                    GENERATE,
                    "sieve_interval=1_000_000",
                    "sieve_interval=2_000_000",
                ]
            }
        },
    ),
    q(
        "h103_ntheory",
        "edit",
        "Please delete the function find_first_n_carmichaels from sympy/ntheory/factor_.py, "
        "we don't use it.",
        {"effect": {"definition_deleted": [FACTOR, "find_first_n_carmichaels"]}},
    ),
    q(
        "h103_ntheory",
        "edit",
        "Could you add a general number field sieve to qs.py and make factorint switch to it "
        "for numbers with more than 100 digits? Benchmarks too please.",
        {"effect": {"declined": True}},
    ),
]
