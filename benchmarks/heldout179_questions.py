"""The hundred-and-seventy-ninth held-out set: questions on one module each of three third-party
packages, copied from the installed site-packages (jedi 0.20.0: ``jedi/inference/base_value.py``
and ``jedi/inference/syntax_tree.py``; parso 0.8.7: ``parso/python/errors.py``; nbformat 5.11.1:
``nbformat/validator.py``), written blind: by reading only those files, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (parso's error finder most, then jedi's syntax
tree inference, nbformat's validator, jedi's base values). About a fifth of the questions that are
not edits are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h179_parso_errors": ["parso/python/errors.py"],
    "h179_jedi_syntax_tree": ["jedi/inference/syntax_tree.py"],
    "h179_nbformat_validator": ["nbformat/validator.py"],
    "h179_jedi_base_value": ["jedi/inference/base_value.py"],
}

ERRORS = "parso/python/errors.py"
TREE = "jedi/inference/syntax_tree.py"
VALIDATOR = "nbformat/validator.py"
BASE = "jedi/inference/base_value.py"


QUESTIONS: list[dict] = [
    # --- parso/python/errors.py --------------------------------------------------------------
    q(
        "h179_parso_errors",
        "where",
        "where's _is_future_import_first defined",
        {"def": "_is_future_import_first"},
    ),
    q(
        "h179_parso_errors",
        "where",
        "In parso's errors.py, which line starts the `_ArglistRule` class?",
        {"def": "_ArglistRule"},
    ),
    q(
        "h179_parso_errors",
        "returns",
        "What does _get_comprehension_type give back, and what if the atom isn't a "
        "comprehension at all?",
        {"returns": "_get_comprehension_type"},
    ),
    q(
        "h179_parso_errors",
        "calls",
        "who calls `_remove_parens`?",
        grep(r"(?<!def )_remove_parens\(", ERRORS),
    ),
    q(
        "h179_parso_errors",
        "calls",
        "Where is _any_fstring_error used in errors.py? I want to see which messages get the "
        "f-string prefix.",
        grep(r"(?<!def )_any_fstring_error\(", ERRORS),
    ),
    q(
        "h179_parso_errors",
        "raises",
        "parso flags `f(x=1, x=2)` with 'keyword argument repeated'. where is that error added?",
        grep(r'"keyword argument repeated"|message \+= ": \{\}"\.format', ERRORS),
    ),
    q(
        "h179_parso_errors",
        "raises",
        "Where does it complain when a function header lists the same name twice among its inputs?",
        grep(
            r"duplicate argument '%s' in function definition|"
            r"self\.add_issue\(p\.name, message=message % p\.name\.value\)",
            ERRORS,
        ),
        own=True,
    ),
    q(
        "h179_parso_errors",
        "raises",
        "where is the 'too many statically nested blocks' syntax error reported",
        grep(r"too many statically nested blocks", ERRORS),
    ),
    q(
        "h179_parso_errors",
        "const",
        "Where is the limit on indentation levels defined? I think it's 100.",
        grep(r"^_MAX_INDENT_COUNT = 100", ERRORS),
    ),
    q(
        "h179_parso_errors",
        "which",
        "Which rule class catches `from foo import a, b,` with a dangling comma and no parens?",
        {"def": "_TrailingImportComma"},
    ),
    q(
        "h179_parso_errors",
        "which",
        "which check catches someone handing back a result from a spot that isn't inside any "
        "def at all, e.g. straight at the top level of a script?",
        {"def": "_ReturnAndYieldChecks"},
        own=True,
    ),
    q(
        "h179_parso_errors",
        "which",
        "Which class is responsible for the \"'continue' not properly in loop\" error?",
        {"def": "_ContinueChecks"},
    ),
    q(
        "h179_parso_errors",
        "which",
        "If I put an accented letter like ä inside something marked as binary data with a b "
        "prefix, which part of the checker objects to that?",
        {"def": "_StringChecks"},
        own=True,
    ),
    q(
        "h179_parso_errors",
        "how",
        "How does ErrorFinder.add_issue handle it when two problems are found on the same line? "
        "Do both get reported?",
        {"body": "ErrorFinder.add_issue"},
    ),
    q(
        "h179_parso_errors",
        "how",
        "how does _Context.finalize figure out which nonlocal names have no binding and which "
        "ones get passed up to the enclosing scope",
        {"body": "_Context.finalize"},
    ),
    q(
        "h179_parso_errors",
        "how",
        "There's that special import that opts a module into next-version behaviour, and it has "
        "to come early in the file. How does the checker decide it's early enough, given a "
        "docstring may sit above it?",
        {"body": "_is_future_import_first"},
        own=True,
    ),
    run(
        "h179_parso_errors",
        "Run {} and tell me what error messages come out.",
        "import parso; g = parso.load_grammar(); m = g.parse('def f(x=1, y): pass'); "
        "print([e.message for e in g.iter_errors(m)])",
        "non-default argument follows default argument",
    ),
    q(
        "h179_parso_errors",
        "edit",
        "in parso/python/errors.py please set _MAX_BLOCK_SIZE to 30",
        {"effect": {"value_set": [ERRORS, "_MAX_BLOCK_SIZE", "30"]}},
    ),
    q(
        "h179_parso_errors",
        "edit",
        "`_Context.add_name` doesn't have a docstring. Could you add one? It records a name "
        "under globals, nonlocals, params or plain used names depending on its parent.",
        {"effect": {"docstring": "_Context.add_name"}},
    ),
    # --- jedi/inference/syntax_tree.py -------------------------------------------------------
    q(
        "h179_jedi_syntax_tree",
        "where",
        "Where is _apply_decorators declared in jedi's syntax_tree module?",
        {"def": "_apply_decorators"},
    ),
    q(
        "h179_jedi_syntax_tree",
        "returns",
        "what does `_get_tuple_ints` return, say when one of the items isn't a plain number?",
        {"returns": "_get_tuple_ints"},
    ),
    q(
        "h179_jedi_syntax_tree",
        "calls",
        "Who calls _infer_comparison? (not the _part one)",
        grep(r"(?<!def )_infer_comparison\(", TREE),
    ),
    q(
        "h179_jedi_syntax_tree",
        "raises",
        "I hit `ValueError: Should not happen. type: ...` from jedi. Where is that raised?",
        grep(r'raise ValueError\("Should not happen', TREE),
    ),
    q(
        "h179_jedi_syntax_tree",
        "raises",
        "where does _infer_node raise the AssertionError about an unhandled operator",
        grep(r"raise AssertionError\(", TREE),
    ),
    q(
        "h179_jedi_syntax_tree",
        "const",
        "Where's the cap on how many times one node may be inferred set, and where does it get "
        "raised for builtins?",
        grep(r"maximum = 300|maximum \*= 100", TREE),
    ),
    q(
        "h179_jedi_syntax_tree",
        "which",
        "Which function handles the `not`, unary minus and `~` prefixes in front of an expression?",
        {"def": "infer_factor"},
    ),
    q(
        "h179_jedi_syntax_tree",
        "which",
        "Which function works out what something like `a + b` or `a < b` gives for one "
        "particular pair of possible left and right values?",
        {"def": "_infer_comparison_part"},
        own=True,
    ),
    q(
        "h179_jedi_syntax_tree",
        "how",
        "How does infer_or_test deal with `and` / `or`? Does it short-circuit when it knows the "
        "truthiness of the left side?",
        {"body": "infer_or_test"},
    ),
    q(
        "h179_jedi_syntax_tree",
        "how",
        "If I unpack something like `a, b = make_pair()`, how does it figure out which piece "
        "ends up in `b`, and what happens if there are fewer pieces than names?",
        {"body": "check_tuple_assignments"},
        own=True,
    ),
    run(
        "h179_jedi_syntax_tree",
        "what does {} print?",
        "import jedi; print([d.name for d in jedi.Script('x = not 5\\nx').infer(2, 0)])",
        "['bool']",
    ),
    q(
        "h179_jedi_syntax_tree",
        "edit",
        "Comment out the `debug.dbg('infer_or_test types %s', types)` line in "
        "jedi/inference/syntax_tree.py, it's too noisy for me.",
        {
            "effect": {
                "comment_out": [TREE, "debug.dbg('infer_or_test types %s', types)"],
            }
        },
    ),
    q(
        "h179_jedi_syntax_tree",
        "edit",
        "Could you add full type annotations to every function in syntax_tree.py and get it "
        "passing mypy --strict?",
        {"effect": {"declined": True}},
    ),
    # --- nbformat/validator.py ---------------------------------------------------------------
    q(
        "h179_nbformat_validator",
        "where",
        "where is NotebookValidationError defined",
        {"def": "NotebookValidationError"},
    ),
    q(
        "h179_nbformat_validator",
        "returns",
        "What does isvalid return? Just a bool?",
        {"returns": "isvalid"},
    ),
    q(
        "h179_nbformat_validator",
        "calls",
        "In nbformat/validator.py, where is get_validator called?",
        grep(r"(?<!def )get_validator\(", VALIDATOR),
    ),
    q(
        "h179_nbformat_validator",
        "raises",
        "My notebook has two cells with the same id and I get a ValidationError saying "
        "'Non-unique cell id'. Where's that raised?",
        grep(r"Non-unique cell id '\{cell_id\}' detected", VALIDATOR),
    ),
    q(
        "h179_nbformat_validator",
        "raises",
        "where does validate() throw the TypeError when no notebook is passed?",
        grep(r'"validate\(\) missing 1 required argument', VALIDATOR),
    ),
    q(
        "h179_nbformat_validator",
        "which",
        "When a notebook fails the check, which function shortens the huge blob of notebook "
        "content before it ends up in the message, so I don't get thousands of lines dumped "
        "on me?",
        {"def": "_truncate_obj"},
        own=True,
    ),
    q(
        "h179_nbformat_validator",
        "how",
        "how does better_validation_error come up with a more useful error when a cell or "
        "output fails a oneOf?",
        {"body": "better_validation_error"},
    ),
    run(
        "h179_nbformat_validator",
        "can you execute {} and show me the last element of the list?",
        "from nbformat.validator import _truncate_obj; print(_truncate_obj(list(range(20))))",
        "'...4 items truncated...'",
    ),
    q(
        "h179_nbformat_validator",
        "edit",
        "bump _STR_LIMIT to 80 in nbformat/validator.py",
        {"effect": {"value_set": [VALIDATOR, "_STR_LIMIT", "80"]}},
    ),
    # --- jedi/inference/base_value.py --------------------------------------------------------
    q(
        "h179_jedi_base_value",
        "where",
        "Which file and line has the ContextualizedNode class?",
        {"def": "ContextualizedNode"},
    ),
    q(
        "h179_jedi_base_value",
        "returns",
        "what does ValueSet.get_type_hint hand back when the values have several different "
        "hints, or only None?",
        {"returns": "ValueSet.get_type_hint"},
    ),
    q(
        "h179_jedi_base_value",
        "calls",
        "where does base_value.py use `from_sets`?",
        grep(r"\.from_sets\(", BASE),
    ),
    q(
        "h179_jedi_base_value",
        "raises",
        "Where does get_safe_value raise the ValueError 'There exists no safe value'?",
        grep(r'raise ValueError\("There exists no safe value', BASE),
    ),
    q(
        "h179_jedi_base_value",
        "which",
        "Which method checks whether a type inherits from some other type, directly or further "
        "up the chain?",
        {"def": "HelperValueMixin.is_sub_class_of"},
        own=True,
    ),
    q(
        "h179_jedi_base_value",
        "how",
        "How does ValueSet.iterate merge the iteration of several values when they yield "
        "different numbers of items?",
        {"body": "ValueSet.iterate"},
    ),
    q(
        "h179_jedi_base_value",
        "how",
        "When I look up a member on an object with a dot, how does it go looking, what's plan B "
        "when nothing turns up, and when does it note down a complaint?",
        {"body": "HelperValueMixin.py__getattribute__"},
        own=True,
    ),
    run(
        "h179_jedi_base_value",
        "Please run {}, what's the output?",
        "from jedi.inference.base_value import ValueSet, NO_VALUES; "
        "print(len(NO_VALUES), bool(ValueSet([1, 2])), ValueSet([1]) | ValueSet([2]))",
        "0 True S{1, 2}",
    ),
    q(
        "h179_jedi_base_value",
        "edit",
        "rename HasNoContext to NoContextError in jedi/inference/base_value.py",
        {"effect": {"renamed": ["HasNoContext", "NoContextError"]}},
    ),
]
