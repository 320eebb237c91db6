"""The two-hundred-and-second set: questions on one module each of four third-party packages, copied
from the installed site-packages (libcst 1.0.1: ``libcst/_parser/conversions/params.py``;
graphql-core 3.2.8: ``graphql/validation/validation_context.py``; dask 2026.8.0:
``dask/array/_reductions_generic.py``; nbformat 5.11.1: ``nbformat/v3/nbbase.py``), written blind:
by reading only those files, never the model's code or its notes, and committed before the model
was asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (libcst's parameter-list conversions and dask's
generic reductions most, then nbformat's v3 notebook builders and graphql's validation context).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h202_libcst_params": ["libcst/_parser/conversions/params.py"],
    "h202_graphql_validation_context": ["graphql/validation/validation_context.py"],
    "h202_dask_reductions_generic": ["dask/array/_reductions_generic.py"],
    "h202_nbformat_nbbase": ["nbformat/v3/nbbase.py"],
}

PARAMS = "libcst/_parser/conversions/params.py"
VCTX = "graphql/validation/validation_context.py"
RED = "dask/array/_reductions_generic.py"
NBBASE = "nbformat/v3/nbbase.py"


QUESTIONS: list[dict] = [
    # --- libcst/_parser/conversions/params.py ------------------------------------------------
    q(
        "h202_libcst_params",
        "where",
        "where's convert_fpdef_slash?",
        {"def": "convert_fpdef_slash"},
    ),
    q(
        "h202_libcst_params",
        "returns",
        "In libcst's params conversions, what comes back from `convert_fpdef_star` when the star "
        "has no name after it, versus when it does?",
        {"returns": "convert_fpdef_star"},
    ),
    q(
        "h202_libcst_params",
        "calls",
        "show me every spot where add_param gets invoked",
        grep(r"= add_param\(", PARAMS),
    ),
    q(
        "h202_libcst_params",
        "calls",
        "Where is `parse_parenthesizable_whitespace` used in params.py? I want to see all the "
        "call sites.",
        grep(r"parse_parenthesizable_whitespace\(", PARAMS),
    ),
    q(
        "h202_libcst_params",
        "raises",
        "Parsing `def f(a=1, b): pass` with the pure-python parser gives 'Cannot have a "
        "non-default argument following a default argument.' Which line produces that?",
        grep(r"Cannot have a non-default argument following a default argument", PARAMS),
    ),
    q(
        "h202_libcst_params",
        "raises",
        "where does libcst reject a bare `*` that isn't followed by any keyword-only argument?",
        grep(r"Named \(keyword\) arguments must follow a bare \*", PARAMS),
    ),
    q(
        "h202_libcst_params",
        "raises",
        "List every place in the argslist conversion that throws a plain `Exception` (the "
        "'should be unreachable' ones).",
        grep(r"raise Exception\(", PARAMS),
    ),
    q(
        "h202_libcst_params",
        "which",
        "which converter turns a NAME token plus an optional `: annotation` into a Param node?",
        {"def": "convert_fpdef"},
    ),
    q(
        "h202_libcst_params",
        "which",
        "When a function header says something like `x=3`, which piece of this parser attaches "
        "the 3 to the argument it belongs to?",
        {"body": "convert_fpdef_assign"},
        own=True,
    ),
    q(
        "h202_libcst_params",
        "how",
        "How does add_param handle a ParamSlash -- what happens to the params collected so far?",
        grep(
            r"elif isinstance\(param, ParamSlash\):|posonly_ind = param$|"
            r"posonly_params = params$|params = \[\]$|current_param = params$",
            PARAMS,
        ),
    ),
    q(
        "h202_libcst_params",
        "how",
        "How does convert_argslist deal with `def fn(abc, *,): ...`, i.e. a bare star with a "
        "trailing comma and nothing after it?",
        grep(r"if isinstance\(star_arg, ParamStar\) and len\(kwonly_params\) == 0", PARAMS),
    ),
    run(
        "h202_libcst_params",
        "Can you execute {} and tell me which names end up positional-only and which keyword-only?",
        "import os; os.environ['LIBCST_PARSER_TYPE'] = 'pure'; import libcst as cst; "
        "p = cst.parse_module('def f(a, /, b=1, *, c): pass').body[0].params; "
        "print([x.name.value for x in p.posonly_params], [x.name.value for x in p.kwonly_params])",
        "['a'] ['c']",
    ),
    q(
        "h202_libcst_params",
        "edit",
        "in libcst/_parser/conversions/params.py please rename the `seen_default` flag to "
        "`saw_default` everywhere it appears",
        {"effect": {"renamed": ["seen_default", "saw_default"]}},
    ),
    # --- graphql/validation/validation_context.py --------------------------------------------
    q(
        "h202_graphql_validation_context",
        "where",
        "Where is the VariableUsage named tuple declared?",
        {"def": "VariableUsage"},
    ),
    q(
        "h202_graphql_validation_context",
        "where",
        "which file and line defines get_recursively_referenced_fragments",
        {"def": "ASTValidationContext.get_recursively_referenced_fragments"},
    ),
    q(
        "h202_graphql_validation_context",
        "returns",
        "What does ASTValidationContext.get_fragment give back if there's no fragment with that "
        "name in the document?",
        {"returns": "ASTValidationContext.get_fragment"},
    ),
    q(
        "h202_graphql_validation_context",
        "calls",
        "Who calls `get_variable_usages` inside validation_context.py?",
        grep(
            r"get_variable_usages = self\.get_variable_usages|"
            r"get_variable_usages\((operation|fragment)\)",
            VCTX,
        ),
    ),
    q(
        "h202_graphql_validation_context",
        "which",
        "Which method of the AST context gathers all the `...Fragment` spreads under a selection "
        "set, descending into nested fields?",
        {"def": "ASTValidationContext.get_fragment_spreads"},
    ),
    q(
        "h202_graphql_validation_context",
        "which",
        "I need the thing that walks a query and writes down each spot where a `$something` "
        "placeholder appears, along with what kind of value is expected at that spot. Which "
        "class is that?",
        {"body": "VariableUsageVisitor"},
        own=True,
    ),
    q(
        "h202_graphql_validation_context",
        "how",
        "how does ValidationContext.get_recursive_variable_usages pull in the variables used "
        "inside fragments the operation spreads?",
        {"body": "ValidationContext.get_recursive_variable_usages"},
    ),
    q(
        "h202_graphql_validation_context",
        "how",
        "Say two reusable query pieces include each other in a circle. When it collects "
        "everything one request pulls in, how does it keep from going round and round forever?",
        {"body": "ASTValidationContext.get_recursively_referenced_fragments"},
        own=True,
    ),
    run(
        "h202_graphql_validation_context",
        "what does {} print?",
        "from graphql import parse; "
        "from graphql.validation.validation_context import ASTValidationContext; "
        "c = ASTValidationContext(parse('{ ...A } fragment A on Q { ...B } "
        "fragment B on Q { x }'), print); "
        "print([f.name.value for f in "
        "c.get_recursively_referenced_fragments(c.document.definitions[0])])",
        "['A', 'B']",
    ),
    q(
        "h202_graphql_validation_context",
        "edit",
        "ASTValidationContext.report_error has no docstring. Add one saying it hands the error "
        "to the on_error callback.",
        {"effect": {"docstring": "ASTValidationContext.report_error"}},
    ),
    # --- dask/array/_reductions_generic.py ---------------------------------------------------
    q(
        "h202_dask_reductions_generic",
        "where",
        "Where is the generic `reduction` function defined in dask.array?",
        {"def": "reduction"},
    ),
    q(
        "h202_dask_reductions_generic",
        "returns",
        "what does partial_reduce return? is it always an Array with meta?",
        {"returns": "partial_reduce"},
    ),
    q(
        "h202_dask_reductions_generic",
        "calls",
        "Who calls partial_reduce in _reductions_generic.py?",
        grep(r"= partial_reduce\(|return partial_reduce\(", RED),
    ),
    q(
        "h202_dask_reductions_generic",
        "raises",
        "I called reduction() without a dtype and got 'Must specify dtype'. where is that?",
        grep(r'raise ValueError\("Must specify dtype"\)', RED),
    ),
    q(
        "h202_dask_reductions_generic",
        "raises",
        "Where does it complain if the per-element importance factors I hand in can't be "
        "stretched to fit my data?",
        grep(r"raise ValueError\($|are not broadcastable", RED),
        own=True,
    ),
    q(
        "h202_dask_reductions_generic",
        "raises",
        "passing split_every='4' (a string) blows up in _tree_reduce -- which line raises?",
        grep(r"split_every must be a int or a dict", RED),
    ),
    q(
        "h202_dask_reductions_generic",
        "const",
        "When I don't pass split_every and the config doesn't have it either, what fallback value "
        "is used and where is it set?",
        grep(r'config\.get\("split_every", 4\)', RED),
    ),
    q(
        "h202_dask_reductions_generic",
        "which",
        "Which function works out how many rounds of merging the pieces need before the very last "
        "step that produces the answer?",
        {"body": "_tree_reduce"},
        own=True,
    ),
    q(
        "h202_dask_reductions_generic",
        "which",
        "Which function builds the graph that merges at most split_every blocks per dimension in "
        "one go (the doc example is `np.min` across axis 0 and 2)?",
        {"def": "partial_reduce"},
    ),
    q(
        "h202_dask_reductions_generic",
        "how",
        "how does _tree_reduce turn an integer split_every into a per-axis dict when I reduce "
        "over several axes at once?",
        grep(
            r"n = builtins\.max\(int\(split_every \*\* \(1 / \(len\(axis\) or 1\)\)\), 2\)|"
            r"split_every = dict\.fromkeys\(axis, n\)",
            RED,
        ),
    ),
    q(
        "h202_dask_reductions_generic",
        "how",
        "For things like the smallest value, the little blank sample it tries the function on "
        "first has nothing in it, so numpy errors out. How does the code get past that?",
        grep(r'if "zero-size array to reduction operation" in str\(e\)|meta = reduced_meta$', RED),
        own=True,
    ),
    run(
        "h202_dask_reductions_generic",
        "Run {} and tell me how many intermediate layers it builds",
        "import dask.array as da, numpy as np; "
        "from dask.array._reductions_generic import reduction; "
        "r = reduction(da.ones(16, chunks=1), np.sum, np.sum, dtype=float, split_every=2); "
        "print('partial layers:', sum('partial' in k for k in r.__dask_graph__().layers))",
        "partial layers: 3",
    ),
    q(
        "h202_dask_reductions_generic",
        "edit",
        "Bump the default split_every fallback in dask/array/_reductions_generic.py from 4 to 8.",
        {
            "effect": {
                "text_replaced": [
                    RED,
                    'config.get("split_every", 4)',
                    'config.get("split_every", 8)',
                ]
            }
        },
    ),
    q(
        "h202_dask_reductions_generic",
        "edit",
        "My reductions over 50k chunks take forever to build. Could you redesign _tree_reduce "
        "and partial_reduce so graph construction is a lot faster, and check nothing regresses?",
        {"effect": {"declined": True}},
    ),
    # --- nbformat/v3/nbbase.py ---------------------------------------------------------------
    q(
        "h202_nbformat_nbbase",
        "where",
        "where is new_heading_cell",
        {"def": "new_heading_cell"},
    ),
    q(
        "h202_nbformat_nbbase",
        "const",
        "In the v3 nbbase module, where's the minor format version number set?",
        grep(r"^nbformat_minor = 0$", NBBASE),
    ),
    q(
        "h202_nbformat_nbbase",
        "returns",
        "What does cast_str return when it's handed bytes?",
        {"returns": "cast_str"},
    ),
    q(
        "h202_nbformat_nbbase",
        "calls",
        "which lines call `cast_str`?",
        grep(r"= cast_str\(", NBBASE),
    ),
    q(
        "h202_nbformat_nbbase",
        "raises",
        "new_output(..., metadata=[1]) raises a TypeError for me. Where's that check?",
        grep(r"raise TypeError\(msg\)|metadata must be dict", NBBASE),
    ),
    q(
        "h202_nbformat_nbbase",
        "which",
        "which function maps the old 'plaintext' cell type onto 'raw'?",
        {"def": "new_text_cell"},
    ),
    q(
        "h202_nbformat_nbbase",
        "which",
        "Which function takes a plain nested mapping loaded from disk and converts every level, "
        "lists too, into the objects you can read with dots?",
        {"body": "from_dict"},
        own=True,
    ),
    q(
        "h202_nbformat_nbbase",
        "how",
        "How does new_output decide what to store for a 'pyerr' output, and does it still keep "
        "the text/html fields then?",
        grep(
            r'if output_type == "pyerr":|if output_type != "pyerr":|output\.ename = |'
            r"output\.evalue = |output\.traceback = ",
            NBBASE,
        ),
    ),
    q(
        "h202_nbformat_nbbase",
        "how",
        "If a picture ends up in an old notebook as raw binary rather than as text, what happens "
        "to it when the output is built?",
        {"body": "cast_str"},
        own=True,
    ),
    run(
        "h202_nbformat_nbbase",
        "quick check please: run {}",
        "from nbformat.v3.nbbase import new_text_cell; print(new_text_cell('plaintext', 'hi'))",
        "'cell_type': 'raw'",
    ),
    q(
        "h202_nbformat_nbbase",
        "edit",
        "set nbformat_minor to 1 in nbformat/v3/nbbase.py",
        {"effect": {"value_set": [NBBASE, "nbformat_minor", "1"]}},
    ),
    q(
        "h202_nbformat_nbbase",
        "edit",
        "In new_text_cell there's a `# VERSIONHACK: plaintext -> raw` comment. Delete that line, "
        "keep the one below it.",
        {"effect": {"line_deleted": [NBBASE, "# VERSIONHACK: plaintext -> raw"]}},
    ),
]
