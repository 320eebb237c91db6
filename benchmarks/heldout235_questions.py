"""The two-hundred-and-thirty-fifth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (networkx 3.6.1:
``networkx/generators/expanders.py``; IPython 8.12.3: ``IPython/core/magic_arguments.py``;
Werkzeug 3.1.8: ``werkzeug/sansio/multipart.py``; mistune 3.4.0: ``mistune/inline_parser.py``),
written blind: by reading only those four files, the format of ``heldout128_questions.py``,
``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code, its
notes or other sets, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The questions are weighted by the size of the files (Werkzeug's multipart decoder and encoder,
networkx's expander generators and mistune's inline parser most, then IPython's magic argument
decorators). About a fifth of the non-edit questions are in the user's own words
(``"own": True``: behaviour described in everyday words, without the target's names or its
docstring's words, with one definition that fits); the rest name the code, run a command or ask
for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad`` (every
``def`` / ``body`` / ``returns`` gold names exactly one definition, every grep matches the intended
lines); the commands were run against the installed packages and their expected substrings copied
from the real output (nothing in them depends on time, addresses or randomness); each edit was made
by hand on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it (the two
declined ones: the workspace left unchanged).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h235_networkx_expanders": ["networkx/generators/expanders.py"],
    "h235_ipython_magic_arguments": ["IPython/core/magic_arguments.py"],
    "h235_werkzeug_multipart": ["werkzeug/sansio/multipart.py"],
    "h235_mistune_inline_parser": ["mistune/inline_parser.py"],
}

EXP = "networkx/generators/expanders.py"
MAG = "IPython/core/magic_arguments.py"
MP = "werkzeug/sansio/multipart.py"
INL = "mistune/inline_parser.py"


QUESTIONS: list[dict] = [
    # --- networkx/generators/expanders.py ----------------------------------------------------
    q(
        "h235_networkx_expanders",
        "where",
        "Where is random_regular_expander_graph defined?",
        {"def": "random_regular_expander_graph"},
    ),
    q(
        "h235_networkx_expanders",
        "returns",
        "what can maybe_regular_expander_graph return -- is there an early exit for tiny n?",
        {"returns": "maybe_regular_expander_graph"},
    ),
    q(
        "h235_networkx_expanders",
        "calls",
        "I'm about to change the signature of `maybe_regular_expander_graph`. What calls it in "
        "expanders.py?",
        grep(r"G = maybe_regular_expander_graph\(|return maybe_regular_expander_graph\(", EXP),
    ),
    q(
        "h235_networkx_expanders",
        "raises",
        "nx.maybe_regular_expander_graph(10, 3) -> NetworkXError: d must be even. where's that "
        "thrown",
        grep(r'raise nx\.NetworkXError\("d must be even"\)', EXP),
    ),
    q(
        "h235_networkx_expanders",
        "raises",
        "Hi, I asked for a 6-regular expander on 5 nodes and got an error about not having room "
        "for independent cycles. Which line raises it?",
        grep(r"Need n-1>= d to have room", EXP),
    ),
    q(
        "h235_networkx_expanders",
        "which",
        "I need a ring of points whose count is a number divisible only by itself and one, where "
        "besides its two neighbours every point is also linked to the number you would multiply "
        "it by to get 1. Which builder in here makes that?",
        {"body": "chordal_cycle_graph"},
        own=True,
    ),
    q(
        "h235_networkx_expanders",
        "which",
        "which function in expanders.py is just the old deprecated name that forwards to the new "
        "one?",
        {"body": "maybe_regular_expander"},
    ),
    q(
        "h235_networkx_expanders",
        "how",
        "When I ask whether my network, where everyone has the same number of friends, mixes "
        "well enough, how is the yes/no reached? What gets measured, and against what threshold?",
        {"body": "is_regular_expander"},
        own=True,
    ),
    q(
        "h235_networkx_expanders",
        "how",
        "How does maybe_regular_expander_graph make sure the random cycles it stacks don't share "
        "an edge?",
        grep(
            r"while len\(edges\) != \(i \+ 1\) \* n:"
            r"|if \(u, v\) not in edges and \(v, u\) not in edges"
            r"|if len\(new_edges\) == n:",
            EXP,
        ),
    ),
    run(
        "h235_networkx_expanders",
        "what edges leave node 0 here: {}",
        "import networkx as nx; print(sorted(nx.paley_graph(7).edges(0)))",
        "[(0, 1), (0, 2), (0, 4)]",
    ),
    q(
        "h235_networkx_expanders",
        "edit",
        "random_regular_expander_graph gives up too quickly for me. In "
        "networkx/generators/expanders.py, make its max_tries default 200 instead of 100 (only "
        "that function, leave maybe_regular_expander_graph alone).",
        {
            "effect": {
                "line_replaced": [
                    EXP,
                    "n, d, *, epsilon=0, create_using=None, max_tries=100, seed=None",
                    "n, d, *, epsilon=0, create_using=None, max_tries=200, seed=None",
                ]
            }
        },
    ),
    q(
        "h235_networkx_expanders",
        "edit",
        "Could you add full type annotations (parameters and return types) to every public "
        "function in expanders.py, and make sure mypy --strict passes on it?",
        {"effect": {"declined": True}},
    ),
    # --- IPython/core/magic_arguments.py -----------------------------------------------------
    q(
        "h235_ipython_magic_arguments",
        "where",
        "where's MagicArgumentParser.parse_argstring",
        {"def": "MagicArgumentParser.parse_argstring"},
    ),
    q(
        "h235_ipython_magic_arguments",
        "returns",
        "What does real_name() give back for a function called magic_timeit, and what if "
        "argcmd_name was set?",
        {"returns": "real_name"},
    ),
    q(
        "h235_ipython_magic_arguments",
        "calls",
        "Who invokes construct_parser?",
        grep(r"= construct_parser\(", MAG),
    ),
    q(
        "h235_ipython_magic_arguments",
        "raises",
        "Passing a bad flag to my %magic gives a UsageError instead of argparse exiting. Where "
        "does that get raised in magic_arguments.py?",
        grep(r"raise UsageError\(message\)", MAG),
    ),
    q(
        "h235_ipython_magic_arguments",
        "const",
        "where is NAME_RE set, the regex deciding if a metavar gets angle brackets?",
        grep(r"^NAME_RE = re\.compile\(", MAG),
    ),
    q(
        "h235_ipython_magic_arguments",
        "which",
        "For my own %-command I'd like a few of the options shown together under a separate "
        "heading on the help page. Which of these helpers should I stack on the function for "
        "that?",
        {"body": "argument_group"},
        own=True,
    ),
    q(
        "h235_ipython_magic_arguments",
        "which",
        "which method overrides ArgumentParser.error so that IPython doesn't call sys.exit?",
        {"body": "MagicArgumentParser.error"},
    ),
    q(
        "h235_ipython_magic_arguments",
        "how",
        "The help page of a %-command I wrote: where does the paragraph at the top come from, "
        "and how do the options end up listed in the same order I wrote them above the function "
        "rather than backwards?",
        {"body": "construct_parser"},
        own=True,
    ),
    q(
        "h235_ipython_magic_arguments",
        "how",
        "How does MagicHelpFormatter._format_action_invocation decide when to wrap the "
        "placeholder in <...>?",
        {"body": "MagicHelpFormatter._format_action_invocation"},
    ),
    run(
        "h235_ipython_magic_arguments",
        "Please run {} -- what does the usage line look like?",
        "from IPython.core.magic_arguments import magic_arguments, argument, parse_argstring; "
        "f = lambda line: None; f.__name__ = 'magic_demo'; argument('-n', type=int, default=1)(f); "
        "magic_arguments()(f); print(parse_argstring(f, '-n 3')); print(f.__doc__)",
        "%demo [-n N]",
    ),
    q(
        "h235_ipython_magic_arguments",
        "edit",
        "MagicHelpFormatter._format_action_invocation in IPython/core/magic_arguments.py has no "
        "docstring. Add one saying it formats an action's option strings and wraps non-plain "
        "placeholders in <> for valid RST.",
        {"effect": {"docstring": "MagicHelpFormatter._format_action_invocation"}},
    ),
    # --- werkzeug/sansio/multipart.py --------------------------------------------------------
    q(
        "h235_werkzeug_multipart",
        "where",
        "In werkzeug's sansio multipart module, where is `send_event` defined?",
        {"def": "MultipartEncoder.send_event"},
    ),
    q(
        "h235_werkzeug_multipart",
        "returns",
        "MultipartDecoder._parse_data: what does it return? a tuple of what?",
        {"returns": "MultipartDecoder._parse_data"},
    ),
    q(
        "h235_werkzeug_multipart",
        "calls",
        "where is _last_partial_boundary_index called from",
        grep(r"self\._last_partial_boundary_index\(", MP),
    ),
    q(
        "h235_werkzeug_multipart",
        "raises",
        'Uploading a form I get ValueError("Missing Content-Disposition header"). Where does '
        "the decoder raise it?",
        grep(r'raise ValueError\("Missing Content-Disposition header"\)', MP),
    ),
    q(
        "h235_werkzeug_multipart",
        "raises",
        "Where can MultipartDecoder raise RequestEntityTooLarge? I'd like all the spots.",
        grep(r"raise RequestEntityTooLarge\(\)", MP),
    ),
    q(
        "h235_werkzeug_multipart",
        "const",
        "what's SEARCH_EXTRA_LENGTH set to and where?",
        grep(r"^SEARCH_EXTRA_LENGTH = ", MP),
    ),
    q(
        "h235_werkzeug_multipart",
        "which",
        "Which class turns Field/File/Data/Epilogue events back into raw multipart/form-data "
        "bytes?",
        {"body": "MultipartEncoder"},
    ),
    q(
        "h235_werkzeug_multipart",
        "which",
        "In an uploaded form each piece starts with a few 'Name: value' lines, and sometimes one "
        "of them is folded onto the next line with leading whitespace. Which bit of code stitches "
        "those back together and splits them into pairs?",
        {"body": "MultipartDecoder._parse_headers"},
        own=True,
    ),
    q(
        "h235_werkzeug_multipart",
        "how",
        "how does next_event tell a File part from a plain Field part?",
        grep(
            r'filename = extra\.get\("filename"\)|if filename is not None:'
            r"|event = File\(|event = Field\(",
            MP,
        ),
    ),
    q(
        "h235_werkzeug_multipart",
        "how",
        "Say a chunk of an upload arrives cut off right in the middle of the separator string. "
        "How does the reader avoid handing out those last few bytes as file content before it "
        "knows what they are?",
        {"body": "MultipartDecoder._last_partial_boundary_index"},
        own=True,
    ),
    run(
        "h235_werkzeug_multipart",
        "Can you execute {} and tell me what bytes come out?",
        "from werkzeug.sansio.multipart import MultipartEncoder, Field, Data, Epilogue; "
        "from werkzeug.datastructures import Headers; e = MultipartEncoder(b'xyz'); "
        "print(e.send_event(Field(name='a', headers=Headers())) "
        "+ e.send_event(Data(data=b'hi', more_data=False)) + e.send_event(Epilogue(data=b'')))",
        'Content-Disposition: form-data; name="a"',
    ),
    q(
        "h235_werkzeug_multipart",
        "edit",
        "set SEARCH_EXTRA_LENGTH = 16 in werkzeug/sansio/multipart.py (currently 8)",
        {"effect": {"value_set": [MP, "SEARCH_EXTRA_LENGTH", "16"]}},
    ),
    q(
        "h235_werkzeug_multipart",
        "edit",
        "MultipartDecoder.next_event is one long if/elif chain over the states. Please refactor "
        "it into a dispatch table with one handler method per State, keeping behaviour identical.",
        {"effect": {"declined": True}},
    ),
    # --- mistune/inline_parser.py ------------------------------------------------------------
    q(
        "h235_mistune_inline_parser",
        "where",
        "where is precedence_scan defined in mistune?",
        {"def": "InlineParser.precedence_scan"},
    ),
    q(
        "h235_mistune_inline_parser",
        "returns",
        "What does InlineParser.parse_codespan return when there's no closing backtick run?",
        {"returns": "InlineParser.parse_codespan"},
    ),
    q(
        "h235_mistune_inline_parser",
        "calls",
        "Which parse_* methods use _add_auto_link?",
        grep(r"self\._add_auto_link\(", INL),
    ),
    q(
        "h235_mistune_inline_parser",
        "calls",
        "_normalize_start_chars -- who calls it?",
        grep(r"= _normalize_start_chars\(", INL),
    ),
    q(
        "h235_mistune_inline_parser",
        "raises",
        "I registered a plugin rule with start_chars='ab' and got "
        "'start_chars must contain one or more single-character strings'. Where is that raised?",
        grep(r"start_chars must contain one or more single-character strings", INL),
    ),
    q(
        "h235_mistune_inline_parser",
        "raises",
        "InlineParser(max_nested_level=0) raises ValueError -- where?",
        grep(r'raise ValueError\("max_nested_level must be positive"\)', INL),
    ),
    q(
        "h235_mistune_inline_parser",
        "which",
        "Which method turns <someone@example.com> into a mailto: link?",
        {"body": "InlineParser.parse_auto_email"},
    ),
    q(
        "h235_mistune_inline_parser",
        "which",
        "when the quick skip over ordinary words reaches the end of a line, which bit steps "
        "backwards over trailing blanks or a backslash so the forced break right before it still "
        "gets noticed?",
        {"body": "InlineParser._find_linebreak_start"},
        own=True,
    ),
    q(
        "h235_mistune_inline_parser",
        "how",
        "How does parse_inline_html deal with HTML comments like <!-- ... --> and with the odd "
        "<!--> form?",
        {"body": "InlineParser.parse_inline_html"},
    ),
    q(
        "h235_mistune_inline_parser",
        "how",
        "I hand the markdown text reader three separate caps on how deep stars-inside-links-"
        "inside-pictures may go. How does it settle on the one that actually applies?",
        grep(r"limits = \[max_nested_level\]|self\.max_nested_level = min\(limits\)", INL),
        own=True,
    ),
    run(
        "h235_mistune_inline_parser",
        "what tokens does {} give?",
        "from mistune.inline_parser import InlineParser; "
        "print(InlineParser()('mail <me@example.com> now', {}))",
        "'url': 'mailto:me@example.com'",
    ),
    q(
        "h235_mistune_inline_parser",
        "edit",
        "In mistune/inline_parser.py, comment out the line "
        "`assert self._fast_trigger_re is not None` in _get_fast_trigger_re.",
        {"effect": {"comment_out": [INL, "assert self._fast_trigger_re is not None"]}},
    ),
]
