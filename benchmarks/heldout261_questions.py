"""The two-hundred-and-sixty-first held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (Pygments 2.20.0: ``pygments/lexers/modeling.py``;
numpy 2.4.6: ``numpy/matlib.py``; prompt_toolkit 3.0.52:
``prompt_toolkit/styles/style_transformation.py``; moto 5.2.1: ``moto/swf/responses.py``), written
blind: by reading only those files, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code, its notes or another set, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (moto's SWF responses most, then numpy's
matlib, prompt_toolkit's style transformations and Pygments' modeling lexers). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file prints ``0 bad`` (every gold
names one definition or matches the intended lines); every command was run against the installed
packages and its expected text is a substring of its output; every edit was made by hand on a
scratch copy of its workspace and ``bench_answers.check_effect`` held after it (and, for the two to
decline, held on the untouched copy with a declining answer). The commands need the whole package
to import, so they run against the installed package; each exercises the one file its workspace
holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h261_pygments_modeling": ["pygments/lexers/modeling.py"],
    "h261_numpy_matlib": ["numpy/matlib.py"],
    "h261_prompt_toolkit_style_transformation": ["prompt_toolkit/styles/style_transformation.py"],
    "h261_moto_responses": ["moto/swf/responses.py"],
}

MODELING = "pygments/lexers/modeling.py"
MATLIB = "numpy/matlib.py"
STYLE = "prompt_toolkit/styles/style_transformation.py"
SWF = "moto/swf/responses.py"


QUESTIONS: list[dict] = [
    # --- moto/swf/responses.py ---------------------------------------------------------------
    q(
        "h261_moto_responses",
        "where",
        "where's _check_exclusivity defined?",
        {"def": "SWFResponse._check_exclusivity"},
    ),
    q(
        "h261_moto_responses",
        "returns",
        "What does poll_for_activity_task send back when there's no activity task to hand out?",
        {"returns": "SWFResponse.poll_for_activity_task"},
    ),
    q(
        "h261_moto_responses",
        "calls",
        "Who calls `_list_types`?",
        grep(r"return self\._list_types\(", SWF),
    ),
    q(
        "h261_moto_responses",
        "calls",
        "which of the SWF handlers run _check_exclusivity on their filters",
        grep(r"self\._check_exclusivity\($", SWF),
    ),
    q(
        "h261_moto_responses",
        "raises",
        "ListClosedWorkflowExecutions without a startTimeFilter or closeTimeFilter fails with "
        "'Must specify time filter'. Where is that raised?",
        grep(r'raise SWFValidationException\("Must specify time filter"\)', SWF),
    ),
    q(
        "h261_moto_responses",
        "raises",
        "List every line in moto/swf/responses.py that raises SWFSerializationException.",
        grep(r"raise SWFSerializationException\(", SWF),
    ),
    q(
        "h261_moto_responses",
        "raises",
        'I gave the retention period as a plain number (7, not "7") when creating a domain in '
        "the mock and it rejected my request as malformed. Where does it throw that?",
        {"body": "SWFResponse._check_string"},
        grep(r"self\._check_string\(retention\)", SWF),
        own=True,
    ),
    q(
        "h261_moto_responses",
        "const",
        "What page size does list_open_workflow_executions fall back to if I don't pass "
        "maximumPageSize, and where is that set?",
        grep(r'self\._params\.get\("maximumPageSize", 1000\)', SWF),
    ),
    q(
        "h261_moto_responses",
        "which",
        "Which SWFResponse method checks defaultLambdaRole before registering anything?",
        {"body": "SWFResponse.register_workflow_type"},
    ),
    q(
        "h261_moto_responses",
        "which",
        "My search asked for runs by tag and by type at the same time and the fake AWS said no. "
        "Which bit of code turns that kind of query down?",
        {"body": "SWFResponse._check_exclusivity"},
        own=True,
    ),
    q(
        "h261_moto_responses",
        "how",
        "how does get_workflow_execution_history honour reverseOrder?",
        {"body": "SWFResponse.get_workflow_execution_history"},
    ),
    q(
        "h261_moto_responses",
        "how",
        "when my worker pings the mock to say it's still alive on a job, what does it answer? "
        "could it ever tell me the job got called off?",
        {"body": "SWFResponse.record_activity_task_heartbeat"},
        own=True,
    ),
    run(
        "h261_moto_responses",
        "What does {} print out?",
        "import json; from moto.swf.responses import SWFResponse; r = SWFResponse(); "
        "r.current_account = '123456789012'; r.region = 'us-east-1'; "
        "r.body = json.dumps(dict(name='d1', workflowExecutionRetentionPeriodInDays='7')); "
        "r.register_domain(); print(r.describe_domain())",
        '"configuration": {"workflowExecutionRetentionPeriodInDays": "7"}',
    ),
    q(
        "h261_moto_responses",
        "edit",
        "In list_closed_workflow_executions (moto/swf/responses.py), put the comment "
        "`# SWF rejects a query with no time window` on its own line right before the line "
        "`if start_time_filter is None and close_time_filter is None:`",
        {
            "effect": {
                "line_before": [
                    SWF,
                    "if start_time_filter is None and close_time_filter is None:",
                    "# SWF rejects a query with no time window",
                ]
            }
        },
    ),
    q(
        "h261_moto_responses",
        "edit",
        "When exactly two exclusive filters clash, _check_exclusivity crashes with a TypeError "
        "instead of giving the proper validation error. Can you track down why and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- numpy/matlib.py ---------------------------------------------------------------------
    q(
        "h261_numpy_matlib",
        "where",
        "Where is repmat defined",
        {"def": "repmat"},
    ),
    q(
        "h261_numpy_matlib",
        "calls",
        "Which functions in numpy/matlib.py wrap their result with asmatrix?",
        grep(r"return asmatrix\(", MATLIB),
    ),
    q(
        "h261_numpy_matlib",
        "raises",
        "importing numpy.matlib gives me a PendingDeprecationWarning, which line emits it?",
        grep(r"^warnings\.warn\(|PendingDeprecationWarning, stacklevel=2", MATLIB),
    ),
    q(
        "h261_numpy_matlib",
        "raises",
        "np.matlib.rand() with no arguments dies with `IndexError: tuple index out of range`. "
        "Where does that come from?",
        grep(r"if isinstance\(args\[0\], tuple\):", MATLIB),
    ),
    q(
        "h261_numpy_matlib",
        "const",
        "Where does matlib set up its `__all__`?",
        grep(r"^__all__ \+?= ", MATLIB),
    ),
    q(
        "h261_numpy_matlib",
        "which",
        "Which matlib function hands back a matrix without initialising its entries?",
        {"body": "empty"},
    ),
    q(
        "h261_numpy_matlib",
        "which",
        "I want to stamp a little block out into a bigger grid, copying it a few times downward "
        "and a few times sideways. Which function does that here?",
        {"body": "repmat"},
        own=True,
    ),
    q(
        "h261_numpy_matlib",
        "how",
        "How does matlib.identity build the matrix? It doesn't seem to call np.identity",
        {"body": "identity"},
    ),
    q(
        "h261_numpy_matlib",
        "how",
        "for the bell-curve random grid: if I give the dimensions bundled together in one pair "
        "and then some extra numbers after it, what happens to the extras?",
        {"body": "randn"},
        own=True,
    ),
    run(
        "h261_numpy_matlib",
        "Can you run {} and tell me the output?",
        "import numpy.matlib as M; print(M.repmat([1, 2], 2, 2))",
        "[[1 2 1 2]",
    ),
    q(
        "h261_numpy_matlib",
        "edit",
        "In numpy/matlib.py, right after the line `a = asanyarray(a)` in repmat, add "
        "`m, n = int(m), int(n)`.",
        {"effect": {"line_after": [MATLIB, "a = asanyarray(a)", "m, n = int(m), int(n)"]}},
    ),
    q(
        "h261_numpy_matlib",
        "edit",
        "Please add full type hints to every function in numpy/matlib.py (shape, dtype, order "
        "and the return types) so that mypy --strict passes on it.",
        {"effect": {"declined": True}},
    ),
    # --- prompt_toolkit/styles/style_transformation.py ---------------------------------------
    q(
        "h261_prompt_toolkit_style_transformation",
        "where",
        "where is get_opposite_color",
        {"def": "get_opposite_color"},
    ),
    q(
        "h261_prompt_toolkit_style_transformation",
        "returns",
        "What does the base `StyleTransformation.invalidation_hash` return if a subclass doesn't "
        "override it?",
        {"returns": "StyleTransformation.invalidation_hash"},
    ),
    q(
        "h261_prompt_toolkit_style_transformation",
        "calls",
        "who calls _color_to_rgb?",
        grep(r"self\._color_to_rgb\(", STYLE),
    ),
    q(
        "h261_prompt_toolkit_style_transformation",
        "raises",
        "AdjustBrightnessStyleTransformation(min_brightness=1.5) throws an AssertionError as soon "
        "as something is rendered. Where's that check?",
        grep(r"assert 0 <= (min|max)_brightness <= 1", STYLE),
    ),
    q(
        "h261_prompt_toolkit_style_transformation",
        "raises",
        "get_opposite_color('zzzzzz') raises `ValueError: invalid literal for int() with base "
        "16` -- which line?",
        grep(r"= int\(colorname\[", STYLE),
    ),
    q(
        "h261_prompt_toolkit_style_transformation",
        "which",
        "Which transformation class just toggles the reverse attribute?",
        {"body": "ReverseStyleTransformation"},
    ),
    q(
        "h261_prompt_toolkit_style_transformation",
        "which",
        "Is there something that lets me stack a few of these colour tweaks so they're applied "
        "one after another? Which piece does it?",
        {"body": "_MergedStyleTransformation"},
        {"body": "merge_style_transformations"},
        own=True,
    ),
    q(
        "h261_prompt_toolkit_style_transformation",
        "how",
        "How does AdjustBrightnessStyleTransformation.transform_attrs decide whether to touch a "
        "colour at all?",
        {"body": "AdjustBrightnessStyleTransformation.transform_attrs"},
    ),
    q(
        "h261_prompt_toolkit_style_transformation",
        "how",
        "Some of my text comes through with no colour picked at all. How does the fallback get "
        "filled in for the letters and for what's behind them, and does it leave text that "
        "already has a colour alone?",
        {"body": "SetDefaultColorStyleTransformation.transform_attrs"},
        own=True,
    ),
    run(
        "h261_prompt_toolkit_style_transformation",
        "what's the output of {}",
        "from prompt_toolkit.styles.style_transformation import get_opposite_color; "
        "print(get_opposite_color('ansired'), get_opposite_color('000000'))",
        "ansibrightred ffffff",
    ),
    q(
        "h261_prompt_toolkit_style_transformation",
        "edit",
        "_MergedStyleTransformation in prompt_toolkit/styles/style_transformation.py has no "
        "docstring. Could you add one? It applies each of the given transformations in turn.",
        {"effect": {"docstring": "_MergedStyleTransformation"}},
    ),
    # --- pygments/lexers/modeling.py ---------------------------------------------------------
    q(
        "h261_pygments_modeling",
        "where",
        "where's JagsLexer.analyse_text?",
        {"def": "JagsLexer.analyse_text"},
    ),
    q(
        "h261_pygments_modeling",
        "where",
        "Where is the Stan lexer class defined in pygments?",
        {"def": "StanLexer"},
    ),
    q(
        "h261_pygments_modeling",
        "returns",
        "what does BugsLexer.analyse_text return",
        {"returns": "BugsLexer.analyse_text"},
    ),
    q(
        "h261_pygments_modeling",
        "calls",
        "Which token rules in modeling.py pull their word lists out of _stan_builtins?",
        grep(r"_stan_builtins\.(KEYWORDS|TYPES|FUNCTIONS|DISTRIBUTIONS|RESERVED)", MODELING),
    ),
    q(
        "h261_pygments_modeling",
        "which",
        "Which lexer in pygments/lexers/modeling.py highlights `%...%` operators like %*%?",
        grep(r"%\.\*\?%", MODELING),
    ),
    q(
        "h261_pygments_modeling",
        "which",
        "the highlighter is dead certain what language my file is as soon as it spots the section "
        "where the unknowns to be estimated are declared. which check is doing that?",
        {"body": "StanLexer.analyse_text"},
        own=True,
    ),
    q(
        "h261_pygments_modeling",
        "how",
        "How does JagsLexer.analyse_text score a file that has a model block but no data block "
        "and no var declarations?",
        {"body": "JagsLexer.analyse_text"},
    ),
    q(
        "h261_pygments_modeling",
        "how",
        "In the language for simulating physical systems, a quoted string sometimes holds a "
        "chunk of web page markup. How does the colouring deal with that chunk?",
        grep(r"using\(HtmlLexer\)|\(\?i\)<\\s\*html", MODELING),
        own=True,
    ),
    run(
        "h261_pygments_modeling",
        "Run {} for me, what comes out?",
        "from pygments.lexers.modeling import BugsLexer, JagsLexer; "
        "print(BugsLexer.analyse_text('model {\\n}'), JagsLexer.analyse_text('model {\\n}'))",
        "0.7 0.3",
    ),
    q(
        "h261_pygments_modeling",
        "edit",
        "StanLexer only picks up *.stan files. change `filenames = ['*.stan']` to "
        "`filenames = ['*.stan', '*.stanfunctions']`",
        {
            "effect": {
                "line_replaced": [
                    MODELING,
                    "filenames = ['*.stan']",
                    "filenames = ['*.stan', '*.stanfunctions']",
                ]
            }
        },
    ),
]
