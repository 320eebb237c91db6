"""The two-hundred-and-eighty-first held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (distributed 2026.8.0:
``distributed/http/worker/prometheus/core.py``; contourpy 1.3.3: ``contourpy/util/bokeh_renderer.py``;
Pygments 2.20.0: ``pygments/lexers/teraterm.py``; debugpy 1.8.22:
``debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_console.py``), written blind: by reading only
those files, the format of set 128, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (contourpy's Bokeh renderer and pydevd's debug
console most, then distributed's worker Prometheus collector and Pygments' Tera Term lexer). About
a fifth of the non-edit questions are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds (Bokeh is not installed, so the renderer has no command).

Checked: ``check_set.py`` prints ``0 bad`` (every grep and definition gold names the intended
lines), each command's output was run and its expected substring copied from it, and every edit was
made by hand on a scratch copy of its workspace with ``bench_answers.check_effect`` holding after
it (and, for the declined one, with the workspace untouched).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h281_distributed_core": ["distributed/http/worker/prometheus/core.py"],
    "h281_contourpy_bokeh_renderer": ["contourpy/util/bokeh_renderer.py"],
    "h281_pygments_teraterm": ["pygments/lexers/teraterm.py"],
    "h281_debugpy_pydevd_console": ["debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_console.py"],
}

PROM = "distributed/http/worker/prometheus/core.py"
BOKEH = "contourpy/util/bokeh_renderer.py"
TERA = "pygments/lexers/teraterm.py"
CONSOLE = "debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_console.py"


QUESTIONS: list[dict] = [
    # --- distributed/http/worker/prometheus/core.py ------------------------------------------
    q(
        "h281_distributed_core",
        "where",
        "where is WorkerMetricCollector.collect defined?",
        {"def": "WorkerMetricCollector.collect"},
    ),
    q(
        "h281_distributed_core",
        "where",
        "Where's the handler's get() that writes out generate_latest()?",
        {"def": "PrometheusHandler.get"},
    ),
    q(
        "h281_distributed_core",
        "returns",
        "What does collect_spillbuffer do/return when the worker has spilling turned off?",
        {"returns": "WorkerMetricCollector.collect_spillbuffer"},
    ),
    q(
        "h281_distributed_core",
        "calls",
        "Where's gc_collect_duration() actually called in the worker prometheus collector?",
        grep(r"gc_collect_duration\(\)", PROM),
    ),
    q(
        "h281_distributed_core",
        "raises",
        "The worker metrics code catches AttributeError somewhere when there's no spill buffer. "
        "Which lines?",
        grep(r"except AttributeError:", PROM),
    ),
    q(
        "h281_distributed_core",
        "raises",
        "scraping /metrics on my worker fails with a bare AssertionError from collect_crick. what "
        "assert is that",
        grep(r"assert self\.server\.digests", PROM),
    ),
    q(
        "h281_distributed_core",
        "which",
        "Which method exports the median tick duration, median task duration and transfer "
        "bandwidth gauges?",
        {"body": "WorkerMetricCollector.collect_crick"},
    ),
    q(
        "h281_distributed_core",
        "which",
        "When the worker reports how many finished results it is holding on to, where does it "
        "count the ones pushed out to the hard drive apart from the ones still sitting in RAM?",
        grep(
            r"n_spilled = len\(self\.server\.data\.slow\)|"
            r"tasks\.add_metric\(\[\"memory\"\], n - n_spilled\)|"
            r"tasks\.add_metric\(\[\"disk\"\], n_spilled\)",
            PROM,
        ),
        own=True,
    ),
    q(
        "h281_distributed_core",
        "how",
        "How does PrometheusHandler avoid registering a second collector when several workers are "
        "started one after another in the same process?",
        {"body": "PrometheusHandler.__init__"},
    ),
    q(
        "h281_distributed_core",
        "how",
        "my worker's RAM graph has a part dask keeps track of and a 'leftover' part. how is the "
        "leftover worked out, and can the tracked part ever come out bigger than what the process "
        "really uses?",
        grep(r"managed_memory = min\(process_memory|memory\.add_metric\(\[\"unmanaged\"\]", PROM),
        own=True,
    ),
    run(
        "h281_distributed_core",
        "what does {} print?",
        "from distributed.http.worker.prometheus.core import WorkerMetricCollector; "
        "c = WorkerMetricCollector(None); print(c.subsystem, c.build_name('threads'))",
        "worker dask_worker_threads",
    ),
    q(
        "h281_distributed_core",
        "edit",
        "WorkerMetricCollector.collect_crick only has a comment on top, no docstring. Please give "
        "it one saying it yields the digest-based medians (tick duration, task duration, transfer "
        "bandwidth) and nothing when crick isn't installed.",
        {"effect": {"docstring": "WorkerMetricCollector.collect_crick"}},
    ),
    # --- contourpy/util/bokeh_renderer.py ----------------------------------------------------
    q(
        "h281_contourpy_bokeh_renderer",
        "where",
        "Where's BokehRenderer.title?",
        {"def": "BokehRenderer.title"},
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "returns",
        "what does save_to_buffer give back?",
        {"returns": "BokehRenderer.save_to_buffer"},
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "calls",
        "List every call to `_get_figure` in bokeh_renderer.py.",
        grep(r"self\._get_figure\(", BOKEH),
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "calls",
        "which BokehRenderer methods go through self._grid_as_2d?",
        grep(r"self\._grid_as_2d\(", BOKEH),
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "raises",
        "My contour plot falls over when I pick the colour 'Crimson' (something about an invalid "
        "literal for int()), yet 'red' and 'navy' are fine. Which line is choking on it?",
        grep(r"index = int\(color\[1:\]\)", BOKEH),
        own=True,
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "raises",
        "z_values gives me 'ValueError: not enough values to unpack (expected 2, got 1)' when I "
        "pass a 1-D z. Where does that come from?",
        grep(r"ny, nx = z\.shape", BOKEH),
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "raises",
        "Where can BokehRenderer.lines hit an AssertionError?",
        grep(r"assert ys is not None", BOKEH),
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "which",
        "Which BokehRenderer method clears the background and border fill colours for a "
        "transparent export?",
        {"body": "BokehRenderer.save"},
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "which",
        "I'd like the actual number written next to every point of my mesh on the chart. "
        "Which method of the renderer does that?",
        {"body": "BokehRenderer.z_values"},
        own=True,
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "how",
        "How does the Bokeh renderer choose between the svg and canvas output backends, and how "
        "does that affect save()?",
        grep(r"backend: OutputBackendType = |if self\._want_svg:|export_svg\(self\._layout", BOKEH),
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "how",
        "Say I want 2 rows by 3 columns of charts and the whole picture 9 by 9. How is the width "
        "and height of each little panel worked out?",
        grep(r"total_size = 100\*np\.asarray\(figsize|width=total_size\[0\] // ncols", BOKEH),
        own=True,
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "edit",
        "in contourpy/util/bokeh_renderer.py, BokehRenderer.filled: change the default alpha "
        "0.7 -> 0.5",
        {"effect": {"line_replaced": [BOKEH, "alpha: float = 0.7,", "alpha: float = 0.5,"]}},
    ),
    q(
        "h281_contourpy_bokeh_renderer",
        "edit",
        "z_values takes forever on a 300x300 grid because it adds one Label per point. Rewrite it "
        "to put all the labels in a single LabelSet backed by a ColumnDataSource, and show me "
        "timings before and after.",
        {"effect": {"declined": True}},
    ),
    # --- pygments/lexers/teraterm.py ---------------------------------------------------------
    q(
        "h281_pygments_teraterm",
        "where",
        "where is the 'string-literals' state of the Tera Term lexer?",
        grep(r"'string-literals': \[", TERA),
    ),
    q(
        "h281_pygments_teraterm",
        "returns",
        "What does TeraTermLexer.analyse_text return, and what if none of the commands show up in "
        "the text?",
        {"returns": "TeraTermLexer.analyse_text"},
    ),
    q(
        "h281_pygments_teraterm",
        "const",
        "Where does the TTL lexer declare which file extension it handles?",
        grep(r"filenames = \['\*\.ttl'\]", TERA),
    ),
    q(
        "h281_pygments_teraterm",
        "which",
        "Which rule highlights the label name after `call` or `goto`?",
        grep(r"\(call\|goto\)", TERA),
    ),
    q(
        "h281_pygments_teraterm",
        "which",
        "in those terminal automation scripts a line like `:retry` marks a spot you can jump back "
        "to. which part of the highlighter picks those out?",
        grep(r"'labels': \[|bygroups\(Text\.Whitespace, Name\.Label\)", TERA),
        own=True,
    ),
    q(
        "h281_pygments_teraterm",
        "how",
        "How are /* ... */ comments lexed, including stray * or / characters inside them?",
        grep(r"Comment\.Multiline", TERA),
    ),
    q(
        "h281_pygments_teraterm",
        "how",
        "If I forget the closing quote on a piece of text in one of my .ttl scripts, what does the "
        "colouring do with the rest of that line?",
        grep(r"bygroups\(Error, Text\.Whitespace\)", TERA),
        own=True,
    ),
    run(
        "h281_pygments_teraterm",
        "Can you run {} and tell me what token the label gets?",
        "from pygments.lexers.teraterm import TeraTermLexer; "
        "print(list(TeraTermLexer().get_tokens('call mylabel')))",
        "(Token.Name.Label, 'mylabel')",
    ),
    q(
        "h281_pygments_teraterm",
        "edit",
        "Add the command r'setttpos|' to the commands list of pygments/lexers/teraterm.py, on the "
        "line right after r'settitle|'.",
        {"effect": {"line_after": [TERA, "r'settitle|'", "r'setttpos|'"]}},
    ),
    q(
        "h281_pygments_teraterm",
        "edit",
        "`sendln` gets highlighted as a command in my Tera Term macros but `recvln` comes out as a "
        "plain variable. Can you find out why in the lexer and fix it?",
        {"effect": {"text_replaced": [TERA, "r'recvfile'", "r'recvfile|'"]}},
    ),
    # --- debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_console.py ---------------------------
    q(
        "h281_debugpy_pydevd_console",
        "where",
        "where is get_description defined",
        {"def": "get_description"},
    ),
    q(
        "h281_debugpy_pydevd_console",
        "returns",
        "What does DebugConsole.push return with buffer_output=False compared to the default?",
        {"returns": "DebugConsole.push"},
    ),
    q(
        "h281_debugpy_pydevd_console",
        "calls",
        "Who calls get_interactive_console?",
        grep(r"= get_interactive_console\(", CONSOLE),
    ),
    q(
        "h281_debugpy_pydevd_console",
        "calls",
        "Find the places in pydevd_console.py that call add_console_message.",
        grep(r"\.add_console_message\(", CONSOLE),
    ),
    q(
        "h281_debugpy_pydevd_console",
        "raises",
        "Where does DebugConsole.runcode let SystemExit through instead of printing a traceback?",
        grep(r"except SystemExit:|^\s*raise$", CONSOLE),
    ),
    q(
        "h281_debugpy_pydevd_console",
        "raises",
        "when I run an `await` expression in the debug console and it throws, where is that "
        "exception re-raised?",
        grep(r"raise t\.exc\[1\]\.with_traceback", CONSOLE),
    ),
    q(
        "h281_debugpy_pydevd_console",
        "const",
        "Where is CONSOLE_ERROR set?",
        grep(r"^CONSOLE_ERROR = ", CONSOLE),
    ),
    q(
        "h281_debugpy_pydevd_console",
        "which",
        "Which class prints 'Reading from stdin is still not supported' and hands back an empty "
        "line?",
        {"body": "_DebugConsoleStdIn.readline"},
    ),
    q(
        "h281_debugpy_pydevd_console",
        "which",
        "When the debugger's prompt sends what I printed back to the IDE, the empty lines go "
        "missing. Which bit drops them?",
        {"body": "ConsoleMessage.add_console_message"},
        own=True,
    ),
    q(
        "h281_debugpy_pydevd_console",
        "how",
        "How does DebugConsole.runcode tell that the compiled code is a coroutine, and what does it "
        "do differently then?",
        grep(r"is_async = |_EvalAwaitInNewEventLoop\(code", CONSOLE),
    ),
    q(
        "h281_debugpy_pydevd_console",
        "how",
        "Paused in a function, I type a name in the debug prompt that exists both at module level "
        "and as a variable of that function. Which of the two values do I get, and why?",
        {"body": "DebugConsole.get_namespace"},
        own=True,
    ),
    run(
        "h281_debugpy_pydevd_console",
        "Please run {} and paste the output.",
        "import debugpy._vendored.force_pydevd; "
        "from _pydevd_bundle.pydevd_console import ConsoleMessage; m = ConsoleMessage(); "
        "m.add_console_message('output', 'a\\n\\nb'); print(m.to_xml())",
        '<output message="a"></output><output message="b"></output>',
    ),
    q(
        "h281_debugpy_pydevd_console",
        "edit",
        "I'm chasing an excepthook problem in the debug console. In "
        "debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_console.py, comment out the line "
        '"sys.excepthook = sys.__excepthook__" for now.',
        {"effect": {"comment_out": [CONSOLE, "sys.excepthook = sys.__excepthook__"]}},
    ),
]
