"""The hundred-and-fifty-second set: questions on four modules of one third-party package, copied
from the installed site-packages (sympy 1.14.0: ``sympy/utilities/lambdify.py``,
``sympy/utilities/enumerative.py``, ``sympy/utilities/codegen.py``,
``sympy/utilities/autowrap.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. This is a tuning set: its
misses are read and fixed.

The questions are weighted by the size of the files (the code generators most, then lambdify, the
autowrap module and the multiset partition enumerator). About a fifth of them are in the user's own
words (``"own": True``: behaviour described in everyday words the code does not use for it); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``. The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h152_sympy_codegen": ["sympy/utilities/codegen.py"],
    "h152_sympy_lambdify": ["sympy/utilities/lambdify.py"],
    "h152_sympy_autowrap": ["sympy/utilities/autowrap.py"],
    "h152_sympy_enumerative": ["sympy/utilities/enumerative.py"],
}

CODEGEN = "sympy/utilities/codegen.py"
LAMBDIFY = "sympy/utilities/lambdify.py"
AUTOWRAP = "sympy/utilities/autowrap.py"
ENUM = "sympy/utilities/enumerative.py"


QUESTIONS: list[dict] = [
    # --- sympy/utilities/codegen.py ----------------------------------------------------------
    q(
        "h152_sympy_codegen",
        "where",
        "where's the `Routine` class defined in codegen.py?",
        {"def": "Routine"},
    ),
    q(
        "h152_sympy_codegen",
        "where",
        "Quick one: which line has the definition of make_routine?",
        {"def": "make_routine"},
    ),
    q(
        "h152_sympy_codegen",
        "returns",
        "What comes back from the `result_variables` property of a Routine, and in what order?",
        {"returns": "Routine.result_variables"},
    ),
    q(
        "h152_sympy_codegen",
        "calls",
        "Where does codegen.py call get_code_generator?",
        grep(r"= get_code_generator\(", CODEGEN),
    ),
    q(
        "h152_sympy_codegen",
        "calls",
        "I want to see every place that asks get_default_datatype to guess a type. Which lines "
        "are those?",
        grep(r"(?<!def )get_default_datatype\(", CODEGEN),
    ),
    q(
        "h152_sympy_codegen",
        "raises",
        "codegen with two unnamed outputs in C dies with 'C only supports a single or no return "
        "value.' -- where is that raised?",
        grep(r'raise CodeGenError\("C only supports', CODEGEN),
    ),
    q(
        "h152_sympy_codegen",
        "raises",
        "if I call get_code_generator('pascal'), where does it blow up?",
        grep(r"raise ValueError\(\"Language '%s' is not supported", CODEGEN),
    ),
    q(
        "h152_sympy_codegen",
        "raises",
        "Two of my variables only differ by capitals (`Ab` and `ab`), and producing the f90 file "
        "errors out. Where is that refused?",
        grep(r'raise CodeGenError\("Fortran ignores case', CODEGEN),
        own=True,
    ),
    q(
        "h152_sympy_codegen",
        "const",
        "where are the default int / float / complex datatypes (the `DataType(...)` table) set up?",
        grep(r"^default_datatypes = \{", CODEGEN),
    ),
    run(
        "h152_sympy_codegen",
        "Can you execute {} and show me the generated Rust?",
        "from sympy.utilities.codegen import codegen; from sympy.abc import x, y; "
        "print(codegen(('f', x*y + 1), 'Rust', header=False, empty=False)[0][1])",
        "fn f(x: f64, y: f64) -> f64 {",
    ),
    q(
        "h152_sympy_codegen",
        "edit",
        "In sympy/utilities/codegen.py please rename the module-level `header_comment` string to "
        "`HEADER_COMMENT`, everywhere it's used.",
        {"effect": {"renamed": ["header_comment", "HEADER_COMMENT"]}},
    ),
    q(
        "h152_sympy_codegen",
        "edit",
        "set COMPLEX_ALLOWED to True in codegen.py",
        {"effect": {"value_set": [CODEGEN, "COMPLEX_ALLOWED", "True"]}},
    ),
    q(
        "h152_sympy_codegen",
        "which",
        "Which method of the C generator builds the `double f(double x, double *y)` style "
        "signature string?",
        {"def": "CCodeGen.get_prototype"},
    ),
    q(
        "h152_sympy_codegen",
        "which",
        "which FCodeGen method writes out the `intent(in)` / `intent(out)` / `intent(inout)` "
        "declarations, scalars before arrays?",
        {"def": "FCodeGen._declare_arguments"},
    ),
    q(
        "h152_sympy_codegen",
        "which",
        "Which helper tweaks a few output knobs on the fly for just one call and then puts the "
        "originals back afterwards?",
        {"def": "CodeGen._printer_method_with_settings"},
        own=True,
    ),
    q(
        "h152_sympy_codegen",
        "how",
        "How does CodeGen.routine decide if an expression becomes the return value or an output "
        "argument? I passed an Eq and it turned into a pointer argument in C.",
        grep(
            r"# Decide whether to use output argument or return value|^\s+if expr\.has\(symbol\):"
            r"|^\s+InOutArgument\(symbol, out_arg|^\s+OutputArgument\(symbol, out_arg"
            r"|return_val\.append\(Result\(expr\)\)",
            CODEGEN,
        ),
    ),
    q(
        "h152_sympy_codegen",
        "how",
        "How is it decided whether a generated variable gets a whole-number type, a plain "
        "floating one, or one that can hold an imaginary part?",
        {"body": "get_default_datatype"},
        own=True,
    ),
    # --- sympy/utilities/lambdify.py ---------------------------------------------------------
    q(
        "h152_sympy_lambdify",
        "where",
        "where is implemented_function defined",
        {"def": "implemented_function"},
    ),
    q(
        "h152_sympy_lambdify",
        "returns",
        "what does `_get_namespace` hand back when I give it a module object rather than a string?",
        {"returns": "_get_namespace"},
    ),
    q(
        "h152_sympy_lambdify",
        "calls",
        "Who calls _recursive_to_string in lambdify.py?",
        grep(r"(?<!def )_recursive_to_string\(", LAMBDIFY),
    ),
    q(
        "h152_sympy_lambdify",
        "raises",
        "lambdify(x, x + 1, ['numexpr', 'math']) throws a TypeError at me. Where does that come "
        "from?",
        grep(r"raise TypeError\(\"numexpr must be the only item", LAMBDIFY),
    ),
    q(
        "h152_sympy_lambdify",
        "raises",
        "I attached two different number-crunching versions to functions that share the name "
        "`f`, and used both in one formula. Where does it refuse that?",
        grep(r"raise ValueError\('We found more than one '", LAMBDIFY),
        own=True,
    ),
    run(
        "h152_sympy_lambdify",
        "Run {} and tell me what the signature line says.",
        "from sympy.abc import x, y; from sympy.utilities.lambdify import lambdify; "
        "f = lambdify([x, y], x + y, 'math'); print(f.__doc__.splitlines()[2])",
        "func(x, y)",
    ),
    q(
        "h152_sympy_lambdify",
        "edit",
        "`_module_present` in lambdify.py has no docstring. Add one please: it says whether a "
        "module name (or a module object with that __name__) is in the list.",
        {"effect": {"docstring": "_module_present"}},
    ),
    q(
        "h152_sympy_lambdify",
        "edit",
        "lambdify takes ages for my huge expressions. Could you add a thread-safe cache of the "
        "generated functions keyed on the expression and the modules, and measure how much "
        "faster it gets?",
        {"effect": {"declined": True}},
    ),
    q(
        "h152_sympy_lambdify",
        "which",
        "which function gives me a string like 'lambda x: (x**2)' instead of an actual function?",
        {"def": "lambdastr"},
    ),
    q(
        "h152_sympy_lambdify",
        "which",
        "Which helper checks if a formula is too big to paste into the help text of the generated "
        "function, and stops counting as soon as it's over?",
        {"def": "_too_large_for_docstring"},
        own=True,
    ),
    q(
        "h152_sympy_lambdify",
        "how",
        "how does lambdify choose the code printer when I don't give it one? e.g. what wins if "
        "both mpmath and numpy are in modules?",
        grep(r"import \w+ as Printer", LAMBDIFY),
    ),
    q(
        "h152_sympy_lambdify",
        "how",
        "If I don't say which number library to use, how does it pick one for the function it "
        "builds, and what does it fall back to when neither of the big array packages is "
        "installed?",
        grep(
            r'_import\("scipy"\)|_import\("numpy"\)|modules = \["math", "mpmath", "sympy"\]'
            r'|modules = \["numpy"\]|modules = \["numpy", "scipy"\]',
            LAMBDIFY,
        ),
        own=True,
    ),
    # --- sympy/utilities/autowrap.py ---------------------------------------------------------
    q(
        "h152_sympy_autowrap",
        "where",
        "Where is the Cython wrapper's `_partition_args` defined?",
        {"def": "CythonCodeWrapper._partition_args"},
    ),
    q(
        "h152_sympy_autowrap",
        "returns",
        "what does _infer_language return?",
        {"returns": "_infer_language"},
    ),
    q(
        "h152_sympy_autowrap",
        "calls",
        "which places call `_validate_backend_language`?",
        grep(r"(?<!def )_validate_backend_language\(", AUTOWRAP),
    ),
    q(
        "h152_sympy_autowrap",
        "raises",
        "autowrap(expr, backend='swig') gives 'Unrecognized backend: swig'. Where's that raised "
        "in autowrap.py?",
        grep(r'raise ValueError\("Unrecognized backend: "', AUTOWRAP),
    ),
    q(
        "h152_sympy_autowrap",
        "const",
        "ufuncify with the numpy backend caps the number of in+out arguments. Where's that cap "
        "set?",
        grep(r"maxargs = 32", AUTOWRAP),
    ),
    run(
        "h152_sympy_autowrap",
        "what does {} print?",
        "from sympy.utilities.autowrap import _infer_language; "
        "print(_infer_language('cython'), _infer_language('f2py'))",
        "C99 F95",
    ),
    q(
        "h152_sympy_autowrap",
        "edit",
        "Please change CythonCodeWrapper's std_compile_flag from -std=c99 to -std=c11 in "
        "sympy/utilities/autowrap.py.",
        {
            "effect": {
                "text_replaced": [
                    AUTOWRAP,
                    "std_compile_flag = '-std=c99'",
                    "std_compile_flag = '-std=c11'",
                ]
            }
        },
    ),
    q(
        "h152_sympy_autowrap",
        "which",
        "Which wrapper skips compiling entirely and just writes a tiny python file whose function "
        "returns the formula as a string?",
        {"def": "DummyWrapper"},
        own=True,
    ),
    q(
        "h152_sympy_autowrap",
        "how",
        "How does CodeWrapper.wrap_code deal with the build directory -- when does it get "
        "created, and when is it removed again?",
        {"body": "CodeWrapper.wrap_code"},
    ),
    q(
        "h152_sympy_autowrap",
        "how",
        "I told it the input order but left out a variable that only ever gets written to, and it "
        "still worked. How does it get away with that instead of failing?",
        grep(
            r"except CodeGenArgumentListError as e:|for missing in e\.missing_args:"
            r"|new_args\.append\(missing\.name\)|routine = code_gen\.routine\('autofunc', expr, "
            r"args \+ new_args\)",
            AUTOWRAP,
        ),
        own=True,
    ),
    # --- sympy/utilities/enumerative.py ------------------------------------------------------
    q(
        "h152_sympy_enumerative",
        "returns",
        "What does MultisetPartitionTraverser.top_part return?",
        {"returns": "MultisetPartitionTraverser.top_part"},
    ),
    q(
        "h152_sympy_enumerative",
        "calls",
        "who calls spread_part_multiplicity",
        grep(r"self\.spread_part_multiplicity\(\)", ENUM),
    ),
    q(
        "h152_sympy_enumerative",
        "raises",
        "I set m.debug = True on a MultisetPartitionTraverser and enum_small now crashes with a "
        "bare RuntimeError. where is it thrown?",
        grep(r"raise RuntimeError", ENUM),
    ),
    run(
        "h152_sympy_enumerative",
        "Could you run {} and paste the output?",
        "from sympy.utilities.enumerative import MultisetPartitionTraverser, list_visitor; "
        "m = MultisetPartitionTraverser(); "
        "print([list_visitor(s, 'xy') for s in m.enum_range([2, 1], 1, 2)])",
        "[['x', 'y'], ['x']]",
    ),
    q(
        "h152_sympy_enumerative",
        "edit",
        "The k2 tracing counter is useless to me. In enumerative.py, delete the line "
        "`self.k2 += 1` from decrement_part_small.",
        {"effect": {"line_deleted": [ENUM, "self.k2 += 1"]}},
    ),
    q(
        "h152_sympy_enumerative",
        "which",
        "Which method of the traverser counts the partitions with a memo table instead of "
        "walking through every one?",
        {"def": "MultisetPartitionTraverser.count_partitions"},
    ),
    q(
        "h152_sympy_enumerative",
        "which",
        "I want every way of splitting 24 into a bunch of numbers that multiply back to 24. "
        "Which function turns each step of the walk into such a list of numbers?",
        {"def": "factoring_visitor"},
        own=True,
    ),
    q(
        "h152_sympy_enumerative",
        "how",
        "how does decrement_part_small cut off branches that could only end up with more than ub "
        "parts?",
        {"body": "MultisetPartitionTraverser.decrement_part_small"},
    ),
    q(
        "h152_sympy_enumerative",
        "how",
        "When it splits a bag of repeated items into groups, how does it make sure each fresh "
        "group it starts is never 'bigger' than the group before it?",
        {"body": "MultisetPartitionTraverser.spread_part_multiplicity"},
        own=True,
    ),
]
