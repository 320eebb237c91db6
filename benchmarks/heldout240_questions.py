"""The two-hundred-and-fortieth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (pandas 3.1.1: ``pandas/util/_validators.py``;
sympy 1.14.0: ``sympy/polys/constructor.py``; debugpy 1.8.22: ``debugpy/adapter/sessions.py``;
pip 23.2.1: ``pip/_internal/commands/configuration.py``), written blind: by reading only those
files, the format of ``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and never asking the model any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (pandas' validators most, then sympy's domain
constructor, debugpy's adapter sessions, pip's ``config`` command). About a fifth of the non-edit
questions are in the user's own words (``"own": True``: behaviour described in everyday words the
code and its docstrings do not use for it, with one definition that fits); the rest name the code,
run a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` on this file; every
command was run against the installed package and its gold is an exact substring of its output
(nothing time- or address-dependent); for every edit the correct change was made by hand on a
scratch copy of the workspace and ``bench_answers.check_effect`` held after it (and, for the two
to decline, on the untouched copy with a "did not change" answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h240_pandas_validators": ["pandas/util/_validators.py"],
    "h240_sympy_constructor": ["sympy/polys/constructor.py"],
    "h240_debugpy_sessions": ["debugpy/adapter/sessions.py"],
    "h240_pip_configuration": ["pip/_internal/commands/configuration.py"],
}

VAL = "pandas/util/_validators.py"
CONS = "sympy/polys/constructor.py"
SESS = "debugpy/adapter/sessions.py"
CONF = "pip/_internal/commands/configuration.py"


QUESTIONS: list[dict] = [
    # --- pandas/util/_validators.py ----------------------------------------------------------
    q(
        "h240_pandas_validators",
        "where",
        "where is validate_na_arg defined?",
        {"def": "validate_na_arg"},
    ),
    q(
        "h240_pandas_validators",
        "where",
        "I'm adding a dtype_backend option to my reader. Where's `check_dtype_backend`?",
        {"def": "check_dtype_backend"},
    ),
    q(
        "h240_pandas_validators",
        "returns",
        "What exactly does validate_endpoints return for closed=None vs closed='left'?",
        {"returns": "validate_endpoints"},
    ),
    q(
        "h240_pandas_validators",
        "calls",
        "who calls _check_for_default_values",
        grep(r"(?<!def )_check_for_default_values\(", VAL),
    ),
    q(
        "h240_pandas_validators",
        "calls",
        "Where in _validators.py does `validate_bool_kwarg` get called?",
        grep(r"return validate_bool_kwarg\(|\[validate_bool_kwarg\(", VAL),
    ),
    q(
        "h240_pandas_validators",
        "raises",
        "np.sum(ser, 0, axis=0) gave me \"got multiple values for keyword argument 'axis'\". "
        "Which line raises that?",
        grep(r"got multiple values for keyword argument", VAL),
    ),
    q(
        "h240_pandas_validators",
        "raises",
        "describe(percentiles=[0.5, 2]) fails with a ValueError, where is it raised?",
        grep(r"raise ValueError\(msg\)", VAL),
    ),
    q(
        "h240_pandas_validators",
        "raises",
        "Where does validate_insert_loc throw IndexError?",
        grep(r"raise IndexError\(", VAL),
    ),
    q(
        "h240_pandas_validators",
        "which",
        "which validator maps 'both' / 'neither' / 'left' / 'right' to a pair of flags?",
        {"body": "validate_inclusive"},
    ),
    q(
        "h240_pandas_validators",
        "which",
        "Which function takes the slot where a new element should go, lets me count back from "
        "the end (like -1), and gives me back the ordinary counted-from-the-front slot?",
        {"body": "validate_insert_loc"},
        own=True,
    ),
    q(
        "h240_pandas_validators",
        "how",
        "How does _check_for_default_values cope with values that can't be compared with == , "
        "e.g. a numpy array passed where the default is None?",
        {"body": "_check_for_default_values"},
    ),
    q(
        "h240_pandas_validators",
        "how",
        "Hey, when one of the numpy-style wrappers gets the same option twice -- once by position "
        "and once by name -- how does it notice the clash?",
        {"body": "validate_args_and_kwargs"},
        own=True,
    ),
    run(
        "h240_pandas_validators",
        "can you run {} for me and tell me the output",
        "from pandas.util._validators import validate_insert_loc, validate_inclusive; "
        "print(validate_insert_loc(-2, 5), validate_inclusive('neither'))",
        "3 (False, False)",
    ),
    q(
        "h240_pandas_validators",
        "edit",
        "check_dtype_backend in pandas/util/_validators.py has no docstring. Please add one "
        "saying it raises ValueError unless dtype_backend is 'numpy_nullable', 'pyarrow' or "
        "left at its default.",
        {"effect": {"docstring": "check_dtype_backend"}},
    ),
    q(
        "h240_pandas_validators",
        "edit",
        "validate_percentile loops over every quantile in Python. Rewrite it so it's fully "
        "vectorised and profile it against the old version on a million quantiles, please.",
        {"effect": {"declined": True}},
    ),
    # --- sympy/polys/constructor.py ----------------------------------------------------------
    q(
        "h240_sympy_constructor",
        "where",
        "Where's construct_domain defined in sympy's polys?",
        {"def": "construct_domain"},
    ),
    q(
        "h240_sympy_constructor",
        "returns",
        "_construct_simple seems to return None sometimes and False other times -- what are all "
        "the things it can return?",
        {"returns": "_construct_simple"},
    ),
    q(
        "h240_sympy_constructor",
        "calls",
        "Which lines call _construct_expression?",
        grep(r"= _construct_expression\(", CONS),
    ),
    q(
        "h240_sympy_constructor",
        "raises",
        "where is the bare RuntimeError in constructor.py raised",
        grep(r"raise RuntimeError", CONS),
    ),
    q(
        "h240_sympy_constructor",
        "const",
        "When none of the coefficients is a Float, what precision does it fall back to for "
        "RR/CC, and where's that set?",
        grep(r"if float_numbers else 53", CONS),
    ),
    q(
        "h240_sympy_constructor",
        "which",
        "Which function is the last-resort fallback that just wraps every coefficient in EX?",
        {"body": "_construct_expression"},
    ),
    q(
        "h240_sympy_constructor",
        "which",
        "I pass in a few square roots and cube roots. Which part finds one single number that "
        "generates all of them and then rewrites each of my inputs in terms of it?",
        {"body": "_construct_algebraic"},
        own=True,
    ),
    q(
        "h240_sympy_constructor",
        "how",
        "how does construct_domain deal with being given a dict of monomials -> coefficients "
        "instead of a list?",
        {"body": "construct_domain"},
    ),
    q(
        "h240_sympy_constructor",
        "how",
        "My list has both a decimal like 0.5 and the square root of two in it (with the root "
        "option switched on). How is that clash between the two kinds of numbers noticed?",
        {"body": "_construct_simple"},
        own=True,
    ),
    q(
        "h240_sympy_constructor",
        "how",
        "How does _construct_composite decide between a polynomial ring (poly_ring) and a "
        "fraction field (frac_field)?",
        {"body": "_construct_composite"},
    ),
    run(
        "h240_sympy_constructor",
        "What do I get from {}?",
        "from sympy.abc import x, y; from sympy.polys.constructor import construct_domain; "
        "print(construct_domain([y/x, 2]))",
        "(ZZ(x,y), [y/x, 2])",
    ),
    q(
        "h240_sympy_constructor",
        "edit",
        "In sympy/polys/constructor.py, convert_tree ends with a plain `raise RuntimeError`. "
        'Change that line to `raise RuntimeError("unknown tree op")`.',
        {
            "effect": {
                "line_replaced": [
                    CONS,
                    "raise RuntimeError",
                    'raise RuntimeError("unknown tree op")',
                ]
            }
        },
    ),
    q(
        "h240_sympy_constructor",
        "edit",
        "could you add complete type annotations to every function in constructor.py and make "
        "the whole module pass mypy --strict?",
        {"effect": {"declined": True}},
    ),
    # --- debugpy/adapter/sessions.py ---------------------------------------------------------
    q(
        "h240_debugpy_sessions",
        "where",
        "Where's wait_until_ended?",
        {"def": "wait_until_ended"},
    ),
    q(
        "h240_debugpy_sessions",
        "returns",
        "what does Session.wait_for return when the timeout runs out?",
        {"returns": "Session.wait_for"},
    ),
    q(
        "h240_debugpy_sessions",
        "calls",
        "In the debugpy adapter, who calls `wait_for` on a session?",
        grep(r"self\.wait_for\(", SESS),
    ),
    q(
        "h240_debugpy_sessions",
        "const",
        "Session ids seem to start at 1, where's that counter set up?",
        grep(r"_counter = itertools\.count\(1\)", SESS),
    ),
    q(
        "h240_debugpy_sessions",
        "which",
        "which function in sessions.py finds the session for a given pid?",
        {"body": "get"},
    ),
    q(
        "h240_debugpy_sessions",
        "which",
        "After a program I started fresh under the debugger is over, something goes round "
        "shutting down any leftover child processes still hooked up to it. Which piece does that?",
        {"body": "Session._finalize"},
        own=True,
    ),
    q(
        "h240_debugpy_sessions",
        "how",
        "How does Session.finalize handle terminate_debuggee=None?",
        {"body": "Session.finalize"},
    ),
    q(
        "h240_debugpy_sessions",
        "how",
        "how does it tell that one debugging run is over -- what has to be true before "
        "it's struck off the list of live ones?",
        {"body": "Session.notify_changed"},
        own=True,
    ),
    run(
        "h240_debugpy_sessions",
        "Please run {} -- what does it print?",
        "import debugpy.adapter.launchers; from debugpy.adapter import sessions; "
        "s = sessions.Session(); s.pid = 42; s.register(); "
        "print(sessions.get(42), sessions.get(7))",
        "Session[1] None",
    ),
    q(
        "h240_debugpy_sessions",
        "edit",
        "For debugging the adapter itself I want the server to keep running after a launch "
        "session ends: comment out the `servers.stop_serving()` line in debugpy/adapter/sessions.py.",
        {"effect": {"comment_out": [SESS, "servers.stop_serving()"]}},
    ),
    # --- pip/_internal/commands/configuration.py ---------------------------------------------
    q(
        "h240_pip_configuration",
        "where",
        "where is ConfigurationCommand._determine_editor defined",
        {"def": "ConfigurationCommand._determine_editor"},
    ),
    q(
        "h240_pip_configuration",
        "returns",
        "What does _get_n_args hand back -- a list or a single string?",
        {"returns": "ConfigurationCommand._get_n_args"},
    ),
    q(
        "h240_pip_configuration",
        "calls",
        "who calls _save_configuration in pip's config command?",
        grep(r"self\._save_configuration\(\)", CONF),
    ),
    q(
        "h240_pip_configuration",
        "raises",
        "`pip config edit` fails with 'Could not determine editor to use.' -- where is that "
        "raised?",
        grep(r"Could not determine editor to use", CONF),
    ),
    q(
        "h240_pip_configuration",
        "raises",
        "I passed both --user and --global to pip config set. Where does it raise the 'Need "
        "exactly one file' error?",
        grep(r"Need exactly one file to operate upon", CONF),
    ),
    q(
        "h240_pip_configuration",
        "which",
        "Which method prints the PIP_* environment variables for `pip config debug`?",
        {"body": "ConfigurationCommand.print_env_var_values"},
    ),
    q(
        "h240_pip_configuration",
        "which",
        "when I look up a single setting but type two names after it by mistake, which bit is it "
        "that complains I gave the wrong amount?",
        {"body": "ConfigurationCommand._get_n_args"},
        own=True,
    ),
    q(
        "h240_pip_configuration",
        "how",
        "If I store a pip setting without saying whether it's meant for me, the whole machine or "
        "just this environment, how does it pick where to write it?",
        {"body": "ConfigurationCommand._determine_file"},
        own=True,
    ),
    run(
        "h240_pip_configuration",
        "what's the output of {}",
        "from pip._internal.commands.configuration import ConfigurationCommand as C; "
        "c = C('config', 'x'); o, a = c.parse_args(['--site', 'get', 'global.timeout']); "
        "print(c._determine_file(o, need_value=True), a)",
        "site ['get', 'global.timeout']",
    ),
    q(
        "h240_pip_configuration",
        "edit",
        "in ConfigurationCommand.run, right after the line `action = args[0]`, add "
        '`logger.debug("config action: %s", action)` (pip/_internal/commands/configuration.py)',
        {
            "effect": {
                "line_after": [
                    CONF,
                    "action = args[0]",
                    'logger.debug("config action: %s", action)',
                ]
            }
        },
    ),
]
