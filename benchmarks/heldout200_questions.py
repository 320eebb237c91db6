"""The two-hundredth blind set: questions on one module each of four third-party packages, copied
from the installed site-packages (awscli 1.45.11: ``awscli/alias.py``; prompt_toolkit 3.0.52:
``prompt_toolkit/shortcuts/progress_bar/base.py``; graphql-core 3.2.8:
``graphql/utilities/type_info.py``; openai 3.63.0: ``openai/lib/live/_transcript_grouper.py``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (prompt_toolkit's progress bar most, then
openai's live transcript grouper, graphql's type info and awscli's aliases). About a fifth of the
questions that are not edits are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h200_awscli_alias": ["awscli/alias.py"],
    "h200_prompt_toolkit_progress_bar": ["prompt_toolkit/shortcuts/progress_bar/base.py"],
    "h200_graphql_type_info": ["graphql/utilities/type_info.py"],
    "h200_openai_transcript_grouper": ["openai/lib/live/_transcript_grouper.py"],
}

ALIAS = "awscli/alias.py"
BAR = "prompt_toolkit/shortcuts/progress_bar/base.py"
TYPEINFO = "graphql/utilities/type_info.py"
GROUPER = "openai/lib/live/_transcript_grouper.py"


QUESTIONS: list[dict] = [
    # --- awscli/alias.py ---------------------------------------------------------------------
    q(
        "h200_awscli_alias",
        "where",
        "where's InvalidAliasException declared?",
        {"def": "InvalidAliasException"},
    ),
    q(
        "h200_awscli_alias",
        "returns",
        "In awscli's alias module, what comes back from "
        "`ServiceAliasCommand._get_global_parameters_to_update`?",
        {"returns": "ServiceAliasCommand._get_global_parameters_to_update"},
    ),
    q(
        "h200_awscli_alias",
        "calls",
        "Who calls _get_alias_args? I want to see where the shlex splitting gets kicked off.",
        grep(r"self\._get_alias_args\(\)", ALIAS),
    ),
    q(
        "h200_awscli_alias",
        "raises",
        "Where does it complain when one of my shortcuts has a quote that I forgot to close?",
        grep(r"could not be parsed", ALIAS),
        own=True,
    ),
    q(
        "h200_awscli_alias",
        "raises",
        "I put `--profile prod` inside a subcommand alias and the cli refuses it. Which line throws "
        "that error?",
        grep(r'Global parameter "--', ALIAS),
    ),
    q(
        "h200_awscli_alias",
        "raises",
        "the base alias command class, where does its __call__ raise NotImplementedError",
        grep(r"raise NotImplementedError\('__call__'\)", ALIAS),
    ),
    q(
        "h200_awscli_alias",
        "which",
        "Which class handles aliases whose value begins with `!` and hands them off to the shell?",
        {"def": "ExternalAliasCommand"},
    ),
    q(
        "h200_awscli_alias",
        "which",
        "After my shortcuts have been read off disk, which bit trims the stray blank lines at the "
        "start and end of each one?",
        {"def": "AliasLoader._cleanup_alias_values"},
        own=True,
    ),
    q(
        "h200_awscli_alias",
        "how",
        "Say I make a shortcut called `s3` whose text also begins with s3. How does it end up "
        "running the genuine s3 rather than going round in circles on my shortcut?",
        {"body": "ServiceAliasCommand.__call__"},
        own=True,
    ),
    run(
        "h200_awscli_alias",
        "Can you execute {} and tell me the string it builds?",
        "from awscli.alias import ExternalAliasCommand as E; "
        "c = E('x', '!echo hi', invoker=lambda cmd, shell: cmd); print(c(['a b', 'c'], None))",
        "echo hi 'a b' c",
    ),
    q(
        "h200_awscli_alias",
        "edit",
        "In awscli/alias.py please also forbid --region in subcommand aliases: add 'region' at the "
        "end of the UNSUPPORTED_GLOBAL_PARAMETERS tuple.",
        {
            "effect": {
                "text_replaced": [
                    ALIAS,
                    "UNSUPPORTED_GLOBAL_PARAMETERS = ('debug', 'profile')",
                    "UNSUPPORTED_GLOBAL_PARAMETERS = ('debug', 'profile', 'region')",
                ]
            }
        },
    ),
    # --- prompt_toolkit/shortcuts/progress_bar/base.py ---------------------------------------
    q(
        "h200_prompt_toolkit_progress_bar",
        "where",
        "Where is item_completed defined on the counter class?",
        {"def": "ProgressBarCounter.item_completed"},
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "returns",
        "what does ProgressBarCounter.percentage give back, say when there's no total?",
        {"returns": "ProgressBarCounter.percentage"},
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "calls",
        "where is create_key_bindings used in the progress bar base module?",
        grep(r"= create_key_bindings\(", BAR),
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "raises",
        "I called `iter()` on a counter I made with pb(total=10) and no data, and got a "
        "NotImplementedError. Where's that coming from?",
        grep(r"No data defined to iterate over", BAR),
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "const",
        "Where does the progress bar's Application get its min_redraw_interval, and what's the "
        "value?",
        grep(r"min_redraw_interval=0\.05", BAR),
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "which",
        "Which method builds the prompt_toolkit Application for ProgressBar and starts it on a "
        "background thread?",
        {"def": "ProgressBar.__enter__"},
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "which",
        "which piece guesses how much longer I'll be sitting here before the job finishes?",
        {"def": "ProgressBarCounter.time_left"},
        own=True,
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "how",
        "When I don't pass cancel_callback, how does ProgressBar make ctrl-c still stop my loop?",
        grep(
            r"if self\.cancel_callback is None and in_main_thread\(\)|"
            r"os\.kill\(os\.getpid\(\), signal\.SIGINT\)|"
            r"self\.cancel_callback = keyboard_interrupt_to_main_thread",
            BAR,
        ),
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "how",
        "hey, if drawing one of the rows blows up with an exception, does the whole display die? "
        "what happens to that row instead?",
        {"body": "_ProgressControl.create_content"},
        own=True,
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "how",
        "How does setting `done = True` on a counter deal with remove_when_done?",
        grep(
            r"if value and self\.remove_when_done:|self\.progress_bar\.counters\.remove\(self\)",
            BAR,
        ),
    ),
    run(
        "h200_prompt_toolkit_progress_bar",
        "what does {} print?",
        "from prompt_toolkit.shortcuts.progress_bar.base import ProgressBarCounter; "
        "c = ProgressBarCounter(None, range(8)); c.items_completed = 2; print(c.total, c.percentage)",
        "8 25.0",
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "edit",
        "The progress bar refreshes a bit too often for my slow terminal. In "
        "prompt_toolkit/shortcuts/progress_bar/base.py change refresh_interval=0.3 to 0.5.",
        {"effect": {"text_replaced": [BAR, "refresh_interval=0.3,", "refresh_interval=0.5,"]}},
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "edit",
        "ProgressBar.invalidate doesn't have a docstring. Add one saying it asks the app to redraw.",
        {"effect": {"docstring": "ProgressBar.invalidate"}},
    ),
    q(
        "h200_prompt_toolkit_progress_bar",
        "edit",
        "The remaining-time estimate jumps all over the place. Could you rework it to use an "
        "exponentially weighted average of recent item rates, and write tests for it?",
        {"effect": {"declined": True}},
    ),
    # --- graphql/utilities/type_info.py ------------------------------------------------------
    q(
        "h200_graphql_type_info",
        "where",
        "where is the module-level get_field_def function in type_info.py (not the TypeInfo "
        "method)?",
        {"def": "get_field_def"},
    ),
    q(
        "h200_graphql_type_info",
        "where",
        "Which line defines `TypeInfoVisitor.leave`?",
        {"def": "TypeInfoVisitor.leave"},
    ),
    q(
        "h200_graphql_type_info",
        "returns",
        "What does TypeInfo.get_parent_input_type return when the input type stack only has one "
        "entry?",
        {"returns": "TypeInfo.get_parent_input_type"},
    ),
    q(
        "h200_graphql_type_info",
        "calls",
        "which spots in TypeInfo call type_from_ast?",
        grep(r"type_from_ast\(self\._schema", TYPEINFO),
    ),
    q(
        "h200_graphql_type_info",
        "calls",
        "Find every place get_named_type gets called in graphql/utilities/type_info.py.",
        grep(r"get_named_type\(", TYPEINFO),
    ),
    q(
        "h200_graphql_type_info",
        "which",
        "Which TypeInfo method looks up the argument definition and pushes its default value when "
        "the traversal enters an argument?",
        {"def": "TypeInfo.enter_argument"},
    ),
    q(
        "h200_graphql_type_info",
        "which",
        "Which function knows about the special double-underscore names a client may always ask "
        "for, like asking the server to describe itself?",
        {"def": "get_field_def"},
        own=True,
    ),
    q(
        "h200_graphql_type_info",
        "how",
        "How does TypeInfoVisitor.enter keep the TypeInfo in sync if the wrapped visitor's enter "
        "function returns a replacement node?",
        {"body": "TypeInfoVisitor.enter"},
    ),
    q(
        "h200_graphql_type_info",
        "how",
        "While walking a query, when it steps into a square-bracket value, how does it work out "
        "what kind each element should be? And do the elements ever get a fallback?",
        {"body": "TypeInfo.enter_list_value"},
        own=True,
    ),
    run(
        "h200_graphql_type_info",
        "Run {} for me and say what the last line is.",
        "from graphql import build_schema, parse; from graphql.utilities.type_info import TypeInfo; "
        "s = build_schema('type Query { hello: String }'); op = parse('{ hello }').definitions[0]; "
        "t = TypeInfo(s); t.enter(op); t.enter(op.selection_set); "
        "t.enter(op.selection_set.selections[0]); print(t.get_parent_type(), t.get_type())",
        "Query String",
    ),
    q(
        "h200_graphql_type_info",
        "edit",
        "rename GetFieldDefFn to FieldDefGetter throughout type_info.py",
        {"effect": {"renamed": ["GetFieldDefFn", "FieldDefGetter"]}},
    ),
    # --- openai/lib/live/_transcript_grouper.py ----------------------------------------------
    q(
        "h200_openai_transcript_grouper",
        "where",
        "where's the threading.Timer version of _call_later, the one on the sync TranscriptGrouper?",
        {"def": "TranscriptGrouper._call_later"},
    ),
    q(
        "h200_openai_transcript_grouper",
        "returns",
        "AsyncTranscriptGrouper._start_dispatch -- what can it return?",
        {"returns": "AsyncTranscriptGrouper._start_dispatch"},
    ),
    q(
        "h200_openai_transcript_grouper",
        "calls",
        "Both grouper constructors build their options through `_options`. Show me those calls.",
        grep(r"^\s+_options\($", GROUPER),
    ),
    q(
        "h200_openai_transcript_grouper",
        "raises",
        "I'm getting OpenAIError 'must be used on its owning event loop' from the async grouper. "
        "Where is it raised?",
        grep(r"must be used on its owning event loop", GROUPER),
    ),
    q(
        "h200_openai_transcript_grouper",
        "raises",
        "in _transcript_grouper.py, which lines raise NotImplementedError in the base grouper?",
        grep(r"raise NotImplementedError$", GROUPER),
    ),
    q(
        "h200_openai_transcript_grouper",
        "raises",
        "If the task awaiting AsyncTranscriptGrouper._dispatch gets cancelled, where does the "
        "CancelledError get re-raised?",
        grep(r"except asyncio\.CancelledError:", GROUPER),
    ),
    q(
        "h200_openai_transcript_grouper",
        "const",
        "What's the default min_turn_separation_ms for the transcript grouper and where is it set?",
        grep(r"500 if min_turn_separation_ms is None", GROUPER),
    ),
    q(
        "h200_openai_transcript_grouper",
        "which",
        "Which method passes a failed callback's exception to the event loop's exception handler "
        "when nobody was awaiting the dispatch?",
        {"def": "AsyncTranscriptGrouper._dispatch_finished"},
    ),
    q(
        "h200_openai_transcript_grouper",
        "which",
        "In the non-async version, which method throws away an alarm that goes off after it has "
        "already been superseded by a newer one?",
        {"def": "TranscriptGrouper._timer_fired"},
        own=True,
    ),
    q(
        "h200_openai_transcript_grouper",
        "how",
        "How does TranscriptGrouper._dispatch stop handlers from being run re-entrantly when a "
        "handler itself calls push()?",
        {"body": "TranscriptGrouper._dispatch"},
    ),
    q(
        "h200_openai_transcript_grouper",
        "how",
        "With the coroutine-based flavour: say whoever handed in an event gets interrupted and "
        "stops waiting. How does it make sure every subscriber still hears about that event "
        "instead of being cut off in the middle?",
        {"body": "AsyncTranscriptGrouper._dispatch"},
        {"body": "AsyncTranscriptGrouper._start_dispatch"},
        own=True,
    ),
    run(
        "h200_openai_transcript_grouper",
        "Could you run {} and paste the output?",
        "from openai.lib.live._transcript_grouper import _options; "
        "print(_options(None, 100, None, None, ['ok']))",
        "backchannel_isolation_ms=2000",
    ),
    q(
        "h200_openai_transcript_grouper",
        "edit",
        "In openai/lib/live/_transcript_grouper.py, name the timer thread: put "
        '`timer.name = "transcript-grouper-timer"` on the line right after `timer.daemon = True`.',
        {
            "effect": {
                "line_after": [
                    GROUPER,
                    "timer.daemon = True",
                    'timer.name = "transcript-grouper-timer"',
                ]
            }
        },
    ),
    q(
        "h200_openai_transcript_grouper",
        "edit",
        "I think there's a race between close() and the timer thread in the sync grouper that can "
        "drop the last segment. Can you track it down and fix it?",
        {"effect": {"declined": True}},
    ),
]
