"""The fourth held-out set (issue 26, fifth pass): questions on four standard-library modules that
no other set uses (heapq, uuid, traceback, optparse), written by reading the code as a user would
ask about it, and committed and measured once before any of the fifth pass's changes. Nothing is
tuned on it: only its totals are looked at.

Most of its questions are in the user's own words (``"own": True``: behaviour described in words
the code does not use for it). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

WORKSPACES: dict[str, list[str]] = {
    "heapq": ["heapq.py"],
    "uuid": ["uuid.py"],
    "traceback": ["traceback.py"],
    "optparse": ["optparse.py"],
}

PY = 'python -c "{}"'


def run(ws: str, code: str, expect: str) -> dict:
    return {
        "ws": ws,
        "kind": "run",
        "ask": f"Run `{PY.format(code)}` and tell me what it prints.",
        "gold": [{"expect": expect}],
    }


def q(ws: str, kind: str, ask: str, *gold: dict, own: bool = False) -> dict:
    return {"ws": ws, "kind": kind, "ask": ask, "gold": list(gold), "own": own}


QUESTIONS: list[dict] = [
    # --- heapq ----------------------------------------------------------------------------
    q("heapq", "where", "Where is `_siftdown_max` defined?", {"def": "_siftdown_max"}),
    q("heapq", "returns", "What does `heappop` return?", {"returns": "heappop"}),
    q("heapq", "calls", "Where is `_heapify_max` called?", {"grep": r"^\s+_heapify_max\("}),
    run("heapq", "import heapq; print(heapq.nsmallest(2, [5, 1, 4]))", "[1, 4]"),
    q(
        "heapq",
        "which",
        "Which function gives back the few biggest items of a long list without sorting the "
        "whole list?",
        {"body": "nlargest"},
        own=True,
    ),
    q(
        "heapq",
        "which",
        "Which function walks through several lists that are each already in order as if they "
        "were one long ordered list?",
        {"body": "merge"},
        own=True,
    ),
    q(
        "heapq",
        "which",
        "Which function rearranges an ordinary list where it is, so that its smallest item comes "
        "first?",
        {"body": "heapify"},
        own=True,
    ),
    q(
        "heapq",
        "which",
        "Which function puts a new item in and takes the smallest one out in one go, quicker "
        "than doing the two steps separately?",
        {"body": "heappushpop"},
        {"body": "heapreplace"},
        own=True,
    ),
    q(
        "heapq",
        "how",
        "How does it take a shortcut when only the single smallest item is wanted?",
        {"body": "nsmallest"},
        own=True,
    ),
    # --- uuid -----------------------------------------------------------------------------
    q("uuid", "where", "Where is `_parse_mac` defined?", {"def": "_parse_mac"}),
    q("uuid", "returns", "What does `UUID.variant` return?", {"returns": "UUID.variant"}),
    q(
        "uuid",
        "calls",
        "Where is `_find_mac_under_heading` called?",
        {"grep": r"return _find_mac_under_heading\("},
    ),
    q(
        "uuid",
        "which",
        "Which function makes a new id out of nothing but random bytes from the operating system?",
        {"body": "uuid4"},
        own=True,
    ),
    q(
        "uuid",
        "which",
        "Which function makes up a pretend hardware address when the real one of the network "
        "card cannot be found?",
        {"body": "_random_getnode"},
        own=True,
    ),
    q(
        "uuid",
        "which",
        "Which function looks up this machine's network card address once, trying several ways "
        "one after another, and remembers it?",
        {"body": "getnode"},
        own=True,
    ),
    q(
        "uuid",
        "how",
        "How does it avoid giving out the same time-based id twice when the clock has not moved "
        "on?",
        {"body": "uuid1"},
        own=True,
    ),
    q(
        "uuid",
        "which",
        "Which function tells whether a hardware address was handed out by the maker rather "
        "than assigned locally?",
        {"body": "_is_universal"},
        own=True,
    ),
    q(
        "uuid",
        "raises",
        "Where does it refuse to let a field of an id be changed after it was made?",
        {"grep": r"UUID objects are immutable"},
        own=True,
    ),
    q(
        "uuid",
        "raises",
        "Where does it complain that the text it was given is not a well-written id?",
        {"grep": r"badly formed hexadecimal UUID string"},
        own=True,
    ),
    q(
        "uuid",
        "edit",
        "Rename `_is_universal` in uuid.py to `_is_global_mac`",
        {"effect": {"renamed": ["_is_universal", "_is_global_mac"]}},
    ),
    # --- traceback ------------------------------------------------------------------------
    q("traceback", "where", "Where is `walk_tb` defined?", {"def": "walk_tb"}),
    q("traceback", "returns", "What does `format_exc` return?", {"returns": "format_exc"}),
    q(
        "traceback",
        "calls",
        "Where is `_walk_tb_with_full_positions` called?",
        {"grep": r"^\s+_walk_tb_with_full_positions\("},
    ),
    run(
        "traceback",
        "import traceback; print(traceback.format_exception_only(ValueError('bad'))[0].strip())",
        "ValueError: bad",
    ),
    q(
        "traceback",
        "which",
        "Which method shortens the printout when the same line shows up again and again, as "
        "happens with runaway recursion?",
        {"body": "StackSummary.format"},
        own=True,
    ),
    q(
        "traceback",
        "which",
        "Which function throws away the local variables kept alive by every frame of a "
        "traceback, so their memory can be freed?",
        {"body": "clear_frames"},
        own=True,
    ),
    q(
        "traceback",
        "which",
        "Which function turns a value into text without blowing up when its own conversion fails?",
        {"body": "_safe_string"},
        own=True,
    ),
    q(
        "traceback",
        "which",
        "Which function works out how many columns a piece of source takes on screen when it "
        "holds characters that are twice as wide, like emoji?",
        {"body": "_display_width"},
        own=True,
    ),
    q(
        "traceback",
        "how",
        "How does it put the little ^ marks under the spot where a syntax error was found?",
        {"body": "TracebackException._format_syntax_error"},
        own=True,
    ),
    q(
        "traceback",
        "how",
        "How does it keep from going round in circles when an error's cause points back to an "
        "error it has already handled?",
        {"body": "TracebackException.__init__"},
        own=True,
    ),
    q(
        "traceback",
        "raises",
        "Where does it complain when only one of the value and the traceback is passed in?",
        {"grep": r"Both or neither of value and tb must be given"},
        own=True,
    ),
    # --- optparse -------------------------------------------------------------------------
    q(
        "optparse",
        "where",
        "Where is `OptionParser._process_long_opt` defined?",
        {"def": "OptionParser._process_long_opt"},
    ),
    q("optparse", "returns", "What does `check_builtin` return?", {"returns": "check_builtin"}),
    q(
        "optparse",
        "raises",
        "Find every place that raises AmbiguousOptionError.",
        {"grep": r"raise AmbiguousOptionError"},
    ),
    run(
        "optparse",
        "import optparse; print(optparse.OptionParser(prog='tool').get_usage().strip())",
        "Usage: tool [options]",
    ),
    q(
        "optparse",
        "which",
        "Which function figures out which long option a shortened spelling like --verb stands for?",
        {"body": "_match_abbrev"},
        {"body": "OptionParser._match_long_opt"},
        own=True,
    ),
    q(
        "optparse",
        "which",
        "Which function reads a number written in hex, binary or octal as well as plain decimal?",
        {"body": "_parse_num"},
        own=True,
    ),
    q(
        "optparse",
        "how",
        "What happens when two options are added with the same flag and the parser is set to "
        "let the newer one win?",
        {"body": "OptionContainer._check_conflict"},
        own=True,
    ),
    q(
        "optparse",
        "how",
        "How does it decide how wide the help text may be when no width is given?",
        {"body": "HelpFormatter.__init__"},
        own=True,
    ),
    q(
        "optparse",
        "which",
        "Which method copies settings from a dictionary but skips keys it does not already "
        "know about?",
        {"body": "Values._update_careful"},
        own=True,
    ),
    q(
        "optparse",
        "how",
        "How does it handle several single-letter flags written together after one dash, like "
        "-xvf?",
        {"body": "OptionParser._process_short_opts"},
        own=True,
    ),
    q(
        "optparse",
        "edit",
        "Add a docstring to `_parse_int` saying it reads an integer in any base its prefix names.",
        {"effect": {"docstring": "_parse_int"}},
    ),
]
