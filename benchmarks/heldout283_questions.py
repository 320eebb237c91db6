"""The two-hundred-and-eighty-third held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (psutil 7.2.2: ``psutil/_psosx.py``; debugpy
1.8.22: ``debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_io.py``; awscli 1.45.11:
``awscli/customizations/codedeploy/systems.py``; sympy 1.14.0:
``sympy/assumptions/relation/binrel.py``), written blind: by reading only those files,
``question_helpers.py``, the format of set 128 and the gold functions of ``bench_answers.py``,
never the model's code or its notes, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (psutil's macOS module most, then awscli's
CodeDeploy systems, pydevd's IO redirection, sympy's binary relations). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the
whole package to import, so they run against the installed package; each exercises the one file
its workspace holds (psutil's macOS module cannot be imported off macOS, so it has none).

The golds were checked with ``benchmarks/check_set.py`` (``0 bad``), the command outputs by running
them, and every edit by making the correct edit by hand on a scratch copy of its workspace and
checking ``bench_answers.check_effect`` holds after it (and, for the two to decline, that it holds
with the copy untouched and an answer saying nothing was changed).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h283_psutil_psosx": ["psutil/_psosx.py"],
    "h283_awscli_codedeploy_systems": ["awscli/customizations/codedeploy/systems.py"],
    "h283_debugpy_pydevd_io": ["debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_io.py"],
    "h283_sympy_binrel": ["sympy/assumptions/relation/binrel.py"],
}

PS = "psutil/_psosx.py"
SYS = "awscli/customizations/codedeploy/systems.py"
IO = "debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_io.py"
BR = "sympy/assumptions/relation/binrel.py"

PYDEVD_PATH = (
    "import os, sys, debugpy; "
    "sys.path.insert(0, os.path.join(os.path.dirname(debugpy.__file__), '_vendored', 'pydevd')); "
)


QUESTIONS: list[dict] = [
    # --- psutil/_psosx.py --------------------------------------------------------------------
    q(
        "h283_psutil_psosx",
        "where",
        "where is wrap_exceptions defined in the macOS backend?",
        {"def": "wrap_exceptions"},
    ),
    q(
        "h283_psutil_psosx",
        "where",
        "Where's Process.open_files in _psosx.py?",
        {"def": "Process.open_files"},
    ),
    q(
        "h283_psutil_psosx",
        "returns",
        "What does `sensors_battery` return, e.g. on a Mac mini that has no battery at all?",
        {"returns": "sensors_battery"},
    ),
    q(
        "h283_psutil_psosx",
        "calls",
        "Which Process methods go through self._get_pidtaskinfo()?",
        grep(r"self\._get_pidtaskinfo\(\)", PS),
    ),
    q(
        "h283_psutil_psosx",
        "calls",
        "who calls the module-level boot_time() in _psosx (I don't mean cext.boot_time)",
        grep(r"= boot_time\(\)|- boot_time\(\)", PS),
    ),
    q(
        "h283_psutil_psosx",
        "raises",
        "On macOS I get psutil.AccessDenied for a root process. Where does _psosx turn the "
        "PermissionError into that?",
        grep(r"raise AccessDenied\(", PS),
    ),
    q(
        "h283_psutil_psosx",
        "raises",
        "where is ZombieProcess raised in _psosx.py",
        grep(r"raise ZombieProcess\(", PS),
    ),
    q(
        "h283_psutil_psosx",
        "const",
        "Where does INIT_BOOT_TIME get its value, and what is it if reading the boot time fails "
        "at import?",
        grep(r"INIT_BOOT_TIME = ", PS),
    ),
    q(
        "h283_psutil_psosx",
        "which",
        "Which function gathers the open sockets of every program on the box into one list, "
        "quietly skipping programs that exit while it's looking?",
        {"body": "net_connections"},
        own=True,
    ),
    q(
        "h283_psutil_psosx",
        "which",
        "which function leaves out volumes whose source isn't a real absolute path that exists, "
        "unless I say I want to see everything?",
        {"body": "disk_partitions"},
        own=True,
    ),
    q(
        "h283_psutil_psosx",
        "which",
        "Which Process method gives user/system CPU time on mac, and why are the children values "
        "always 0.0 there?",
        {"body": "Process.cpu_times"},
    ),
    q(
        "h283_psutil_psosx",
        "how",
        "How does virtual_memory on macOS work out avail and used? And why does it subtract "
        "speculative from free?",
        {"body": "virtual_memory"},
    ),
    q(
        "h283_psutil_psosx",
        "how",
        "If someone moves the Mac's time forward a few hours after the machine came up, how does "
        "psutil keep a program's start timestamp from being off by that much?",
        {"body": "adjust_proc_create_time"},
        own=True,
    ),
    q(
        "h283_psutil_psosx",
        "how",
        "how does it tell whether an ethernet/wifi adapter is live, and what happens if the "
        "adapter vanishes halfway through the lookup?",
        {"body": "net_if_stats"},
        own=True,
    ),
    q(
        "h283_psutil_psosx",
        "edit",
        "In psutil/_psosx.py please comment out the line "
        '`debug("system clock was updated; adjusting process create_time()")`, it spams my logs.',
        {
            "effect": {
                "comment_out": [
                    PS,
                    'debug("system clock was updated; adjusting process create_time()")',
                ]
            }
        },
    ),
    q(
        "h283_psutil_psosx",
        "edit",
        "Add full type hints to every function and method in _psosx.py (Process included) and "
        "make sure mypy --strict passes on it.",
        {"effect": {"declined": True}},
    ),
    # --- awscli/customizations/codedeploy/systems.py -----------------------------------------
    q(
        "h283_awscli_codedeploy_systems",
        "where",
        "where's the RHEL class",
        {"def": "RHEL"},
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "returns",
        "What does `Linux._stop_agent` hand back to its caller?",
        {"returns": "Linux._stop_agent"},
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "calls",
        "Who calls _remove_agent in systems.py?",
        grep(r"self\._remove_agent\(", SYS),
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "raises",
        "`aws deploy install` on my Linux box says 'You must run this command as sudo.' -- where "
        "does that come from?",
        grep(r"You must run this command as sudo", SYS),
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "raises",
        "Where is the 'did not start after installation' RuntimeError raised on Windows?",
        grep(r"did not start after installation", SYS),
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "raises",
        "List every line in the codedeploy systems module that raises NotImplementedError.",
        grep(r"raise NotImplementedError\(", SYS),
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "const",
        "where is DEFAULT_CONFIG_FILE set and what's its value?",
        grep(r"^DEFAULT_CONFIG_FILE = ", SYS),
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "which",
        "Which class's _stop_agent sets not_found_msg to 'codedeploy-agent: unrecognized service'?",
        {"body": "Ubuntu._stop_agent"},
        {"body": "Ubuntu"},
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "which",
        "on a CentOS-type server, what piece pulls in the scripting language the agent is "
        "written in before the install goes ahead?",
        {"body": "RHEL._update_system"},
        own=True,
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "how",
        "How does Linux.install hand my AWS credentials (and the session token) to the installer "
        "script?",
        {"body": "Linux.install"},
    ),
    run(
        "h283_awscli_codedeploy_systems",
        "What does {} print on this machine?",
        "from awscli.customizations.codedeploy.systems import Linux; print(Linux.CONFIG_PATH)",
        "/etc/codedeploy-agent/conf/codedeploy.onpremises.yml",
    ),
    q(
        "h283_awscli_codedeploy_systems",
        "edit",
        "Our on-prem config is YAML with the long extension: set DEFAULT_CONFIG_FILE to "
        "'codedeploy.onpremises.yaml' in awscli/customizations/codedeploy/systems.py.",
        {"effect": {"value_set": [SYS, "DEFAULT_CONFIG_FILE", "'codedeploy.onpremises.yaml'"]}},
    ),
    # --- debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_io.py --------------------------------
    q(
        "h283_debugpy_pydevd_io",
        "where",
        "Where is end_redirect defined?",
        {"def": "end_redirect"},
    ),
    q(
        "h283_debugpy_pydevd_io",
        "returns",
        "what does redirect_stream_to_pydb_io_messages return",
        {"returns": "redirect_stream_to_pydb_io_messages"},
    ),
    q(
        "h283_debugpy_pydevd_io",
        "calls",
        "Where is `start_redirect` called from in pydevd_io?",
        grep(r"(?<!def )start_redirect\(", IO),
    ),
    q(
        "h283_debugpy_pydevd_io",
        "raises",
        "I'm getting an AttributeError from IORedirector when I touch sys.stdout.fileno under the "
        "debugger. Where is that raised?",
        grep(r"raise AttributeError\(name\)", IO),
    ),
    q(
        "h283_debugpy_pydevd_io",
        "which",
        "When printing under the debugger ends up printing again from inside that same print, "
        "which code stops it from going round in circles forever?",
        {"body": "IORedirector.write"},
        own=True,
    ),
    q(
        "h283_debugpy_pydevd_io",
        "which",
        "Which thing holds on to captured printout and empties itself each time I read it out, "
        "so nothing is handed over twice?",
        {"body": "IOBuf"},
        {"body": "IOBuf.getvalue"},
        own=True,
    ),
    q(
        "h283_debugpy_pydevd_io",
        "how",
        "how does RedirectToPyDBIoMessages choose its encoding when the wrapped stream has none?",
        {"body": "RedirectToPyDBIoMessages.__init__"},
    ),
    q(
        "h283_debugpy_pydevd_io",
        "how",
        "When the debugger hooks both stdout and stderr for the duration of a with-block, how "
        "does it undo that at the end, and does it leave alone a stream that was already hooked "
        "before?",
        {"body": "redirect_stream_to_pydb_io_messages_context"},
    ),
    run(
        "h283_debugpy_pydevd_io",
        "can you run {} and tell me the output",
        PYDEVD_PATH + "from _pydevd_bundle.pydevd_io import IOBuf; b = IOBuf(); b.write(b'hi'); "
        "b.write(' there'); print(repr(b.getvalue()), b.empty())",
        "'hi there' True",
    ),
    q(
        "h283_debugpy_pydevd_io",
        "edit",
        "IOBuf should look a bit more like a real stream. In pydevd_io.py, right after the line "
        "`self.buflist = []` in IOBuf.__init__, add `self.closed = False`.",
        {"effect": {"line_after": [IO, "self.buflist = []", "self.closed = False"]}},
    ),
    # --- sympy/assumptions/relation/binrel.py ------------------------------------------------
    q(
        "h283_sympy_binrel",
        "where",
        "where is the lhs property of AppliedBinaryRelation",
        {"def": "AppliedBinaryRelation.lhs"},
    ),
    q(
        "h283_sympy_binrel",
        "returns",
        "What can BinaryRelation._compare_reflexive return? Only True/False or also None?",
        {"returns": "BinaryRelation._compare_reflexive"},
    ),
    q(
        "h283_sympy_binrel",
        "calls",
        "Where does binrel.py call the predicate's eval (self.function.eval)?",
        grep(r"self\.function\.eval\(", BR),
    ),
    q(
        "h283_sympy_binrel",
        "raises",
        "`if Q.gt(x, y):` gives TypeError: Cannot determine truth value of Q.gt(x, y). Where is "
        "that thrown?",
        grep(r'raise TypeError\("Cannot determine truth value', BR),
    ),
    q(
        "h283_sympy_binrel",
        "which",
        "Which property flips a relation into the form with both sides negated, like going from "
        "x > y to -x < -y?",
        {"body": "AppliedBinaryRelation.reversedsign"},
    ),
    q(
        "h283_sympy_binrel",
        "how",
        "How does _eval_ask use things like Eq(x, y) or Gt(x, y) that I pass as assumptions, "
        "before it falls back to the handlers?",
        {"body": "AppliedBinaryRelation._eval_ask"},
    ),
    q(
        "h283_sympy_binrel",
        "how",
        "with my own custom comparison, if both sides are literally the same expression, how "
        "does it answer straight away without calling anything I registered -- and why doesn't "
        "that shortcut apply when a side is not-a-number?",
        {"body": "BinaryRelation._compare_reflexive"},
        {"body": "BinaryRelation.eval"},
        own=True,
    ),
    run(
        "h283_sympy_binrel",
        "Please run {} -- what comes out?",
        "from sympy import Q, symbols; x, y = symbols('x y'); r = Q.eq(x, y); "
        "print(r.lhs, r.rhs, r.reversed)",
        "Q.eq(y, x)",
    ),
    q(
        "h283_sympy_binrel",
        "edit",
        "BinaryRelation.eval in sympy/assumptions/relation/binrel.py has no docstring. Add one: "
        "it tries the quick check for identical arguments, then the registered handler, then the "
        "swapped order for reflexive relations.",
        {"effect": {"docstring": "BinaryRelation.eval"}},
    ),
    q(
        "h283_sympy_binrel",
        "edit",
        "ask() on Q.eq/Q.gt is slow in my loop. Could you make BinaryRelation.eval cache the "
        "handler dispatch per argument types and show timings before vs after?",
        {"effect": {"declined": True}},
    ),
]
