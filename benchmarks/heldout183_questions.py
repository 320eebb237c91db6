"""The hundred-and-eighty-third set: questions on one module each of four third-party packages,
copied from the installed site-packages (sympy 1.14.0: ``sympy/combinatorics/free_groups.py``;
distributed 2026.8.0: ``distributed/profile.py``; networkx 3.6.1:
``networkx/algorithms/planar_drawing.py``; moto 5.2.1: ``moto/dynamodb/exceptions.py``), written
blind: by reading only those files, never the model's code or its notes, and committed before the
model was asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (sympy's free groups most, then distributed's
profiler, networkx's planar drawing, moto's DynamoDB exceptions). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h183_sympy_free_groups": ["sympy/combinatorics/free_groups.py"],
    "h183_distributed_profile": ["distributed/profile.py"],
    "h183_networkx_planar_drawing": ["networkx/algorithms/planar_drawing.py"],
    "h183_moto_dynamodb_exceptions": ["moto/dynamodb/exceptions.py"],
}

FG = "sympy/combinatorics/free_groups.py"
PROF = "distributed/profile.py"
PLANAR = "networkx/algorithms/planar_drawing.py"
DDB = "moto/dynamodb/exceptions.py"


QUESTIONS: list[dict] = [
    # --- sympy/combinatorics/free_groups.py --------------------------------------------------
    q(
        "h183_sympy_free_groups",
        "where",
        "where's the FreeGroupElement class declared?",
        {"def": "FreeGroupElement"},
    ),
    q(
        "h183_sympy_free_groups",
        "where",
        "Which line of free_groups.py has the def for `zero_mul_simp`?",
        {"def": "zero_mul_simp"},
    ),
    q(
        "h183_sympy_free_groups",
        "returns",
        "What does FreeGroup.order hand back -- is it different for a group with no generators "
        "at all?",
        {"returns": "FreeGroup.order"},
    ),
    q(
        "h183_sympy_free_groups",
        "returns",
        "what comes out of `cyclic_reduction` when I pass removed=True?",
        {"returns": "FreeGroupElement.cyclic_reduction"},
    ),
    q(
        "h183_sympy_free_groups",
        "calls",
        "who calls letter_form_to_array_form",
        grep(r"(?<!def )letter_form_to_array_form\(", FG),
    ),
    q(
        "h183_sympy_free_groups",
        "calls",
        "I'm thinking of changing how subword_index searches. Where is it used in "
        "free_groups.py, so I know what I'd break?",
        grep(r"(word|self)\.subword_index\(", FG),
    ),
    q(
        "h183_sympy_free_groups",
        "raises",
        "I multiplied a word from one free group with a word from another and got `TypeError: "
        "only FreeGroup elements of same FreeGroup can be multiplied`. Where does that come from?",
        grep(r'"be multiplied"\)', FG),
    ),
    q(
        "h183_sympy_free_groups",
        "raises",
        "where does generator_count raise 'gen must be a generator'?",
        grep(r'raise ValueError\("gen must be a generator"\)', FG),
    ),
    q(
        "h183_sympy_free_groups",
        "raises",
        "Calling `w.subword(2, 40)` on a short word gives me a ValueError. Which line raises it?",
        grep(r"raise ValueError\(\"`from_i`, `to_j` must be positive", FG),
    ),
    q(
        "h183_sympy_free_groups",
        "raises",
        "where does it refuse when I ask it to hand me every single member of a group that "
        "just goes on forever?",
        grep(r'raise ValueError\("Group contains infinitely many elements"', FG),
        own=True,
    ),
    q(
        "h183_sympy_free_groups",
        "raises",
        "_parse_symbols: where does it reject a symbols argument of the wrong type?",
        grep(r'raise ValueError\("The type of `symbols` must be', FG),
    ),
    q(
        "h183_sympy_free_groups",
        "const",
        "Where is the module-level cache that FreeGroup instances are kept in set up?",
        grep(r"^_free_group_cache: ", FG),
    ),
    q(
        "h183_sympy_free_groups",
        "which",
        "I've got two words and I want a yes/no on whether one is just the other spun around, "
        "i.e. some letters taken off the front and stuck on the back. Which method answers that?",
        {"def": "FreeGroupElement.is_cyclic_conjugate"},
        own=True,
    ),
    q(
        "h183_sympy_free_groups",
        "which",
        "Which method counts how often a generator shows up in a word, ignoring the sign of "
        "the exponent (so x**2*y**4*x**-3 gives 5 for x)?",
        {"def": "FreeGroupElement.generator_count"},
    ),
    q(
        "h183_sympy_free_groups",
        "which",
        "When I sort a list of these words, which method holds the actual rule for whether one "
        "goes before the other? Does it look at how many letters each has first?",
        {"def": "FreeGroupElement.__lt__"},
        own=True,
    ),
    q(
        "h183_sympy_free_groups",
        "how",
        "if I take a word to the 1000th power, does it really do a thousand multiplications, "
        "or is there some shortcut? how is that done",
        {"body": "FreeGroupElement.__pow__"},
        own=True,
    ),
    q(
        "h183_sympy_free_groups",
        "how",
        "How does eliminate_word handle the case where `gen` itself isn't in the word but its "
        "inverse is?",
        {"body": "FreeGroupElement.eliminate_word"},
    ),
    q(
        "h183_sympy_free_groups",
        "how",
        "how does FreeGroup.__new__ avoid building the same group twice when I call "
        "free_group('x, y') again?",
        {"body": "FreeGroup.__new__"},
    ),
    run(
        "h183_sympy_free_groups",
        "can you execute {} for me and tell me both numbers/words it prints?",
        "from sympy.combinatorics.free_groups import free_group; F, x, y = free_group('x, y'); "
        "w = x**5*y*x**2*y**-4*x; print(w.eliminate_word(x, y**-1), len(w))",
        "y**-11 13",
    ),
    q(
        "h183_sympy_free_groups",
        "edit",
        "FreeGroup.clone has no docstring. Could you add one? It makes a new group of the same "
        "class on the given symbols, or on the group's own symbols when none are given.",
        {"effect": {"docstring": "FreeGroup.clone"}},
    ),
    q(
        "h183_sympy_free_groups",
        "edit",
        "rename zero_mul_simp to _merge_syllables everywhere in free_groups.py",
        {"effect": {"renamed": ["zero_mul_simp", "_merge_syllables"]}},
    ),
    q(
        "h183_sympy_free_groups",
        "edit",
        "FreeGroup.__str__ switches to the short '<free group with N generators>' form above "
        "30 generators. Please make that 50 instead.",
        {"effect": {"text_replaced": [FG, "if self.rank > 30:", "if self.rank > 50:"]}},
    ),
    # --- distributed/profile.py --------------------------------------------------------------
    q(
        "h183_distributed_profile",
        "where",
        "where is llprocess defined in distributed's profiler?",
        {"def": "llprocess"},
    ),
    q(
        "h183_distributed_profile",
        "returns",
        "What does `create()` in distributed/profile.py return?",
        {"returns": "create"},
    ),
    q(
        "h183_distributed_profile",
        "calls",
        "Who calls _f_lineno?",
        grep(r"(?<!def )_f_lineno\(frame\)", PROF),
    ),
    q(
        "h183_distributed_profile",
        "raises",
        "merge() blew up with 'Expected identifiers, got {...}'. Where is that raised?",
        grep(r'raise ValueError\(f"Expected identifiers', PROF),
    ),
    q(
        "h183_distributed_profile",
        "which",
        "which function is the loop that runs on the background thread, sampling the watched "
        "thread every interval and starting a fresh state each cycle?",
        {"def": "_watch"},
    ),
    q(
        "h183_distributed_profile",
        "which",
        "Which function takes one snapshot of where a regular Python thread is at this moment "
        "and adds it into the running tally, bumping a counter at every level on the way down? "
        "Not the native-level one, the normal one.",
        {"def": "process"},
        own=True,
    ),
    q(
        "h183_distributed_profile",
        "how",
        "How does get_profile pick which entries of the history to merge when I give it a "
        "start and a stop time?",
        {"body": "get_profile"},
    ),
    q(
        "h183_distributed_profile",
        "how",
        "In the data behind the flame chart, how does it work out how wide each box under a "
        "parent should be?",
        grep(
            r'delta = \(stop - start\) / state\["count"\]|width = child\["count"\] \* delta', PROF
        ),
        own=True,
    ),
    run(
        "h183_distributed_profile",
        "What does {} print? I want to see what merging two empty states looks like.",
        "from distributed.profile import merge, create; a = create(); a['count'] = 3; "
        "b = create(); b['count'] = 4; print(merge(a, b))",
        "'count': 7",
    ),
    q(
        "h183_distributed_profile",
        "edit",
        "process() recurses once per stack frame, which worries me for deep stacks. Can you "
        "rewrite it as an iterative loop and prove with a benchmark that it's faster and gives "
        "the same tree as before?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/algorithms/planar_drawing.py -----------------------------------------------
    q(
        "h183_networkx_planar_drawing",
        "where",
        "where's triangulate_face",
        {"def": "triangulate_face"},
    ),
    q(
        "h183_networkx_planar_drawing",
        "returns",
        "What does `triangulate_embedding` give back? Both in the trivial case and normally.",
        {"returns": "triangulate_embedding"},
    ),
    q(
        "h183_networkx_planar_drawing",
        "calls",
        "who uses set_position in planar_drawing.py?",
        grep(r"^\s+set_position\(", PLANAR),
    ),
    q(
        "h183_networkx_planar_drawing",
        "raises",
        "I'm getting `NetworkXException: Invalid half-edge` out of the planar drawing code. "
        "Where is it thrown?",
        grep(r'raise nx\.NetworkXException\("Invalid half-edge"\)', PLANAR),
    ),
    q(
        "h183_networkx_planar_drawing",
        "which",
        "Which function walks around one region of the drawing and, whenever it bumps into the "
        "same node a second time on the way round, patches in a shortcut line?",
        {"def": "make_bi_connected"},
        own=True,
    ),
    q(
        "h183_networkx_planar_drawing",
        "how",
        "If my graph only has two or three points, how does it decide where to put them?",
        grep(
            r"if len\(embedding\.nodes\(\)\) < 4:|default_positions = \[\(0, 0\), \(2, 0\), "
            r"\(1, 1\)\]|pos\[v\] = default_positions\[i\]",
            PLANAR,
        ),
        own=True,
    ),
    run(
        "h183_networkx_planar_drawing",
        "Run {} and tell me which coordinates the square ends up with.",
        "import networkx as nx; from networkx.algorithms.planar_drawing import "
        "combinatorial_embedding_to_pos; ok, emb = nx.check_planarity(nx.cycle_graph(4)); "
        "print(sorted(combinatorial_embedding_to_pos(emb).values()))",
        "[(0, 0), (2, 2), (3, 1), (4, 0)]",
    ),
    q(
        "h183_networkx_planar_drawing",
        "edit",
        "In combinatorial_embedding_to_pos, right after `node_list = "
        "get_canonical_ordering(embedding, outer_face)`, add the line "
        "`assert len(node_list) == len(embedding.nodes())`.",
        {
            "effect": {
                "line_after": [
                    PLANAR,
                    "node_list = get_canonical_ordering(embedding, outer_face)",
                    "assert len(node_list) == len(embedding.nodes())",
                ]
            }
        },
    ),
    # --- moto/dynamodb/exceptions.py ---------------------------------------------------------
    q(
        "h183_moto_dynamodb_exceptions",
        "where",
        "Where is TransactionCanceledException defined in moto's dynamodb exceptions?",
        {"def": "TransactionCanceledException"},
    ),
    q(
        "h183_moto_dynamodb_exceptions",
        "calls",
        "where does exceptions.py call dynamo_json_dump?",
        grep(r"= dynamo_json_dump\(", DDB),
    ),
    q(
        "h183_moto_dynamodb_exceptions",
        "const",
        "where's ERROR_TYPE_PREFIX set, and what's its value?",
        grep(r"^ERROR_TYPE_PREFIX = ", DDB),
    ),
    q(
        "h183_moto_dynamodb_exceptions",
        "which",
        "Which error do I get back when I try to drop a table that has the 'nobody may remove "
        "this' safety switch turned on?",
        {"def": "DeletionProtectedException"},
        own=True,
    ),
    q(
        "h183_moto_dynamodb_exceptions",
        "which",
        "which exception class is for a TransactWriteItems call with more than 100 items in it?",
        {"def": "TooManyTransactionsException"},
    ),
    q(
        "h183_moto_dynamodb_exceptions",
        "how",
        "How does ConditionalCheckFailed decide whether its description gets an uppercase "
        "'Message' or a lowercase 'message'?",
        {"body": "ConditionalCheckFailed.__init__"},
    ),
    q(
        "h183_moto_dynamodb_exceptions",
        "how",
        "When one step of an all-or-nothing batch of writes fails, how does the error spell out "
        "which steps went wrong and why, and what does it say for the steps that were fine?",
        {"body": "TransactionCanceledException.__init__"},
        own=True,
    ),
    run(
        "h183_moto_dynamodb_exceptions",
        "run {} -- what message comes out?",
        "from moto.dynamodb.exceptions import InvalidTokenException; "
        "print(InvalidTokenException('foo', 'bar').message)",
        'Syntax error; token: "foo", near: "bar"',
    ),
    q(
        "h183_moto_dynamodb_exceptions",
        "edit",
        "Please delete the comment line `# deliberately no space between of and {lim}` in "
        "HashKeyTooLong.",
        {"effect": {"line_deleted": [DDB, "# deliberately no space between of and {lim}"]}},
    ),
]
