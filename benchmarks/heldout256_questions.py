"""The two-hundred-and-fifty-sixth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (numpy 2.4.6: ``numpy/_core/function_base.py``;
matplotlib 3.11.2: ``matplotlib/backends/registry.py``; awscli 1.45.11:
``awscli/customizations/history/db.py``; prompt_toolkit 3.0.52: ``prompt_toolkit/patch_stdout.py``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (numpy's linspace/logspace/geomspace module and
matplotlib's backend registry most, then awscli's history database and prompt_toolkit's stdout
patch). About a fifth of the non-edit ones are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.

How the golds were checked: ``benchmarks/check_set.py`` on this file (0 bad); every command run
against the installed packages and its expected substring copied from the output; every edit made
by hand on a scratch copy of its workspace and ``bench_answers.check_effect`` (its gold functions
only, without the model) checked to hold after it, and the declined ones checked to hold on an
untouched copy with a "did not change" answer.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h256_numpy_function_base": ["numpy/_core/function_base.py"],
    "h256_matplotlib_registry": ["matplotlib/backends/registry.py"],
    "h256_awscli_db": ["awscli/customizations/history/db.py"],
    "h256_prompt_toolkit_patch_stdout": ["prompt_toolkit/patch_stdout.py"],
}

FB = "numpy/_core/function_base.py"
REG = "matplotlib/backends/registry.py"
DB = "awscli/customizations/history/db.py"
PATCH = "prompt_toolkit/patch_stdout.py"


QUESTIONS: list[dict] = [
    # --- numpy/_core/function_base.py --------------------------------------------------------
    q(
        "h256_numpy_function_base",
        "where",
        "In which file and line does numpy define add_newdoc?",
        {"def": "add_newdoc"},
    ),
    q(
        "h256_numpy_function_base",
        "returns",
        "What does np.logspace return -- is it different when I pass a dtype vs leave it None?",
        {"returns": "logspace"},
    ),
    q(
        "h256_numpy_function_base",
        "calls",
        "which lines call _add_docstring?",
        grep(r"^\s+_add_docstring\(", FB),
    ),
    q(
        "h256_numpy_function_base",
        "raises",
        "np.linspace(0, 1, -3) gives me a ValueError about the number of samples. Where is it "
        "raised?",
        grep(r"raise ValueError\($|Number of samples, \{num\}", FB),
    ),
    q(
        "h256_numpy_function_base",
        "raises",
        "where does geomspace throw 'Geometric sequence cannot include zero'",
        grep(r"Geometric sequence cannot include zero", FB),
    ),
    q(
        "h256_numpy_function_base",
        "raises",
        "Calling np.linspace(0, 1, 2.5) fails with TypeError: 'float' object cannot be "
        "interpreted as an integer. Which line of function_base.py triggers that?",
        grep(r"num = operator\.index\(num\)", FB),
    ),
    run(
        "h256_numpy_function_base",
        "What's the output of {}?",
        "import numpy as np; print(np.linspace(0, 1, 5, endpoint=False, retstep=True))",
        "0.8]), np.float64(0.2))",
    ),
    q(
        "h256_numpy_function_base",
        "edit",
        "`_add_docstring` in numpy/_core/function_base.py has no docstring. Add one: it cleans "
        "up the text and attaches it with add_docstring, warning first when the object is plain "
        "Python.",
        {"effect": {"docstring": "_add_docstring"}},
    ),
    q(
        "h256_numpy_function_base",
        "edit",
        "Please add complete type annotations to linspace, logspace and geomspace in "
        "function_base.py, including @overload variants so that retstep=True is typed as a "
        "tuple, and make sure mypy --strict passes on the module.",
        {"effect": {"declined": True}},
    ),
    q(
        "h256_numpy_function_base",
        "which",
        "Which helper decides whether an object's doc can only be set through add_docstring, "
        "i.e. it isn't a plain Python function, method, property or heap type?",
        {"body": "_needs_add_docstring"},
    ),
    q(
        "h256_numpy_function_base",
        "which",
        "I want a run of numbers where each one is the one before times the same factor, and "
        "I'd rather give the first and last numbers themselves than exponents. Which function "
        "does that?",
        {"body": "geomspace"},
        own=True,
    ),
    q(
        "h256_numpy_function_base",
        "how",
        "if i ask for evenly spread values but want whole numbers out, do they get chopped "
        "toward zero or always pushed down? where does that happen",
        grep(r"integer_dtype = _nx\.issubdtype\(dtype, _nx\.integer\)|_nx\.floor\(y, out=y\)", FB),
        own=True,
    ),
    q(
        "h256_numpy_function_base",
        "how",
        "How does geomspace cope with negative endpoints like -1 to -1000, given that log10 of "
        "a negative number is nan?",
        grep(
            r"out_sign = _nx\.sign\(start\)|start /= out_sign|stop = stop / out_sign"
            r"|result \*= out_sign",
            FB,
        ),
    ),
    # --- matplotlib/backends/registry.py -----------------------------------------------------
    q(
        "h256_matplotlib_registry",
        "where",
        "where's resolve_gui_or_backend",
        {"def": "BackendRegistry.resolve_gui_or_backend"},
    ),
    q(
        "h256_matplotlib_registry",
        "returns",
        "If I ask matplotlib which plotting output goes with a desktop toolkit it has never "
        "heard of, say 'foo', what do I get back?",
        {"returns": "BackendRegistry.backend_for_gui_framework"},
        own=True,
    ),
    q(
        "h256_matplotlib_registry",
        "calls",
        "Who calls `_ensure_entry_points_loaded`?",
        grep(r"self\._ensure_entry_points_loaded\(\)", REG),
    ),
    q(
        "h256_matplotlib_registry",
        "calls",
        "Where is load_backend_module used inside the registry itself?",
        grep(r"self\.load_backend_module\(", REG),
    ),
    q(
        "h256_matplotlib_registry",
        "raises",
        "RuntimeError: Entry point name 'agg' is a built-in backend -- where does that come from?",
        grep(r"is a built-in backend\"\)", REG),
    ),
    q(
        "h256_matplotlib_registry",
        "raises",
        "where is the check that an entry point's name can't begin with module:// ?",
        grep(r"cannot start with 'module://'", REG),
    ),
    q(
        "h256_matplotlib_registry",
        "raises",
        "plt.switch_backend('qtt') dies with \"'qtt' is not a recognised backend name\". Which "
        "line raises it?",
        grep(r"is not a recognised backend name\"\)", REG),
    ),
    q(
        "h256_matplotlib_registry",
        "raises",
        "`%matplotlib foo` in IPython says it's not a recognised GUI loop or backend name. Where "
        "is that error thrown?",
        grep(r"is not a recognised GUI loop or backend name", REG),
    ),
    run(
        "h256_matplotlib_registry",
        "Can you run {} and tell me what it prints?",
        "from matplotlib.backends.registry import backend_registry as r; "
        "print(r.resolve_gui_or_backend('QT6'))",
        "('qtagg', 'qt6')",
    ),
    q(
        "h256_matplotlib_registry",
        "edit",
        '_GUI_FRAMEWORK_TO_BACKEND has no entry for webagg. Put `"webagg": "webagg",` on '
        'the line right after \'"tk": "tkagg",\' please (matplotlib/backends/registry.py)',
        {"effect": {"line_after": [REG, '"tk": "tkagg",', '"webagg": "webagg",']}},
    ),
    q(
        "h256_matplotlib_registry",
        "edit",
        "When my own backend module fails to import, matplotlib only tells me the name isn't "
        "recognised and the real ImportError is lost somewhere in the registry. Track down the "
        "bug and fix it so the original error comes through.",
        {"effect": {"declined": True}},
    ),
    q(
        "h256_matplotlib_registry",
        "which",
        "Which method gives back only the interactive (or only the non-interactive) built-in "
        "backends when passed a BackendFilter?",
        {"body": "BackendRegistry.list_builtin"},
    ),
    q(
        "h256_matplotlib_registry",
        "which",
        "which piece works out what windowing toolkit a third party plotting output needs by "
        "actually importing it and asking its drawing surface?",
        {"body": "BackendRegistry._get_gui_framework_by_loading"},
        own=True,
    ),
    q(
        "h256_matplotlib_registry",
        "how",
        "How does is_valid_backend treat the old long names 'module://ipympl.backend_nbagg' and "
        "'module://matplotlib_inline.backend_inline'?",
        grep(r"backwards_compat", REG),
    ),
    q(
        "h256_matplotlib_registry",
        "how",
        "Other packages I install can plug their own plotting outputs into matplotlib. How does "
        "it discover them, and what does it do for older releases of the notebook add-ons that "
        "predate that mechanism?",
        {"body": "BackendRegistry._read_entry_points"},
        own=True,
    ),
    # --- awscli/customizations/history/db.py -------------------------------------------------
    q(
        "h256_awscli_db",
        "where",
        "Where is build_record defined?",
        {"def": "RecordBuilder.build_record"},
    ),
    q(
        "h256_awscli_db",
        "returns",
        "what does RecordBuilder._get_request_id return for an event that isnt part of an "
        "http request lifecycle",
        {"returns": "RecordBuilder._get_request_id"},
    ),
    q(
        "h256_awscli_db",
        "calls",
        "Which methods call `_try_decode_bytes`?",
        grep(r"self\._try_decode_bytes\(", DB),
    ),
    q(
        "h256_awscli_db",
        "const",
        "Where's the ORDER BY used by the history record queries defined?",
        grep(r"_ORDERING = 'ORDER BY timestamp'", DB),
    ),
    run(
        "h256_awscli_db",
        "I'm curious how payloads get serialized. What does {} print?",
        "from awscli.customizations.history.db import PayloadSerializer; import json, datetime; "
        "print(json.dumps({'t': datetime.datetime(2020, 1, 2), 'b': b'\\xff'}, "
        "cls=PayloadSerializer))",
        '"b": "<Byte sequence>"',
    ),
    q(
        "h256_awscli_db",
        "edit",
        "For a test I need sqlite to stay in its default journal mode. Comment out the "
        "`self._try_to_enable_wal()` call in DatabaseConnection._ensure_database_setup "
        "(awscli/customizations/history/db.py).",
        {"effect": {"comment_out": [DB, "self._try_to_enable_wal()"]}},
    ),
    q(
        "h256_awscli_db",
        "which",
        "Which method turns a record dict into the tuple of values that gets inserted into the "
        "records table?",
        {"body": "DatabaseRecordWriter._create_db_record"},
    ),
    q(
        "h256_awscli_db",
        "which",
        "which part makes sure nobody but me can read the saved command log on disk, and the "
        "extra files that sit next to it?",
        {"body": "DatabaseConnection._set_file_permissions"},
        own=True,
    ),
    q(
        "h256_awscli_db",
        "how",
        "How does PayloadSerializer deal with bytes in a payload, especially bytes that aren't "
        "valid UTF-8?",
        {"body": "PayloadSerializer.default"},
        {"body": "PayloadSerializer._try_decode_bytes"},
    ),
    q(
        "h256_awscli_db",
        "how",
        "How does it tell which logged events belong to the same run of an aws command, and "
        "which of them belong to one web call inside that run?",
        {"body": "RecordBuilder"},
        own=True,
    ),
    # --- prompt_toolkit/patch_stdout.py ------------------------------------------------------
    q(
        "h256_prompt_toolkit_patch_stdout",
        "where",
        "where is StdoutProxy.original_stdout defined",
        {"def": "StdoutProxy.original_stdout"},
    ),
    q(
        "h256_prompt_toolkit_patch_stdout",
        "returns",
        "What does StdoutProxy.write return? The number of characters actually sent to the "
        "terminal?",
        {"returns": "StdoutProxy.write"},
    ),
    q(
        "h256_prompt_toolkit_patch_stdout",
        "calls",
        "who calls _get_app_loop in patch_stdout.py?",
        grep(r"self\._get_app_loop\(\)", PATCH),
    ),
    q(
        "h256_prompt_toolkit_patch_stdout",
        "const",
        "What's the default pause between flushes in StdoutProxy, and where is it set?",
        grep(r"sleep_between_writes: float = 0\.2", PATCH),
    ),
    run(
        "h256_prompt_toolkit_patch_stdout",
        "run {} -- what comes out?",
        "from prompt_toolkit.patch_stdout import StdoutProxy; p = StdoutProxy(); "
        "print(p.write('abc'), p._buffer); p.close()",
        "3 ['abc']",
    ),
    q(
        "h256_prompt_toolkit_patch_stdout",
        "edit",
        'The flush thread shows up as "patch-stdout-flush-thread" in my thread dumps; rename '
        'it to "ptk-stdout-flush" in prompt_toolkit/patch_stdout.py.',
        {
            "effect": {
                "text_replaced": [
                    PATCH,
                    'name="patch-stdout-flush-thread"',
                    'name="ptk-stdout-flush"',
                ]
            }
        },
    ),
    q(
        "h256_prompt_toolkit_patch_stdout",
        "which",
        "Which StdoutProxy method holds partial output back until a newline comes in?",
        {"body": "StdoutProxy._write"},
    ),
    q(
        "h256_prompt_toolkit_patch_stdout",
        "which",
        "Which bit checks whether some interactive program is up right now and, if so, hands "
        "back the thing that schedules its work?",
        {"body": "StdoutProxy._get_app_loop"},
        own=True,
    ),
    q(
        "h256_prompt_toolkit_patch_stdout",
        "how",
        "how does patch_stdout put sys.stdout and sys.stderr back afterwards, even if the code "
        "inside the with block throws?",
        {"body": "patch_stdout"},
    ),
    q(
        "h256_prompt_toolkit_patch_stdout",
        "how",
        "When a background job spits out lots of complete lines in quick succession while I'm "
        "typing at the prompt, how does it avoid redrawing the screen after every single one?",
        {"body": "StdoutProxy._write_thread"},
        own=True,
    ),
]
