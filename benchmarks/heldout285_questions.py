"""The two-hundred-and-eighty-fifth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (distributed 2026.8.0:
``distributed/cli/dask_worker.py``; playwright 1.65.3: ``playwright/_impl/screencast.py``;
cfn-lint 1.51.0: ``cfnlint/rules/custom/Operators.py``; matplotlib 3.11.2:
``matplotlib/backends/backend_gtk3.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (Dask's worker CLI, cfn-lint's custom-rule
operators and matplotlib's GTK3 backend about equally, Playwright's screencast least). About a
fifth of the non-edit questions are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file (every gold resolves to the
lines meant, every command prints its expected text against the installed packages); every edit
was made by hand on a scratch copy of its workspace and ``bench_answers.check_effect`` held after
it (and did not hold on the untouched copy); the declined ones were checked unchanged. The
commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds (the GTK3 backend needs PyGObject, which is not
installed, so it has no command).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h285_distributed_dask_worker": ["distributed/cli/dask_worker.py"],
    "h285_playwright_screencast": ["playwright/_impl/screencast.py"],
    "h285_cfnlint_operators": ["cfnlint/rules/custom/Operators.py"],
    "h285_matplotlib_backend_gtk3": ["matplotlib/backends/backend_gtk3.py"],
}

WORKER = "distributed/cli/dask_worker.py"
CAST = "playwright/_impl/screencast.py"
OPS = "cfnlint/rules/custom/Operators.py"
GTK3 = "matplotlib/backends/backend_gtk3.py"


QUESTIONS: list[dict] = [
    # --- distributed/cli/dask_worker.py ------------------------------------------------------
    q(
        "h285_distributed_dask_worker",
        "where",
        "where's _apportion_ports defined",
        {"def": "_apportion_ports"},
    ),
    q(
        "h285_distributed_dask_worker",
        "returns",
        "What does `_apportion_ports` return? Is it different with --no-nanny?",
        {"returns": "_apportion_ports"},
    ),
    q(
        "h285_distributed_dask_worker",
        "calls",
        "Who calls _apportion_ports in the dask worker CLI?",
        grep(r"= _apportion_ports\(", WORKER),
    ),
    q(
        "h285_distributed_dask_worker",
        "raises",
        "`dask worker` with no arguments dies with ValueError: Need to provide scheduler address "
        "like ... -- where is that raised?",
        grep(r"Need to provide scheduler address like", WORKER),
    ),
    q(
        "h285_distributed_dask_worker",
        "raises",
        "I ran --nworkers 4 --worker-port 3000:3002 and got 'Not enough ports in range'. Which line "
        "throws that?",
        grep(r"Not enough ports in range --worker_port", WORKER),
    ),
    q(
        "h285_distributed_dask_worker",
        "raises",
        "where does the worker command bail out when I combine --no-nanny with more than one "
        "worker process?",
        grep(r"You cannot use the --no-nanny argument", WORKER),
    ),
    q(
        "h285_distributed_dask_worker",
        "const",
        "What's the default for --dashboard-address on dask worker, and where is it set?",
        grep(r'default=":0"', WORKER),
    ),
    run(
        "h285_distributed_dask_worker",
        "Can you run {} and tell me what it prints?",
        "from distributed.cli.dask_worker import _apportion_ports as a; "
        "print(a('3000:3003', '4000:4001', 2, True))",
        "{'port': 4000, 'worker_port': [3000, 3002]}",
    ),
    q(
        "h285_distributed_dask_worker",
        "edit",
        'In distributed/cli/dask_worker.py the --dashboard-address option has default=":0". '
        'Change it to default=":8789" please.',
        {"effect": {"text_replaced": [WORKER, 'default=":0",', 'default=":8789",']}},
    ),
    q(
        "h285_distributed_dask_worker",
        "edit",
        "main() in dask_worker.py is full of untyped parameters. Add proper type annotations to "
        "every one of them and make the file pass mypy --strict.",
        {"effect": {"declined": True}},
    ),
    q(
        "h285_distributed_dask_worker",
        "which",
        "Which function takes the --worker-port / --nanny-port ranges and deals them out to the "
        "workers round-robin?",
        {"body": "_apportion_ports"},
    ),
    q(
        "h285_distributed_dask_worker",
        "which",
        "If the range I give for the workers and the one for their babysitter processes overlap, "
        "which piece stops the same number being handed out twice?",
        {"body": "_apportion_ports.parse_unique"},
        own=True,
    ),
    q(
        "h285_distributed_dask_worker",
        "how",
        "say I ask it to start -2 processes. how does that get turned into an actual number of "
        "processes?",
        grep(r"if n_workers < 0:|n_workers = CPU_COUNT \+ 1 \+ n_workers", WORKER),
        own=True,
    ),
    q(
        "h285_distributed_dask_worker",
        "how",
        "When I press Ctrl-C on a running worker, what does it do to wind everything down before "
        "it exits?",
        {"body": "main.run.wait_for_signals_and_close"},
        own=True,
    ),
    # --- playwright/_impl/screencast.py ------------------------------------------------------
    q(
        "h285_playwright_screencast",
        "where",
        "Where is Screencast.show_overlay defined?",
        {"def": "Screencast.show_overlay"},
    ),
    q(
        "h285_playwright_screencast",
        "returns",
        "what does Screencast.start() give back",
        {"returns": "Screencast.start"},
    ),
    q(
        "h285_playwright_screencast",
        "raises",
        "Getting `Error: Screencast is already started` from playwright. Where's that thrown?",
        grep(r'raise Error\("Screencast is already started"\)', CAST),
    ),
    run(
        "h285_playwright_screencast",
        "What's the output of {}?",
        "import asyncio, types; from playwright._impl.screencast import Screencast; cb = []; "
        "ch = types.SimpleNamespace(onScreencastFrame=cb.append, "
        "screencastFrameAck=lambda **k: asyncio.sleep(0)); "
        "s = Screencast(types.SimpleNamespace(_loop=None, _dispatcher_fiber=None, _channel=ch)); "
        "s._on_frame = print; loop = asyncio.new_event_loop(); "
        "loop.call_soon(cb[0], {'frameId': 1, 'data': 'aGk=', 'timestamp': 5, "
        "'viewportWidth': 800, 'viewportHeight': 600}); "
        "loop.run_until_complete(asyncio.sleep(0.05))",
        "'data': b'hi'",
    ),
    q(
        "h285_playwright_screencast",
        "edit",
        "Rename the attribute `_save_path` to `_output_path` everywhere in "
        "playwright/_impl/screencast.py.",
        {"effect": {"renamed": ["_save_path", "_output_path"]}},
    ),
    q(
        "h285_playwright_screencast",
        "which",
        "Which part ends the video capture and writes the clip out to the file I picked when I "
        "began?",
        {"body": "Screencast.stop"},
        own=True,
    ),
    q(
        "h285_playwright_screencast",
        "how",
        "How is the frame listener handled when my on_frame callback is async -- when does the "
        "screencastFrameAck go out?",
        {"body": "Screencast.__init__.on_screencast_frame"},
    ),
    # --- cfnlint/rules/custom/Operators.py ---------------------------------------------------
    q(
        "h285_cfnlint_operators",
        "where",
        "Where is checkInt defined?",
        {"def": "checkInt"},
    ),
    q(
        "h285_cfnlint_operators",
        "where",
        "where's the CustomIsDefinedRule class in cfn-lint's custom operators",
        {"def": "CreateCustomIsDefinedRule.CustomIsDefinedRule"},
    ),
    q(
        "h285_cfnlint_operators",
        "returns",
        "What does _split_inset_properties return, e.g. when the property chain is empty?",
        {"returns": "CreateCustomIsDefinedRule.CustomIsDefinedRule._split_inset_properties"},
    ),
    q(
        "h285_cfnlint_operators",
        "calls",
        "which of the rule factories call checkInt?",
        grep(r"if checkInt\(", OPS),
    ),
    q(
        "h285_cfnlint_operators",
        "calls",
        "Where is `_split_inset_properties` called from?",
        grep(r"= self\._split_inset_properties\(", OPS),
    ),
    q(
        "h285_cfnlint_operators",
        "raises",
        "My custom rule line 'AWS::S3::Bucket BucketName IS SET' blows up with 'IS must follow "
        "either DEFINED or NOT_DEFINED'. Where is that raised?",
        grep(r'raise ValueError\("IS must follow either DEFINED or NOT_DEFINED"\)', OPS),
    ),
    q(
        "h285_cfnlint_operators",
        "const",
        "where is the list of supported custom rule operators defined?",
        grep(r"^OPERATOR = \[", OPS),
    ),
    run(
        "h285_cfnlint_operators",
        "I'm testing custom rules; what does {} print?",
        "from cfnlint.rules.custom.Operators import CreateInvalidRule; "
        "print(CreateInvalidRule('E9999', 'LIKE').match(None)[0].message)",
        "not in supported operators: [EQUALS, NOT_EQUALS",
    ),
    q(
        "h285_cfnlint_operators",
        "edit",
        "CreateInvalidRule in cfnlint/rules/custom/Operators.py has no docstring. Add one: it "
        "builds a rule that reports a custom rule whose operator isn't supported.",
        {"effect": {"docstring": "CreateInvalidRule"}},
    ),
    q(
        "h285_cfnlint_operators",
        "edit",
        "The four numeric comparison factories in Operators.py (greater, greater-equal, lesser, "
        "lesser-equal) are copy-paste of each other. Refactor them into one generic factory that "
        "takes the comparison, keeping the behaviour and messages identical.",
        {"effect": {"declined": True}},
    ),
    q(
        "h285_cfnlint_operators",
        "which",
        "Which function builds the rule that's reported when a custom rule uses an operator "
        "cfn-lint doesn't know?",
        {"body": "CreateInvalidRule"},
    ),
    q(
        "h285_cfnlint_operators",
        "which",
        "which check makes sure a setting in my template is one of a handful of allowed choices?",
        {"body": "CreateInSetRule.rule_func"},
        {"body": "CreateInSetRule"},
        own=True,
    ),
    q(
        "h285_cfnlint_operators",
        "how",
        "How does the EQUALS custom rule compare the values -- does case or surrounding "
        "whitespace matter?",
        {"body": "CreateEqualsRule.rule_func"},
    ),
    q(
        "h285_cfnlint_operators",
        "how",
        "with the 'must be strictly bigger than' check, what happens if my template has some text "
        "there instead of a number?",
        {"body": "CreateGreaterRule.rule_func"},
        own=True,
    ),
    # --- matplotlib/backends/backend_gtk3.py -------------------------------------------------
    q(
        "h285_matplotlib_backend_gtk3",
        "where",
        "where is FigureCanvasGTK3._mpl_coords",
        {"def": "FigureCanvasGTK3._mpl_coords"},
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "returns",
        "What does `_mpl_buttons` return in the GTK3 canvas?",
        {"returns": "FigureCanvasGTK3._mpl_buttons"},
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "calls",
        "who calls _mpl_coords?",
        grep(r"self\._mpl_coords\(", GTK3),
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "calls",
        "List the callers of `_mpl_modifiers` in backend_gtk3.py.",
        grep(r"self\._mpl_modifiers\(", GTK3),
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "raises",
        "ImportError: The GTK3 backends require PyGObject -- where does matplotlib raise this?",
        grep(r'raise ImportError\("The GTK3 backends require PyGObject"\)', GTK3),
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "raises",
        "Where does backend_gtk3 turn the ValueError from gi's require_version into an "
        "ImportError?",
        grep(r"raise ImportError\(e\) from e", GTK3),
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "edit",
        "In matplotlib/backends/backend_gtk3.py, comment out the line `ctx.set_antialias(1)` in "
        "_post_draw.",
        {"effect": {"comment_out": [GTK3, "ctx.set_antialias(1)"]}},
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "which",
        "When I drag out an area to magnify, which code paints the dotted black-and-white frame "
        "around it?",
        {"body": "FigureCanvasGTK3._post_draw"},
        own=True,
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "which",
        "while I move the pointer with a mouse key held, which bit works out which of those keys "
        "are down?",
        {"body": "FigureCanvasGTK3._mpl_buttons"},
        own=True,
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "which",
        "Which method converts a matplotlib key like 'ctrl+pagedown' into a GTK accelerator "
        "string for the help window?",
        {"body": "HelpGTK3._normalize_shortcut"},
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "how",
        "How does draw_idle on the GTK3 canvas avoid queueing more than one redraw at a time?",
        {"body": "FigureCanvasGTK3.draw_idle"},
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "how",
        "how does the plot window tell whether I rolled the wheel towards me or away from me?",
        {"body": "FigureCanvasGTK3.scroll_event"},
        own=True,
    ),
    q(
        "h285_matplotlib_backend_gtk3",
        "how",
        "How does _get_key decide whether to keep 'shift' in the key string it builds?",
        {"body": "FigureCanvasGTK3._get_key"},
    ),
]
