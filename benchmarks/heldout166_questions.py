"""The hundred-and-sixty-sixth blind set: questions on four modules of the pydevd debugger that
debugpy vendors, copied from the installed site-packages (debugpy 1.8.22:
``debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_comm.py``,
``debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_api.py``,
``debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_collect_bytecode_info.py`` and
``debugpy/_vendored/pydevd/pydevconsole.py``), written blind: by reading only those files, never
the model's code or its notes, and committed before the model was asked any of them. This is a
tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (the debugger's communication module most,
then its API, the bytecode helpers, the console). About a fifth of them are in the user's own
words (``"own": True``: behaviour described in everyday words the code does not use for it); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms
are those of ``code_questions.py``. The commands run against the installed package; pydevd's
modules import from its own directory, so each command puts that directory on ``sys.path`` first
and then exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h166_debugpy_comm": ["debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_comm.py"],
    "h166_debugpy_api": ["debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_api.py"],
    "h166_debugpy_bytecode": [
        "debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_collect_bytecode_info.py"
    ],
    "h166_debugpy_console": ["debugpy/_vendored/pydevd/pydevconsole.py"],
}

COMM = "debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_comm.py"
API = "debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_api.py"
BYTECODE = "debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_collect_bytecode_info.py"
CONSOLE = "debugpy/_vendored/pydevd/pydevconsole.py"

# Put pydevd's own directory on sys.path, as its modules import each other from there.
PYDEVD_PATH = (
    "import os, sys, debugpy; "
    "sys.path.insert(0, os.path.join(os.path.dirname(debugpy.__file__), '_vendored', 'pydevd')); "
)


QUESTIONS: list[dict] = [
    # --- pydevd_comm.py ----------------------------------------------------------------------
    q(
        "h166_debugpy_comm",
        "where",
        "where is create_server_socket defined in pydevd_comm.py?",
        {"def": "create_server_socket"},
    ),
    q(
        "h166_debugpy_comm",
        "where",
        "Can you point me to the line where InternalGetThreadStack overrides can_be_executed_by?",
        {"def": "InternalGetThreadStack.can_be_executed_by"},
    ),
    q(
        "h166_debugpy_comm",
        "returns",
        "what does `start_server(port)` hand back once the IDE has connected?",
        {"returns": "start_server"},
    ),
    q(
        "h166_debugpy_comm",
        "calls",
        "who calls _send_io_message in the comm module?",
        grep(r"^\s+_send_io_message\(dbg", COMM),
    ),
    q(
        "h166_debugpy_comm",
        "calls",
        "I'm tracing how evaluate errors get reported. From where is "
        "`_evaluate_response_return_exception` invoked?",
        grep(r"(?<!def )_evaluate_response_return_exception\(", COMM),
    ),
    q(
        "h166_debugpy_comm",
        "raises",
        "My custom InternalThreadCommand subclass died with 'you have to override do_it'. Which "
        "line raises that?",
        grep(r'raise NotImplementedError\("you have to override do_it"\)', COMM),
    ),
    q(
        "h166_debugpy_comm",
        "raises",
        "where does AbstractGetValueAsyncThread throw NotImplementedError if a subclass forgets "
        "send_result",
        grep(r"raise NotImplementedError\(\)$", COMM),
    ),
    q(
        "h166_debugpy_comm",
        "raises",
        "start_client can't reach my IDE and the error propagates up. Where is it logged and "
        "re-raised?",
        grep(r'pydev_log\.exception\("Could not connect to %s: %s"', COMM),
    ),
    q(
        "h166_debugpy_comm",
        "const",
        "what's the default connection timeout start_client uses, and where's it set? I think "
        "there's an env var for it",
        grep(r'timeout = int\(os\.environ\.get\("PYDEVD_CONNECT_TIMEOUT", 10\)\)', COMM),
    ),
    q(
        "h166_debugpy_comm",
        "which",
        "Which internal command class can be run by whatever thread picks it up first, and "
        "guards with a lock so it only runs once?",
        {"def": "InternalThreadCommandForAnyThread"},
    ),
    q(
        "h166_debugpy_comm",
        "which",
        "which function in pydevd_comm.py puts together the exceptionInfo response, with the "
        "stack text and the break mode?",
        {"def": "build_exception_info_response"},
    ),
    q(
        "h166_debugpy_comm",
        "which",
        "Which background worker keeps an eye on my source folders and gets my code re-imported "
        "whenever I save a file?",
        {"body": "FSNotifyThread"},
        own=True,
    ),
    q(
        "h166_debugpy_comm",
        "how",
        "How does ReaderThread._on_run tell a JSON message with a Content-Length header apart "
        "from the old tab-separated line protocol?",
        grep(
            r'line\.startswith\(b"Content-Length:"\)|if content_len != -1:|'
            r"self\.process_net_command_json\(self\.py_db|args = line\.split\(",
            COMM,
        ),
    ),
    q(
        "h166_debugpy_comm",
        "how",
        "In the debugger's interactive prompt, if I type `x = 5` rather than something that "
        "yields a value, how does it figure out it should just run the line instead of computing "
        "a result?",
        grep(r"try_exec = |pydevd_vars\.compile_as_eval\(expression\)|if try_exec:", COMM),
        own=True,
    ),
    q(
        "h166_debugpy_comm",
        "how",
        "When the debugger dials back to my editor and the host name resolves to both old-style "
        "and new-style internet addresses, which kind does it go with?",
        grep(r"address_family = |if res\[0\] == AF_INET", COMM),
        own=True,
    ),
    q(
        "h166_debugpy_comm",
        "how",
        "how does internal_get_step_in_targets_json label a function that is called more than "
        "once on the same line?",
        grep(r'label="%s \(call %s\)"', COMM),
    ),
    run(
        "h166_debugpy_comm",
        "Run {} and tell me what the two booleans are.",
        PYDEVD_PATH + "from _pydevd_bundle.pydevd_comm import InternalThreadCommand as T; "
        "print(T('pid_7|t3').can_be_executed_by('t3'), T('t3').can_be_executed_by('t4'))",
        "True False",
    ),
    q(
        "h166_debugpy_comm",
        "edit",
        "_send_io_message in pydevd_comm.py has no docstring. Please add one saying it sends the "
        "text to the client as an io message through the writer, if there is a writer.",
        {"effect": {"docstring": "_send_io_message"}},
    ),
    q(
        "h166_debugpy_comm",
        "edit",
        "rename `_write_variable_response` to `_send_set_variable_failure` everywhere, the old "
        "name is misleading since it only ever reports failures",
        {"effect": {"renamed": ["_write_variable_response", "_send_set_variable_failure"]}},
    ),
    # --- pydevd_api.py -----------------------------------------------------------------------
    q(
        "h166_debugpy_api",
        "where",
        "where's PyDevdAPI.add_breakpoint?",
        {"def": "PyDevdAPI.add_breakpoint"},
    ),
    q(
        "h166_debugpy_api",
        "returns",
        "What does `set_source_mapping` return on success vs. when the mapping can't be applied?",
        {"returns": "PyDevdAPI.set_source_mapping"},
    ),
    q(
        "h166_debugpy_api",
        "calls",
        "Which methods make use of the `_list_ppid_and_pid` helper?",
        grep(r"in _list_ppid_and_pid\(\):", API),
    ),
    q(
        "h166_debugpy_api",
        "raises",
        "list every spot in pydevd_api.py that raises NameError for a breakpoint type it doesn't "
        "know",
        grep(r"raise NameError\(breakpoint_type\)", API),
    ),
    q(
        "h166_debugpy_api",
        "raises",
        "filename_to_server blew up with 'Expected to have str on Python 3' when I passed a bytes "
        "path. Where exactly is that assertion raised?",
        grep(
            r'raise AssertionError\("Expected to have str on Python 3\. Found: %s \(%s\)" % '
            r"\(filename,",
            API,
        ),
    ),
    q(
        "h166_debugpy_api",
        "const",
        "Where is ADD_BREAKPOINT_LAZY_VALIDATION given its value?",
        grep(r"^    ADD_BREAKPOINT_LAZY_VALIDATION = 3", API),
    ),
    q(
        "h166_debugpy_api",
        "which",
        "which PyDevdAPI method removes all breakpoints and adds them again from what the "
        "client originally sent, so new path translations take effect?",
        {"def": "PyDevdAPI.reapply_breakpoints"},
    ),
    q(
        "h166_debugpy_api",
        "which",
        "Which method tells me the id of whoever launched my program, with a workaround for "
        "old Microsoft setups where the usual call is missing?",
        {"def": "PyDevdAPI.get_ppid"},
        own=True,
    ),
    q(
        "h166_debugpy_api",
        "how",
        "with adjust_line=True, if I drop a breakpoint on a blank line or a comment, how does "
        "add_breakpoint choose the line it actually uses?",
        grep(
            r"if line not in lines:|idx = bisect\.bisect_left\(lines, line\)|"
            r"line = lines\[idx - 1\]",
            API,
        ),
    ),
    q(
        "h166_debugpy_api",
        "how",
        "On mac or linux, when I end a session and want everything my script launched to die "
        "as well, how does it track down the whole family tree of launched programs and keep "
        "them from spawning new ones meanwhile?",
        {"body": "PyDevdAPI._terminate_child_processes_linux_and_mac"},
        own=True,
    ),
    run(
        "h166_debugpy_api",
        "what does {} print?",
        PYDEVD_PATH + "from _pydevd_bundle.pydevd_api import _get_code_lines as g; "
        "print(sorted(set(g(compile('a = 1\\ndef f():\\n    return 2\\n', 's', 'exec')))))",
        "[0, 1, 2, 3]",
    ),
    q(
        "h166_debugpy_api",
        "edit",
        "In pydevd_api.py, PyDevdAPI.run: right after `py_db.ready_to_run = True`, add the line "
        '`pydev_log.debug("Ready to run.")`.',
        {
            "effect": {
                "line_after": [API, "py_db.ready_to_run = True", 'pydev_log.debug("Ready to run.")']
            }
        },
    ),
    q(
        "h166_debugpy_api",
        "edit",
        "set_show_return_values logs on every call and it's noisy. Comment out the "
        '`pydev_log.debug("Show return values: %s", py_db.show_return_values)` line please.',
        {
            "effect": {
                "comment_out": [
                    API,
                    'pydev_log.debug("Show return values: %s", py_db.show_return_values)',
                ]
            }
        },
    ),
    q(
        "h166_debugpy_api",
        "edit",
        "Could you add full type annotations to every method of PyDevdAPI and make sure the "
        "whole module passes mypy --strict?",
        {"effect": {"declined": True}},
    ),
    # --- pydevd_collect_bytecode_info.py -----------------------------------------------------
    q(
        "h166_debugpy_bytecode",
        "where",
        "which line has `is_line_in_except_block`?",
        {"def": "TryExceptInfo.is_line_in_except_block"},
    ),
    q(
        "h166_debugpy_bytecode",
        "returns",
        "code_to_bytecode_representation -- what does it give back, a string or some structure?",
        {"returns": "code_to_bytecode_representation"},
    ),
    q(
        "h166_debugpy_bytecode",
        "calls",
        "Where is `_get_line` used in pydevd_collect_bytecode_info.py?",
        grep(r"(?<!def )_get_line\(", BYTECODE),
    ),
    q(
        "h166_debugpy_bytecode",
        "raises",
        "Where does it give up with an error when some position in the compiled code can't be "
        "matched to any row of the file, even after searching backwards?",
        grep(r'raise AssertionError\("Unable to find line for offset', BYTECODE),
        own=True,
    ),
    q(
        "h166_debugpy_bytecode",
        "raises",
        "_MsgPart.add_to_line_to_contents raises for objects it can't handle -- which line?",
        grep(r'raise AssertionError\("Unhandled: %"', BYTECODE),
    ),
    q(
        "h166_debugpy_bytecode",
        "which",
        "Which class walks the ast of a source file to collect the try/except blocks and the "
        "bare re-raises inside the except clauses?",
        {"def": "_Visitor"},
    ),
    q(
        "h166_debugpy_bytecode",
        "which",
        "which helper finds the smallest row number among a mixed bag of nested lists, message "
        "pieces and instructions?",
        {"def": "_Disassembler.min_line"},
        own=True,
    ),
    q(
        "h166_debugpy_bytecode",
        "how",
        "When it turns compiled code back into readable text, how does it lay things out so each "
        "piece ends up on the same row as in the original file, with blank rows for the gaps?",
        {"body": "_Disassembler.disassemble"},
        own=True,
    ),
    run(
        "h166_debugpy_bytecode",
        "can you execute {} and tell me what try/except info comes out?",
        PYDEVD_PATH + "from _pydevd_bundle.pydevd_collect_bytecode_info import "
        "collect_try_except_info_from_contents as c; "
        "print(c('x = 0\\ntry:\\n    x = 1\\nexcept ValueError:\\n    raise\\n'))",
        "[{try:2 except 4 end block 5 raises: 5}]",
    ),
    q(
        "h166_debugpy_bytecode",
        "edit",
        "The module-level `debug(s)` function in pydevd_collect_bytecode_info.py does nothing "
        "and nobody calls it. Delete it.",
        {"effect": {"definition_deleted": [BYTECODE, "debug"]}},
    ),
    q(
        "h166_debugpy_bytecode",
        "edit",
        "I suspect there's a bug somewhere in pydevd_collect_bytecode_info.py that shows up on "
        "newer Pythons. Can you hunt it down and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- pydevconsole.py ---------------------------------------------------------------------
    q(
        "h166_debugpy_console",
        "where",
        "Where is ConsoleWriter.showtraceback defined?",
        {"def": "ConsoleWriter.showtraceback"},
    ),
    q(
        "h166_debugpy_console",
        "returns",
        "what does console_exec return? the docstring mentions 'False' for partial input but I "
        "want to see all the cases",
        {"returns": "console_exec"},
    ),
    q(
        "h166_debugpy_console",
        "calls",
        "who calls get_interpreter() in pydevconsole.py",
        grep(r"= get_interpreter\(\)", CONSOLE),
    ),
    q(
        "h166_debugpy_console",
        "raises",
        "In console_exec, where is SystemExit let through rather than printed as a traceback?",
        grep(r"^    except SystemExit:$", CONSOLE),
    ),
    q(
        "h166_debugpy_console",
        "which",
        "Which function does the console put in place of sys.exit so the process really exits "
        "even though it's running an xml-rpc server?",
        {"def": "do_exit"},
    ),
    q(
        "h166_debugpy_console",
        "how",
        "If the editor that started the console goes away, how does the console notice that and "
        "shut itself down?",
        grep(r"kill_if_pid_not_alive|if not pid_exists\(", CONSOLE),
        own=True,
    ),
    run(
        "h166_debugpy_console",
        "I'd like to see which compile mode the console picks. What's the output of {}?",
        PYDEVD_PATH + "import pydevconsole as pc; "
        "print(*[pc.Command.symbol_for_fragment(type('F', (), {'is_single_line': s})()) "
        "for s in (True, False)])",
        "single exec",
    ),
    q(
        "h166_debugpy_console",
        "edit",
        "change the console greeting in pydevconsole.py from 'PyDev console: starting.' to "
        "'PyDev console: ready.'",
        {
            "effect": {
                "text_replaced": [CONSOLE, "PyDev console: starting.", "PyDev console: ready."]
            }
        },
    ),
]
