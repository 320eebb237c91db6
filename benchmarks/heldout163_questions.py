"""The hundred-and-sixty-third set: questions on four modules of two third-party packages, copied
from the installed site-packages (lark 1.3.1: ``lark/lark.py``, ``lark/visitors.py`` and
``lark/parsers/earley_forest.py``; psygnal 0.16.1: ``psygnal/_weak_callback.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (lark's Earley forest most, then lark's main
module, psygnal's weak callbacks and lark's visitors, which are about the same). About a fifth of
the questions that are not edits are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h163_lark_lark": ["lark/lark.py"],
    "h163_lark_visitors": ["lark/visitors.py"],
    "h163_lark_earley_forest": ["lark/parsers/earley_forest.py"],
    "h163_psygnal_weak_callback": ["psygnal/_weak_callback.py"],
}

LARK = "lark/lark.py"
VIS = "lark/visitors.py"
FOREST = "lark/parsers/earley_forest.py"
WEAK = "psygnal/_weak_callback.py"


QUESTIONS: list[dict] = [
    # --- lark/lark.py ------------------------------------------------------------------------
    q(
        "h163_lark_lark",
        "where",
        "where's open_from_package defined? the one that loads a grammar out of a zipapp",
        {"def": "Lark.open_from_package"},
    ),
    q(
        "h163_lark_lark",
        "returns",
        "What does `Lark.lex` hand back to me, and is it different when I've set a postlex?",
        {"returns": "Lark.lex"},
    ),
    q(
        "h163_lark_lark",
        "calls",
        "who invokes _prepare_callbacks in lark.py?",
        grep(r"self\._prepare_callbacks\(\)", LARK),
    ),
    q(
        "h163_lark_lark",
        "raises",
        "I passed cache=True with the default earley parser and got a ConfigurationError. Which "
        "line throws that?",
        grep(r"cache only works with parser='lalr'", LARK),
    ),
    q(
        "h163_lark_lark",
        "raises",
        "Lark(grammar, transformer=MyT()) blows up saying I can't embed a transformer. where is "
        "that raised",
        grep(r"Cannot specify an embedded transformer", LARK),
    ),
    q(
        "h163_lark_lark",
        "const",
        "Where's the tuple of allowed `priority` values spelled out?",
        grep(r"^_VALID_PRIORITY_OPTIONS = ", LARK),
    ),
    q(
        "h163_lark_lark",
        "which",
        "I just want to see my input split up into its little pieces, no tree at all. Which "
        "method gives me that?",
        {"def": "Lark.lex"},
        own=True,
    ),
    q(
        "h163_lark_lark",
        "how",
        "If I leave the tokenizer choice up to the library, how does it pick one for me?",
        grep(
            r"if self\.options\.lexer == 'auto':|self\.options\.lexer = '(contextual|basic|dynamic)'",
            LARK,
        ),
        own=True,
    ),
    q(
        "h163_lark_lark",
        "how",
        "with cache=True and no path given, how does Lark come up with the name of the cache "
        "file in the temp dir?",
        grep(
            r"cache_sha256 = sha256_digest\(s\)|username = getpass\.getuser\(\)"
            r"|cache_fn = tempfile\.gettempdir\(\)",
            LARK,
        ),
    ),
    run(
        "h163_lark_lark",
        "Run {} and tell me which lexer it ended up with.",
        "from lark import Lark; print(repr(Lark('start: /a/', parser='lalr')))",
        "parser='lalr', lexer='contextual'",
    ),
    q(
        "h163_lark_lark",
        "edit",
        "In lark/lark.py, make ordered_sets default to False in LarkOptions._defaults instead of "
        "True.",
        {"effect": {"text_replaced": [LARK, "'ordered_sets': True,", "'ordered_sets': False,"]}},
    ),
    q(
        "h163_lark_lark",
        "edit",
        "Lark._build_parser has no docstring. Can you add one? It prepares the callbacks and "
        "constructs the parsing frontend.",
        {"effect": {"docstring": "Lark._build_parser"}},
    ),
    # --- lark/visitors.py --------------------------------------------------------------------
    q(
        "h163_lark_visitors",
        "where",
        "merge_transformers - where is it?",
        {"def": "merge_transformers"},
    ),
    q(
        "h163_lark_visitors",
        "returns",
        "what does Transformer.transform return? I'm wondering about the case where the root "
        "itself gets discarded",
        {"returns": "Transformer.transform"},
    ),
    q(
        "h163_lark_visitors",
        "calls",
        "Where does `_call_userfunc_token` get called from?",
        grep(r"self\._call_userfunc_token\(", VIS),
    ),
    q(
        "h163_lark_visitors",
        "raises",
        "Which ValueErrors can v_args throw, and where? I tried @v_args(tree=True, inline=True).",
        grep(r"raise ValueError\(", VIS),
    ),
    q(
        "h163_lark_visitors",
        "raises",
        "merging two transformers gave me 'Cannot merge: method ... appears more than once'. "
        "where's that coming from?",
        grep(r"raise AttributeError\(\"Cannot merge", VIS),
    ),
    q(
        "h163_lark_visitors",
        "const",
        "where is the Discard sentinel instance created in visitors.py",
        grep(r"^Discard = _DiscardType\(\)", VIS),
    ),
    q(
        "h163_lark_visitors",
        "which",
        "For my tree-walking class that goes from the top down, is there a helper I can slap on a "
        "method so it receives the already-computed results for everything underneath instead "
        "of the raw node? Which one?",
        {"def": "visit_children_decor"},
        own=True,
    ),
    q(
        "h163_lark_visitors",
        "which",
        "My trees are thousands of levels deep and Transformer hits the recursion limit. Which "
        "transformer class avoids recursion but still doesn't touch the input tree?",
        {"def": "Transformer_NonRecursive"},
    ),
    q(
        "h163_lark_visitors",
        "how",
        "When one of my rewrite methods blows up with a plain KeyError halfway through, what do I "
        "actually get back - my KeyError, or something wrapped around it? How is that dealt with?",
        {"body": "Transformer._call_userfunc"},
        {"body": "Transformer._call_userfunc_token"},
        own=True,
    ),
    run(
        "h163_lark_visitors",
        "can you execute {} for me",
        "from lark import Tree; from lark.visitors import CollapseAmbiguities; "
        "t = Tree('_ambig', [Tree('a', []), Tree('b', [])]); "
        "print(CollapseAmbiguities().transform(t))",
        "[Tree('a', []), Tree('b', [])]",
    ),
    q(
        "h163_lark_visitors",
        "edit",
        "rename `_vargs_tree` to `_vargs_whole_tree` in lark/visitors.py, everywhere it's used",
        {"effect": {"renamed": ["_vargs_tree", "_vargs_whole_tree"]}},
    ),
    q(
        "h163_lark_visitors",
        "edit",
        "Please comment out the `assert mro[0] is cls` line in _Decoratable._apply_v_args.",
        {"effect": {"comment_out": [VIS, "assert mro[0] is cls"]}},
    ),
    # --- lark/parsers/earley_forest.py -------------------------------------------------------
    q(
        "h163_lark_earley_forest",
        "where",
        "Where is the sort_key property of PackedNode?",
        {"def": "PackedNode.sort_key"},
    ),
    q(
        "h163_lark_earley_forest",
        "returns",
        "ForestToParseTree._call_ambig_func: what comes out of it when there's exactly one "
        "derivation, vs several, vs none?",
        {"returns": "ForestToParseTree._call_ambig_func"},
    ),
    q(
        "h163_lark_earley_forest",
        "calls",
        "who calls _check_cycle",
        grep(r"self\._check_cycle\(", FOREST),
    ),
    q(
        "h163_lark_earley_forest",
        "calls",
        "In earley_forest.py, which methods go through `_visit_node_out_helper`?",
        grep(r"self\._visit_node_out_helper\(", FOREST),
    ),
    q(
        "h163_lark_earley_forest",
        "raises",
        "I'm getting an AssertionError out of transform_packed_node. Which check is that, the "
        "one about how much data a packed node may have?",
        grep(r"assert len\(data\) <= 2", FOREST),
    ),
    q(
        "h163_lark_earley_forest",
        "which",
        "Which visitor class walks the SPPF and adds up rule priorities from the leaves to the "
        "root?",
        {"def": "ForestSumVisitor"},
    ),
    q(
        "h163_lark_earley_forest",
        "which",
        "When the walker runs into a loop, is there a helper that trims the list of places it's "
        "currently inside of down to just the bit that goes round the loop? which one is it",
        {"def": "ForestVisitor.get_cycle_in_path"},
        own=True,
    ),
    q(
        "h163_lark_earley_forest",
        "which",
        "Which class is the SymbolNode variant that uses an OrderedSet so the output is stable "
        "from run to run?",
        {"def": "StableSymbolNode"},
    ),
    q(
        "h163_lark_earley_forest",
        "how",
        "How does ForestVisitor.visit walk the forest without recursing, and how does it notice "
        "it's about to enter a node that's already on the stack?",
        {"body": "ForestVisitor.visit"},
    ),
    q(
        "h163_lark_earley_forest",
        "how",
        "When the same chunk of input can be read several ways, how does it rank the competing "
        "readings? which one is put first?",
        {"body": "PackedNode.sort_key"},
        {"body": "SymbolNode.children"},
        own=True,
    ),
    q(
        "h163_lark_earley_forest",
        "how",
        "Suppose my grammar lets a rule expand into itself endlessly. What happens to those "
        "never-ending alternatives when the final result is put together?",
        {"body": "ForestToParseTree.on_cycle"},
        {"body": "ForestToParseTree._check_cycle"},
        own=True,
    ),
    run(
        "h163_lark_earley_forest",
        "what does {} print?",
        "from lark.parsers.earley_forest import SymbolNode; n = SymbolNode(('r', 0), 0, 3); "
        "print(n.is_intermediate, n.priority, n.is_ambiguous)",
        "True -inf False",
    ),
    q(
        "h163_lark_earley_forest",
        "edit",
        "In ForestToPyDotVisitor.visit, put the line "
        '`logger.debug("writing forest png to %s", filename)` right before '
        "`self.graph.write_png(filename)`.",
        {
            "effect": {
                "line_before": [
                    FOREST,
                    "self.graph.write_png(filename)",
                    'logger.debug("writing forest png to %s", filename)',
                ]
            }
        },
    ),
    q(
        "h163_lark_earley_forest",
        "edit",
        "Parsing with ambiguity='explicit' on my big grammar spends ages in ForestToParseTree. "
        "Could you profile it and rework the forest walk so it's a lot faster?",
        {"effect": {"declined": True}},
    ),
    # --- psygnal/_weak_callback.py -----------------------------------------------------------
    q(
        "h163_psygnal_weak_callback",
        "where",
        "which line defines _kill_and_finalize in psygnal?",
        {"def": "_kill_and_finalize"},
    ),
    q(
        "h163_psygnal_weak_callback",
        "returns",
        "What does WeakMethod.dereference give back - in particular once the instance has been "
        "garbage collected, or when extra args were bound?",
        {"returns": "WeakMethod.dereference"},
    ),
    q(
        "h163_psygnal_weak_callback",
        "calls",
        "Where is `_try_ref` used? I want to see every wrapper that makes a weakref through it.",
        grep(r"self\._try_ref\(", WEAK),
    ),
    q(
        "h163_psygnal_weak_callback",
        "raises",
        "connecting an async def slot gives RuntimeError 'Cannot create async callback yet'. "
        "where's that raised?",
        grep(r"raise RuntimeError\($|Cannot create async callback yet", WEAK),
    ),
    q(
        "h163_psygnal_weak_callback",
        "raises",
        "Where does calling a WeakCallback directly raise ReferenceError('callback is dead')?",
        grep(r'raise ReferenceError\("callback is dead"\)', WEAK),
    ),
    q(
        "h163_psygnal_weak_callback",
        "which",
        "Which class wraps a C-level bound method, keeping only the method's name and looking it "
        "up again on the object each time it's called?",
        {"def": "WeakBuiltin"},
    ),
    q(
        "h163_psygnal_weak_callback",
        "which",
        "I want each emitted value stored under a fixed key of some mapping, without the "
        "connection keeping that mapping alive. Which class does that?",
        {"def": "WeakSetitem"},
        own=True,
    ),
    q(
        "h163_psygnal_weak_callback",
        "how",
        "how does weak_callback decide which WeakCallback subclass to build for what I pass in "
        "(partial, bound method, builtin, toolz curry...)?",
        grep(
            r"if isinstance\(cb, (partial|FunctionType|MethodType|\(MethodWrapperType, "
            r"BuiltinMethodType\))\):|if _is_toolz_curry\(cb\):|if callable\(cb\):",
            WEAK,
        ),
    ),
    q(
        "h163_psygnal_weak_callback",
        "how",
        "If I hook up a tiny throwaway handler written inline, will it vanish straight away since "
        "nothing else is holding on to it? How's that dealt with?",
        grep(
            r"if isinstance\(cb, FunctionType\):|if strong_func:"
            r"|return StrongFunction\(cb, max_args, args, kwargs",
            WEAK,
        ),
        own=True,
    ),
    run(
        "h163_psygnal_weak_callback",
        "Could you run {} and paste me the output? I'm checking what max_args does.",
        "from psygnal._weak_callback import weak_callback; "
        "w = weak_callback(lambda a, b: print(a + b), 10, max_args=1); w.cb((5, 99)); "
        "print(type(w).__name__)",
        "15\nStrongFunction",
    ),
    q(
        "h163_psygnal_weak_callback",
        "edit",
        "delete the `# sourcery skip: swap-if-expression` comment in WeakCallback.__eq__, in "
        "psygnal/_weak_callback.py",
        {"effect": {"line_deleted": [WEAK, "# sourcery skip: swap-if-expression"]}},
    ),
    q(
        "h163_psygnal_weak_callback",
        "edit",
        "I suspect there's a bug where finalize gets called twice when both the instance and the "
        "function of a WeakMethod die. Can you track it down and fix it properly?",
        {"effect": {"declined": True}},
    ),
]
