"""The hundred-and-fourth held-out set: questions on five modules of one third-party package that
no other set uses, copied from the installed site-packages (jupyter_client 8.10.0: manager.py,
connect.py, launcher.py, client.py and multikernelmanager.py), written blind: by reading only those
modules, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the modules (manager.py and client.py most, launcher.py
least). About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. The workspace is a partial copy of the package (no
``__init__.py``), so the commands read its files with ``ast`` or ``re`` instead of importing it.
Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h104_jc": [
        "jupyter_client/manager.py",
        "jupyter_client/connect.py",
        "jupyter_client/launcher.py",
        "jupyter_client/client.py",
        "jupyter_client/multikernelmanager.py",
    ],
}

WS = "h104_jc"
MANAGER = "jupyter_client/manager.py"
CONNECT = "jupyter_client/connect.py"
LAUNCHER = "jupyter_client/launcher.py"
CLIENT = "jupyter_client/client.py"
MKM = "jupyter_client/multikernelmanager.py"


QUESTIONS: list[dict] = [
    # --- where-defined ---------------------------------------------------------------------
    q(WS, "where", "where's find_connection_file defined?", {"def": "find_connection_file"}),
    q(
        WS,
        "where",
        "Where is `MultiKernelManager.get_kernel` defined?",
        {"def": "MultiKernelManager.get_kernel"},
    ),
    q(
        WS,
        "where",
        "I'm subclassing the client. Where does the base KernelClient class live (not the "
        "blocking one)?",
        {"def": "KernelClient"},
    ),
    q(
        WS,
        "where",
        "LocalPortCache.find_available_port - where is it",
        {"def": "LocalPortCache.find_available_port"},
    ),
    # --- returns ---------------------------------------------------------------------------
    q(
        WS,
        "returns",
        "What does `KernelManager.format_kernel_cmd` return?",
        {"returns": "KernelManager.format_kernel_cmd"},
    ),
    q(
        WS,
        "returns",
        "what does _make_url give back, e.g. for ipc vs tcp transport?",
        {"returns": "ConnectionFileMixin._make_url"},
    ),
    q(
        WS,
        "returns",
        "Quick one: what does KernelManager._kernel_supports_curve_encryption return when the "
        "kernelspec metadata lists the encryption as a list instead of a string?",
        {"returns": "KernelManager._kernel_supports_curve_encryption"},
    ),
    # --- who-calls -------------------------------------------------------------------------
    q(
        WS,
        "calls",
        "who calls _record_random_port_names",
        grep(r"self\._record_random_port_names\(\)", CONNECT),
    ),
    q(
        WS,
        "calls",
        "Where is `validate_string_dict` actually used?",
        grep(r"^\s+validate_string_dict\(", CLIENT),
    ),
    q(
        WS,
        "calls",
        "In multikernelmanager.py, which places check _using_pending_kernels()?",
        grep(r"self\._using_pending_kernels\(\)", MKM),
    ),
    q(
        WS,
        "calls",
        "Who calls `_reconcile_connection_info`? I want to see when the provisioner's info gets "
        "merged in.",
        grep(r"self\._reconcile_connection_info\(", MANAGER),
    ),
    q(WS, "calls", "where is start_new_kernel called from?", {"grep": r"= start_new_kernel\("}),
    # --- where-raised ----------------------------------------------------------------------
    q(
        WS,
        "raises",
        "Where is DuplicateKernelError raised?",
        grep(r"raise DuplicateKernelError\(", MKM),
    ),
    q(
        WS,
        "raises",
        "I got \"Cannot restart the kernel. No previous call to 'start_kernel'.\" - where does "
        "that come from?",
        grep(r"Cannot restart the kernel\. No previous call", MANAGER),
    ),
    q(
        WS,
        "raises",
        "where can wait_for_ready blow up with a RuntimeError? (client.py)",
        grep(r"Kernel didn't respond|Kernel died before replying", CLIENT),
    ),
    q(
        WS,
        "raises",
        "which lines in KernelManager raise the 'No kernel is running!' errors",
        grep(r"No kernel is running!", MANAGER),
    ),
    q(
        WS,
        "raises",
        "Where does find_connection_file throw OSError when nothing matches my pattern?",
        grep(r"raise OSError\(msg\)", CONNECT),
    ),
    q(
        WS,
        "raises",
        "where does the kernel client raise TimeoutError",
        grep(r"raise TimeoutError\(", CLIENT),
    ),
    q(
        WS,
        "raises",
        "If Popen fails inside launch_kernel, where's the exception re-raised?",
        grep(r"^\s+raise ex$", LAUNCHER),
    ),
    q(
        WS,
        "raises",
        "Where does _reconcile_connection_info raise ValueError about the connection info not "
        "matching what the provisioner returned?",
        grep(r"^\s+raise ValueError\(msg\)$", CONNECT),
    ),
    # --- constant / where-set --------------------------------------------------------------
    q(WS, "const", "where is port_names set?", grep(r"^port_names = ", CONNECT)),
    q(
        WS,
        "const",
        "Where's the default for shutdown_wait_time set, and what is it?",
        grep(r"shutdown_wait_time: Float = Float\(", MANAGER),
    ),
    # --- commands --------------------------------------------------------------------------
    run(
        WS,
        "What does {} print?",
        "import ast; m=ast.parse(open('jupyter_client/connect.py').read()); "
        "n=[s for s in m.body if isinstance(s, ast.Assign) and getattr(s.targets[0], 'id', '')"
        "=='port_names'][0]; print(eval(ast.unparse(n.value)))",
        "['shell_port', 'stdin_port', 'iopub_port', 'hb_port', 'control_port']",
    ),
    run(
        WS,
        "can you run {} and tell me the output?",
        "import ast; m=ast.parse(open('jupyter_client/multikernelmanager.py').read()); "
        "c=[n for n in m.body if isinstance(n, ast.ClassDef) and n.name=='MultiKernelManager'][0]; "
        "print(sorted(f.name for f in c.body if isinstance(f, ast.FunctionDef) and "
        "any(getattr(d, 'id', '')=='kernel_method' for d in f.decorator_list)))",
        "['add_restart_callback', 'cleanup_resources', 'connect_control', 'connect_hb', "
        "'connect_iopub', 'connect_shell', 'connect_stdin', 'finish_shutdown', "
        "'get_connection_info', 'is_alive', 'remove_restart_callback', 'request_shutdown', "
        "'signal_kernel']",
    ),
    run(
        WS,
        "I want the list of message types the client sends. Output of {} please",
        "import re; print(sorted(set(re.findall(r'session\\.msg\\(.(\\w+)', "
        "open('jupyter_client/client.py').read()))))",
        "['comm_info_request', 'complete_request', 'execute_request', 'history_request', "
        "'input_reply', 'inspect_request', 'is_complete_request', 'kernel_info_request', "
        "'shutdown_request']",
    ),
    run(
        WS,
        "run this from the workspace root: {}",
        "import ast; m=ast.parse(open('jupyter_client/manager.py').read()); "
        "print(sorted(n.targets[0].id for n in ast.walk(m) if isinstance(n, ast.Assign) and "
        "isinstance(n.value, ast.Call) and getattr(n.value.func, 'id', '')=='run_sync'))",
        "['_kill_kernel', '_launch_kernel', '_send_kernel_sigterm', 'cleanup_resources', "
        "'finish_shutdown', 'interrupt_kernel', 'is_alive', 'post_start_kernel', "
        "'pre_start_kernel', 'request_shutdown', 'restart_kernel', 'shutdown_kernel', "
        "'signal_kernel', 'start_kernel']",
    ),
    # --- edits -----------------------------------------------------------------------------
    q(
        WS,
        "edit",
        "In manager.py, change the control socket's linger from 100 to 500 "
        "(`self._control_socket.linger = 100`).",
        {
            "effect": {
                "line_replaced": [
                    MANAGER,
                    "self._control_socket.linger = 100",
                    "self._control_socket.linger = 500",
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        'please comment out `self.log.debug("connecting shell channel to %s", url)` in '
        "client.py, too noisy",
        {
            "effect": {
                "comment_out": [CLIENT, 'self.log.debug("connecting shell channel to %s", url)']
            }
        },
    ),
    q(
        WS,
        "edit",
        "MultiKernelManager.pre_start_kernel has no docstring. Add one saying it builds the "
        "KernelManager for a new kernel and returns it with the kernel name and id.",
        {"effect": {"docstring": "MultiKernelManager.pre_start_kernel"}},
    ),
    q(
        WS,
        "edit",
        "rename _check_kernel_id to _ensure_kernel_id everywhere",
        {"effect": {"renamed": ["_check_kernel_id", "_ensure_kernel_id"]}},
    ),
    q(
        WS,
        "edit",
        "In launcher.py, right after the line `proc = Popen(cmd, **kwargs)  # noqa`, add "
        '`get_logger().debug("Launched kernel pid %s", proc.pid)`.',
        {
            "effect": {
                "line_after": [
                    LAUNCHER,
                    "proc = Popen(cmd, **kwargs)  # noqa",
                    'get_logger().debug("Launched kernel pid %s", proc.pid)',
                ]
            }
        },
    ),
    q(
        WS,
        "edit",
        "Could you make MultiKernelManager remember its kernels across server restarts, saving "
        "them to an sqlite database and re-attaching to them on startup? Tests too please.",
        {"effect": {"declined": True}},
    ),
    # --- which ... -------------------------------------------------------------------------
    q(
        WS,
        "which",
        "Which class should I use to juggle several kernels, each looked up by its id?",
        {"body": "MultiKernelManager"},
    ),
    q(
        WS,
        "which",
        "which function makes sure nobody else on the machine can peek at the file holding the "
        "kernel's secret, and that other users can't delete it from the folder?",
        {"body": "write_connection_file"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Two notebooks started at the same moment sometimes end up fighting over the same "
        "number to listen on. Which piece is meant to stop that?",
        {"body": "LocalPortCache"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which function sets up the ssh tunnels to a kernel on a remote box?",
        {"body": "tunnel_to_kernel"},
    ),
    q(
        WS,
        "which",
        "Which bit echoes whatever my cell prints, plus results and error messages, back onto "
        "my own screen when I run code through the client?",
        {"body": "KernelClient._output_hook_default"},
        own=True,
    ),
    q(
        WS,
        "which",
        "what decorator forwards the MultiKernelManager methods to the individual "
        "KernelManager for that kernel_id?",
        {"body": "kernel_method"},
    ),
    q(
        WS,
        "which",
        "For a quick script: is there something that gives me a kernel plus something to talk "
        "to it with, all in one go, and tears both down when my with-block ends?",
        {"body": "run_kernel"},
        {"body": "start_new_kernel"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which ConnectionFileMixin method compares two connection-info dicts, and on which keys?",
        {"body": "ConnectionFileMixin._equal_connections"},
    ),
    # --- how ... ---------------------------------------------------------------------------
    q(
        WS,
        "how",
        "My kernel definition just says plain python for the program to start, but I'm inside a "
        "virtualenv. How does it end up using the interpreter I'm actually running instead of "
        "whatever is first on my PATH?",
        {"body": "KernelManager.format_kernel_cmd"},
        own=True,
    ),
    q(
        WS,
        "how",
        "how does KernelManager._async_interrupt_kernel decide between sending SIGINT and "
        "sending an interrupt_request message?",
        {"body": "KernelManager._async_interrupt_kernel"},
    ),
    q(
        WS,
        "how",
        "after launching, how does the client figure out that the kernel is actually awake and "
        "answering, and not still booting up?",
        {"body": "KernelClient._async_wait_for_ready"},
        own=True,
    ),
    q(
        WS,
        "how",
        "If the notebook server process crashes, do the kernels it started get taken down too "
        "or do they hang around? Where is that decided?",
        grep(r"JPY_PARENT_PID|if not independent:|if independent:", LAUNCHER),
        own=True,
    ),
    q(
        WS,
        "how",
        "How does `MultiKernelManager.list_kernel_ids` pick up kernels from "
        "external_connection_dir?",
        {"body": "MultiKernelManager.list_kernel_ids"},
    ),
    q(
        WS,
        "how",
        "I turned on the setting so starting a kernel doesn't make my server sit there until "
        "it's up. How does the manager for many kernels hand it back early like that?",
        {"body": "MultiKernelManager._async_start_kernel"},
        {"body": "MultiKernelManager._using_pending_kernels"},
        own=True,
    ),
    q(
        WS,
        "how",
        "when i'm waiting on the answer to my request and some leftover answer to an older one "
        "shows up first, what does the client do with it?",
        {"body": "KernelClient._async_recv_reply"},
        own=True,
    ),
    q(
        WS,
        "how",
        "When I restart a kernel, does it come back on the same addresses or on fresh ones, and "
        "how is that chosen?",
        {"body": "KernelManager._async_restart_kernel"},
        {"body": "ConnectionFileMixin.cleanup_random_ports"},
        own=True,
    ),
]
