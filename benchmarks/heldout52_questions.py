"""The fifty-second held-out set: questions on two parts of third-party packages that no other set
uses, copied from the installed site-packages (the ``IPython/core`` directory of ipython 8.12.3 and
the ``ipywidgets/widgets`` directory of ipywidgets 8.1.9), written blind: by reading only those
directories, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (IPython/core most). About a fifth of them
are in the user's own words (``"own": True``: behaviour described in everyday words the code does
not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of
its own. Gold forms are those of ``code_questions.py``.

The commands run the workspace's own copy of a module with ``runpy.run_path`` (the workspaces hold
``IPython/core`` and ``ipywidgets/widgets`` without their parent package's ``__init__.py``, so a
plain ``import IPython.core...`` would pick the installed package instead); only the modules' own
imports (IPython.utils, traitlets, ...) come from the installed packages.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h52_ipython_core": ["IPython/core"],
    "h52_ipywidgets": ["ipywidgets/widgets"],
}

ALIAS = "IPython/core/alias.py"
COMPLETER = "IPython/core/completer.py"
EXECUTION = "IPython/core/magics/execution.py"
SHELL = "IPython/core/interactiveshell.py"
TRANSFORM = "IPython/core/inputtransformer2.py"
WIDGET = "ipywidgets/widgets/widget.py"
INTERACTION = "ipywidgets/widgets/interaction.py"
ON_SUBMIT_WARNING = (
    'deprecation("on_submit is deprecated. Instead, set the .continuous_update attribute to False '
    "and observe the value changing with: mywidget.observe(callback, 'value').\")"
)


QUESTIONS: list[dict] = [
    # --- IPython/core ------------------------------------------------------------------------
    q(
        "h52_ipython_core",
        "where",
        "where is ExecutionResult defined",
        {"def": "ExecutionResult"},
    ),
    q(
        "h52_ipython_core",
        "where",
        "Could you point me to the definition of `ProfileDir.find_profile_dir_by_name`?",
        {"def": "ProfileDir.find_profile_dir_by_name"},
    ),
    q(
        "h52_ipython_core",
        "returns",
        "what does has_open_quotes return?? i expected a bool but got a string back once",
        {"returns": "has_open_quotes"},
    ),
    q(
        "h52_ipython_core",
        "returns",
        "When an alias gets created, `Alias.validate` runs. What does it hand back?",
        {"returns": "Alias.validate"},
    ),
    q(
        "h52_ipython_core",
        "calls",
        "who calls _format_time in magics/execution.py?",
        grep(r"(?<!def )_format_time\(", EXECUTION),
    ),
    q(
        "h52_ipython_core",
        "calls",
        "Where does the shell call `find_gui_and_backend`? Trying to see how %matplotlib picks a "
        "backend.",
        grep(r"pt\.find_gui_and_backend\(", SHELL),
    ),
    q(
        "h52_ipython_core",
        "calls",
        "whats calling split_user_input",
        grep(r"= split_user_input\(line\)", "IPython/core/splitinput.py"),
    ),
    q(
        "h52_ipython_core",
        "raises",
        "I tried open(1) in IPython and got a ValueError saying it won't let me. Where is that "
        "raised?",
        grep(r"IPython won't let you open fd=", SHELL),
    ),
    q(
        "h52_ipython_core",
        "raises",
        "where is InvalidAliasError raised",
        grep(r"raise InvalidAliasError\(", ALIAS),
    ),
    q(
        "h52_ipython_core",
        "raises",
        "Which line rejects a bad logmode in the Logger class?",
        grep(r"raise ValueError\('invalid log mode", "IPython/core/logger.py"),
    ),
    q(
        "h52_ipython_core",
        "raises",
        "My magic alias blew up with 'Infinite recursion detected'. Where does that UsageError "
        "come from?",
        grep(r'raise UsageError\("Infinite recursion detected', "IPython/core/magic.py"),
    ),
    q(
        "h52_ipython_core",
        "raises",
        "where does select_figure_formats throw when I pass a format it doesnt support, like "
        "'gif'?",
        grep(r'raise ValueError\("supported formats are', "IPython/core/pylabtools.py"),
    ),
    q(
        "h52_ipython_core",
        "const",
        "Where is MATCHES_LIMIT set? I never see more than 500 completions.",
        grep(r"^MATCHES_LIMIT = ", COMPLETER),
    ),
    q(
        "h52_ipython_core",
        "which",
        "which method tells whether a cell is complete or whether the prompt should wait for "
        "more lines? (the TransformerManager one, I think)",
        {"body": "TransformerManager.check_complete"},
        {"body": "InteractiveShell.check_complete"},
    ),
    q(
        "h52_ipython_core",
        "which",
        "When I press tab, names with a leading _ land at the very bottom of the suggestions, "
        "while the %-commands get slotted in as if the % weren't there. Which function orders "
        "them like that?",
        {"body": "completions_sorting_key"},
        own=True,
    ),
    q(
        "h52_ipython_core",
        "which",
        "which function puts backslashes in front of spaces and brackets in a path when it's "
        "offered as a tab suggestion?",
        {"body": "protect_filename"},
        own=True,
    ),
    q(
        "h52_ipython_core",
        "which",
        "Which piece of code turns a ~ at the start of a path into my home folder but keeps "
        "track of what it swapped in, so the suggestion can be shown in the short form again?",
        {"body": "expand_user"},
        {"body": "compress_user"},
        own=True,
    ),
    q(
        "h52_ipython_core",
        "which",
        "If my cell finishes with a ; the value isn't echoed back under it. Which function makes "
        "that call?",
        {"body": "DisplayHook.semicolon_at_end_of_expression"},
        {"body": "DisplayHook.quiet"},
        own=True,
    ),
    q(
        "h52_ipython_core",
        "how",
        "How does extract_code_ranges turn something like '5-10 2' (the %load -r argument) into "
        "slice bounds? Is the end inclusive?",
        {"body": "extract_code_ranges"},
    ),
    q(
        "h52_ipython_core",
        "how",
        "how does `Alias.__call__` fill in the %s and %l placeholders of an alias command?",
        {"body": "Alias.__call__"},
    ),
    q(
        "h52_ipython_core",
        "how",
        "Hi! If the file where ipython stores what I typed in earlier sessions gets mangled, what "
        "happens to it? Does it just get thrown away?",
        {"body": "catch_corrupt_db"},
        own=True,
    ),
    q(
        "h52_ipython_core",
        "how",
        "When I ask ipython to record my session to a file in the mode that keeps a numbered "
        "trail of old copies, how do the older files get their new names?",
        grep(
            r"elif logmode == 'rotate':|num = int\(ext\[1:-1\]\)\+1|"
            r"os\.rename\(f, root|os\.rename\(self\.logfname, self\.logfname\+'\.001~'\)",
            "IPython/core/logger.py",
        ),
        own=True,
    ),
    run(
        "h52_ipython_core",
        "What does {} print?",
        "import runpy; f = runpy.run_path('IPython/core/history.py')['extract_hist_ranges']; "
        "print(list(f('~2/7 4-6 9')))",
        "[(-2, 7, 8), (0, 4, 7), (0, 9, 10)]",
    ),
    run(
        "h52_ipython_core",
        "can you run {} and tell me what it shows",
        "import runpy; T = runpy.run_path('IPython/core/inputtransformer2.py')"
        "['TransformerManager']; print(repr(T().transform_cell('here = %pwd')))",
        "\"here = get_ipython().run_line_magic('pwd', '')\\n\"",
    ),
    q(
        "h52_ipython_core",
        "edit",
        "Please raise TRANSFORM_LOOP_LIMIT in IPython/core/inputtransformer2.py to 1000.",
        {"effect": {"value_set": [TRANSFORM, "TRANSFORM_LOOP_LIMIT", "1000"]}},
    ),
    q(
        "h52_ipython_core",
        "edit",
        "in IPython/core/magics/packaging.py, comment out the "
        '`print("Note: you may need to restart the kernel to use updated packages.")` in the pip '
        "magic, I know already",
        {
            "effect": {
                "comment_out": [
                    "IPython/core/magics/packaging.py",
                    'print("Note: you may need to restart the kernel to use updated packages.")',
                ]
            }
        },
    ),
    q(
        "h52_ipython_core",
        "edit",
        "In IPython/core/page.py the posix default pager is 'less -R'. Make it 'less -RS' so long "
        "lines don't wrap.",
        {
            "effect": {
                "text_replaced": [
                    "IPython/core/page.py",
                    "default_pager_cmd = 'less -R'",
                    "default_pager_cmd = 'less -RS'",
                ]
            }
        },
    ),
    q(
        "h52_ipython_core",
        "edit",
        "Could you make tab completion fuzzy, so 'dtfrm' finds 'DataFrame', rank the results by "
        "how often I've used them, and keep that ranking between sessions?",
        {"effect": {"declined": True}},
    ),
    # --- ipywidgets/widgets ------------------------------------------------------------------
    q("h52_ipywidgets", "where", "where's jslink defined?", {"def": "jslink"}),
    q(
        "h52_ipywidgets",
        "where",
        "Where is `interactive.widget_from_tuple`? The thing that makes a slider out of "
        "(0, 10, 2).",
        {"def": "interactive.widget_from_tuple"},
    ),
    q(
        "h52_ipywidgets",
        "returns",
        "what does _make_options in widget_selection.py return",
        {"returns": "_make_options"},
    ),
    q(
        "h52_ipywidgets",
        "calls",
        "Who calls `_put_buffers`?",
        grep(r"^\s+_put_buffers\(", WIDGET),
    ),
    q(
        "h52_ipywidgets",
        "calls",
        "where is show_inline_matplotlib_plots called from",
        grep(r"^\s+show_inline_matplotlib_plots\(\)", INTERACTION),
    ),
    q(
        "h52_ipywidgets",
        "raises",
        "interact gives me 'cannot find widget or abbreviation for argument'. where's that raised?",
        grep(r"raise ValueError\('cannot find widget or abbreviation", INTERACTION),
    ),
    q(
        "h52_ipywidgets",
        "raises",
        "Where do the selection widgets raise 'Invalid selection: value not found'?",
        grep(
            r"raise TraitError\('Invalid selection: value not found'\)",
            "ipywidgets/widgets/widget_selection.py",
        ),
    ),
    q(
        "h52_ipywidgets",
        "raises",
        "where does Widget.handle_comm_opened reject a frontend with an incompatible protocol "
        "version?",
        grep(r'raise ValueError\("Incompatible widget protocol versions', WIDGET),
    ),
    q(
        "h52_ipywidgets",
        "const",
        "Where does JUPYTER_WIDGETS_ECHO get its value?",
        grep(r"^JUPYTER_WIDGETS_ECHO = ", WIDGET),
    ),
    q(
        "h52_ipywidgets",
        "which",
        "I remove some pages from my multi-page panel (the one with clickable headers along the "
        "top) and the page that was showing no longer exists. Which code makes it jump to the "
        "final page instead?",
        {"body": "Tab._reset_selected_index"},
        own=True,
    ),
    q(
        "h52_ipywidgets",
        "which",
        "which class gives me an N by M grid of widgets that I can fill with slicing, like "
        "grid[0, :] = Button()?",
        {"body": "GridspecLayout"},
    ),
    q(
        "h52_ipywidgets",
        "which",
        "With interact and a parameter annotated with an Enum type, which function picks the "
        "Dropdown for it?",
        {"body": "interactive.widget_from_annotation"},
    ),
    q(
        "h52_ipywidgets",
        "how",
        "One argument of my function defaults to 10 and I let ipywidgets build the controls "
        "without giving a range. How does it come up with the lowest and highest values of the "
        "slider?",
        {"body": "_get_min_max_value"},
        {"body": "interactive.widget_from_single_value"},
        own=True,
    ),
    q(
        "h52_ipywidgets",
        "how",
        "if i set a whole-number slider to something past its upper limit in code, do i get an "
        "error or does it quietly snap back inside? where is that handled",
        {"body": "_BoundedInt._validate_value"},
        own=True,
    ),
    q(
        "h52_ipywidgets",
        "how",
        "How do chunks of raw data, like picture contents, get pulled out of a widget's values "
        "before they're shipped over to the browser?",
        {"body": "_remove_buffers"},
        {"body": "_separate_buffers"},
        own=True,
    ),
    q(
        "h52_ipywidgets",
        "how",
        "How does Image.from_file work out the `format` from the filename?",
        {"body": "_Media._guess_format"},
        {"body": "_Media._from_file"},
    ),
    run(
        "h52_ipywidgets",
        "what's the output of {}",
        "import runpy, datetime; m = runpy.run_path('ipywidgets/widgets/trait_types.py'); "
        "print(m['date_to_json'](datetime.date(2024, 1, 31), None))",
        "{'year': 2024, 'month': 0, 'date': 31}",
    ),
    run(
        "h52_ipywidgets",
        "My Color trait rejects 'indigo'. Please run {} and tell me what it says.",
        "import runpy; names = runpy.run_path('ipywidgets/widgets/trait_types.py')"
        "['_color_names']; print('indigo' in names, 'indigo ' in names, len(names))",
        "False True 149",
    ),
    q(
        "h52_ipywidgets",
        "edit",
        "Drop the deprecation(...) call at the top of Text.on_submit in "
        "ipywidgets/widgets/widget_string.py, the warning is noise for us.",
        {
            "effect": {
                "line_deleted": [
                    "ipywidgets/widgets/widget_string.py",
                    ON_SUBMIT_WARNING,
                ]
            }
        },
    ),
    q(
        "h52_ipywidgets",
        "edit",
        "AppLayout's default pane_heights are ['1fr', '3fr', '1fr'] in widget_templates.py; "
        "change the middle one to '4fr' please.",
        {
            "effect": {
                "text_replaced": [
                    "ipywidgets/widgets/widget_templates.py",
                    "default_value=['1fr', '3fr', '1fr']",
                    "default_value=['1fr', '4fr', '1fr']",
                ]
            }
        },
    ),
]
