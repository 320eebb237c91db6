"""The fifty-fourth held-out set: questions on one third-party package that no other set uses,
copied from the installed site-packages (jedi 0.20.0, without the typeshed and django stubs it
ships under ``jedi/third_party``), written blind: by reading only that package, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

All 48 questions are on jedi, spread over its API layer (``jedi/api``), its inference engine
(``jedi/inference``) and its plugins. About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h54_jedi": [
        "jedi/__init__.py",
        "jedi/__main__.py",
        "jedi/_compatibility.py",
        "jedi/cache.py",
        "jedi/common.py",
        "jedi/debug.py",
        "jedi/file_io.py",
        "jedi/parser_utils.py",
        "jedi/settings.py",
        "jedi/utils.py",
        "jedi/api",
        "jedi/inference",
        "jedi/plugins",
    ],
}

WS = "h54_jedi"
API = "jedi/api/__init__.py"
HELPERS = "jedi/api/helpers.py"
ENV = "jedi/api/environment.py"
PROJECT = "jedi/api/project.py"
REFACTOR = "jedi/api/refactoring/__init__.py"
EXTRACT = "jedi/api/refactoring/extract.py"
REFS = "jedi/inference/references.py"
SUBPROCESS = "jedi/inference/compiled/subprocess/__init__.py"


QUESTIONS: list[dict] = [
    # --- where is it defined ---------------------------------------------------------------
    q(WS, "where", "where's the Interpreter class defined?", {"def": "Interpreter"}),
    q(
        WS,
        "where",
        "Where is `ChangedFile.get_diff` implemented? I want to see how the unified diff for a "
        "refactoring gets built.",
        {"def": "ChangedFile.get_diff"},
    ),
    q(
        WS,
        "where",
        "Importer.completion_names -- wher is it",
        {"def": "Importer.completion_names"},
    ),
    q(
        WS,
        "where",
        "Could you point me to the definition of ExecutionRecursionDetector.push_execution?",
        {"def": "ExecutionRecursionDetector.push_execution"},
    ),
    # --- what does it return ---------------------------------------------------------------
    q(
        WS,
        "returns",
        "What does `_is_expression_with_error` in the extract refactoring return?",
        {"returns": "_is_expression_with_error"},
    ),
    q(
        WS,
        "returns",
        "what does BaseName.module_path give back, e.g. for a builtin/compiled module?",
        {"returns": "BaseName.module_path"},
    ),
    q(
        WS,
        "returns",
        "Script.goto: what gets retruned when there's no name under the cursor at all?",
        {"returns": "Script.goto"},
    ),
    # --- who calls it ----------------------------------------------------------------------
    q(
        WS,
        "calls",
        "which Script methods are wrapped with validate_line_column?",
        grep(r"^\s+@validate_line_column$", API),
    ),
    q(
        WS,
        "calls",
        "who calls _check_for_non_extractables",
        grep(r"(?<!def )_check_for_non_extractables\(", EXTRACT),
    ),
    q(
        WS,
        "calls",
        "I'm tracing how jedi picks candidate files. Who uses "
        "`get_module_contexts_containing_name`?",
        {"grep": r"= get_module_contexts_containing_name\("},
    ),
    q(
        WS,
        "calls",
        "Where is discover_buildout_paths called from?",
        grep(r"discover_buildout_paths\(", PROJECT),
    ),
    q(
        WS,
        "calls",
        "call sites of `_assert_safe` in jedi/api/environment.py?",
        grep(r"^\s+_assert_safe\(", ENV),
    ),
    # --- where is it raised ----------------------------------------------------------------
    q(
        WS,
        "raises",
        "Where does Script raise 'Must provide at least one of code or path'?",
        grep(r'raise ValueError\("Must provide', API),
    ),
    q(
        WS,
        "raises",
        "list the places in jedi/api/refactoring/__init__.py that raise RefactoringError",
        grep(r"raise RefactoringError\(", REFACTOR),
    ),
    q(
        WS,
        "raises",
        "create_environment keeps failing for my venv with 'The python binary is potentially "
        "unsafe'. Where is that raised?",
        grep(r"The python binary is potentially unsafe", ENV),
    ),
    q(
        WS,
        "raises",
        "where is InternalError raised in the compiled subprocess code?",
        grep(r"raise InternalError\(", SUBPROCESS),
    ),
    q(
        WS,
        "raises",
        "My editor plugin calls script.complete(line, col) and sometimes gets a ValueError "
        "saying the line or column parameter is not in a valid range. Where does that come from?",
        grep(r"raise ValueError\(", HELPERS),
    ),
    q(
        WS,
        "raises",
        "Where does `Interpreter` throw TypeError?",
        grep(r"raise TypeError\(", API),
    ),
    q(
        WS,
        "raises",
        "extract_function refuses with 'Cannot extract yield statements.' -- where is that raised?",
        grep(r"Cannot extract yield statements", EXTRACT),
    ),
    q(
        WS,
        "raises",
        "where does DirectObjectAccess.get_safe_value raise ValueError",
        grep(r'raise ValueError\("Object is type', "jedi/inference/compiled/access.py"),
    ),
    # --- constants / where set -------------------------------------------------------------
    q(
        WS,
        "const",
        "What Python versions are in _SUPPORTED_PYTHONS, and where is it set?",
        grep(r"^_SUPPORTED_PYTHONS = ", ENV),
    ),
    q(
        WS,
        "const",
        "where's _PARSED_FILE_LIMIT defined",
        grep(r"^_PARSED_FILE_LIMIT = ", REFS),
    ),
    # --- commands --------------------------------------------------------------------------
    run(
        WS,
        "What does {} print?",
        "from jedi.api.helpers import split_search_string; "
        "print(split_search_string('def foo.bar.baz'))",
        "('function', ['foo', 'bar', 'baz'])",
    ),
    run(
        WS,
        "can you run {} and tell me what comes out",
        "from jedi.api.helpers import match; "
        "print(match('foobar', 'ooa', fuzzy=True), match('foobar', 'ooa'))",
        "True False",
    ),
    run(
        WS,
        "Quick check please -- output of {}?",
        "from jedi.inference.docstrings import _expand_typestr; "
        "print(list(_expand_typestr('list of int or None')))",
        "['list', 'None']",
    ),
    run(
        WS,
        "what's the output of {}",
        "import jedi; print([(e.line, e.column, e.get_message()) "
        "for e in jedi.Script('x = (1 +').get_syntax_errors()])",
        "[(1, 8, 'SyntaxError: invalid syntax')]",
    ),
    # --- edits -----------------------------------------------------------------------------
    q(
        WS,
        "edit",
        "Can you raise recursion_limit in jedi/inference/recursion.py from 15 to 20?",
        {"effect": {"value_set": ["jedi/inference/recursion.py", "recursion_limit", "20"]}},
    ),
    q(
        WS,
        "edit",
        "add 'node_modules' to _IGNORE_FOLDERS in jedi/inference/references.py so the "
        "reference search skips it too",
        {
            "effect": {
                "text_replaced": [
                    REFS,
                    "_IGNORE_FOLDERS = ('.tox', '.venv', '.mypy_cache', 'venv', '__pycache__')",
                    "'node_modules'",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "please comment out the sys.setrecursionlimit(3000) line in jedi/api/__init__.py, my "
        "app manages the recursion limit itself",
        {"effect": {"comment_out": [API, "sys.setrecursionlimit(3000)"]}},
    ),
    q(
        WS,
        "edit",
        "Rename `_get_lambda_name` in jedi/inference/dynamic_params.py to "
        "`_lambda_assigned_name` (the def and its call).",
        {"effect": {"renamed": ["_get_lambda_name", "_lambda_assigned_name"]}},
    ),
    q(
        WS,
        "edit",
        "add a short docstring to _remove_duplicates_from_path in jedi/api/project.py",
        {"effect": {"docstring": "_remove_duplicates_from_path"}},
    ),
    q(
        WS,
        "edit",
        "Jedi is way too slow on our monorepo. Could you make completion run the inference in "
        "parallel threads and make all the caches thread-safe so that works?",
        {"effect": {"declined": True}},
    ),
    # --- which function / class ------------------------------------------------------------
    q(
        WS,
        "which",
        "When I don't hand it a project, which function guesses where my project's top folder "
        "is by climbing up the directory tree looking for stuff like a git checkout or a "
        "requirements file?",
        {"body": "get_default_project"},
        {"body": "_is_potential_project"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which part stops the analysis from going round in circles forever when a function "
        "keeps calling itself?",
        {"body": "ExecutionRecursionDetector"},
        {"body": "execution_recursion_decorator"},
        {"body": "execution_allowed"},
        own=True,
    ),
    q(
        WS,
        "which",
        "typing d[' and getting the keys that are already in that mapping offered to me -- "
        "which code does that?",
        {"body": "complete_dict"},
        {"body": "_completions_for_dicts"},
        {"body": "_get_python_keys"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which class wraps parso's errors for Script.get_syntax_errors()?",
        {"body": "SyntaxError"},
        {"body": "parso_to_jedi_errors"},
    ),
    q(
        WS,
        "which",
        "which function works out what I'd have to write after `import` to get a given file, "
        "from where that file lives on disk?",
        {"body": "transform_path_to_dotted"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which functions in flow_analysis.py evaluate an `if` condition to decide whether a "
        "branch is reachable?",
        {"body": "_check_if"},
        {"body": "_break_check"},
        {"body": "reachability_check"},
    ),
    q(
        WS,
        "which",
        "when it searches my whole project for usages, which code leaves out virtualenv "
        "folders and the files I told git to skip?",
        {"body": "recurse_find_python_folders_and_files"},
        {"body": "gitignored_paths"},
        grep(r"^_IGNORE_FOLDERS = ", REFS),
        own=True,
    ),
    q(
        WS,
        "which",
        "which bit of the completion code sorts the results so public names come first and "
        "dunder names last?",
        grep(r"key=lambda x: \(not x\.name\.startswith", "jedi/api/completion.py"),
    ),
    # --- how does it work ------------------------------------------------------------------
    q(
        WS,
        "how",
        "how does it decide whether a python interpreter it found in some folder is "
        "trustworthy enough to actually run?",
        {"body": "_is_safe"},
        {"body": "_is_unix_safe_simple"},
        {"body": "_assert_safe"},
        own=True,
    ),
    q(
        WS,
        "how",
        "How does Project._get_sys_path put together the final sys path -- what goes first "
        "and what gets appended?",
        {"body": "Project._get_sys_path"},
    ),
    q(
        WS,
        "how",
        "If the comment block under my def says what type an argument is, how does it pick "
        "that up?",
        {"body": "_search_param_in_docstr"},
        grep(r"^DOCSTRING_PARAM_PATTERNS = \[", "jedi/inference/docstrings.py"),
        own=True,
    ),
    q(
        WS,
        "how",
        "How is Signature.index computed, i.e. how does it know which parameter the cursor is on?",
        {"body": "CallDetails.calculate_index"},
        {"body": "Signature.index"},
    ),
    q(
        WS,
        "how",
        "What happens if the separate python process it talks to dies in the middle of a request?",
        {"body": "CompiledSubprocess._send"},
        {"body": "CompiledSubprocess._kill"},
        {"body": "Environment._get_subprocess"},
        own=True,
    ),
    q(
        WS,
        "how",
        "When inlining a variable, how does jedi decide to wrap the inlined expression in "
        "parentheses?",
        grep(r"rhs\.type == 'testlist_star_expr'|s = '\(' \+ replace_code", REFACTOR),
    ),
    q(
        WS,
        "how",
        "how does the find-usages feature avoid reading thousands of files on a huge repo?",
        {"body": "search_in_file_ios"},
        {"body": "get_module_contexts_containing_name"},
        grep(r"^_(OPENED|PARSED)_FILE_LIMIT = ", REFS),
        own=True,
    ),
    q(
        WS,
        "how",
        "if I call my function with a number in one place and a string in another, how does "
        "it guess what the parameter could be inside the body?",
        {"body": "dynamic_param_lookup"},
        {"body": "_search_function_arguments"},
        own=True,
    ),
]
