"""The two-hundred-and-first held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (ipykernel 7.4.0: ``ipykernel/kernelspec.py``;
wrapt 2.1.2: ``wrapt/proxies.py``; awscli 1.45.11: ``awscli/customizations/paginate.py``; trio
0.22.2: ``trio/_core/_traps.py``), written blind: by reading only those files, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the files (awscli's paging customizations most, then
wrapt's proxies, ipykernel's kernel spec and trio's traps, which are close in size). About a fifth
of the questions that are not edits are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h201_ipykernel_kernelspec": ["ipykernel/kernelspec.py"],
    "h201_wrapt_proxies": ["wrapt/proxies.py"],
    "h201_awscli_paginate": ["awscli/customizations/paginate.py"],
    "h201_trio_traps": ["trio/_core/_traps.py"],
}

KSPEC = "ipykernel/kernelspec.py"
PROXIES = "wrapt/proxies.py"
PAGINATE = "awscli/customizations/paginate.py"
TRAPS = "trio/_core/_traps.py"


QUESTIONS: list[dict] = [
    # --- ipykernel/kernelspec.py --------------------------------------------------------------
    q(
        "h201_ipykernel_kernelspec",
        "where",
        "which line of kernelspec.py has the def for make_ipkernel_cmd?",
        {"def": "make_ipkernel_cmd"},
    ),
    q(
        "h201_ipykernel_kernelspec",
        "returns",
        "Does `write_kernel_spec` give me back the folder or the kernel.json file inside it? "
        "Point me at the line that returns it.",
        {"returns": "write_kernel_spec"},
    ),
    q(
        "h201_ipykernel_kernelspec",
        "calls",
        "Where does make_ipkernel_cmd get called from?",
        grep(r'"argv": make_ipkernel_cmd\(', KSPEC),
    ),
    q(
        "h201_ipykernel_kernelspec",
        "raises",
        "`ipython kernel install` without sudo dies with a permission error for me. Where does "
        "the install app catch that, print the hint and exit (or re-raise)?",
        grep(r"if e\.errno == errno\.EACCES|self\.exit\(1\)|^\s+raise$", KSPEC),
    ),
    q(
        "h201_ipykernel_kernelspec",
        "const",
        "where's the default KERNEL_NAME worked out? i'd like to know why it's python3",
        grep(r"^KERNEL_NAME = ", KSPEC),
    ),
    q(
        "h201_ipykernel_kernelspec",
        "which",
        "Which function puts together the argv / display_name / language dict that ends up in "
        "kernel.json?",
        {"def": "get_kernel_dict"},
    ),
    q(
        "h201_ipykernel_kernelspec",
        "which",
        "I just want a ready-made launcher folder, settings file included, dropped into some "
        "scratch location that I don't have to pick myself. Which function does that?",
        {"def": "write_kernel_spec"},
        own=True,
    ),
    q(
        "h201_ipykernel_kernelspec",
        "how",
        "Say I register the notebook engine under my own id but leave the human-friendly label "
        "blank. What label shows up in the menu then, and where is that chosen?",
        grep(
            r"if \(kernel_name != KERNEL_NAME\) and \(display_name is None\)"
            r"|^\s+display_name = kernel_name$",
            KSPEC,
        ),
        own=True,
    ),
    q(
        "h201_ipykernel_kernelspec",
        "how",
        "how does install() handle frozen_modules on CPython -- when does it add "
        "-Xfrozen_modules=off and when does it set PYDEVD_DISABLE_FILE_VALIDATION instead?",
        grep(
            r'if platform\.python_implementation\(\) == "CPython":'
            r'|python_arguments = \["-Xfrozen_modules=off"\]'
            r'|env\["PYDEVD_DISABLE_FILE_VALIDATION"\] = "1"',
            KSPEC,
        ),
    ),
    run(
        "h201_ipykernel_kernelspec",
        "Can you execute {} and show me the command list it builds?",
        "from ipykernel.kernelspec import make_ipkernel_cmd; "
        "print(make_ipkernel_cmd(executable='py', extra_arguments=['--debug']))",
        "'-m', 'ipykernel_launcher', '-f', '{connection_file}', '--debug'",
    ),
    q(
        "h201_ipykernel_kernelspec",
        "edit",
        "The `pjoin` alias in ipykernel/kernelspec.py is a bit cryptic. Rename it to `path_join` "
        "everywhere in that file please.",
        {"effect": {"renamed": ["pjoin", "path_join"]}},
    ),
    # --- wrapt/proxies.py ---------------------------------------------------------------------
    q(
        "h201_wrapt_proxies",
        "where",
        "where is lazy_import defined in wrapt",
        {"def": "lazy_import"},
    ),
    q(
        "h201_wrapt_proxies",
        "where",
        "Where's `__wrapper_anext__`? I want to see how the async next is forwarded.",
        {"def": "__wrapper_anext__"},
    ),
    q(
        "h201_wrapt_proxies",
        "returns",
        "what comes back from LazyObjectProxy.__wrapped_get__ on the second call, when it's "
        "already been initialised?",
        {"returns": "LazyObjectProxy.__wrapped_get__"},
    ),
    q(
        "h201_wrapt_proxies",
        "calls",
        "In proxies.py, which lines install __wrapper_call__ as a class's __call__?",
        grep(r"= __wrapper_call__$", PROXIES),
    ),
    q(
        "h201_wrapt_proxies",
        "which",
        "Which method adds or strips the forwarded dunders on the per-instance class when "
        "someone assigns a new __wrapped__ to an AutoObjectProxy?",
        {"def": "AutoObjectProxy.__wrapped_setattr_fixups__"},
    ),
    q(
        "h201_wrapt_proxies",
        "which",
        "Is there something here that lets me put off loading a whole library until my code "
        "first reaches into it? Which function?",
        {"def": "lazy_import"},
        own=True,
    ),
    q(
        "h201_wrapt_proxies",
        "how",
        "How does AutoObjectProxy.__new__ figure out which special methods (__iter__, __await__, "
        "__get__ ...) the new subclass should get?",
        {"body": "AutoObjectProxy.__new__"},
    ),
    q(
        "h201_wrapt_proxies",
        "how",
        "two threads poke my deferred stand-in at exactly the same moment. how does it make sure "
        "the real thing behind it only gets built once?",
        {"body": "LazyObjectProxy.__wrapped_get__"},
        own=True,
    ),
    q(
        "h201_wrapt_proxies",
        "how",
        "When I make a LazyObjectProxy without passing interface=, what does it base the added "
        "dunder methods on?",
        grep(r"^\s+interface = type\(None\)$|interface_attrs = dir\(interface\)", PROXIES),
    ),
    run(
        "h201_wrapt_proxies",
        "what does {} print?",
        "from wrapt.proxies import AutoObjectProxy; p = AutoObjectProxy(len); "
        "print(p([1, 2, 3]), type(p).__name__, callable(AutoObjectProxy(5)))",
        "3 ObjectProxy False",
    ),
    q(
        "h201_wrapt_proxies",
        "edit",
        "__wrapper_iter__ in wrapt/proxies.py has no docstring; add one saying it returns an "
        "iterator over the wrapped object.",
        {"effect": {"docstring": "__wrapper_iter__"}},
    ),
    q(
        "h201_wrapt_proxies",
        "edit",
        "AutoObjectProxy.__new__, __wrapped_setattr_fixups__ and LazyObjectProxy.__new__ repeat "
        "the same if-chain over and over. Could you refactor them to drive everything from one "
        "shared table and make sure the behaviour stays identical?",
        {"effect": {"declined": True}},
    ),
    # --- awscli/customizations/paginate.py ----------------------------------------------------
    q(
        "h201_awscli_paginate",
        "where",
        "Which file and line declares the PageArgument class?",
        {"def": "PageArgument"},
    ),
    q(
        "h201_awscli_paginate",
        "returns",
        "what does get_paginator_config return if the service has no paginator model at all, "
        "or the operation isn't paginated?",
        {"returns": "get_paginator_config"},
    ),
    q(
        "h201_awscli_paginate",
        "calls",
        "who calls add_paging_argument?",
        grep(r"^\s+add_paging_argument\(", PAGINATE),
    ),
    q(
        "h201_awscli_paginate",
        "calls",
        "Where is `_get_all_cli_input_tokens` used in paginate.py?",
        grep(r"(?<!def )_get_all_cli_input_tokens\(", PAGINATE),
    ),
    q(
        "h201_awscli_paginate",
        "raises",
        "Running `aws s3api list-objects --bucket x --no-paginate --max-items 5` fails with "
        "'Cannot specify --no-paginate along with pagination arguments'. Where is that raised?",
        grep(r"raise PaginationError\(|Cannot specify --no-paginate along", PAGINATE),
    ),
    q(
        "h201_awscli_paginate",
        "raises",
        "where does unify_paging_params throw the TypeError about an unsupported pagination type?",
        grep(r"raise TypeError\(|Unsupported pagination type", PAGINATE),
    ),
    q(
        "h201_awscli_paginate",
        "raises",
        "Where does the CLI grumble at me if I ask for zero (or fewer) results in total?",
        grep(r"int\(value\) <= 0|Non-positive values for", PAGINATE),
        own=True,
    ),
    q(
        "h201_awscli_paginate",
        "which",
        "which function prints the AWS CLI v2 upgrade warning when pagination params show up in "
        "--cli-input-json?",
        {"def": "check_should_enable_pagination_call_parameters"},
    ),
    q(
        "h201_awscli_paginate",
        "which",
        "Which function adds the note to a command's manual page saying it may fire off lots of "
        "requests behind the scenes to fetch everything?",
        {"def": "add_paging_description"},
        own=True,
    ),
    q(
        "h201_awscli_paginate",
        "how",
        "How does unify_paging_params decide what type --max-items and --page-size are parsed "
        "as? Is it always integer?",
        grep(
            r"type_name = 'integer'|type_name = limit_key_shape\.type_name"
            r"|if type_name not in PageArgument\.type_map",
            PAGINATE,
        ),
    ),
    q(
        "h201_awscli_paginate",
        "how",
        "when I switch off the fetch-every-page behaviour, how do the command's own options that "
        "were hidden behind the generic ones get put back in place?",
        {"body": "check_should_enable_pagination"},
        own=True,
    ),
    run(
        "h201_awscli_paginate",
        "Run {} and tell me which CLI names come out.",
        "from awscli.customizations.paginate import _get_all_cli_input_tokens; "
        "print(list(_get_all_cli_input_tokens("
        "{'input_token': ['Marker', 'NextToken'], 'limit_key': 'MaxKeys'})))",
        "['marker', 'next-token', 'max-keys']",
    ),
    q(
        "h201_awscli_paginate",
        "edit",
        "In awscli/customizations/paginate.py, add `'double': float,` to PageArgument.type_map, "
        "on the line right after `'long': int,`.",
        {"effect": {"line_after": [PAGINATE, "'long': int,", "'double': float,"]}},
    ),
    q(
        "h201_awscli_paginate",
        "edit",
        "i don't want the paging blurb in the help output for now. comment out "
        "`event_handlers.register_last('doc-description', add_paging_description)` in "
        "register_pagination, don't delete it.",
        {
            "effect": {
                "comment_out": [
                    PAGINATE,
                    "event_handlers.register_last('doc-description', add_paging_description)",
                ]
            }
        },
    ),
    # --- trio/_core/_traps.py -----------------------------------------------------------------
    q(
        "h201_trio_traps",
        "where",
        "where is the Abort enum declared in trio's traps module",
        {"def": "Abort"},
    ),
    q(
        "h201_trio_traps",
        "returns",
        "What does temporarily_detach_coroutine_object return? Does it unwrap an outcome like "
        "wait_task_rescheduled does?",
        {"returns": "temporarily_detach_coroutine_object"},
    ),
    q(
        "h201_trio_traps",
        "calls",
        "show me every place that awaits _async_yield",
        grep(r"await _async_yield\(", TRAPS),
    ),
    q(
        "h201_trio_traps",
        "raises",
        "Where does permanently_detach_coroutine_object refuse to go on because the task still "
        "has nurseries open?",
        grep(r"raise RuntimeError\($|can't permanently detach a coroutine", TRAPS),
    ),
    q(
        "h201_trio_traps",
        "raises",
        "I'm getting `RuntimeError: given task does not match calling coroutine`. Which line "
        "raises that?",
        grep(r'raise RuntimeError\("given task does not match', TRAPS),
    ),
    q(
        "h201_trio_traps",
        "const",
        "Where are the numeric values behind Abort.SUCCEEDED and Abort.FAILED set?",
        grep(r"^\s+(SUCCEEDED|FAILED) = \d", TRAPS),
    ),
    q(
        "h201_trio_traps",
        "which",
        "Which trap gives a schedule point but not a cancel point, i.e. the shielded half of a "
        "checkpoint?",
        {"def": "cancel_shielded_checkpoint"},
    ),
    q(
        "h201_trio_traps",
        "which",
        "Which function hands my task over for good to some other event loop, so that trio just "
        "treats it as finished?",
        {"def": "permanently_detach_coroutine_object"},
        own=True,
    ),
    q(
        "h201_trio_traps",
        "how",
        "Once I've lent my task out to a different async framework for a while, how does it get "
        "back under trio's control?",
        {"body": "reattach_detached_coroutine_object"},
        own=True,
    ),
    run(
        "h201_trio_traps",
        "could you run {} for me and paste the output",
        "from trio._core._traps import Abort; print(list(Abort))",
        "<Abort.FAILED: 2>",
    ),
    q(
        "h201_trio_traps",
        "edit",
        "Add `__all__ = ['Abort', 'wait_task_rescheduled']` near the top of trio/_core/_traps.py, "
        "after the imports and before any function or class.",
        {"effect": {"at_top": [TRAPS, "__all__ = ['Abort', 'wait_task_rescheduled']"]}},
    ),
]
