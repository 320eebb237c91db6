"""The two-hundred-and-sixtieth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (awscli 1.45.11: ``awscli/arguments.py``;
charset-normalizer 3.4.7: ``charset_normalizer/cd.py``; distributed 2026.8.0:
``distributed/process.py``; matplotlib 3.11.2: ``matplotlib/_tight_layout.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (awscli's CLI arguments most, then
charset-normalizer's coherence detection, distributed's AsyncProcess, matplotlib's tight layout).
About a fifth of the non-edit questions are in the user's own words (``own=True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds, and each expected substring was taken from running it.
The golds were checked with ``check_set.py`` (``0 bad``), and every edit was made by hand on a
scratch copy of its workspace and ``bench_answers.check_effect`` seen to hold after it (and, for
the requests to decline, on the untouched copy).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h260_awscli_arguments": ["awscli/arguments.py"],
    "h260_charset_normalizer_cd": ["charset_normalizer/cd.py"],
    "h260_distributed_process": ["distributed/process.py"],
    "h260_matplotlib_tight_layout": ["matplotlib/_tight_layout.py"],
}

ARGS = "awscli/arguments.py"
CD = "charset_normalizer/cd.py"
PROC = "distributed/process.py"
TIGHT = "matplotlib/_tight_layout.py"


QUESTIONS: list[dict] = [
    # --- awscli/arguments.py -----------------------------------------------------------------
    q(
        "h260_awscli_arguments",
        "where",
        "where is create_argument_model_from_schema defined?",
        {"def": "create_argument_model_from_schema"},
    ),
    q(
        "h260_awscli_arguments",
        "where",
        "Where's the BooleanArgument class in the aws cli source?",
        {"def": "BooleanArgument"},
    ),
    q(
        "h260_awscli_arguments",
        "returns",
        "What does `CustomArgument._create_scalar_argument_model` give back, say when nargs was "
        "passed?",
        {"returns": "CustomArgument._create_scalar_argument_model"},
    ),
    q(
        "h260_awscli_arguments",
        "calls",
        "Who calls _emit_first_response?",
        grep(r"self\._emit_first_response\(", ARGS),
    ),
    q(
        "h260_awscli_arguments",
        "raises",
        "Which properties of BaseCLIArgument just raise NotImplementedError? Show me the lines.",
        grep(r"raise NotImplementedError\(", ARGS),
    ),
    q(
        "h260_awscli_arguments",
        "raises",
        "my subclass of BaseCLIArgument dies with `NotImplementedError: cli_type` when the parser "
        "gets built -- where is that thrown?",
        grep(r'raise NotImplementedError\("cli_type"\)', ARGS),
    ),
    q(
        "h260_awscli_arguments",
        "const",
        "Where is CLIArgument's TYPE_MAP set up, and what does 'long' map to in it?",
        grep(r"TYPE_MAP = \{|'long': int,", ARGS),
    ),
    q(
        "h260_awscli_arguments",
        "which",
        "One of the API's settings is a plain on/off thing. Where does the code add a second, "
        "opposite option next to the normal one so I can switch it off from the command line?",
        {"body": "BooleanArgument.add_to_arg_table"},
        own=True,
    ),
    q(
        "h260_awscli_arguments",
        "which",
        "Is there a hook where an add-on gets to step in and turn the raw text I typed for an "
        "option into something else, before the default parsing is used?",
        {"body": "CLIArgument._unpack_argument"},
        own=True,
    ),
    q(
        "h260_awscli_arguments",
        "how",
        "How does CustomArgument.cli_type_name pick the type name when no cli_type_name was "
        "passed to the constructor?",
        {"body": "CustomArgument.cli_type_name"},
    ),
    q(
        "h260_awscli_arguments",
        "how",
        "how does CLIArgument.add_to_parser deal with % signs in the documentation it hands to "
        "argparse",
        {"body": "CLIArgument.add_to_parser"},
    ),
    q(
        "h260_awscli_arguments",
        "how",
        "if i leave a yes/no flag off the command line completely, does false get sent in the "
        "request anyway or is it just left out?",
        {"body": "BooleanArgument.add_to_params"},
        own=True,
    ),
    run(
        "h260_awscli_arguments",
        "Can you run {} and tell me what it prints?",
        "from awscli.arguments import CustomArgument; "
        "a = CustomArgument('dry-run', action='store_true'); "
        "print(a.cli_name, a.cli_type_name, a.py_name, a.required)",
        "--dry-run boolean dry_run False",
    ),
    q(
        "h260_awscli_arguments",
        "edit",
        "In awscli/arguments.py, CLIArgument.TYPE_MAP maps 'integer' to str. Change that entry "
        "so 'integer' maps to int.",
        {"effect": {"text_replaced": [ARGS, "'integer': str,", "'integer': int,"]}},
    ),
    q(
        "h260_awscli_arguments",
        "edit",
        "CLIArgument._emit_first_response has no docstring; please add one (it emits the event "
        "and returns the first response that isn't None).",
        {"effect": {"docstring": "CLIArgument._emit_first_response"}},
    ),
    # --- charset_normalizer/cd.py ------------------------------------------------------------
    q(
        "h260_charset_normalizer_cd",
        "where",
        "where's alpha_unicode_split",
        {"def": "alpha_unicode_split"},
    ),
    q(
        "h260_charset_normalizer_cd",
        "returns",
        "What does `encoding_languages` return, e.g. for a code page whose ranges are all Latin?",
        {"returns": "encoding_languages"},
    ),
    q(
        "h260_charset_normalizer_cd",
        "calls",
        "who calls characters_popularity_compare in cd.py?",
        grep(r"= characters_popularity_compare\(", CD),
    ),
    q(
        "h260_charset_normalizer_cd",
        "calls",
        "Where does get_target_features get used?",
        grep(r"= get_target_features\(", CD),
    ),
    q(
        "h260_charset_normalizer_cd",
        "raises",
        "I passed a made-up language and got `ValueError: Klingon not available`. Which line "
        "raises it?",
        grep(r'raise ValueError\(f"\{language\} not available"\)', CD),
    ),
    q(
        "h260_charset_normalizer_cd",
        "raises",
        "encoding_unicode_range('utf_8') throws an OSError on me. Where in charset_normalizer "
        "is that?",
        grep(r"raise OSError\(|Function not supported on multi-byte code page", CD),
    ),
    q(
        "h260_charset_normalizer_cd",
        "which",
        "Which piece can tell, just from the name of an East Asian encoding that uses several "
        "bytes per character, which language the text is probably in?",
        {"body": "mb_encoding_languages"},
        own=True,
    ),
    q(
        "h260_charset_normalizer_cd",
        "which",
        "Which function gets rid of the em-dash variants like 'English—' and keeps only the best "
        "ratio for each language?",
        {"body": "filter_alt_coherence_matches"},
    ),
    q(
        "h260_charset_normalizer_cd",
        "how",
        "How does merge_coherence_ratios combine the ratios when the same language shows up in "
        "several results?",
        {"body": "merge_coherence_ratios"},
    ),
    q(
        "h260_charset_normalizer_cd",
        "how",
        "My document has Greek words mixed in with plain English ones. Before it guesses the "
        "languages, how does it sort the letters into piles by writing system, and what happens "
        "to digits and spaces?",
        {"body": "alpha_unicode_split"},
        own=True,
    ),
    run(
        "h260_charset_normalizer_cd",
        "what's the output of {}",
        "from charset_normalizer.cd import mb_encoding_languages, encoding_languages; "
        "print(mb_encoding_languages('euc_kr'), mb_encoding_languages('cp932'), "
        "encoding_languages('latin_1'))",
        "['Korean'] ['Japanese'] ['Latin Based']",
    ),
    q(
        "h260_charset_normalizer_cd",
        "edit",
        "alphabet_languages keeps a language once 20% of its characters match. Raise that "
        "threshold to 0.25, file is charset_normalizer/cd.py",
        {"effect": {"text_replaced": [CD, "if ratio >= 0.2:", "if ratio >= 0.25:"]}},
    ),
    q(
        "h260_charset_normalizer_cd",
        "edit",
        "characters_popularity_compare is still quadratic in the worst case. Rewrite it with a "
        "Fenwick tree so it runs in O(n log n), and show it gives exactly the same ratios on the "
        "whole FREQUENCIES table.",
        {"effect": {"declined": True}},
    ),
    # --- distributed/process.py --------------------------------------------------------------
    q(
        "h260_distributed_process",
        "where",
        "Where is AsyncProcess._watch_process defined?",
        {"def": "AsyncProcess._watch_process"},
    ),
    q(
        "h260_distributed_process",
        "returns",
        "what does AsyncProcess.start return",
        {"returns": "AsyncProcess.start"},
    ),
    q(
        "h260_distributed_process",
        "calls",
        "Which places call `_call_and_set_future`?",
        grep(r"^\s+_call_and_set_future\(", PROC),
    ),
    q(
        "h260_distributed_process",
        "raises",
        "AsyncProcess(target=42) blows up right away. Where's the check that target is callable?",
        grep(r"raise TypeError\(", PROC),
    ),
    q(
        "h260_distributed_process",
        "raises",
        "I call .start() on an AsyncProcess after .close() and get `invalid operation on closed "
        "AsyncProcess`. Where is that raised?",
        grep(r'raise ValueError\("invalid operation on closed AsyncProcess"\)', PROC),
    ),
    q(
        "h260_distributed_process",
        "const",
        "Where does process.py fall back to exit code 255 when the child's status was already "
        "read?",
        grep(r"exitcode = 255", PROC),
    ),
    q(
        "h260_distributed_process",
        "which",
        "If the parent gets killed hard, which part makes the worker notice the parent is gone "
        "and quit on the spot?",
        {"body": "AsyncProcess._immediate_exit_when_closed"},
        own=True,
    ),
    q(
        "h260_distributed_process",
        "which",
        "Which helper swallows the 'IOLoop is closing' RuntimeError from add_callback?",
        {"body": "_loop_add_callback"},
    ),
    q(
        "h260_distributed_process",
        "how",
        "how does set_exit_callback check the function it's given before storing it?",
        {"body": "AsyncProcess.set_exit_callback"},
    ),
    q(
        "h260_distributed_process",
        "how",
        "When I tell the worker to start or shut down, my call comes back straight away and the "
        "real work happens on some helper thread. How is each of those requests dealt with over "
        "there?",
        {"body": "AsyncProcess._watch_message_queue"},
        own=True,
    ),
    q(
        "h260_distributed_process",
        "edit",
        "Every so often my exit callback never runs when the child dies. There must be a race "
        "somewhere in AsyncProcess -- find it and fix it.",
        {"effect": {"declined": True}},
    ),
    # --- matplotlib/_tight_layout.py ---------------------------------------------------------
    q(
        "h260_matplotlib_tight_layout",
        "where",
        "where is get_subplotspec_list defined in matplotlib",
        {"def": "get_subplotspec_list"},
    ),
    q(
        "h260_matplotlib_tight_layout",
        "returns",
        "What does get_tight_layout_figure return, and when does it hand back an empty dict?",
        {"returns": "get_tight_layout_figure"},
    ),
    q(
        "h260_matplotlib_tight_layout",
        "calls",
        "Who calls `_auto_adjust_subplotpars`?",
        grep(r"= _auto_adjust_subplotpars\(", TIGHT),
    ),
    q(
        "h260_matplotlib_tight_layout",
        "raises",
        "_auto_adjust_subplotpars raises a bare ValueError -- on which line, and when?",
        grep(r"raise ValueError$|if len\(span_pairs\) != len\(subplot_list\)", TIGHT),
    ),
    q(
        "h260_matplotlib_tight_layout",
        "which",
        "Which function gives up and just warns me when the labels around my charts are so big "
        "there's no room left for the charts themselves?",
        {"body": "_auto_adjust_subplotpars"},
        own=True,
    ),
    q(
        "h260_matplotlib_tight_layout",
        "which",
        "Which function puts None in its list for an Axes whose gridspec had its subplot params "
        "modified locally?",
        {"body": "get_subplotspec_list"},
    ),
    q(
        "h260_matplotlib_tight_layout",
        "how",
        "How does get_tight_layout_figure handle the rect argument, given that rect means "
        "something different to _auto_adjust_subplotpars?",
        {"body": "get_tight_layout_figure"},
    ),
    run(
        "h260_matplotlib_tight_layout",
        "I ran {} -- what should it print?",
        "import matplotlib; matplotlib.use('Agg'); import matplotlib.pyplot as plt; "
        "from matplotlib._tight_layout import get_subplotspec_list; "
        "fig, axs = plt.subplots(2, 3); print(get_subplotspec_list(fig.axes)[4])",
        "GridSpec(2, 3)[1:2, 1:2]",
    ),
    q(
        "h260_matplotlib_tight_layout",
        "edit",
        "In _auto_adjust_subplotpars, right after the line `rows, cols = shape`, add "
        "`assert rows > 0 and cols > 0` (matplotlib/_tight_layout.py).",
        {"effect": {"line_after": [TIGHT, "rows, cols = shape", "assert rows > 0 and cols > 0"]}},
    ),
]
