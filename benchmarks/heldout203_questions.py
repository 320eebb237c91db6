"""The two-hundred-and-third held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (sortedcontainers 2.4.0:
``sortedcontainers/sortedset.py``; tornado 6.6.1: ``tornado/log.py``; pyparsing 3.3.2:
``pyparsing/exceptions.py``; jmespath 1.1.0: ``jmespath/visitor.py``), written blind: by reading
only those files, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (sortedcontainers' sorted set most, then
pyparsing's exceptions, tornado's logging support, jmespath's tree interpreter). About a fifth of
the questions that are not edits are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h203_sortedcontainers_sortedset": ["sortedcontainers/sortedset.py"],
    "h203_tornado_log": ["tornado/log.py"],
    "h203_pyparsing_exceptions": ["pyparsing/exceptions.py"],
    "h203_jmespath_visitor": ["jmespath/visitor.py"],
}

SSET = "sortedcontainers/sortedset.py"
TLOG = "tornado/log.py"
PEXC = "pyparsing/exceptions.py"
JVIS = "jmespath/visitor.py"


QUESTIONS: list[dict] = [
    # --- sortedcontainers/sortedset.py -------------------------------------------------------
    q(
        "h203_sortedcontainers_sortedset",
        "where",
        "where's __reversed__ for SortedSet",
        {"def": "SortedSet.__reversed__"},
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "where",
        "In sortedset.py, what line does the `_fromset` classmethod start on?",
        {"def": "SortedSet._fromset"},
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "returns",
        "SortedSet.count -- what does it hand back? can it ever be more than 1?",
        {"returns": "SortedSet.count"},
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "calls",
        "Which SortedSet methods go through `_fromset` to build the set they return?",
        grep(r"self\._fromset\(", SSET),
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "calls",
        "where is __make_cmp actually used? I'd like to see every operator it produces",
        grep(r"= __make_cmp\(", SSET),
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "raises",
        "I try to take out an item that was never in my sorted collection and it blows up on me. "
        "Where does that happen?",
        {"body": "SortedSet.remove"},
        own=True,
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "raises",
        "SortedSet._check -- which lines fail if the set and the list get out of sync?",
        grep(r"^\s+assert ", SSET),
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "raises",
        "Calling pop() on an empty SortedSet gives me IndexError. Which line in sortedset.py "
        "does that come out of?",
        grep(r"value = self\._list\.pop\(index\)", SSET),
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "raises",
        "`SortedSet([1]) < [1, 2]` ends in a TypeError. where does the comparison give up on "
        "things that aren't sets?",
        grep(r"return NotImplemented", SSET),
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "which",
        "I need to throw out everything sitting between, say, the 2nd and the 5th position in one "
        "go. Which method of the sorted collection takes care of that?",
        {"def": "SortedSet.__delitem__"},
        own=True,
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "which",
        "Which method produces the `SortedSet([...], key=...)` text I see in the REPL?",
        {"def": "SortedSet.__repr__"},
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "which",
        "I want a separate clone of my ordered collection that I can change without touching "
        "the original. which method gives me that?",
        {"def": "SortedSet.copy"},
        own=True,
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "how",
        "How does SortedSet.update decide between rebuilding the whole sorted list and adding "
        "the new values one at a time?",
        {"body": "SortedSet.update"},
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "how",
        "If I strip a huge batch of items out of the collection in a single call, versus only a "
        "couple of them, does it go about it any differently?",
        {"body": "SortedSet.difference_update"},
        own=True,
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "how",
        "how does comparing a SortedSet against a plain builtin set work, e.g. "
        "`ss <= {1, 2, 3}`? where's that logic",
        {"body": "SortedSet.__make_cmp"},
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "how",
        "A SortedSet built with a key has bisect_key_left and irange_key, one without doesn't. "
        "How does __init__ set those methods up?",
        grep(r"if key is not None:|self\.bisect_key_left = |self\.irange_key = ", SSET),
    ),
    run(
        "h203_sortedcontainers_sortedset",
        "Run {} and tell me how the set comes out ordered.",
        "from operator import neg; from sortedcontainers import SortedSet; "
        "print(SortedSet([3, 1, 2], key=neg))",
        "SortedSet([3, 2, 1], key=<built-in function neg>)",
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "edit",
        "In SortedSet.update in sortedcontainers/sortedset.py, line 684 (`_list = self._list` "
        "inside the if branch) is redundant, it's already assigned a few lines up. Delete just "
        "that line.",
        {"effect": {"lines_deleted": [SSET, 684, 684]}},
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "edit",
        "rename the local variable set_op_name to op_name in sortedset.py",
        {"effect": {"renamed": ["set_op_name", "op_name"]}},
    ),
    q(
        "h203_sortedcontainers_sortedset",
        "edit",
        "SortedSet keeps both a set and a sorted list, so it uses twice the memory. Could you "
        "redesign it around one balanced tree and make sure it's still just as fast?",
        {"effect": {"declined": True}},
    ),
    # --- tornado/log.py ----------------------------------------------------------------------
    q(
        "h203_tornado_log",
        "where",
        "Where is _safe_unicode defined in tornado's log module?",
        {"def": "_safe_unicode"},
    ),
    q(
        "h203_tornado_log",
        "returns",
        "what does `_stderr_supports_color` return, say when curses.setupterm() throws?",
        {"returns": "_stderr_supports_color"},
    ),
    q(
        "h203_tornado_log",
        "calls",
        "who calls _safe_unicode in tornado/log.py",
        grep(r"(?<!def )_safe_unicode\(", TLOG),
    ),
    q(
        "h203_tornado_log",
        "raises",
        "I passed --log_rotate_mode=daily and the app dies at startup with a ValueError. Where "
        "is that raised?",
        grep(r"raise ValueError\(error_message\)|The value of log_rotate_mode option", TLOG),
    ),
    q(
        "h203_tornado_log",
        "const",
        "where does tornado set the default timestamp format for its log lines "
        "(the `%y%m%d` thing)?",
        grep(r"DEFAULT_DATE_FORMAT = ", TLOG),
    ),
    q(
        "h203_tornado_log",
        "which",
        "Which function adds the log_file_prefix, log_rotate_mode etc. flags to my own "
        "OptionParser?",
        {"def": "define_logging_options"},
    ),
    q(
        "h203_tornado_log",
        "which",
        "I want my server's messages written to disk, with the file swapped for a fresh one "
        "once it gets too big or at a set time of day. which part wires that up?",
        {"def": "enable_pretty_logging"},
        own=True,
    ),
    q(
        "h203_tornado_log",
        "how",
        "How does LogFormatter pick the colour escape codes when curses isn't there (colorama "
        "on windows)?",
        grep(
            r"if curses is not None:|assume hard-coded ANSI|"
            r'self\._colors\[levelno\] = "\\033|self\._normal = "\\033',
            TLOG,
        ),
    ),
    run(
        "h203_tornado_log",
        "can you execute {} -- I want to see what a tornado log line looks like",
        "import logging; from tornado.log import LogFormatter; "
        "r = logging.makeLogRecord({'msg': 'hello %s', 'args': ('bob',), 'levelname': 'WARNING', "
        "'levelno': 30, 'module': 'app', 'lineno': 12}); "
        "print(LogFormatter(color=False).format(r))",
        "app:12] hello bob",
    ),
    q(
        "h203_tornado_log",
        "edit",
        "_safe_unicode in tornado/log.py has no docstring. Please add one: it turns the value "
        "into str and falls back to repr() if decoding fails.",
        {"effect": {"docstring": "_safe_unicode"}},
    ),
    # --- pyparsing/exceptions.py -------------------------------------------------------------
    q(
        "h203_pyparsing_exceptions",
        "where",
        "where is `_from_exception` defined?",
        {"def": "ParseBaseException._from_exception"},
    ),
    q(
        "h203_pyparsing_exceptions",
        "returns",
        "What does the `found` property of a ParseException give back, e.g. when the error is "
        "past the end of the input?",
        {"returns": "ParseBaseException.found"},
    ),
    q(
        "h203_pyparsing_exceptions",
        "calls",
        "where in pyparsing's exceptions.py does explain_exception get called?",
        grep(r"self\.explain_exception\(", PEXC),
    ),
    q(
        "h203_pyparsing_exceptions",
        "raises",
        "old code of mine reads `pe.parserElement` and now I get a PyparsingDeprecationWarning. "
        "Where is that warning emitted?",
        grep(r"warnings\.warn\(", PEXC),
    ),
    q(
        "h203_pyparsing_exceptions",
        "which",
        "Which exception class am I supposed to raise from a parse action to stop parsing "
        "right away, no backtracking?",
        {"def": "ParseFatalException"},
    ),
    q(
        "h203_pyparsing_exceptions",
        "which",
        "My parser failed and I want to print the offending line of input with a little flag "
        "stuck in at the exact spot it went wrong. which method does that?",
        {"def": "ParseBaseException.mark_input_line"},
        own=True,
    ),
    q(
        "h203_pyparsing_exceptions",
        "how",
        "after a failed match, how does it work out which rules of my grammar were in the "
        "middle of running, and avoid naming the same rule twice?",
        {"body": "ParseBaseException.explain_exception"},
        own=True,
    ),
    q(
        "h203_pyparsing_exceptions",
        "how",
        "How does ParseBaseException.__str__ cope when formatted_message itself raises?",
        {"body": "ParseBaseException.__str__"},
    ),
    run(
        "h203_pyparsing_exceptions",
        "what does {} print? mostly interested in the second line",
        "import pyparsing as pp; e = pp.ParseException('foo bar baz', 4, 'Expected int'); "
        "print(e); print(e.mark_input_line())",
        "foo >!<bar baz",
    ),
    q(
        "h203_pyparsing_exceptions",
        "edit",
        "The word shown after 'found' in pyparsing errors is capped at 16 characters by the "
        "`{{1,16}}` in `_exception_word_extractor`. Change it to `{{1,32}}`, please.",
        {"effect": {"text_replaced": [PEXC, "{{1,16}}", "{{1,32}}"]}},
    ),
    # --- jmespath/visitor.py -----------------------------------------------------------------
    q(
        "h203_jmespath_visitor",
        "where",
        "where's visit_slice in the jmespath interpreter",
        {"def": "TreeInterpreter.visit_slice"},
    ),
    q(
        "h203_jmespath_visitor",
        "returns",
        "What does _is_special_number_case return, and what if neither value is 0 or 1?",
        {"returns": "_is_special_number_case"},
    ),
    q(
        "h203_jmespath_visitor",
        "calls",
        "Who uses `_is_actual_number` in visitor.py?",
        grep(r"(?<!def )_is_actual_number\(", JVIS),
    ),
    q(
        "h203_jmespath_visitor",
        "raises",
        "jmespath threw a NotImplementedError whose message is just a node type. Which line "
        "raises that in the tree interpreter?",
        grep(r"raise NotImplementedError\(node\['type'\]\)", JVIS),
    ),
    q(
        "h203_jmespath_visitor",
        "const",
        "Where does TreeInterpreter set the dict class it uses by default for multi-select hashes?",
        grep(r"MAP_TYPE = dict", JVIS),
    ),
    q(
        "h203_jmespath_visitor",
        "which",
        "which piece takes a list of lists and squashes it down one level?",
        {"def": "TreeInterpreter.visit_flatten"},
        own=True,
    ),
    q(
        "h203_jmespath_visitor",
        "how",
        "In a query with || and &&, what counts as 'nothing' -- is an empty string or an empty "
        "object treated as no, and how is that decided?",
        {"body": "TreeInterpreter._is_false"},
        own=True,
    ),
    run(
        "h203_jmespath_visitor",
        "Please run {} and paste the output.",
        "import jmespath; print(jmespath.search('a[]', {'a': [[1, 2], [3]]}), "
        "jmespath.search('!foo', {'foo': 0}))",
        "[1, 2, 3] False",
    ),
    q(
        "h203_jmespath_visitor",
        "edit",
        "visit_comparator in jmespath/visitor.py assigns num_types and never uses it. Delete "
        "that line.",
        {"effect": {"line_deleted": [JVIS, "num_types = (int, float)"]}},
    ),
]
