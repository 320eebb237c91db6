"""The ninety-seventh held-out set: questions on four modules of one third-party package that no
other set uses, copied from the installed site-packages (ipython 8.12.3, and of it only
``IPython/core/oinspect.py``, ``ultratb.py``, ``debugger.py`` and ``prefilter.py``),
written blind: by reading only those modules, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the modules (ultratb most, then oinspect and debugger,
prefilter least). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h97_ipython": [
        "IPython/core/oinspect.py",
        "IPython/core/ultratb.py",
        "IPython/core/debugger.py",
        "IPython/core/prefilter.py",
    ],
}

WS = "h97_ipython"
OINSPECT = "IPython/core/oinspect.py"
ULTRATB = "IPython/core/ultratb.py"
DEBUGGER = "IPython/core/debugger.py"
PREFILTER = "IPython/core/prefilter.py"


QUESTIONS: list[dict] = [
    # --- ultratb -----------------------------------------------------------------------------
    q(
        WS,
        "where",
        "where's the FrameInfo class in ultratb (the one that mirrors stack_data's)?",
        {"def": "FrameInfo"},
    ),
    q(
        WS,
        "calls",
        "Who calls _format_filename in ultratb.py?",
        grep(r"(?<!def )_format_filename\(", ULTRATB),
    ),
    q(
        WS,
        "raises",
        "I called FormattedTB.set_mode('Fancy') and got a ValueError. Which line raises that?",
        grep(r"raise ValueError\(|\"Unrecognized mode in FormattedTB", ULTRATB),
    ),
    q(
        WS,
        "raises",
        "where does TBTools.structured_traceback raise NotImplementedError",
        grep(r"raise NotImplementedError\(\)", ULTRATB),
    ),
    q(
        WS,
        "raises",
        "text_repr swallows pretty much every exception while building a repr, but I heard it "
        "lets Ctrl-C through. Where exactly does it re-raise?",
        grep(r"^\s+raise$", ULTRATB),
    ),
    q(
        WS,
        "const",
        "Where is FAST_THRESHOLD set in ultratb, and to what?",
        grep(r"^FAST_THRESHOLD = ", ULTRATB),
    ),
    q(
        WS,
        "which",
        "When an error happens inside some gigantic source file, which function decides not to "
        "bother with the careful analysis of the code and just falls back to a quicker, simpler "
        "listing of the lines around the error?",
        {"body": "VerboseTB.get_records"},
        {"body": "VerboseTB.format_record"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which method do i call on a FormattedTB so it prints just the final exception line, "
        "no frames at all?",
        {"body": "FormattedTB.minimal"},
        {"body": "FormattedTB.structured_traceback"},
        {"body": "ListTB.get_exception_only"},
    ),
    q(
        WS,
        "which",
        "Which TBTools method flips between the current colour scheme and NoColor?",
        {"body": "TBTools.color_toggle"},
    ),
    q(
        WS,
        "how",
        "How does ListTB.structured_traceback deal with chained exceptions (`raise X from Y`)? "
        "Is there anything stopping it from looping forever if the causes form a cycle?",
        {"body": "ListTB.structured_traceback"},
    ),
    q(
        WS,
        "how",
        "When my script blows up, the long report lists what each local name was holding on the "
        "failing line. How does it collect those, and what switches that part off?",
        grep(
            r"if self\.include_vars:|fibp = frame_info\.variables_in_executing_piece|"
            r"var_repr = eqrepr if self\.include_vars else nullrepr|"
            r"self\.include_vars = \(self\.mode == self\.valid_modes\[2\]\)",
            ULTRATB,
        ),
        own=True,
    ),
    run(
        WS,
        "what does {} print?",
        "from IPython.core.ultratb import eqrepr, nullrepr; "
        "print(eqrepr([1, 'a']), repr(nullrepr(3)))",
        "=[1, 'a'] ''",
    ),
    q(
        WS,
        "edit",
        "Please raise FAST_THRESHOLD in IPython/core/ultratb.py from 10_000 to 20_000, I have "
        "long generated modules and want the highlighted tracebacks for them too.",
        {"effect": {"value_set": [ULTRATB, "FAST_THRESHOLD", "20000"]}},
    ),
    q(
        WS,
        "edit",
        'comment out that `print("No file....")` in get_line_number_of_frame (ultratb.py), '
        "it ends up in my output",
        {"effect": {"comment_out": [ULTRATB, 'print("No file....")']}},
    ),
    q(
        WS,
        "edit",
        "Could you make VerboseTB also produce an HTML version of the traceback with collapsible "
        "frames and a copy button for each one, and hook it into the notebook display?",
        {"effect": {"declined": True}},
    ),
    # --- oinspect ----------------------------------------------------------------------------
    q(
        WS,
        "where",
        "where is _render_signature defined?",
        {"def": "_render_signature"},
    ),
    q(
        WS,
        "returns",
        "What does find_source_lines return? In particular when it can't find anything.",
        {"returns": "find_source_lines"},
    ),
    q(
        WS,
        "returns",
        "what does oinspect's `getdoc` give back if the object has its own getdoc() method?",
        {"returns": "getdoc"},
    ),
    q(
        WS,
        "calls",
        "who uses find_file() in oinspect.py?",
        grep(r"= find_file\(obj\)", OINSPECT),
    ),
    q(
        WS,
        "raises",
        "Inspector.psearch gave me 'invalid argument string for psearch'. Where's that raised?",
        grep(r"raise ValueError\('invalid argument string for psearch", OINSPECT),
    ),
    q(
        WS,
        "raises",
        "Where does psearch reject a namespace name that isn't in ns_table?",
        grep(r"raise ValueError\('invalid namespace <%s>", OINSPECT),
    ),
    q(
        WS,
        "const",
        "what's HOOK_NAME set to in oinspect and where",
        grep(r"^HOOK_NAME = ", OINSPECT),
    ),
    q(
        WS,
        "which",
        "With obj?? I get the full code listing. Which function makes sure the explanation text "
        "at the top of that code isn't printed a second time underneath?",
        {"body": "Inspector._source_contains_docstring"},
        grep(r"if ds and not self\._source_contains_docstring\(", OINSPECT),
        own=True,
    ),
    q(
        WS,
        "how",
        "if I look up a variable with ? and the thing is enormous when turned into text, how "
        "does ipython shorten what it shows me?",
        grep(
            r"string_max = 200|shalf = int\(|ostr = ostr\[:shalf\]|"
            r"if not detail_level and len\(ostr\)>string_max:",
            OINSPECT,
        ),
        own=True,
    ),
    q(
        WS,
        "how",
        "How does find_file cope when I give it an instance instead of a function or class?",
        grep(r"fname = inspect\.getabsfile\(obj\.__class__\)", OINSPECT),
        {"body": "find_file"},
    ),
    run(
        WS,
        "Can you run {} and tell me exactly what it prints",
        "from inspect import signature; from IPython.core.oinspect import _render_signature; "
        "print(_render_signature(signature(lambda a, /, b, *, c=1: 0), 'f'))",
        "f(a, /, b, *, c=1)",
    ),
    q(
        WS,
        "edit",
        "In IPython/core/oinspect.py, Inspector.info cuts string forms at 200 chars. Change "
        "string_max = 200 to string_max = 500 please.",
        {"effect": {"text_replaced": [OINSPECT, "string_max = 200", "string_max = 500"]}},
    ),
    # --- debugger ----------------------------------------------------------------------------
    q(
        WS,
        "where",
        "Where's decorate_fn_with_doc?",
        {"def": "decorate_fn_with_doc"},
    ),
    q(
        WS,
        "calls",
        "who calls Pdb._hidden_predicate",
        grep(r"self\._hidden_predicate\(", DEBUGGER),
    ),
    q(
        WS,
        "calls",
        "Where is make_arrow used? I want to change how the arrow looks in both the debugger and "
        "the tracebacks.",
        {"grep": r"(?<!def )make_arrow\(pad\)"},
    ),
    q(
        WS,
        "raises",
        "In debugger.py, where is 'Context must be a positive integer' raised?",
        grep(r'raise ValueError\("Context must be a positive integer"\)', DEBUGGER),
    ),
    q(
        WS,
        "raises",
        "an old plugin of mine calls BdbQuit_IPython_excepthook and crashes now - where does "
        "that raise?",
        grep(r"`BdbQuit_IPython_excepthook` is deprecated", DEBUGGER),
    ),
    q(
        WS,
        "raises",
        "Where does InterruptiblePdb re-raise the KeyboardInterrupt after cleaning up?",
        grep(r"^\s+raise$", DEBUGGER),
    ),
    q(
        WS,
        "which",
        "In ipdb, going up and down the stack jumps over some levels that the library authors "
        "flagged as not interesting. which code works out which levels get jumped over?",
        {"body": "Pdb.hidden_frames"},
        {"body": "Pdb._hidden_predicate"},
        {"body": "Pdb.do_up"},
        {"body": "Pdb.do_down"},
        own=True,
    ),
    q(
        WS,
        "how",
        "If a helper function sets a special marker variable, how does the debugger know to walk "
        "straight past it (and past anything it calls) while I'm stepping?",
        {"body": "Pdb._is_in_decorator_internal_and_should_skip"},
        {"body": "Pdb.stop_here"},
        {"body": "Pdb.break_anywhere"},
        own=True,
    ),
    q(
        WS,
        "how",
        "how does Pdb.precmd handle `obj?` vs `obj??` typed at the ipdb prompt",
        {"body": "Pdb.precmd"},
    ),
    q(
        WS,
        "how",
        "When ipdb prints where I am, how does it pick which neighbouring lines of the file to "
        "print, esp. when I'm right at the start or the end of the file?",
        grep(
            r"start = lineno - 1 - context//2|start = min\(start, len\(lines\) - context\)|"
            r"start = max\(start, 0\)|lines = lines\[start : start \+ context\]",
            DEBUGGER,
        ),
        own=True,
    ),
    run(
        WS,
        "what's the output of {}",
        "from IPython.core.debugger import make_arrow; "
        "print(repr(make_arrow(5)), repr(make_arrow(1)), repr(make_arrow(0)))",
        "'---> ' '>' ''",
    ),
    q(
        WS,
        "edit",
        "In format_stack_entry in IPython/core/debugger.py there's a commented-out "
        "`# return_value += '->'`. Uncomment it for me?",
        {"effect": {"uncomment": [DEBUGGER, "return_value += '->'"]}},
    ),
    # --- prefilter ---------------------------------------------------------------------------
    q(
        WS,
        "where",
        "where is PrefilterManager.prefilter_lines defined",
        {"def": "PrefilterManager.prefilter_lines"},
    ),
    q(
        WS,
        "returns",
        "What does PrefilterManager.find_handler return when none of the checkers match?",
        {"returns": "PrefilterManager.find_handler"},
    ),
    q(
        WS,
        "calls",
        "who calls is_shadowed",
        grep(r"if is_shadowed\(", PREFILTER),
    ),
    q(
        WS,
        "which",
        "I typed `len mylist` without brackets and IPython ran it as a function anyway. Which "
        "part decides that a bare word followed by stuff should become a call?",
        {"body": "AutocallChecker.check"},
        {"body": "AutoHandler.handle"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which checker makes sure `ls = 'hi'` is treated as a plain Python assignment rather than "
        "triggering the ls alias/magic?",
        {"body": "AssignmentChecker.check"},
    ),
    q(
        WS,
        "which",
        "I recorded a bunch of earlier commands under one name. Which part spots that name when I "
        "type it and pastes the saved lines back in?",
        {"body": "MacroChecker.check"},
        {"body": "MacroHandler.handle"},
        own=True,
    ),
    q(
        WS,
        "how",
        "hey, how come starting a line with a comma, like `,f a b c`, ends up putting string "
        "marks around every word I typed after the name?",
        grep(
            r"""newcmd = '%s\("%s"\)' % \(ifun,'", "'\.join\(the_rest\.split\(\)\) \)""",
            PREFILTER,
        ),
        {"body": "AutoHandler.handle"},
        own=True,
    ),
    run(
        WS,
        "Could you run {} ? I want to see which prefixes block autocall.",
        "from IPython.core.prefilter import re_exclude_auto as r; "
        "print([bool(r.match(s)) for s in ['+ 1', 'is None', 'isnt', '-x', '.attr']])",
        "[True, True, False, True, False]",
    ),
    q(
        WS,
        "edit",
        "MacroHandler.handle in prefilter.py has no docstring. Add one, please.",
        {"effect": {"docstring": "MacroHandler.handle"}},
    ),
]
