"""The two-hundred-and-eighty-fourth held-out set: questions on one module each of four
third-party packages, copied from the installed site-packages (numpy 2.4.6:
``numpy/_core/numerictypes.py``; pandas 3.1.1: ``pandas/core/arraylike.py``; dask 2026.8.0:
``dask/core.py``; openapi-schema-validator 0.9.0: ``openapi_schema_validator/validators.py``),
written blind: by reading only those files, ``question_helpers.py``, the format of set 128 and the
gold functions of ``bench_answers.py``, never the model's code or its notes, and committed before
the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (numpy's numeric types most, then pandas'
array-like ops mixin, dask's graph core, and openapi-schema-validator's validator classes). About
a fifth of the non-edit questions are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``check_set.py`` on this file until it printed ``0 bad``; every grep
gold was read back against the file's lines it matches; each command was run against the
installed package and its gold is a substring of what it printed; every edit was made by hand on
a scratch copy of its workspace (the decline left it untouched) and ``check_effect`` held after
it. The commands need the whole package to import, so they run against the installed package;
each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h284_numpy_numerictypes": ["numpy/_core/numerictypes.py"],
    "h284_pandas_arraylike": ["pandas/core/arraylike.py"],
    "h284_dask_core": ["dask/core.py"],
    "h284_openapi_validators": ["openapi_schema_validator/validators.py"],
}

NT = "numpy/_core/numerictypes.py"
ARR = "pandas/core/arraylike.py"
CORE = "dask/core.py"
VAL = "openapi_schema_validator/validators.py"


QUESTIONS: list[dict] = [
    # --- numpy/_core/numerictypes.py ---------------------------------------------------------
    q(
        "h284_numpy_numerictypes",
        "where",
        "where is isdtype defined",
        {"def": "isdtype"},
    ),
    q(
        "h284_numpy_numerictypes",
        "returns",
        "What does obj2sctype give back when the thing I pass can't be turned into a dtype at all?",
        {"returns": "obj2sctype"},
    ),
    q(
        "h284_numpy_numerictypes",
        "calls",
        "Which functions in numerictypes.py rely on `obj2sctype`?",
        grep(r"= obj2sctype\(|issubclass\(obj2sctype\(", NT),
    ),
    q(
        "h284_numpy_numerictypes",
        "raises",
        "np.isdtype(np.float32, 'float') -> ValueError ... is not a known kind name. Where does "
        "that come from?",
        grep(r"raise ValueError\($|is not a known kind name", NT),
    ),
    q(
        "h284_numpy_numerictypes",
        "raises",
        "sctype2char sometimes throws a bare KeyError instead of the ValueError, where is that?",
        grep(r"raise KeyError\(sctype\)", NT),
    ),
    q(
        "h284_numpy_numerictypes",
        "raises",
        "show me every place numerictypes.py raises TypeError",
        grep(r"raise TypeError\(", NT),
    ),
    q(
        "h284_numpy_numerictypes",
        "const",
        "Where is the `typecodes` dict set up, and what goes under 'AllFloat'?",
        grep(r"^typecodes = |'AllFloat': ", NT),
    ),
    run(
        "h284_numpy_numerictypes",
        "can you run {} and tell me the output",
        "import numpy as np; from numpy._core.numerictypes import sctype2char; "
        "print([sctype2char(t) for t in (np.float32, np.complex64, np.bool, list)])",
        "['f', 'F', '?', 'O']",
    ),
    q(
        "h284_numpy_numerictypes",
        "which",
        "Which function registers numpy's integer/floating/number classes with Python's "
        "`numbers` ABCs?",
        {"body": "_register_types"},
    ),
    q(
        "h284_numpy_numerictypes",
        "which",
        "I need an 'is X a kind of Y' test for types that just says no when one side turns out "
        "to be an instance or a string, instead of blowing up. Is there one in here?",
        {"body": "issubclass_"},
        own=True,
    ),
    q(
        "h284_numpy_numerictypes",
        "how",
        "How does isdtype handle a tuple of kinds like ('real floating', 'complex floating')?",
        grep(
            r"input_kinds = kind if isinstance\(kind, tuple\)|processed_kinds = set\(\)|"
            r"for kind in input_kinds:|return dtype in processed_kinds",
            NT,
        ),
    ),
    q(
        "h284_numpy_numerictypes",
        "how",
        "that old helper numpy now warns you off: if I give it a small 2-byte int, how does it "
        "end up handing me the widest int my machine has?",
        {"body": "maximum_sctype"},
        own=True,
    ),
    q(
        "h284_numpy_numerictypes",
        "how",
        "How is ScalarType put together -- where do the numpy types come from and in what order "
        "are they sorted?",
        grep(r"^ScalarType", NT),
        {"body": "_scalar_type_key"},
    ),
    q(
        "h284_numpy_numerictypes",
        "edit",
        "_register_types in numpy/_core/numerictypes.py has no docstring. Add one saying it "
        "registers numpy's abstract scalar types with the matching classes of the numbers module.",
        {"effect": {"docstring": "_register_types"}},
    ),
    q(
        "h284_numpy_numerictypes",
        "edit",
        "In the typecodes dict, put a new entry `'Timedelta': 'm',` on the line right after "
        "`'Datetime': 'Mm',` (numpy/_core/numerictypes.py).",
        {"effect": {"line_after": [NT, "'Datetime': 'Mm',", "'Timedelta': 'm',"]}},
    ),
    # --- pandas/core/arraylike.py ------------------------------------------------------------
    q(
        "h284_pandas_arraylike",
        "where",
        "Where's default_array_ufunc?",
        {"def": "default_array_ufunc"},
    ),
    q(
        "h284_pandas_arraylike",
        "where",
        "where is OpsMixin.__rpow__ defined in pandas",
        {"def": "OpsMixin.__rpow__"},
    ),
    q(
        "h284_pandas_arraylike",
        "returns",
        "what does dispatch_ufunc_with_out return? the out arrays, or the result?",
        {"returns": "dispatch_ufunc_with_out"},
    ),
    q(
        "h284_pandas_arraylike",
        "returns",
        "What can the inner `_reconstruct` helper of array_ufunc return?",
        {"returns": "array_ufunc._reconstruct"},
    ),
    q(
        "h284_pandas_arraylike",
        "calls",
        "who calls _assign_where?",
        grep(r"^\s+_assign_where\(", ARR),
    ),
    q(
        "h284_pandas_arraylike",
        "calls",
        "Which of the OpsMixin dunders go through `_logical_method`?",
        grep(r"return self\._logical_method\(", ARR),
    ),
    q(
        "h284_pandas_arraylike",
        "raises",
        "np.add(df, ser) fails with 'Cannot apply ufunc ... to mixed DataFrame and Series "
        "inputs'. Which line raises it?",
        grep(r"raise NotImplementedError\($|Cannot apply ufunc", ARR),
    ),
    q(
        "h284_pandas_arraylike",
        "raises",
        "Where does array_ufunc raise NotImplementedError for np.<ufunc>.outer when the result "
        "has a different ndim?",
        grep(r'if method == "outer":', ARR),
    ),
    run(
        "h284_pandas_arraylike",
        "Please run {} -- what do I get?",
        "from pandas.core.arraylike import _standardize_out_kwarg; "
        "print(_standardize_out_kwarg(out1='a', out2='b', where=True))",
        "{'where': True, 'out': ('a', 'b')}",
    ),
    q(
        "h284_pandas_arraylike",
        "which",
        "which helper folds out1= and out2= keyword args into a single out tuple?",
        {"body": "_standardize_out_kwarg"},
    ),
    q(
        "h284_pandas_arraylike",
        "which",
        "When I boil a whole Series down to one number with numpy's maximum, something passes "
        "the job on to the Series' own method and makes it keep the blanks in. Which function "
        "does that?",
        {"body": "dispatch_reduction_ufunc"},
        own=True,
    ),
    q(
        "h284_pandas_arraylike",
        "how",
        "How does array_ufunc decide to give up and return NotImplemented so the other operand "
        "handles the ufunc?",
        grep(
            r"no_defer = \(|higher_priority = \(|has_array_ufunc = \(|"
            r"if higher_priority or has_array_ufunc:",
            ARR,
        ),
    ),
    q(
        "h284_pandas_arraylike",
        "how",
        "if two of my tables have different row labels and I push both through a numpy math "
        "function, how do the rows get lined up with each other first?",
        grep(
            r"if len\(alignable\) > 1:|alignable\[0\]\.align\(alignable\[1\]|"
            r"axes\[i\] = ax1\.union\(ax2\)",
            ARR,
        ),
        own=True,
    ),
    q(
        "h284_pandas_arraylike",
        "edit",
        "In pandas/core/arraylike.py the decorator on OpsMixin.__rfloordiv__ reads "
        '@unpack_zerodim_and_defer("__rfloordiv") -- it\'s missing the trailing underscores. '
        'Change it to "__rfloordiv__".',
        {
            "effect": {
                "text_replaced": [
                    ARR,
                    '@unpack_zerodim_and_defer("__rfloordiv")',
                    '@unpack_zerodim_and_defer("__rfloordiv__")',
                ]
            }
        },
    ),
    # --- dask/core.py ------------------------------------------------------------------------
    q(
        "h284_dask_core",
        "where",
        "Where is `getcycle` defined?",
        {"def": "getcycle"},
    ),
    q(
        "h284_dask_core",
        "returns",
        "What does istask return -- for a plain tuple and for one of the new GraphNode objects?",
        {"returns": "istask"},
    ),
    q(
        "h284_dask_core",
        "calls",
        "who uses reverse_dict in dask/core.py",
        grep(r"= reverse_dict\(", CORE),
    ),
    q(
        "h284_dask_core",
        "raises",
        "I asked the simple graph runner for a name that isn't anywhere in my graph and it fell "
        "over straight away. Where does it complain?",
        grep(r"is not a key in the graph", CORE),
        own=True,
    ),
    q(
        "h284_dask_core",
        "raises",
        "Where is `RuntimeError: Cycle detected in Dask: ...` raised?",
        grep(r'raise RuntimeError\(f"Cycle detected in Dask', CORE),
    ),
    run(
        "h284_dask_core",
        "What does {} print?",
        "from dask.core import getcycle; inc = lambda x: x + 1; "
        "print(getcycle({'a': (inc, 'b'), 'b': (inc, 'c'), 'c': (inc, 'a'), 'd': 1}, 'a'))",
        "['a', 'b', 'c', 'a']",
    ),
    q(
        "h284_dask_core",
        "which",
        "Which function replaces a key with a value inside a task tuple, recursing into nested "
        "tasks and lists?",
        {"body": "subs"},
    ),
    q(
        "h284_dask_core",
        "which",
        "Which bit walks through one of those (func, arg, ...) tuples depth-first, handing back "
        "each leaf one at a time, and drops in a marker every time it steps into a list?",
        {"body": "preorder_traversal"},
        own=True,
    ),
    q(
        "h284_dask_core",
        "which",
        "which function wraps a tuple/list/dict in `literal` so dask won't treat it as a task?",
        {"body": "quote"},
    ),
    q(
        "h284_dask_core",
        "how",
        "When _toposort finds a cycle, how does it choose which nodes to report, since it says "
        "it's not always the shortest one?",
        grep(r"priorities\[|prev = min\(deps, key=priorities", CORE),
    ),
    q(
        "h284_dask_core",
        "how",
        "What counts as an OK name for an entry in a graph? Can I use a pair of a string and a "
        "number, and what if the pair has a list inside it?",
        {"body": "iskey"},
        {"body": "validate_key"},
        own=True,
    ),
    q(
        "h284_dask_core",
        "edit",
        'In dask/core.py please change the cycle error text from "Cycle detected in Dask: '
        '{cycle}" to "Cycle detected in Dask graph: {cycle}".',
        {
            "effect": {
                "text_replaced": [
                    CORE,
                    'f"Cycle detected in Dask: {cycle}"',
                    'f"Cycle detected in Dask graph: {cycle}"',
                ]
            }
        },
    ),
    q(
        "h284_dask_core",
        "edit",
        "Our CI runs mypy --strict now. Could you add full type annotations to every function in "
        "dask/core.py (subs, _toposort, flatten, quote, ...) so it passes cleanly?",
        {"effect": {"declined": True}},
    ),
    # --- openapi_schema_validator/validators.py ----------------------------------------------
    q(
        "h284_openapi_validators",
        "where",
        "where's check_openapi_schema",
        {"def": "check_openapi_schema"},
    ),
    q(
        "h284_openapi_validators",
        "calls",
        "Who calls register_openapi_dialect in validators.py?",
        grep(r"return register_openapi_dialect\(", VAL),
    ),
    q(
        "h284_openapi_validators",
        "raises",
        "OAS31Validator.check_schema(bad) raises SchemaError -- where in validators.py is that "
        "raised?",
        grep(r"raise SchemaError\.create_from\(", VAL),
    ),
    q(
        "h284_openapi_validators",
        "const",
        "What's the default for format_checker in check_openapi_schema, and where is that "
        "sentinel defined?",
        grep(r"^_CHECK_SCHEMA_UNSET = object\(\)|format_checker: Any = _CHECK_SCHEMA_UNSET", VAL),
    ),
    q(
        "h284_openapi_validators",
        "which",
        "is there something that gives me a checker where every field an object spells out must "
        "actually be present, even if the spec never marked them as mandatory?",
        {"body": "build_enforce_properties_required_validator"},
        own=True,
    ),
    q(
        "h284_openapi_validators",
        "how",
        "the pickier flavour of the 3.0 checker -- what exactly does it do differently from the "
        "normal one?",
        grep(
            r"^OAS30StrictValidator = extend\(|\"type\": oas_keywords\.strict_type|"
            r"format_checker=oas_format\.oas30_strict_format_checker",
            VAL,
        ),
        own=True,
    ),
    q(
        "h284_openapi_validators",
        "edit",
        'comment out the `"description": oas_keywords.not_implemented,` line in '
        "_build_oas31_validator (openapi_schema_validator/validators.py)",
        {
            "effect": {
                "comment_out": [VAL, '"description": oas_keywords.not_implemented,'],
            }
        },
    ),
]
