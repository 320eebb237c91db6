"""A held-out set of edit requests (issue 26: "edits in any phrasing", target 5 of 6).

Small mechanical changes on four standard-library modules no other set uses (colorsys, getopt,
tabnanny, the zoneinfo package), asked the many ways people ask a coding assistant for them:
the file named first, last or not at all, quotes of every kind, polite and indirect forms,
several sentences; and requests beyond a program that is not an LLM (refactors, speed, type
hints, a bug to find), which it must decline without touching anything. Written from reading
the code and the offline model's documented table of edits, never its parser, and committed
and measured once before any change to the parser. Nothing is tuned on it.

Gold forms are the effect kinds of ``bench_answers.check_effect``; the kinds added for this set
compare the edited file with the standard library's copy, so an edit must be whole and exact.
"""

from __future__ import annotations

WORKSPACES: dict[str, list[str]] = {
    "colorsys": ["colorsys.py"],
    "getopt": ["getopt.py"],
    "tabnanny": ["tabnanny.py"],
    "zoneinfo": ["zoneinfo"],
}


def edit(ws: str, ask: str, **effect: object) -> dict:
    return {"ws": ws, "kind": "edit", "ask": ask, "gold": [{"effect": effect}]}


def beyond(ws: str, ask: str) -> dict:
    return edit(ws, ask, declined=True)


QUESTIONS: list[dict] = [
    # --- colorsys -------------------------------------------------------------------------
    edit(
        "colorsys",
        "Rename _v in colorsys.py to _hue_to_channel.",
        renamed=["_v", "_hue_to_channel"],
    ),
    edit(
        "colorsys",
        "Could you add a docstring to rgb_to_hsv that says it converts an RGB triple to HSV, "
        "every value between 0 and 1? Thanks!",
        docstring="rgb_to_hsv",
    ),
    edit(
        "colorsys",
        "In colorsys.py, make ONE_THIRD equal to 0.3333333333333333 instead of 1.0/3.0.",
        value_set=["colorsys.py", "ONE_THIRD", "0.3333333333333333"],
    ),
    edit(
        "colorsys",
        "Replace \u2018(maxc-minc)\u2019 with \u2018(maxc - minc)\u2019 everywhere in colorsys.py",
        text_replaced=["colorsys.py", "(maxc-minc)", "(maxc - minc)"],
    ),
    edit(
        "colorsys",
        "comment out the line `i = i%6` in hsv_to_rgb",
        comment_out=["colorsys.py", "i = i%6"],
    ),
    edit(
        "colorsys",
        "Insert `# FCC NTSC coefficients` at line 40 of colorsys.py",
        line_inserted_at=["colorsys.py", 40, "# FCC NTSC coefficients"],
    ),
    edit(
        "colorsys",
        "Delete lines 19-22 of colorsys.py (the references comment).",
        lines_deleted=["colorsys.py", 19, 22],
    ),
    edit(
        "colorsys",
        "In colorsys.py. Change the comment \u201cXXX assume int() truncates!\u201d to "
        "\u201cint() truncates toward zero\u201d.",
        text_replaced=["colorsys.py", "XXX assume int() truncates!", "int() truncates toward zero"],
    ),
    beyond("colorsys", "Could you make rgb_to_hls faster?"),
    beyond("colorsys", "Clean up colorsys.py so that it follows PEP 8."),
    # --- getopt ---------------------------------------------------------------------------
    edit(
        "getopt",
        "Please rename do_shorts to _parse_short_options and update all callers.",
        renamed=["do_shorts", "_parse_short_options"],
    ),
    edit(
        "getopt",
        "Delete the `__str__` method of GetoptError.",
        definition_deleted=["getopt.py", "GetoptError.__str__"],
    ),
    edit(
        "getopt",
        "Remove the line `error = GetoptError # backward compatibility` from getopt.py",
        line_deleted=["getopt.py", "error = GetoptError # backward compatibility"],
    ),
    edit(
        "getopt",
        "In getopt.py, add `import sys` right after the line 'import os'.",
        line_after=["getopt.py", "import os", "import sys"],
    ),
    edit(
        "getopt",
        'Insert "# Public API" before the line "def getopt(args, shortopts, longopts = []):" '
        "in getopt.py",
        line_before=["getopt.py", "def getopt(args, shortopts, longopts = []):", "# Public API"],
    ),
    edit(
        "getopt",
        "Add `import warnings` at the top of getopt.py",
        at_top=["getopt.py", "import warnings"],
    ),
    edit(
        "getopt",
        "Can you append the comment `# vim: set ts=4 sw=4 et:` to the end of getopt.py?",
        last_line=["getopt.py", "# vim: set ts=4 sw=4 et:"],
    ),
    edit(
        "getopt",
        "replace 'option --%s not recognized' with 'unknown option --%s' in getopt.py",
        text_replaced=["getopt.py", "option --%s not recognized", "unknown option --%s"],
    ),
    edit(
        "getopt",
        'Change "requires argument" to "needs an argument" in all the error messages of getopt.py.',
        text_replaced=["getopt.py", "requires argument", "needs an argument"],
    ),
    beyond("getopt", "Add type hints everywhere in getopt.py."),
    beyond("getopt", "Fix the bug in long_has_args."),
    # --- tabnanny -------------------------------------------------------------------------
    edit(
        "tabnanny",
        "I'd like you to set verbose to True in tabnanny.py.",
        value_set=["tabnanny.py", "verbose", "True"],
    ),
    edit(
        "tabnanny",
        'Bump __version__ to "7".',
        value_set=["tabnanny.py", "__version__", "'7'"],
    ),
    edit(
        "tabnanny",
        "Write a docstring for Whitespace.indent_level: Return the column this indentation "
        "reaches when a tab is tabsize columns wide.",
        docstring="Whitespace.indent_level",
    ),
    edit(
        "tabnanny",
        "Remove the get_line method of NannyNag.",
        definition_deleted=["tabnanny.py", "NannyNag.get_line"],
    ),
    edit(
        "tabnanny",
        "rename the Whitespace class to Indentation (and update every use of it)",
        renamed=["Whitespace", "Indentation"],
    ),
    edit(
        "tabnanny",
        "Uncomment `assert check_equal  # else no earlier NEWLINE, or an earlier INDENT` "
        "in tabnanny.py",
        uncomment=[
            "tabnanny.py",
            "assert check_equal  # else no earlier NEWLINE, or an earlier INDENT",
        ],
    ),
    edit(
        "tabnanny",
        'In tabnanny.py replace the line `prefix = "at tab size"` with `prefix = "at tab width"`.',
        line_replaced=["tabnanny.py", 'prefix = "at tab size"', 'prefix = "at tab width"'],
    ),
    edit(
        "tabnanny",
        "remove line 17 from tabnanny.py",
        lines_deleted=["tabnanny.py", 17, 17],
    ),
    beyond("tabnanny", "Refactor main() in tabnanny.py to use argparse instead of getopt."),
    beyond(
        "tabnanny",
        "Can you make check() report every problem in a file instead of stopping at the first "
        "one? Thanks.",
    ),
    # --- zoneinfo -------------------------------------------------------------------------
    edit(
        "zoneinfo",
        "Rename _get_invalid_paths_message to _invalid_paths_message in zoneinfo/_tzpath.py, "
        "thanks",
        renamed=["_get_invalid_paths_message", "_invalid_paths_message"],
    ),
    edit(
        "zoneinfo",
        "Would you create a file zoneinfo/README.md with the content: The pure-Python fallback "
        "lives in _zoneinfo.py.",
        file=["zoneinfo/README.md", "The pure-Python fallback lives in _zoneinfo.py"],
    ),
    edit(
        "zoneinfo",
        "zoneinfo/_common.py: after the line `import struct` add `import sys`.",
        line_after=["zoneinfo/_common.py", "import struct", "import sys"],
    ),
    edit(
        "zoneinfo",
        'In zoneinfo/_tzpath.py, change TZPATH from () to ("/usr/share/zoneinfo",).',
        value_set=["zoneinfo/_tzpath.py", "TZPATH", "('/usr/share/zoneinfo',)"],
    ),
    edit(
        "zoneinfo",
        "remove the __dir__ function from zoneinfo/__init__.py",
        definition_deleted=["zoneinfo/__init__.py", "__dir__"],
    ),
    edit(
        "zoneinfo",
        "Comment out the line `del _TEST_PATH` in zoneinfo/_tzpath.py, please.",
        comment_out=["zoneinfo/_tzpath.py", "del _TEST_PATH"],
    ),
    edit(
        "zoneinfo",
        'At line 4 of zoneinfo/_common.py, insert the comment `# Keys look like "Europe/Paris".`',
        line_inserted_at=["zoneinfo/_common.py", 4, '# Keys look like "Europe/Paris".'],
    ),
    edit(
        "zoneinfo",
        "zoneinfo/_common.py: give load_data a docstring: Read a TZif file and return its "
        "transitions, offsets and abbreviations.",
        docstring="load_data",
    ),
    beyond("zoneinfo", "Make available_timezones cache its result so a second call is faster."),
    beyond("zoneinfo", "Please write unit tests for _parse_tz_str."),
]

# A second held-out set (``--set edits2``), written after the first was measured and the parser
# tuned on it: the same kinds of request on three other modules (sched, fnmatch, graphlib), in
# phrasings chosen as a user would write them, not to the parser; but by a helper who had read
# the parser by then, so it is less blind than the first. Committed and measured once before
# any further change.
WORKSPACES2: dict[str, list[str]] = {
    "sched": ["sched.py"],
    "fnmatch": ["fnmatch.py"],
    "graphlib": ["graphlib.py"],
}

QUESTIONS2: list[dict] = [
    # --- sched ----------------------------------------------------------------------------
    edit(
        "sched",
        "rename _sentinel to _MISSING in sched.py please",
        renamed=["_sentinel", "_MISSING"],
    ),
    edit(
        "sched",
        "Add a class docstring to scheduler: A queue of events, each run at its time.",
        docstring="scheduler",
    ),
    edit(
        "sched",
        "In sched.py, change \u201c# Let other threads run\u201d to \u201c# yield to other threads\u201d.",
        text_replaced=["sched.py", "# Let other threads run", "# yield to other threads"],
    ),
    edit(
        "sched",
        "Remove the `import threading` line from sched.py",
        line_deleted=["sched.py", "import threading"],
    ),
    edit(
        "sched",
        "Add `import logging` below `import heapq` in sched.py",
        line_after=["sched.py", "import heapq", "import logging"],
    ),
    edit("sched", "Delete line 33 in sched.py.", lines_deleted=["sched.py", 33, 33]),
    beyond("sched", "Can you add a pause() method to the scheduler?"),
    beyond("sched", "Fix the race condition in scheduler.run."),
    # --- fnmatch --------------------------------------------------------------------------
    edit(
        "fnmatch",
        "In fnmatch.py change maxsize=32768 to maxsize=4096",
        text_replaced=["fnmatch.py", "maxsize=32768", "maxsize=4096"],
    ),
    edit(
        "fnmatch",
        "Could you delete the fnmatchcase function? thanks",
        definition_deleted=["fnmatch.py", "fnmatchcase"],
    ),
    edit(
        "fnmatch",
        "Replace 'ISO-8859-1' with 'latin-1' in every place in fnmatch.py",
        text_replaced=["fnmatch.py", "ISO-8859-1", "latin-1"],
    ),
    edit(
        "fnmatch",
        "add a comment `# cache the compiled patterns` above the decorator line "
        "`@functools.lru_cache(maxsize=32768, typed=True)`",
        line_before=[
            "fnmatch.py",
            "@functools.lru_cache(maxsize=32768, typed=True)",
            "# cache the compiled patterns",
        ],
    ),
    edit(
        "fnmatch",
        "Put `import sys` at the very top of fnmatch.py",
        at_top=["fnmatch.py", "import sys"],
    ),
    beyond("fnmatch", "Support ** in patterns the way glob does."),
    beyond("fnmatch", "Speed up filter() for long lists of names."),
    # --- graphlib -------------------------------------------------------------------------
    edit(
        "graphlib",
        "Rename `_NODE_OUT` \u2192 `_NODE_PASSED_OUT`",
        renamed=["_NODE_OUT", "_NODE_PASSED_OUT"],
    ),
    edit("graphlib", "Change _NODE_DONE to -3", value_set=["graphlib.py", "_NODE_DONE", "-3"]),
    edit(
        "graphlib",
        "Give TopologicalSorter._get_nodeinfo a docstring saying it returns the node's info, "
        "creating it on first use.",
        docstring="TopologicalSorter._get_nodeinfo",
    ),
    edit(
        "graphlib",
        "Delete `pass` from the CycleError class",
        line_deleted=["graphlib.py", "pass"],
    ),
    edit(
        "graphlib",
        'In graphlib.py, replace the message "cannot prepare() more than once" with '
        '"prepare() was already called"',
        text_replaced=[
            "graphlib.py",
            "cannot prepare() more than once",
            "prepare() was already called",
        ],
    ),
    edit(
        "graphlib",
        "Drop the is_active method from TopologicalSorter",
        definition_deleted=["graphlib.py", "TopologicalSorter.is_active"],
    ),
    edit(
        "graphlib",
        "Write a NOTES.txt file that says: graphlib has no dependencies outside the standard "
        "library",
        file=["NOTES.txt", "graphlib has no dependencies outside the standard library"],
    ),
    beyond("graphlib", "Make static_order return a list instead of a generator."),
    beyond("graphlib", "Add type annotations to TopologicalSorter."),
]

# A third held-out set (``--set edits3``), written blind: by a helper who read only this file,
# ``bench_answers.py`` (for the effect kinds) and the README, never the parser, its tests or the
# offline model's documentation. Four more single-file modules no other set uses (bisect, netrc,
# quopri, glob); 24 mechanical edits phrased as different users would type them (the file named
# first, last, in brackets or not at all; backticks, straight and curly quotes, or none), and 6
# requests beyond the model. Committed and measured once before any change to the parser.
WORKSPACES3: dict[str, list[str]] = {
    "bisect": ["bisect.py"],
    "netrc": ["netrc.py"],
    "quopri": ["quopri.py"],
    "glob": ["glob.py"],
}

QUESTIONS3: list[dict] = [
    # --- bisect ---------------------------------------------------------------------------
    edit(
        "bisect",
        "bisect.py: insert `# Pure-Python fallbacks; _bisect replaces them when it is available.` "
        "at line 2",
        line_inserted_at=[
            "bisect.py",
            2,
            "# Pure-Python fallbacks; _bisect replaces them when it is available.",
        ],
    ),
    edit(
        "bisect",
        "In bisect.py, replace the line `insort = insort_right` with `insort = insort_left`.",
        line_replaced=["bisect.py", "insort = insort_right", "insort = insort_left"],
    ),
    edit(
        "bisect",
        "Please delete lines 102 to 106 in bisect.py \u2014 we always want the pure-Python "
        "versions.",
        lines_deleted=["bisect.py", 102, 106],
    ),
    edit(
        "bisect",
        "[bisect.py] Remove the insort_left function.",
        definition_deleted=["bisect.py", "insort_left"],
    ),
    edit(
        "bisect",
        "Could you put a comment \u201c# Backward-compatible short names\u201d right above "
        "\u201cbisect = bisect_right\u201d?",
        line_before=["bisect.py", "bisect = bisect_right", "# Backward-compatible short names"],
    ),
    edit(
        "bisect",
        "append `__all__ = ['bisect', 'bisect_left', 'bisect_right', 'insort', 'insort_left', "
        "'insort_right']` at the end of bisect.py",
        last_line=[
            "bisect.py",
            "__all__ = ['bisect', 'bisect_left', 'bisect_right', 'insort', 'insort_left', "
            "'insort_right']",
        ],
    ),
    beyond("bisect", "Can you make bisect_left work on lists sorted in descending order too?"),
    # --- netrc ----------------------------------------------------------------------------
    edit(
        "netrc",
        "Rename the _netrclex class to _NetrcLexer in netrc.py, and fix where it's used, please.",
        renamed=["_netrclex", "_NetrcLexer"],
    ),
    edit(
        "netrc",
        "Add a docstring to _netrclex.get_token: 'Return the next token, honouring double "
        "quotes and backslash escapes.'",
        docstring="_netrclex.get_token",
    ),
    edit(
        "netrc",
        "netrc.py - change the error text 'bad toplevel token %r' to "
        "'unexpected top-level token %r'",
        text_replaced=["netrc.py", "bad toplevel token %r", "unexpected top-level token %r"],
    ),
    edit(
        "netrc",
        "Right after self.macros = {} in netrc.__init__, add self.default = None",
        line_after=["netrc.py", "self.macros = {}", "self.default = None"],
    ),
    edit(
        "netrc",
        "I don't need the credit line any more: delete "
        '"# Module and documentation by Eric S. Raymond, 21 Dec 1998" from netrc.py',
        line_deleted=["netrc.py", "# Module and documentation by Eric S. Raymond, 21 Dec 1998"],
    ),
    edit(
        "netrc",
        "get rid of netrc.__repr__",
        definition_deleted=["netrc.py", "netrc.__repr__"],
    ),
    beyond(
        "netrc",
        "Add proper error handling to netrc() for when the file doesn't exist or can't be read.",
    ),
    beyond("netrc", "Please refactor netrc._parse into smaller methods; it's far too long."),
    # --- quopri ---------------------------------------------------------------------------
    edit(
        "quopri",
        "Set MAXLINESIZE to 72 in quopri.py.",
        value_set=["quopri.py", "MAXLINESIZE", "72"],
    ),
    edit(
        "quopri",
        "In quopri.py could you rename ishex() to _is_hex_digit() and update the call in decode()?",
        renamed=["ishex", "_is_hex_digit"],
    ),
    edit(
        "quopri",
        "comment out 'assert isinstance(c, bytes) and len(c)==1' in quopri.py",
        comment_out=["quopri.py", "assert isinstance(c, bytes) and len(c)==1"],
    ),
    edit(
        "quopri",
        "quopri.py: add \u201cimport sys\u201d at the top",
        at_top=["quopri.py", "import sys"],
    ),
    edit(
        "quopri",
        "Delete lines 204 and 205 of quopri.py.",
        lines_deleted=["quopri.py", 204, 205],
    ),
    edit(
        "quopri",
        'Replace the line `print("usage: quopri [-t | -d] [file] ...")` with '
        '`print("usage: python -m quopri [-t | -d] [file] ...")` in quopri.py',
        line_replaced=[
            "quopri.py",
            'print("usage: quopri [-t | -d] [file] ...")',
            'print("usage: python -m quopri [-t | -d] [file] ...")',
        ],
    ),
    beyond(
        "quopri",
        "decode() in quopri.py is quadratic because it concatenates bytes; please rewrite it "
        "with a bytearray.",
    ),
    # --- glob -----------------------------------------------------------------------------
    edit(
        "glob",
        "glob.py: has_magic has no docstring, please add one saying it returns True if s "
        "contains any of the wildcard characters *, ? or [.",
        docstring="has_magic",
    ),
    edit(
        "glob",
        'Set __all__ in glob.py to ["glob", "iglob", "escape", "has_magic"]',
        value_set=["glob.py", "__all__", "['glob', 'iglob', 'escape', 'has_magic']"],
    ),
    edit(
        "glob",
        "In glob.py replace \u2018It is common if dirname or basename is empty\u2019 with "
        "\u2018dirname or basename is often empty\u2019.",
        text_replaced=[
            "glob.py",
            "It is common if dirname or basename is empty",
            "dirname or basename is often empty",
        ],
    ),
    edit(
        "glob",
        "Insert the comment `# Characters that make a pattern magic` just above "
        "`magic_check = re.compile('([*?[])')` in glob.py",
        line_before=[
            "glob.py",
            "magic_check = re.compile('([*?[])')",
            "# Characters that make a pattern magic",
        ],
    ),
    edit(
        "glob",
        "Would you write a new file notes/glob.txt with the text: iglob is lazy, glob builds "
        "a list.",
        file=["notes/glob.txt", "iglob is lazy, glob builds a list"],
    ),
    edit(
        "glob",
        'Please comment out the line `sys.audit("glob.glob", pathname, recursive)` in iglob '
        "(glob.py).",
        comment_out=["glob.py", 'sys.audit("glob.glob", pathname, recursive)'],
    ),
    beyond("glob", "Make glob faster on big directory trees."),
    beyond("glob", "Fix the bug in _iglob where a pattern ending in a slash matches files."),
]

# A fourth held-out set (``--set edits4``), written blind: by a helper who read only this file,
# ``bench_answers.py`` (for the effect kinds), issue 26 and the four standard-library modules it
# edits (reprlib, codeop, linecache, copy; no other set uses them), never the parser, its tests or
# the offline model's documentation. 27 mechanical edits as different users type them (the file
# named first, last, in brackets or not at all; backticks, straight or curly quotes, or none;
# line numbers; "swap", "get rid of", "put a docstring on"; two-step requests; polite and terse)
# and 6 requests beyond the model. The two-step rename-then-docstring is checked on the new name,
# so both steps must be done. Committed and measured once before any change to the parser.
# Measured once, before any change for it: 20 of 33 right (16 of 27 edits, 4 of 6 declines).
WORKSPACES4: dict[str, list[str]] = {
    "reprlib": ["reprlib.py"],
    "codeop": ["codeop.py"],
    "linecache": ["linecache.py"],
    "copy": ["copy.py"],
}

QUESTIONS4: list[dict] = [
    # --- reprlib --------------------------------------------------------------------------
    edit(
        "reprlib",
        "Rename `_possibly_sorted` to `_sorted_if_possible` (reprlib.py), including the calls.",
        renamed=["_possibly_sorted", "_sorted_if_possible"],
    ),
    edit(
        "reprlib",
        "put a docstring on Repr.repr1 - something like: Dispatch x to the repr_<type name> "
        "method, or to repr_instance when there is none.",
        docstring="Repr.repr1",
    ),
    edit(
        "reprlib",
        "Comment out line 31 of reprlib.py.",
        comment_out=[
            "reprlib.py",
            "wrapper.__annotations__ = getattr(user_function, '__annotations__', {})",
        ],
    ),
    edit(
        "reprlib",
        "get rid of the repr_deque method in reprlib",
        definition_deleted=["reprlib.py", "Repr.repr_deque"],
    ),
    edit(
        "reprlib",
        "Right after the line import builtins, add import sys.",
        line_after=["reprlib.py", "import builtins", "import sys"],
    ),
    edit(
        "reprlib",
        "In reprlib.py swap 'instance at' for 'object at' in the text repr_instance falls back to.",
        text_replaced=["reprlib.py", "instance at", "object at"],
    ),
    edit(
        "reprlib",
        "Hi! In reprlib.py could you change self.maxstring = 30 to self.maxstring = 80? "
        "Thanks a lot.",
        line_replaced=["reprlib.py", "self.maxstring = 30", "self.maxstring = 80"],
    ),
    beyond(
        "reprlib",
        "Can you teach Repr to abbreviate bytes objects the way it shortens long strings?",
    ),
    beyond(
        "reprlib",
        "recursive_repr copies the wrapped function's attributes by hand; rewrite it to use "
        "functools.wraps.",
    ),
    # --- codeop ---------------------------------------------------------------------------
    edit(
        "codeop",
        "codeop.py: PyCF_DONT_IMPLY_DEDENT should be 0x400, not 0x200.",
        value_set=["codeop.py", "PyCF_DONT_IMPLY_DEDENT", "0x400"],
    ),
    edit(
        "codeop",
        "Remove the unused helper _is_syntax_error from codeop.py.",
        definition_deleted=["codeop.py", "_is_syntax_error"],
    ),
    edit(
        "codeop",
        "drop the \u201c# fallthrough\u201d comment",
        line_deleted=["codeop.py", "# fallthrough"],
    ),
    edit(
        "codeop",
        "Put the comment # --- classes --- right before the line class Compile: in codeop.py",
        line_before=["codeop.py", "class Compile:", "# --- classes ---"],
    ),
    edit(
        "codeop",
        "rename _features to _FUTURE_FEATURES everywhere",
        renamed=["_features", "_FUTURE_FEATURES"],
    ),
    edit(
        "codeop",
        'In codeop.py, replace "Let other compile() errors propagate." with '
        '"Other compile() errors reach the caller."',
        text_replaced=[
            "codeop.py",
            "Let other compile() errors propagate.",
            "Other compile() errors reach the caller.",
        ],
    ),
    edit(
        "codeop",
        "insert `# Helpers` at line 49 of codeop.py",
        line_inserted_at=["codeop.py", 49, "# Helpers"],
    ),
    beyond(
        "codeop",
        "_maybe_compile compiles the source up to three times. Can you restructure it so it "
        "only compiles once?",
    ),
    # --- linecache ------------------------------------------------------------------------
    edit(
        "linecache",
        "Please rename updatecache to refresh_cache in linecache.py and fix every call to it.",
        renamed=["updatecache", "refresh_cache"],
    ),
    edit(
        "linecache",
        "linecache.py needs `import io` at the top.",
        at_top=["linecache.py", "import io"],
    ),
    edit(
        "linecache",
        "[linecache.py] comment out cache.clear() in clearcache()",
        comment_out=["linecache.py", "cache.clear()"],
    ),
    edit(
        "linecache",
        'Line 13 of linecache.py should read: __all__ = ["getline", "clearcache", '
        '"checkcache", "lazycache", "updatecache"]',
        value_set=[
            "linecache.py",
            "__all__",
            "['getline', 'clearcache', 'checkcache', 'lazycache', 'updatecache']",
        ],
    ),
    edit(
        "linecache",
        "Please remove lines 97 and 98 from linecache.py (the two comment lines about a lazy "
        "loader).",
        lines_deleted=["linecache.py", 97, 98],
    ),
    edit(
        "linecache",
        "Open linecache.py and find updatecache. Then, right after the line "
        "`fullname = filename`, add the comment `# try the name as given first`.",
        line_after=["linecache.py", "fullname = filename", "# try the name as given first"],
    ),
    edit(
        "linecache",
        "Create docs/linecache.md containing: The cache maps each filename to "
        "(size, mtime, lines, fullname).",
        file=[
            "docs/linecache.md",
            "The cache maps each filename to (size, mtime, lines, fullname)",
        ],
    ),
    beyond("linecache", "Make linecache thread-safe, please."),
    # --- copy -----------------------------------------------------------------------------
    edit(
        "copy",
        "Get rid of \u2018error = Error   # backward compatibility\u2019.",
        line_deleted=["copy.py", "error = Error   # backward compatibility"],
    ),
    edit(
        "copy",
        "In copy.py change the message 'un(shallow)copyable object of type %s' to "
        "'cannot make a shallow copy of %s'",
        text_replaced=[
            "copy.py",
            "un(shallow)copyable object of type %s",
            "cannot make a shallow copy of %s",
        ],
    ),
    edit(
        "copy",
        "In copy.py replace the line `memo[id(memo)]=[x]` with `memo[id(memo)] = [x]`",
        line_replaced=["copy.py", "memo[id(memo)]=[x]", "memo[id(memo)] = [x]"],
    ),
    edit(
        "copy",
        "At the bottom of copy.py add __version__ = '1.0', thanks",
        last_line=["copy.py", "__version__ = '1.0'"],
    ),
    edit(
        "copy",
        "copy.py: rename _reconstruct to _rebuild",
        renamed=["_reconstruct", "_rebuild"],
    ),
    edit(
        "copy",
        "In copy.py, rename _copy_immutable to _return_same and then give it a docstring: "
        "Immutable objects are their own copies.",
        docstring="_return_same",
    ),
    beyond(
        "copy",
        "Make deepcopy iterative so it doesn't hit the recursion limit on deeply nested lists.",
    ),
    beyond("copy", "Split copy.py into two modules, shallow.py and deep.py."),
]


# A fifth held-out set (``--set edits5``), written blind: by a helper who read only this file's
# docstring and the opening of the fourth set, ``bench_answers.py`` (for the effect kinds), issue
# 26 and the four standard-library modules it edits (hmac, cmd, shelve, timeit; no other set uses
# them), never the parser, its tests, the other sets' requests or the offline model's
# documentation. 25 mechanical edits as different users type them (the file named first, last, in
# brackets or not at all; backticks, straight or curly quotes, or none; line numbers; "X should be
# Y", "FILE needs", "drop", "swap", "right after the line"; a two-step rename-then-docstring,
# checked on the new name; polite and terse) and 6 requests beyond the model. Every gold was
# checked by hand without the model: it fails on the untouched file and holds after a correct edit.
# Not measured when written.
WORKSPACES5: dict[str, list[str]] = {
    "hmac": ["hmac.py"],
    "cmd": ["cmd.py"],
    "shelve": ["shelve.py"],
    "timeit": ["timeit.py"],
}

QUESTIONS5: list[dict] = [
    # --- hmac -----------------------------------------------------------------------------
    edit(
        "hmac",
        "Please rename _init_old to _init_pure_python (hmac.py).",
        renamed=["_init_old", "_init_pure_python"],
    ),
    edit(
        "hmac",
        'hmac.py needs a docstring on HMAC._init_hmac: "Set the object up on OpenSSL\'s own HMAC."',
        docstring="HMAC._init_hmac",
    ),
    edit(
        "hmac",
        "Right after the line 'import hashlib as _hashlib', add 'import os'.",
        line_inserted_at=["hmac.py", 18, "import os"],
    ),
    edit(
        "hmac",
        "In hmac.py replace \u2018seems too small\u2019 with \u2018is too small\u2019.",
        text_replaced=["hmac.py", "seems too small", "is too small"],
    ),
    edit(
        "hmac",
        "delete lines 100-101 of hmac.py (the comment about blocksize)",
        lines_deleted=["hmac.py", 100, 101],
    ),
    edit(
        "hmac",
        "Drop the module-level digest() function from hmac.py; keep the HMAC.digest method.",
        definition_deleted=["hmac.py", "digest"],
    ),
    beyond("hmac", "Add type hints to every function and method in hmac.py, please."),
    # --- cmd ------------------------------------------------------------------------------
    edit(
        "cmd",
        "cmd.py: rename completenames -> command_completions",
        renamed=["completenames", "command_completions"],
    ),
    edit(
        "cmd",
        'Could you change PROMPT to "> " in cmd.py?',
        value_set=["cmd.py", "PROMPT", "'> '"],
    ),
    edit(
        "cmd",
        "In the Cmd class the line ruler = '=' should be ruler = '-'",
        line_replaced=["cmd.py", "ruler = '='", "ruler = '-'"],
    ),
    edit(
        "cmd",
        'swap "Unknown syntax" for "Unknown command" in cmd.py',
        text_replaced=["cmd.py", "Unknown syntax", "Unknown command"],
    ),
    edit(
        "cmd",
        "Rename print_topics to print_topic_table, then give it a docstring saying it prints "
        "one header and its commands in columns.",
        docstring="Cmd.print_topic_table",
    ),
    edit(
        "cmd",
        "delete line 295 in cmd.py",
        line_deleted=["cmd.py", "# XXX check arg syntax"],
    ),
    edit(
        "cmd",
        "Create hello_cmd.py containing the single line: from cmd import Cmd",
        file=["hello_cmd.py", "from cmd import Cmd"],
    ),
    beyond("cmd", "Make Cmd.onecmd support async do_ methods by awaiting them."),
    # --- shelve ---------------------------------------------------------------------------
    edit(
        "shelve",
        "Remove the previous() method from BsdDbShelf.",
        definition_deleted=["shelve.py", "BsdDbShelf.previous"],
    ),
    edit(
        "shelve",
        "In shelve.py, rename the class \u201c_ClosedDict\u201d to \u201c_ClosedShelfDict\u201d.",
        renamed=["_ClosedDict", "_ClosedShelfDict"],
    ),
    edit(
        "shelve",
        "shelve.py needs an import os at the top",
        at_top=["shelve.py", "import os"],
    ),
    edit(
        "shelve",
        "Append the line `DEFAULT_WRITEBACK = False` to the end of shelve.py.",
        last_line=["shelve.py", "DEFAULT_WRITEBACK = False"],
    ),
    edit(
        "shelve",
        "comment out the line \u2018self.writeback = True\u2019 in Shelf.sync",
        comment_out=["shelve.py", "self.writeback = True"],
    ),
    edit(
        "shelve",
        "Put `assert protocol >= 0` on its own line right before the line "
        "`self._protocol = protocol`, in shelve.py.",
        line_inserted_at=["shelve.py", 89, "assert protocol >= 0"],
    ),
    beyond(
        "shelve",
        "There's a bug where writeback loses data if the program crashes before close(); "
        "can you find it and fix it?",
    ),
    beyond("shelve", "Convert shelve.py to store the values as JSON instead of pickle."),
    # --- timeit ---------------------------------------------------------------------------
    edit(
        "timeit",
        "default_repeat should be 7 (timeit.py)",
        value_set=["timeit.py", "default_repeat", "7"],
    ),
    edit(
        "timeit",
        "timeit.py: change the line default_timer = time.perf_counter to "
        "default_timer = time.monotonic",
        line_replaced=[
            "timeit.py",
            "default_timer = time.perf_counter",
            "default_timer = time.monotonic",
        ],
    ),
    edit(
        "timeit",
        "Please delete line 273 from timeit.py.",
        line_deleted=["timeit.py", 'print("use -h/--help for command line help")'],
    ),
    edit(
        "timeit",
        "Delete the autorange method of Timer in timeit.py",
        definition_deleted=["timeit.py", "Timer.autorange"],
    ),
    edit(
        "timeit",
        "comment out line 316 in timeit.py",
        comment_out=["timeit.py", "sys.path.insert(0, os.curdir)"],
    ),
    edit(
        "timeit",
        "Insert `import math` at line 56 of timeit.py.",
        line_inserted_at=["timeit.py", 56, "import math"],
    ),
    beyond("timeit", "Rewrite timeit.main to use argparse instead of getopt."),
    beyond("timeit", "Speed up Timer.__init__; it compiles the code three times."),
]

# The sixth set (issue 26), written blind like the fifth: from the stdlib modules, the effect kinds
# of bench_answers and the format of the sets above, never the parser, its tests, the other sets'
# requests or the offline model's documentation. 20 mechanical edits on four modules no set used
# (pty, string, wave, pkgutil) as different users type them (the file named first, last, in
# brackets or not at all; backticks, straight or curly quotes, or none; line numbers; "should be",
# "get rid of", "right after the line"; a two-step rename-then-docstring, checked on the new name;
# polite and terse) and 6 requests beyond the model. Every gold was checked by hand without the
# model: it fails on the untouched file and holds after a correct edit. Not measured when written.
WORKSPACES6: dict[str, list[str]] = {
    "pty": ["pty.py"],
    "string": ["string.py"],
    "wave": ["wave.py"],
    "pkgutil": ["pkgutil.py"],
}

QUESTIONS6: list[dict] = [
    # --- pty ------------------------------------------------------------------------------
    edit(
        "pty",
        "Could you rename _copy to _pump_io in pty.py? Thanks!",
        renamed=["_copy", "_pump_io"],
    ),
    edit(
        "pty",
        "comment out the sys.audit('pty.spawn', argv) line",
        comment_out=["pty.py", "sys.audit('pty.spawn', argv)"],
    ),
    edit(
        "pty",
        "In pty.py, right after the line `import tty`, add `import time`.",
        line_after=["pty.py", "import tty", "import time"],
    ),
    edit(
        "pty",
        "The error message \u201cout of pty devices\u201d should read \u201cno free pty device\u201d (pty.py).",
        text_replaced=["pty.py", "out of pty devices", "no free pty device"],
    ),
    edit(
        "pty",
        "master_open is deprecated, get rid of the whole function in pty.py",
        definition_deleted=["pty.py", "master_open"],
    ),
    beyond(
        "pty",
        "pty.py: add signal handling to spawn so that Ctrl-C and window resizes reach the child.",
    ),
    # --- string ---------------------------------------------------------------------------
    edit(
        "string",
        "In string.py set whitespace to ' \\t\\n\\r' (no vertical tab or form feed).",
        value_set=["string.py", "whitespace", "' \\t\\n\\r'"],
    ),
    edit(
        "string",
        "string.py: rename the Formatter._vformat method to _format_recursive, then give it a "
        "docstring saying it does the recursive work behind vformat.",
        docstring="Formatter._format_recursive",
    ),
    edit(
        "string",
        'Insert "import sys" just before the line "import re as _re" in string.py',
        line_before=["string.py", "import re as _re", "import sys"],
    ),
    edit(
        "string",
        "Please remove the long line of # characters (the separator after capwords) from string.py.",
        line_deleted=["string.py", "#" * 68],
    ),
    edit(
        "string",
        "append the comment # end of module as the very last line of string.py",
        last_line=["string.py", "# end of module"],
    ),
    beyond(
        "string",
        "Can you find out why string.Formatter mishandles nested format specs and fix it?",
    ),
    # --- wave -----------------------------------------------------------------------------
    edit(
        "wave",
        "[wave.py] _byteswap -> _swap_bytes, please rename it everywhere",
        renamed=["_byteswap", "_swap_bytes"],
    ),
    edit(
        "wave",
        "In _byteswap, replace the line swapped_data = bytearray(len(data)) with "
        "swapped_data = bytearray(data)",
        line_replaced=[
            "wave.py",
            "swapped_data = bytearray(len(data))",
            "swapped_data = bytearray(data)",
        ],
    ),
    edit(
        "wave",
        "Add a docstring to Wave_write.setparams in wave.py: "
        '"Set all six parameters at once from a tuple."',
        docstring="Wave_write.setparams",
    ),
    edit(
        "wave",
        "wave.py should import warnings too - put `import warnings` at the top with the other imports.",
        at_top=["wave.py", "import warnings"],
    ),
    edit(
        "wave",
        "Insert _DEFAULT_FRAMERATE = 44100 as line 86 of wave.py.",
        line_inserted_at=["wave.py", 86, "_DEFAULT_FRAMERATE = 44100"],
    ),
    beyond("wave", "Add support for WAVE_FORMAT_EXTENSIBLE files to Wave_read."),
    beyond("wave", "Write unit tests for Wave_write.setparams and the header it writes."),
    # --- pkgutil --------------------------------------------------------------------------
    edit(
        "pkgutil",
        "pkgutil.py \u2014 give read_code a docstring: \u2018Read a code object from a .pyc stream, or "
        "None if its magic number is not ours.\u2019",
        docstring="read_code",
    ),
    edit(
        "pkgutil",
        "Change the comment 'Skip rest of the header' to 'skip the rest of the .pyc header' in "
        "pkgutil.py",
        text_replaced=["pkgutil.py", "Skip rest of the header", "skip the rest of the .pyc header"],
    ),
    edit(
        "pkgutil",
        "drop ImpLoader (pkgutil.py), the whole class",
        definition_deleted=["pkgutil.py", "ImpLoader"],
    ),
    edit(
        "pkgutil",
        "The line `import os.path` in pkgutil.py is redundant; delete it.",
        line_deleted=["pkgutil.py", "import os.path"],
    ),
    edit(
        "pkgutil",
        "Lines 41-42 of pkgutil.py are a stale comment. Delete them.",
        lines_deleted=["pkgutil.py", 41, 42],
    ),
    beyond(
        "pkgutil",
        "Port pkgutil's ImpImporter off the deprecated imp module, keeping its behaviour identical.",
    ),
    beyond("pkgutil", "Does walk_packages in pkgutil.py call onerror correctly? Fix it if not."),
]

# A seventh set, written blind (issue 26): from the code of four modules and the list of effect
# kinds only, without reading the offline model, its documentation, its tests or the requests of
# the sets above. 21 mechanical edits on four modules no set used (contextlib, operator, tokenize,
# abc) as about twelve different people type them (the file named first, last, in brackets, in
# a "TODO(file):" prefix or not at all; backticks, straight, curly or no quotes; line numbers;
# "right before the line"; an arrow; commit-message style; a question; two sentences whose first
# only gives the reason; terse, chatty, non-native) and 7 requests beyond the model (new logic,
# "make it faster", a refactor, a method name that three classes share). Every gold was checked
# by hand without the model: anchors and texts occur once, new names are unused, and each check
# fails on the untouched file and holds after a correct edit. Not measured when written.
WORKSPACES7: dict[str, list[str]] = {
    "contextlib": ["contextlib.py"],
    "operator": ["operator.py"],
    "tokenize": ["tokenize.py"],
    "abc": ["abc.py"],
}

QUESTIONS7: list[dict] = [
    # --- contextlib -----------------------------------------------------------------------
    edit(
        "contextlib",
        "contextlib.py: _RedirectStream is a confusing name. Call it _StreamSwap everywhere, please.",
        renamed=["_RedirectStream", "_StreamSwap"],
    ),
    edit(
        "contextlib",
        "remove the comment '# We use a list of old targets to make this CM re-entrant', "
        "the code says as much",
        line_deleted=["contextlib.py", "# We use a list of old targets to make this CM re-entrant"],
    ),
    edit(
        "contextlib",
        "Hi! nullcontext.__enter__ has no docstring at all. Can you write one for it (contextlib.py)?",
        docstring="nullcontext.__enter__",
    ),
    edit(
        "contextlib",
        "[contextlib.py] add import warnings up top with the other imports",
        at_top=["contextlib.py", "import warnings"],
    ),
    edit(
        "contextlib",
        "I want to see what redirect_stdout does without the swap. For now just comment out "
        "the \u2018setattr(sys, self._stream, self._new_target)\u2019 line.",
        comment_out=["contextlib.py", "setattr(sys, self._stream, self._new_target)"],
    ),
    beyond(
        "contextlib",
        "Make suppress() in contextlib.py log every exception it swallows at debug level "
        "through the logging module.",
    ),
    beyond(
        "contextlib", "ExitStack feels slow when many callbacks are pushed. Can you speed it up?"
    ),
    # --- operator -------------------------------------------------------------------------
    edit(
        "operator",
        "Nobody uses the pure-Python indexOf. Delete that function from operator.py.",
        definition_deleted=["operator.py", "indexOf"],
    ),
    edit(
        "operator",
        "append `__idiv__ = itruediv` as the very last line of operator.py (old alias)",
        last_line=["operator.py", "__idiv__ = itruediv"],
    ),
    edit(
        "operator",
        "operator.py, attrgetter error text: 'attribute name must be a string' -> "
        "'attrgetter expects attribute names as str'",
        text_replaced=[
            "operator.py",
            "attribute name must be a string",
            "attrgetter expects attribute names as str",
        ],
    ),
    edit(
        "operator",
        "Right before the line def length_hint(obj, default=0): put a comment "
        "line # Sizing hints, in operator.py",
        line_before=["operator.py", "def length_hint(obj, default=0):", "# Sizing hints"],
    ),
    edit(
        "operator",
        "docs: add a docstring to itemgetter.__call__ (operator.py)",
        docstring="itemgetter.__call__",
    ),
    beyond(
        "operator",
        "Rewrite countOf in operator.py with sum() over a generator expression so it runs faster.",
    ),
    beyond("operator", "Delete the __repr__ method in operator.py."),
    # --- tokenize -------------------------------------------------------------------------
    edit(
        "tokenize",
        "tokenize.py has tabsize = 8 but our team uses 4-column tabs. Set it to 4.",
        value_set=["tokenize.py", "tabsize", "4"],
    ),
    edit(
        "tokenize",
        "would you mind renaming the helper `_get_normal_name` to `_normalize_encoding_name`? "
        "it lives in tokenize.py",
        renamed=["_get_normal_name", "_normalize_encoding_name"],
    ),
    edit(
        "tokenize",
        "please delete line 24 to line 26 in tokenize.py, that is the __credits__ assignment",
        lines_deleted=["tokenize.py", 24, 26],
    ),
    edit(
        "tokenize",
        "Insert \u201cimport os\u201d as line 33 of tokenize.py, between the itertools import "
        "and import re.",
        line_inserted_at=["tokenize.py", 33, "import os"],
    ),
    edit(
        "tokenize",
        "TODO(tokenize.py): Untokenizer.add_whitespace needs a docstring",
        docstring="Untokenizer.add_whitespace",
    ),
    edit(
        "tokenize",
        "tokenize.py, the `del token` line -> comment it out pls, i need the token module after",
        comment_out=["tokenize.py", "del token"],
    ),
    beyond(
        "tokenize",
        "Teach the pure-Python _tokenize in tokenize.py the PEP 701 f-string tokens "
        "(FSTRING_START, FSTRING_MIDDLE, FSTRING_END).",
    ),
    # --- abc ----------------------------------------------------------------------------
    edit(
        "abc",
        "abstractproperty has been deprecated for years; please remove that class from abc.py",
        definition_deleted=["abc.py", "abstractproperty"],
    ),
    edit(
        "abc",
        "give abstractclassmethod.__init__ a one-line docstring",
        docstring="abstractclassmethod.__init__",
    ),
    edit(
        "abc",
        'typo in abc.py: "might by a C" should be "might be a C"',
        text_replaced=["abc.py", "might by a C", "might be a C"],
    ),
    edit(
        "abc",
        "Could you rename the loop variable scls to base_cls in update_abstractmethods? (abc.py)",
        renamed=["scls", "base_cls"],
    ),
    edit(
        "abc",
        "Comment out line 90 of abc.py.",
        comment_out=["abc.py", "ABCMeta.__module__ = 'abc'"],
    ),
    beyond(
        "abc",
        "update_abstractmethods recomputes everything on each call. Cache its result per class "
        "in abc.py.",
    ),
    beyond("abc", "Refactor abc.py so that ABCMeta is defined once, outside the try/except."),
]

# The eighth set (issue 26), written blind like the fifth and sixth: from the stdlib modules, the
# effect kinds of bench_answers and the format of the sets above, never the parser, its tests, the
# other sets' requests or the offline model's documentation. 21 mechanical edits on four modules no
# set used (rlcompleter, code, symtable, webbrowser) as about a dozen different users type them
# (the file named first, last, in brackets or not at all; backticks, straight or curly quotes, or
# none; line numbers; "directly above", "right after the line"; a context sentence first; commit
# message, TODO and question forms; terse, chatty, polite, non-native) and 7 requests beyond the
# model (new logic, a refactor, "make it faster", a bug to find, a name that two methods share).
# Every gold was checked by hand without the model: anchors and old texts occur once, new names are
# unused, and each check fails on the untouched file and holds after a correct edit. Not measured
# when written.
WORKSPACES8: dict[str, list[str]] = {
    "rlcompleter": ["rlcompleter.py"],
    "code": ["code.py"],
    "symtable": ["symtable.py"],
    "webbrowser": ["webbrowser.py"],
}

QUESTIONS8: list[dict] = [
    # --- rlcompleter ----------------------------------------------------------------------
    edit(
        "rlcompleter",
        "Hi! Would you mind renaming _callable_postfix to _add_call_parens? It lives in "
        "rlcompleter.py.",
        renamed=["_callable_postfix", "_add_call_parens"],
    ),
    edit(
        "rlcompleter",
        "get_class_members dont have any docstring, pls write one",
        docstring="get_class_members",
    ),
    edit(
        "rlcompleter",
        "[rlcompleter.py] comment out `readline.redisplay()` for now, it flickers on my terminal",
        comment_out=["rlcompleter.py", "readline.redisplay()"],
    ),
    edit(
        "rlcompleter",
        "Can you insert words.discard('__loader__') directly above the line "
        'words.discard("__builtins__") in rlcompleter.py?',
        line_before=[
            "rlcompleter.py",
            'words.discard("__builtins__")',
            "words.discard('__loader__')",
        ],
    ),
    edit(
        "rlcompleter",
        "I'd like get_class_members to be public too. Append the line "
        '__all__.append("get_class_members") at the very end of rlcompleter.py, after the '
        "readline setup.",
        last_line=["rlcompleter.py", '__all__.append("get_class_members")'],
    ),
    beyond(
        "rlcompleter",
        "rlcompleter should also complete dictionary keys, so that d['ke<TAB> becomes d['key']. "
        "Implement that in Completer.",
    ),
    beyond(
        "rlcompleter",
        "get_class_members is slow on deep class hierarchies \u2014 could you make it faster?",
    ),
    # --- code -----------------------------------------------------------------------------
    edit(
        "code",
        "code.py: drop `sys.last_traceback = tb` from showsyntaxerror",
        line_deleted=["code.py", "sys.last_traceback = tb"],
    ),
    edit(
        "code",
        "Lines 208-211 of code.py give sys.ps2 a default; our launcher always sets it. Please "
        "delete those four lines.",
        lines_deleted=["code.py", 208, 211],
    ),
    edit(
        "code",
        "Change the exit message \u2018now exiting %s...\u2019 to \u2018leaving %s...\u2019 in "
        "code.py.",
        text_replaced=["code.py", "now exiting %s...", "leaving %s..."],
    ),
    edit(
        "code",
        "code.py needs import os at line 9, between `import sys` and `import traceback`.",
        line_inserted_at=["code.py", 9, "import os"],
    ),
    edit(
        "code",
        "In code.py there is a module-level function interact() that only wraps "
        "InteractiveConsole. We don't need it anymore: remove that function, but keep the "
        "InteractiveConsole.interact method!",
        definition_deleted=["code.py", "interact"],
    ),
    edit(
        "code",
        'Right after the line "self.filename = filename" in code.py add "self.history = []".',
        line_after=["code.py", "self.filename = filename", "self.history = []"],
    ),
    beyond(
        "code",
        "Refactor code.py so that InteractiveConsole holds an InteractiveInterpreter instead of "
        "inheriting from it.",
    ),
    beyond(
        "code",
        "When I paste a function with blank lines in its body into InteractiveConsole, the blank "
        "line ends the block early. Can you fix that?",
    ),
    # --- symtable -------------------------------------------------------------------------
    edit(
        "symtable",
        "TODO(symtable.py): rename _newSymbolTable -> _table_for, the camelCase is out of place",
        renamed=["_newSymbolTable", "_table_for"],
    ),
    edit(
        "symtable",
        "Give the SymbolTableFactory class a short docstring saying it memoizes one wrapper per "
        "raw table.",
        docstring="SymbolTableFactory",
    ),
    edit(
        "symtable",
        "Could you delete the get_methods method of class Class in symtable.py?",
        definition_deleted=["symtable.py", "Class.get_methods"],
    ),
    edit(
        "symtable",
        'in symtable.py the error "name is not bound to any namespaces" is not so clear, change '
        'it into "name has no namespace" please',
        text_replaced=[
            "symtable.py",
            "name is not bound to any namespaces",
            "name has no namespace",
        ],
    ),
    beyond("symtable", "Add a docstring to __repr__ in symtable.py."),
    beyond(
        "symtable",
        "symtable.py: add a function that prints the whole tree of nested symbol tables, "
        "indented by depth like the tree command.",
    ),
    # --- webbrowser -----------------------------------------------------------------------
    edit(
        "webbrowser",
        "Default _os_preferred_browser to 'firefox' instead of None (webbrowser.py).",
        value_set=["webbrowser.py", "_os_preferred_browser", "'firefox'"],
    ),
    edit(
        "webbrowser",
        'The CLI in webbrowser.py beeps when it is done because of print("\\a"). Replace that '
        "line with a plain print().",
        line_replaced=["webbrowser.py", 'print("\\a")', "print()"],
    ),
    edit(
        "webbrowser",
        "please comment out userchoices.reverse()",
        comment_out=["webbrowser.py", "userchoices.reverse()"],
    ),
    edit(
        "webbrowser",
        "webbrowser.py \u2014 add `import time` up top with the other imports.",
        at_top=["webbrowser.py", "import time"],
    ),
    edit(
        "webbrowser",
        "Nobody has run the Grail browser since the nineties. Delete class Grail from "
        "webbrowser.py.",
        definition_deleted=["webbrowser.py", "Grail"],
    ),
    edit(
        "webbrowser",
        "webbrowser.py: in register_standard_browsers, right after the line `_tryorder = []`, "
        "insert `_browsers.clear()`.",
        line_after=["webbrowser.py", "_tryorder = []", "_browsers.clear()"],
    ),
    beyond(
        "webbrowser",
        "Make webbrowser.open retry three times, with a one-second pause between attempts, when "
        "the browser fails to start.",
    ),
]

# The ninth set (issue 26), written blind like the fifth and sixth: from the stdlib modules, the
# effect kinds of bench_answers and the format of the sets above, never the parser, its tests,
# the other sets' requests or the offline model's documentation. 22 mechanical edits on four
# modules no set used (getpass, poplib, selectors, gettext) as a dozen different users type them
# (commit-message style with an arrow, TODO notes, a question, two sentences of context first,
# the file in brackets, first, last or absent; backticks, straight, curly or no quotes; line
# numbers; "make it", "call it ... instead", "should be") and 7 requests beyond the model (new
# logic, tests to write, speed, a behaviour fix, an ambiguous target among five methods). Every
# gold was checked by hand without the model on Python 3.11.7's copy (anchors once, new names
# unused, failing on the untouched file, holding after a correct edit). Not measured when written.
WORKSPACES9: dict[str, list[str]] = {
    "getpass": ["getpass.py"],
    "poplib": ["poplib.py"],
    "selectors": ["selectors.py"],
    "gettext": ["gettext.py"],
}

QUESTIONS9: list[dict] = [
    # --- getpass --------------------------------------------------------------------------
    edit(
        "getpass",
        "getpass.py: rename win_getpass -> windows_getpass",
        renamed=["win_getpass", "windows_getpass"],
    ),
    edit(
        "getpass",
        "There's no docstring on fallback_getpass. Give it one, a single line is fine: it warns "
        "that echo can't be turned off and reads the password anyway.",
        docstring="fallback_getpass",
    ),
    edit(
        "getpass",
        'pls comment out the line print("Warning: Password input may be echoed.", file=stream) '
        "in getpass, warnings.warn is enough for us",
        comment_out=["getpass.py", 'print("Warning: Password input may be echoed.", file=stream)'],
    ),
    edit(
        "getpass",
        "Could getuser() also look at $LOGIN? In getpass.py change ('LOGNAME', 'USER', 'LNAME', "
        "'USERNAME') to ('LOGNAME', 'USER', 'LNAME', 'USERNAME', 'LOGIN').",
        text_replaced=[
            "getpass.py",
            "('LOGNAME', 'USER', 'LNAME', 'USERNAME')",
            "('LOGNAME', 'USER', 'LNAME', 'USERNAME', 'LOGIN')",
        ],
    ),
    edit(
        "getpass",
        "I'm about to annotate the stream arguments. First step only: put \u201cfrom typing "
        "import TextIO\u201d with the other imports at the top of getpass.py.",
        at_top=["getpass.py", "from typing import TextIO"],
    ),
    beyond(
        "getpass",
        "Add a timeout to getpass(): if nobody types anything within 30 seconds it should give "
        "up and raise TimeoutError.",
    ),
    beyond("getpass", "write unit tests for getuser() covering each environment variable it reads"),
    # --- poplib ---------------------------------------------------------------------------
    edit(
        "poplib",
        "Someone left `#__del__ = quit` commented out in the POP3 class (poplib.py). Uncomment "
        "it so the connection gets closed when the object is collected.",
        uncomment=["poplib.py", "__del__ = quit"],
    ),
    edit(
        "poplib",
        "poplib: raise _MAXLINE from 2048 to 8192",
        value_set=["poplib.py", "_MAXLINE", "8192"],
    ),
    edit(
        "poplib",
        "Remove this line from POP3.stat, it's just noise: if self._debugging: "
        "print('*stat*', repr(rets))",
        line_deleted=["poplib.py", "if self._debugging: print('*stat*', repr(rets))"],
    ),
    edit(
        "poplib",
        "In capa() the inner helper _parsecap has a cryptic name; call it _split_capability "
        "instead.",
        renamed=["_parsecap", "_split_capability"],
    ),
    edit(
        "poplib",
        "Delete lines 6 to 10 of poplib.py (the old author credits).",
        lines_deleted=["poplib.py", 6, 10],
    ),
    edit(
        "poplib",
        "Insert 'import base64' as line 20 of poplib.py, after the other imports.",
        line_inserted_at=["poplib.py", 20, "import base64"],
    ),
    edit(
        "poplib",
        "Create a file called smoke_pop.py in the workspace containing exactly: "
        "from poplib import POP3, error_proto",
        file=["smoke_pop.py", "from poplib import POP3, error_proto"],
    ),
    beyond(
        "poplib",
        "Implement the AUTH command (RFC 5034) in poplib's POP3 class, with SASL PLAIN as the "
        "first mechanism.",
    ),
    # --- selectors ------------------------------------------------------------------------
    edit(
        "selectors",
        "[selectors.py] _BaseSelectorImpl.register needs a docstring \u2014 something like "
        "\u201cCheck the event mask and store the key for this file descriptor.\u201d",
        docstring="_BaseSelectorImpl.register",
    ),
    edit(
        "selectors",
        "In SelectSelector.__init__, right after the line 'self._writers = set()', add "
        "'self._closed = False'.",
        line_after=["selectors.py", "self._writers = set()", "self._closed = False"],
    ),
    edit(
        "selectors",
        'The message "Invalid events: {!r}" in selectors.py is a bit vague, make it '
        '"invalid event mask: {!r}".',
        text_replaced=["selectors.py", "Invalid events: {!r}", "invalid event mask: {!r}"],
    ),
    edit(
        "selectors",
        "selectors.py line 54 reads `SelectorKey.fd.__doc__ = 'Underlying file descriptor.'`; "
        "replace that line with `SelectorKey.fd.__doc__ = 'Underlying OS file descriptor (an "
        "int).'`",
        line_replaced=[
            "selectors.py",
            "SelectorKey.fd.__doc__ = 'Underlying file descriptor.'",
            "SelectorKey.fd.__doc__ = 'Underlying OS file descriptor (an int).'",
        ],
    ),
    edit(
        "selectors",
        "Rename _can_use to _selector_available everywhere in selectors.py, please.",
        renamed=["_can_use", "_selector_available"],
    ),
    beyond(
        "selectors",
        "SelectSelector.select() builds two new sets on every call. Can you make it faster?",
    ),
    beyond("selectors", "delete the close method in selectors.py"),
    # --- gettext --------------------------------------------------------------------------
    edit(
        "gettext",
        "Nothing in our code calls NullTranslations.info(). Please delete that method from "
        "gettext.py.",
        definition_deleted=["gettext.py", "NullTranslations.info"],
    ),
    edit(
        "gettext",
        "gettext.py \u2014 the default domain (_current_domain) should be 'myapp', not 'messages'",
        value_set=["gettext.py", "_current_domain", "'myapp'"],
    ),
    edit(
        "gettext",
        "In c2py, just before `if len(plural) > 1000:`, insert `plural = plural.strip()`",
        line_before=["gettext.py", "if len(plural) > 1000:", "plural = plural.strip()"],
    ),
    edit(
        "gettext",
        "at the very bottom of gettext.py add the line __all__ += ['c2py']",
        last_line=["gettext.py", "__all__ += ['c2py']"],
    ),
    edit(
        "gettext",
        "TODO: drop the pointless \u2018global _localedirs\u2019 line in bindtextdomain "
        "(gettext.py), the function never rebinds it",
        line_deleted=["gettext.py", "global _localedirs"],
    ),
    beyond(
        "gettext",
        "ngettext treats n == 0 as plural, but French uses the singular for zero. Fix gettext "
        "so that 0 picks the singular form for French.",
    ),
    beyond(
        "gettext",
        "find() checks the disk on every call; make it remember its results so repeated "
        "lookups are free.",
    ),
]


# --- tenth set (issue 26): written blind, like the sixth, from the module docstring's rules and
# the effect kinds of bench_answers only, without reading the parser, the tests, the other sets'
# requests or the offline model's documentation. 22 mechanical edits on four modules no set used
# (zipapp, py_compile, pyclbr, base64) as a dozen different users type them (the file first, last,
# in brackets or absent; backticks, straight, single or curly quotes, or none; line numbers; "just
# before the line", "directly below"; a sentence of context first; commit-message and TODO styles;
# terse, chatty, polite and non-native) and 7 requests beyond the model (new logic, speed, type
# hints, a bug to find, an ambiguous target). Every gold was checked by hand without the model: it
# fails on the untouched file and holds after a correct edit. Not measured when written.
WORKSPACES10: dict[str, list[str]] = {
    "zipapp": ["zipapp.py"],
    "py_compile": ["py_compile.py"],
    "pyclbr": ["pyclbr.py"],
    "base64": ["base64.py"],
}

QUESTIONS10: list[dict] = [
    # --- zipapp ---------------------------------------------------------------------------
    edit(
        "zipapp",
        "zipapp.py: _write_file_prefix only ever writes a shebang, so let's call it "
        "_write_shebang instead.",
        renamed=["_write_file_prefix", "_write_shebang"],
    ),
    edit(
        "zipapp",
        "get_interpreter is the only public function without a docstring - could you give it one?",
        docstring="get_interpreter",
    ),
    edit(
        "zipapp",
        "When the source is missing, create_archive says \u201cSource does not exist\u201d. "
        "Make that \u201cSource directory does not exist\u201d.",
        text_replaced=["zipapp.py", "Source does not exist", "Source directory does not exist"],
    ),
    edit(
        "zipapp",
        "just before the line `if target is None:` in create_archive, put the comment "
        "`# Work out where the archive goes.`",
        line_before=["zipapp.py", "if target is None:", "# Work out where the archive goes."],
    ),
    edit(
        "zipapp",
        "For a quick experiment I need archives without a shebang: comment out "
        "_write_file_prefix(fd, interpreter) in create_archive (zipapp.py).",
        comment_out=["zipapp.py", "_write_file_prefix(fd, interpreter)"],
    ),
    beyond(
        "zipapp",
        "create_archive packs everything rglob finds. Can you teach it to skip __pycache__ "
        "directories and stray .pyc files unless the caller passes a filter?",
    ),
    beyond("zipapp", "zipapp.py: drop the chmod line"),
    # --- py_compile -----------------------------------------------------------------------
    edit(
        "py_compile",
        "py_compile: rename _get_default_invalidation_mode -> _default_invalidation_mode",
        renamed=["_get_default_invalidation_mode", "_default_invalidation_mode"],
    ),
    edit(
        "py_compile",
        "Please add a new line 10 to py_compile.py that reads import importlib.abc",
        line_inserted_at=["py_compile.py", 10, "import importlib.abc"],
    ),
    edit(
        "py_compile",
        "The PycInvalidationMode enum deserves a docstring saying what the three modes are for.",
        docstring="PycInvalidationMode",
    ),
    edit(
        "py_compile",
        "The argparse description in main() is 'A simple command-line interface for py_compile "
        "module.' - I'd rather it said 'Compile Python source files to bytecode.' [py_compile.py]",
        text_replaced=[
            "py_compile.py",
            "A simple command-line interface for py_compile module.",
            "Compile Python source files to bytecode.",
        ],
    ),
    edit(
        "py_compile",
        'os is imported twice in py_compile.py, remove the "import os.path" one',
        line_deleted=["py_compile.py", "import os.path"],
    ),
    edit(
        "py_compile",
        "create a file CHANGES.txt with this text: py_compile: the CLI description is shorter",
        file=["CHANGES.txt", "py_compile: the CLI description is shorter"],
    ),
    beyond(
        "py_compile",
        "main() in py_compile.py compiles the files one after another, which is slow for big "
        "trees. Make it compile them in parallel with a process pool.",
    ),
    beyond(
        "py_compile",
        "Can you annotate every function in py_compile.py with type hints so mypy --strict passes?",
    ),
    # --- pyclbr ---------------------------------------------------------------------------
    edit(
        "pyclbr",
        "In pyclbr's _main the lambda is bound to lineno_key; sort_key would read better. "
        "Rename it please.",
        renamed=["lineno_key", "sort_key"],
    ),
    edit(
        "pyclbr",
        "pyclbr.py \u2014 I want `import os` directly below `import ast` at the top.",
        line_after=["pyclbr.py", "import ast", "import os"],
    ),
    edit(
        "pyclbr",
        "delete lines 87-88 of pyclbr.py, that comment about the tests is stale",
        lines_deleted=["pyclbr.py", 87, 88],
    ),
    edit(
        "pyclbr",
        "TODO(pyclbr): nothing calls _nest_class any more -> remove the whole function.",
        definition_deleted=["pyclbr.py", "_nest_class"],
    ),
    edit(
        "pyclbr",
        "Add a last line # vim: set ts=4 sw=4 et: at the very bottom of pyclbr.py.",
        last_line=["pyclbr.py", "# vim: set ts=4 sw=4 et:"],
    ),
    edit(
        "pyclbr",
        "The tree printed by _main is too cramped. Change indent_level = 2 into indent_level = 4.",
        line_replaced=["pyclbr.py", "indent_level = 2", "indent_level = 4"],
    ),
    beyond(
        "pyclbr",
        "I think pyclbr gets relative imports like `from . import x` wrong inside packages. "
        "Could you track down the bug and fix it?",
    ),
    # --- base64 ---------------------------------------------------------------------------
    edit(
        "base64",
        "PEM files wrap their base64 at 64 characters. Set MAXLINESIZE to 64 in base64.py.",
        value_set=["base64.py", "MAXLINESIZE", "64"],
    ),
    edit(
        "base64",
        "could u rename _input_type_check into _check_bytes_like? it is in base64",
        renamed=["_input_type_check", "_check_bytes_like"],
    ),
    edit(
        "base64",
        "The test() helper at the end of base64.py can go, delete that function.",
        definition_deleted=["base64.py", "test"],
    ),
    edit(
        "base64",
        "base64.py: add a module-level import sys next to the other imports",
        at_top=["base64.py", "import sys"],
    ),
    edit(
        "base64",
        "Is it possible to change 'Non-base16 digit found' to 'non-hexadecimal digit in input' "
        "in b16decode?",
        text_replaced=["base64.py", "Non-base16 digit found", "non-hexadecimal digit in input"],
    ),
    beyond(
        "base64",
        "Add base58 encode and decode functions to base64.py, in the same style as b32encode "
        "and b32decode.",
    ),
    beyond("base64", "b64decode feels slow on large inputs, can you speed it up?"),
]
# The eleventh set (issue 26), written blind like the sixth: from the stdlib modules, the effect
# kinds of bench_answers and the format of the sets above, never the parser, its tests, the other
# sets' requests or the offline model's documentation. 22 mechanical edits on four modules no set
# used (genericpath, numbers, trace, weakref) as about a dozen different users type them (commit
# style, TODO style, "path:line", the file in brackets or absent, curly quotes, a quote holding an
# apostrophe, "directly below", "just above", an edit named by what it is for rather than quoted,
# a question, non-native) and 7 requests beyond the model (speed, new logic, a refactor, type
# hints, a race to find, and a line that occurs dozens of times). Every gold was checked by hand
# without the model: it fails on the untouched file and holds after a correct edit. Not measured
# when written.
WORKSPACES11: dict[str, list[str]] = {
    "genericpath": ["genericpath.py"],
    "numbers": ["numbers.py"],
    "trace": ["trace.py"],
    "weakref": ["weakref.py"],
}

QUESTIONS11: list[dict] = [
    # --- genericpath ----------------------------------------------------------------------
    edit(
        "genericpath",
        "samestat reads like a typo to everyone on the team. Rename it to stats_match throughout"
        " genericpath.py, __all__ included.",
        renamed=["samestat", "stats_match"],
    ),
    edit(
        "genericpath",
        "In commonprefix(), insert the line \u201cif len(m) == 1: return m[0]\u201d immediately"
        " before \u201cs1 = min(m)\u201d.",
        line_before=["genericpath.py", "s1 = min(m)", "if len(m) == 1: return m[0]"],
    ),
    edit(
        "genericpath",
        'genericpath: reword TypeError "Can\'t mix strings and bytes in path components" ->'
        ' "cannot mix str and bytes in path components"',
        text_replaced=[
            "genericpath.py",
            "Can't mix strings and bytes in path components",
            "cannot mix str and bytes in path components",
        ],
    ),
    edit(
        "genericpath",
        "TODO: _check_arg_types has no docstring; write a short one (it raises TypeError when the"
        " arguments mix str and bytes or are not paths).",
        docstring="_check_arg_types",
    ),
    edit(
        "genericpath",
        "we moved the generic splitext into posixpath, so pls delete def _splitext from"
        " genericpath.py",
        definition_deleted=["genericpath.py", "_splitext"],
    ),
    beyond(
        "genericpath",
        "commonprefix compares character by character in pure Python. Can you make it faster,"
        " maybe on top of os.path.commonpath?",
    ),
    # --- numbers --------------------------------------------------------------------------
    edit(
        "numbers",
        "numbers.py, line 9: insert `import operator` there (as a new line, don't overwrite"
        " anything).",
        line_inserted_at=["numbers.py", 9, "import operator"],
    ),
    edit(
        "numbers",
        "Please remove the abstract method __invert__ from class Integral in numbers.py \u2014 we"
        " don't want to force ~ on implementers.",
        definition_deleted=["numbers.py", "Integral.__invert__"],
    ),
    edit(
        "numbers",
        "Hi! Rational.denominator has no docstring at all, could you add a one-liner for it?",
        docstring="Rational.denominator",
    ),
    edit(
        "numbers",
        "numbers.py:264 \u2014 comment out that line for now (Real.register(float)), I want to see"
        " what breaks.",
        comment_out=["numbers.py", "Real.register(float)"],
    ),
    edit(
        "numbers",
        "Add 'del ABCMeta, abstractmethod' as the very last line of numbers.py so those two don't"
        " leak into the module namespace.",
        last_line=["numbers.py", "del ABCMeta, abstractmethod"],
    ),
    beyond("numbers", 'In numbers.py delete the line "raise NotImplementedError".'),
    beyond(
        "numbers",
        "Real leaves __floor__ and __ceil__ abstract. Write default implementations for them in"
        " terms of __trunc__, the way __divmod__ has one.",
    ),
    # --- trace ----------------------------------------------------------------------------
    edit(
        "trace",
        "coverage.py spells it '#pragma: no cover'. set PRAGMA_NOCOVER in trace.py to that",
        value_set=["trace.py", "PRAGMA_NOCOVER", "'#pragma: no cover'"],
    ),
    edit(
        "trace",
        "rename _find_strings -> _docstring_lines (trace.py)",
        renamed=["_find_strings", "_docstring_lines"],
    ),
    edit(
        "trace",
        "trace.py: put 'import warnings' on its own line directly below 'import threading'",
        line_after=["trace.py", "import threading", "import warnings"],
    ),
    edit(
        "trace",
        "In globaltrace_lt there is a two-line XXX comment about _modname not working for packages"
        " (lines 539-540 of trace.py). Please delete both lines.",
        lines_deleted=["trace.py", 539, 540],
    ),
    edit(
        "trace",
        "Bump the version that `trace --version` prints from 2.0 to 2.1.",
        text_replaced=["trace.py", "version='trace 2.0'", "version='trace 2.1'"],
    ),
    edit(
        "trace",
        "Would you mind adding a docstring to Trace.runfunc? Something like: Call func(*args, **kw)"
        " under the tracer and return its result.",
        docstring="Trace.runfunc",
    ),
    beyond(
        "trace",
        "Refactor trace.main(): move all the argparse setup into a separate build_parser()"
        " function and call it from main.",
    ),
    beyond(
        "trace",
        "Running with --count is painfully slow on our test suite. Can you optimise"
        " localtrace_count in trace.py?",
    ),
    # --- weakref --------------------------------------------------------------------------
    edit(
        "weakref",
        "finalize._select_for_exit should be called _live_for_exit. Do the rename in weakref.py,"
        " please.",
        renamed=["_select_for_exit", "_live_for_exit"],
    ),
    edit(
        "weakref",
        "Add an import of functools to weakref.py, up top with the other imports.",
        at_top=["weakref.py", "import functools"],
    ),
    edit(
        "weakref",
        "The WeakMethod error \u2018argument should be a bound method, not {}\u2019 reads badly;"
        " change it to \u2018expected a bound method, got {}\u2019.",
        text_replaced=[
            "weakref.py",
            "argument should be a bound method, not {}",
            "expected a bound method, got {}",
        ],
    ),
    edit(
        "weakref",
        "add the comment `# one _Info record per finalizer, kept in _registry` just above"
        " `info = self._Info()` in finalize.__init__ [weakref.py]",
        line_before=[
            "weakref.py",
            "info = self._Info()",
            "# one _Info record per finalizer, kept in _registry",
        ],
    ),
    edit(
        "weakref",
        "KeyedRef.__init__ only forwards to super().__init__ \u2014 delete that method, the base"
        " class does the same.",
        definition_deleted=["weakref.py", "KeyedRef.__init__"],
    ),
    edit(
        "weakref",
        "comment out the _collections_abc.MutableSet.register(WeakSet) line in weakref.py",
        comment_out=["weakref.py", "_collections_abc.MutableSet.register(WeakSet)"],
    ),
    beyond("weakref", "Add type hints to every method of WeakKeyDictionary in weakref.py."),
    beyond(
        "weakref",
        "WeakValueDictionary.items() sometimes yields a dead entry under heavy GC. Find the race"
        " and fix it.",
    ),
]


# Set 12 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation. 23 mechanical edits on four modules no set
# used (secrets, stat, imaplib, locale) as a dozen different users type them (the file first, last,
# in brackets or not at all; backticks, straight or double quotes, or none; line numbers; "just
# before the line", "right after"; a first sentence that only gives context; commit-message and
# TODO style; terse, polite, chatty, non-native; questions) and 7 requests beyond the model (new
# features, a refactor, speed, an ambiguous target). Every gold was checked by hand without the
# model: anchors occur once, new names are unused, and each check fails on the untouched file and
# holds after a correct edit. Not measured when written.
WORKSPACES12: dict[str, list[str]] = {
    "secrets": ["secrets.py"],
    "stat": ["stat.py"],
    "imaplib": ["imaplib.py"],
    "locale": ["locale.py"],
}

QUESTIONS12: list[dict] = [
    # --- secrets --------------------------------------------------------------------------
    edit(
        "secrets",
        "secrets.py \u2014 DEFAULT_ENTROPY to 64 please, 32 bytes feels low for our API tokens",
        value_set=["secrets.py", "DEFAULT_ENTROPY", "64"],
    ),
    edit(
        "secrets",
        "The name `_sysrand` tells a new reader nothing. Rename it to _system_rng everywhere in "
        "secrets.",
        renamed=["_sysrand", "_system_rng"],
    ),
    edit(
        "secrets",
        "put 'import os' on line 15 of secrets.py",
        line_inserted_at=["secrets.py", 15, "import os"],
    ),
    edit(
        "secrets",
        "In token_urlsafe, just before the line tok = token_bytes(nbytes), add this line: "
        "assert nbytes is None or nbytes >= 0",
        line_before=[
            "secrets.py",
            "tok = token_bytes(nbytes)",
            "assert nbytes is None or nbytes >= 0",
        ],
    ),
    edit(
        "secrets",
        "chore(secrets): remove randbelow(), nothing of ours calls it",
        definition_deleted=["secrets.py", "randbelow"],
    ),
    beyond(
        "secrets",
        "can u add a token_base32 function in secrets.py, same like token_urlsafe but with the "
        "base32 alphabet",
    ),
    beyond(
        "secrets",
        "Generating a million tokens with secrets.py takes ages. Speed the module up.",
    ),
    # --- stat -----------------------------------------------------------------------------
    edit(
        "stat",
        "[stat.py] comment out S_IFDOOR = 0",
        comment_out=["stat.py", "S_IFDOOR = 0"],
    ),
    edit(
        "stat",
        "On the BSDs the whiteout file type is 0o160000. Please set S_IFWHT to that value instead "
        "of 0 (stat.py).",
        value_set=["stat.py", "S_IFWHT", "0o160000"],
    ),
    edit(
        "stat",
        'S_ISDOOR\'s docstring: change "from a door" to "from a Solaris door"',
        text_replaced=["stat.py", "from a door", "from a Solaris door"],
    ),
    edit(
        "stat",
        "We never run on a union file system, so the S_ISWHT function can go. Delete it from "
        "stat.py.",
        definition_deleted=["stat.py", "S_ISWHT"],
    ),
    edit(
        "stat",
        "TODO(stat.py): in filemode, the line right after `perm = []` should be "
        "`mode = int(mode)`, add it",
        line_after=["stat.py", "perm = []", "mode = int(mode)"],
    ),
    edit(
        "stat",
        "Remove lines 114-125 of stat.py (the UF_* / SF_* file flag constants).",
        lines_deleted=["stat.py", 114, 125],
    ),
    beyond(
        "stat",
        "Could you refactor stat.py so that the S_IS* functions are generated from one table "
        "instead of being written out one by one?",
    ),
    # --- imaplib --------------------------------------------------------------------------
    edit(
        "imaplib",
        "a megabyte per line is far too generous. _MAXLINE = 100000 in imaplib.py",
        value_set=["imaplib.py", "_MAXLINE", "100000"],
    ),
    edit(
        "imaplib",
        "imaplib: _new_tag -> _next_tag (rename the method)",
        renamed=["_new_tag", "_next_tag"],
    ),
    edit(
        "imaplib",
        "Would you mind writing a docstring for the _quote method of IMAP4 in imaplib.py? It "
        "escapes backslashes and double quotes and wraps the argument in double quotes.",
        docstring="IMAP4._quote",
    ),
    edit(
        "imaplib",
        "PARTIAL is obsolete. Drop its entry from the Commands dict in imaplib.",
        line_deleted=[
            "imaplib.py",
            "'PARTIAL':      ('SELECTED',),                                  # NB: obsolete",
        ],
    ),
    edit(
        "imaplib",
        "Please to add import logging in the top of imaplib.py, together with the others imports.",
        at_top=["imaplib.py", "import logging"],
    ),
    edit(
        "imaplib",
        "In Time2Internaldate the ValueError says \u2018date_time not of a known type\u2019; I "
        "would rather it said \u2018unsupported date_time type\u2019.",
        text_replaced=["imaplib.py", "date_time not of a known type", "unsupported date_time type"],
    ),
    beyond(
        "imaplib",
        "imaplib.py: add IDLE (RFC 2177) support to the IMAP4 class, with a timeout argument.",
    ),
    beyond(
        "imaplib",
        "IMAP4._get_response is way too long, can you split it into smaller helper methods?",
    ),
    # --- locale ---------------------------------------------------------------------------
    edit(
        "locale",
        "I'm debugging encoding names: in _replace_encoding (locale.py) uncomment "
        "#print('norm encoding: %r' % norm_encoding)",
        uncomment=["locale.py", "print('norm encoding: %r' % norm_encoding)"],
    ),
    edit(
        "locale",
        "_strip_padding has only a comment above it. Give it a real docstring (locale.py).",
        docstring="_strip_padding",
    ),
    edit(
        "locale",
        "locale.py: get rid of the _test function",
        definition_deleted=["locale.py", "_test"],
    ),
    edit(
        "locale",
        'The ValueError in _grouping_intervals could be more helpful: make "invalid grouping" '
        'read "invalid grouping: 0 before any interval".',
        text_replaced=[
            "locale.py",
            '"invalid grouping"',
            '"invalid grouping: 0 before any interval"',
        ],
    ),
    edit(
        "locale",
        "Append `__all__ += ['delocalize', 'localize']` as the last line of locale.py.",
        last_line=["locale.py", "__all__ += ['delocalize', 'localize']"],
    ),
    edit(
        "locale",
        "locale.py line 20: import os",
        line_inserted_at=["locale.py", 20, "import os"],
    ),
    beyond(
        "locale",
        "Replace the giant hand-written locale_alias dict in locale.py with one parsed from "
        "/usr/share/X11/locale/locale.alias at import time.",
    ),
    beyond("locale", "In locale.py, rename the helper function to something clearer."),
]


# Set 13 (issue 26), written blind: from the four modules' code, the effect kinds of bench_answers
# and the format of the sets above only, never the model's parser, its tests, the other sets'
# requests or the offline model's documentation. 23 mechanical edits on four modules no set used
# (fileinput, compileall, mailcap, xdrlib) as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" or commit-message prefix, or not at all; backticks,
# straight, curly or no quotes; line numbers; "just before the line", "right after the line"; a
# first sentence that only gives the reason, then the request or a pronoun for what it named;
# terse, chatty, polite, non-native; questions) and 8 requests beyond the model (new features, a
# refactor, speed, type hints, a bug to find, an ambiguous target). Every gold was checked by hand
# without the model on Python 3.11.7's copy: anchors occur once, new names are unused, and each
# check fails on the untouched file and holds after a correct edit made by hand. Not measured when
# written.
WORKSPACES13: dict[str, list[str]] = {
    "fileinput": ["fileinput.py"],
    "compileall": ["compileall.py"],
    "mailcap": ["mailcap.py"],
    "xdrlib": ["xdrlib.py"],
}

QUESTIONS13: list[dict] = [
    # --- fileinput ------------------------------------------------------------------------
    edit(
        "fileinput",
        "fileinput.py: `_test` isn't a test at all, it's a little demo of the module. Rename it "
        "to `_demo`, and the call at the bottom too.",
        renamed=["_test", "_demo"],
    ),
    edit(
        "fileinput",
        "could u add a docstring to FileInput.readline? it returns the next line across all the "
        "files, and '' when everything is read",
        docstring="FileInput.readline",
    ),
    edit(
        "fileinput",
        "There's a typo in the docstring of input() in fileinput.py: \"keeps global state for "
        'the functions of this module,." has a stray comma before the period. Please remove the '
        "comma.",
        text_replaced=["fileinput.py", "of this module,.", "of this module."],
    ),
    edit(
        "fileinput",
        "In FileInput.nextfile (fileinput.py), just before the line "
        "`savestdout = self._savestdout`, add the comment "
        "`# undo the stdout redirection of inplace mode`.",
        line_before=[
            "fileinput.py",
            "savestdout = self._savestdout",
            "# undo the stdout redirection of inplace mode",
        ],
    ),
    edit(
        "fileinput",
        "The demo in fileinput.py prints one summary line after its loop that I don't want. "
        "Comment out that final print at the end of _test(), please.",
        comment_out=["fileinput.py", 'print("%d: %s[%d]" % (lineno(), filename(), filelineno()))'],
    ),
    edit(
        "fileinput",
        "[fileinput.py] remove the comment line '# EncodingWarning is emitted in __init__() "
        "already' in _readline, it says nothing useful",
        line_deleted=["fileinput.py", "# EncodingWarning is emitted in __init__() already"],
    ),
    beyond(
        "fileinput",
        "hook_compressed in fileinput.py only handles .gz and .bz2. Could you make it open .xz "
        "files too, with lzma?",
    ),
    beyond("fileinput", "rename close() to shutdown() in fileinput.py"),
    # --- compileall -----------------------------------------------------------------------
    edit(
        "compileall",
        "refactor(compileall): rename ivl_mode -> mode_name in main()",
        renamed=["ivl_mode", "mode_name"],
    ),
    edit(
        "compileall",
        "The help text of the -e option says \u201coutsite of the DIR\u201d. Fix the spelling to "
        "\u201coutside of the DIR\u201d in compileall.py.",
        text_replaced=["compileall.py", "outsite of the DIR", "outside of the DIR"],
    ),
    edit(
        "compileall",
        "I'd like a marker comment above the script part of compileall.py. Could you insert "
        "`# command-line entry point` as line 461?",
        line_inserted_at=["compileall.py", 461, "# command-line entry point"],
    ),
    edit(
        "compileall",
        "Lines 186-187 in compileall.py are only two comments explaining sorted(set(...)); "
        "delete both of them.",
        lines_deleted=["compileall.py", 186, 187],
    ),
    edit(
        "compileall",
        "TODO(compileall.py): add `import re` at module level, together with the other imports at "
        "the top (leave the one inside main() alone for now)",
        at_top=["compileall.py", "import re"],
    ),
    edit(
        "compileall",
        "We're going to write tests for compileall next. Create a file requirements-dev.txt in "
        "the project root with a single line: pytest>=7",
        file=["requirements-dev.txt", "pytest>=7"],
    ),
    beyond(
        "compileall",
        "Add a --dry-run option to compileall's command line that only lists the files it would "
        "compile, without writing any .pyc.",
    ),
    beyond(
        "compileall",
        "compile_file() in compileall.py is about 150 lines long. Split it into smaller helper "
        "functions without changing its behaviour.",
    ),
    # --- mailcap --------------------------------------------------------------------------
    edit(
        "mailcap",
        "mailcap.py: listmailcapfiles is meant to be public. Add it to __all__, after findmatch.",
        value_set=["mailcap.py", "__all__", '["getcaps", "findmatch", "listmailcapfiles"]'],
    ),
    edit(
        "mailcap",
        "Please write a docstring for findparam in mailcap.py. It looks up `name=` in plist "
        "(ignoring case) and returns the value, or '' if it is not there.",
        docstring="findparam",
    ),
    edit(
        "mailcap",
        "readmailcapfile() in mailcap.py has been deprecated for years and nothing calls it. "
        "Delete it.",
        definition_deleted=["mailcap.py", "readmailcapfile"],
    ),
    edit(
        "mailcap",
        "Small bug in test() of mailcap.py: when no viewer is found it prints `type` (the builtin) "
        "instead of the MIME type. Change that line to "
        '`print("No viewer found for", MIMEtype)`.',
        line_replaced=[
            "mailcap.py",
            'print("No viewer found for", type)',
            'print("No viewer found for", MIMEtype)',
        ],
    ),
    edit(
        "mailcap",
        "Importing mailcap fills our logs with a DeprecationWarning. Can you comment out the "
        "warnings._deprecated(...) call in mailcap.py?",
        comment_out=[
            "mailcap.py",
            "warnings._deprecated(__name__, _DEPRECATION_MSG, remove=(3, 13))",
        ],
    ),
    beyond(
        "mailcap",
        "In mailcap.py, findmatch passes the wrong arguments to subst when it expands the 'test' "
        "command. Can you fix that bug?",
    ),
    beyond(
        "mailcap",
        "subst() in mailcap.py builds its result with res = res + c in a loop. Rewrite it to "
        "collect the pieces in a list and ''.join them, so it's faster.",
    ),
    # --- xdrlib ---------------------------------------------------------------------------
    edit(
        "xdrlib",
        "Could you rename raise_conversion_error to convert_struct_errors in xdrlib.py?",
        renamed=["raise_conversion_error", "convert_struct_errors"],
    ),
    edit(
        "xdrlib",
        "Unpacker.done has no docstring (xdrlib). Add one saying it raises Error when unread data "
        "is left in the buffer.",
        docstring="Unpacker.done",
    ),
    edit(
        "xdrlib",
        "remove the line \u2018unpack_bytes = unpack_string\u2019 in xdrlib.py",
        line_deleted=["xdrlib.py", "unpack_bytes = unpack_string"],
    ),
    edit(
        "xdrlib",
        'In xdrlib.py, right after the line "if x == 0: break" in unpack_list, add '
        '"# 1 means another item follows".',
        line_after=["xdrlib.py", "if x == 0: break", "# 1 means another item follows"],
    ),
    edit(
        "xdrlib",
        "xdrlib: spell it non-negative instead of nonnegative in both 'fstring size must be "
        "nonnegative' error messages",
        text_replaced=["xdrlib.py", "must be nonnegative", "must be non-negative"],
    ),
    edit(
        "xdrlib",
        "Append `# end of xdrlib.py` as the very last line of the file xdrlib.py.",
        last_line=["xdrlib.py", "# end of xdrlib.py"],
    ),
    beyond("xdrlib", "Add type hints to every method of Packer and Unpacker in xdrlib.py."),
    beyond(
        "xdrlib",
        "Unpacking big buffers with xdrlib's Unpacker is slow. Make it faster, maybe with "
        "struct.unpack_from and a memoryview.",
    ),
]


# Set 14 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four modules (pipes, runpy, sunau,
# bdb; no other set uses them), the effect kinds of bench_answers and the format above. 23
# mechanical edits as a dozen different users type them (the file first, last, in brackets, in a
# "TODO(file):" prefix or not at all; backticks, straight, curly or no quotes; line numbers, an en
# dash range; "just before the line", "directly above", "right after"; a first sentence that only
# gives the reason, then "it" for the line; terse, polite, chatty, non-native; questions) and 8
# requests beyond the model (a refactor to subprocess, type hints, a new timeout feature, two bugs
# to find, speed, a dict-dispatch refactor, and a method name that two classes of the file share).
# Every gold was checked by hand without the model: anchors occur once, new names are unused, and
# each check fails on the untouched file and holds after a correct edit made by hand in a copy.
# Not measured when written.
WORKSPACES14: dict[str, list[str]] = {
    "pipes": ["pipes.py"],
    "runpy": ["runpy.py"],
    "sunau": ["sunau.py"],
    "bdb": ["bdb.py"],
}

QUESTIONS14: list[dict] = [
    # --- pipes ----------------------------------------------------------------------------
    edit(
        "pipes",
        "pipes.py: `stepkinds` is a module-level constant, so per PEP 8 it should be upper "
        "case. Please rename it to STEP_KINDS (it is used in three places).",
        renamed=["stepkinds", "STEP_KINDS"],
    ),
    edit(
        "pipes",
        "typo in the open_r error message: \u201cpipeline ends width SINK\u201d -> "
        "\u201cpipeline ends with SINK\u201d",
        text_replaced=["pipes.py", "pipeline ends width SINK", "pipeline ends with SINK"],
    ),
    edit(
        "pipes",
        "Template.copy in pipes has no docstring. could you write one? it runs the whole "
        "pipeline from infile to outfile with os.system and gives back the exit status",
        docstring="Template.copy",
    ),
    edit(
        "pipes",
        "When debugging is on, Template.makepipeline prints the command and also prepends "
        "`set -x`, so I see everything twice. Comment out the print(cmd) line.",
        comment_out=["pipes.py", "print(cmd)"],
    ),
    edit(
        "pipes",
        "Insert the line '# --- the Template class ---' at line 84 of pipes.py.",
        line_inserted_at=["pipes.py", 84, "# --- the Template class ---"],
    ),
    edit(
        "pipes",
        "Create a new file MIGRATION.md next to pipes.py with this one line in it: "
        "`pipes is removed in Python 3.13; use subprocess instead.`",
        file=["MIGRATION.md", "pipes is removed in Python 3.13; use subprocess instead."],
    ),
    beyond(
        "pipes",
        "Rewrite pipes.py so that Template runs its steps with subprocess instead of os.popen "
        "and os.system.",
    ),
    beyond("pipes", "add type hints to pipes.py pls"),
    # --- runpy ----------------------------------------------------------------------------
    edit(
        "runpy",
        "I find the name _ModifiedArgv0 confusing. Can you call it _TempArgv0 instead? (runpy.py)",
        renamed=["_ModifiedArgv0", "_TempArgv0"],
    ),
    edit(
        "runpy",
        "TODO(runpy.py): docstring for _get_code_from_file (tries the compiled code first, "
        "then compiles the source; returns the code and the file name)",
        docstring="_get_code_from_file",
    ),
    edit(
        "runpy",
        "In runpy.py, when no module is given on the command line it only prints a message "
        'and exits with 0. Replace `print("No module specified for execution", '
        'file=sys.stderr)` with `sys.exit("No module specified for execution")`.',
        line_replaced=[
            "runpy.py",
            'print("No module specified for execution", file=sys.stderr)',
            'sys.exit("No module specified for execution")',
        ],
    ),
    edit(
        "runpy",
        "runpy: just before the line exec(code, run_globals) in _run_code, add "
        'sys.audit("runpy.run_code", mod_name)',
        line_before=[
            "runpy.py",
            "exec(code, run_globals)",
            'sys.audit("runpy.run_code", mod_name)',
        ],
    ),
    edit(
        "runpy",
        "The XXX comment from ncoghlan above _run_module_as_main (lines 169\u2013172 in runpy.py) "
        "is ancient, please delete those lines.",
        lines_deleted=["runpy.py", 169, 172],
    ),
    edit(
        "runpy",
        "could you put `from __future__ import annotations` at the top of runpy.py?",
        at_top=["runpy.py", "from __future__ import annotations"],
    ),
    beyond(
        "runpy",
        "Could you add a timeout parameter to runpy.run_path, so that a script which runs too "
        "long gets stopped?",
    ),
    beyond(
        "runpy",
        "I think there is a bug in _ModifiedArgv0.__exit__ in runpy.py. Can you find it and fix "
        "it?",
    ),
    # --- sunau ----------------------------------------------------------------------------
    edit(
        "sunau",
        "For a test I need AUDIO_UNKNOWN_SIZE in sunau.py to be 0 instead of 0xFFFFFFFF.",
        value_set=["sunau.py", "AUDIO_UNKNOWN_SIZE", "0"],
    ),
    edit(
        "sunau",
        "In the sunau module docstring there is written 'pathing up', it must be "
        "'patching up'. Please correct.",
        text_replaced=["sunau.py", "pathing up", "patching up"],
    ),
    edit(
        "sunau",
        "sunau.py line 109 spams a DeprecationWarning all over our test logs. comment it out "
        "for now",
        comment_out=["sunau.py", "warnings._deprecated(__name__, remove=(3, 13))"],
    ),
    edit(
        "sunau",
        "In Au_write._patchheader, flush the file before seeking: add `self._file.flush()` "
        "directly above `self._file.seek(self._form_length_pos)`.",
        line_before=["sunau.py", "self._file.seek(self._form_length_pos)", "self._file.flush()"],
    ),
    edit(
        "sunau",
        "Au_read.getmark only raises an error and nobody calls it. Remove that method from "
        "sunau.py.",
        definition_deleted=["sunau.py", "Au_read.getmark"],
    ),
    beyond("sunau", "_read_u32 in sunau reads the header one byte at a time. Make it faster."),
    beyond(
        "sunau",
        "One of the getters in Au_write checks the wrong attribute before it returns. Find it "
        "and fix it.",
    ),
    # --- bdb ------------------------------------------------------------------------------
    edit(
        "bdb",
        "Breakpoint.deleteMe isn't PEP 8 \u2014 rename it to delete_me everywhere in bdb.py",
        renamed=["deleteMe", "delete_me"],
    ),
    edit(
        "bdb",
        "fix spelling: condiion -> condition (bdb.py, docstring of effective())",
        text_replaced=["bdb.py", "condiion", "condition"],
    ),
    edit(
        "bdb",
        "Please uncomment line 849 in bdb.py (the commented-out continue).",
        uncomment=["bdb.py", "continue"],
    ),
    edit(
        "bdb",
        "Bdb.__init__ never sets self.currentbp, only break_here does. Initialise it to None "
        "in __init__, right after the fncache line.",
        line_after=["bdb.py", "self.fncache = {}", "self.currentbp = None"],
    ),
    edit(
        "bdb",
        "The comment \"# XXX 'arg' is no longer used\" in dispatch_call is wrong, arg is passed "
        "to user_call. Delete it.",
        line_deleted=["bdb.py", "# XXX 'arg' is no longer used"],
    ),
    edit(
        "bdb",
        "add `if __name__ == '__main__': test()` as the very last line of bdb.py",
        last_line=["bdb.py", "if __name__ == '__main__': test()"],
    ),
    beyond("bdb", "delete the user_line method from bdb.py"),
    beyond(
        "bdb",
        "Refactor Bdb.trace_dispatch to look the handler up in a dict instead of the chain of ifs.",
    ),
]


# Set 15 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four modules (uu, telnetlib,
# pstats, cgitb; no other set uses them), the effect kinds of bench_answers and the format above.
# 23 mechanical edits as a dozen different users type them (the file first, last, in brackets, in
# a "TODO(file):" prefix or not at all; backticks, straight, curly or no quotes; line numbers, an
# en dash range; "just before the line", "right after"; a replacement on lines of its own; a first
# sentence that only gives the reason, then "it" for the definition; commit-message style; terse,
# polite, chatty, non-native, typos; questions) and 8 requests beyond the model (type hints, a bug
# to fix, option negotiation, speed, a new JSON method, a refactor, a difference between two
# functions to judge, and "the print method" of a class that has seven print_* methods). Every
# gold was checked by hand without the model: anchors occur once, new names are unused, and each
# check fails on the untouched file and holds after a correct edit made by hand in a copy.
# Not measured when written.
WORKSPACES15: dict[str, list[str]] = {
    "uu": ["uu.py"],
    "telnetlib": ["telnetlib.py"],
    "pstats": ["pstats.py"],
    "cgitb": ["cgitb.py"],
}

QUESTIONS15: list[dict] = [
    # --- uu -------------------------------------------------------------------------------
    edit(
        "uu",
        "In decode(), `hdrfields` is a bit cryptic. Rename it to `header_fields` please.",
        renamed=["hdrfields", "header_fields"],
    ),
    edit(
        "uu",
        "uu.py line 133 is a snarky comment (\"If the filename isn't ASCII, what's up with "
        'that?!?"). Just delete that line.',
        line_deleted=["uu.py", "# If the filename isn't ASCII, what's up with that?!?"],
    ),
    edit(
        "uu",
        "[uu.py] remove lines 21\u201325, the old \u2018Modified by Jack Jansen\u2019 notes. Keep "
        "the license text above them.",
        lines_deleted=["uu.py", 21, 25],
    ),
    edit(
        "uu",
        "Could you change the error message \u201cTruncated input file\u201d to \u201cTruncated "
        "input file: no end line found\u201d?",
        text_replaced=[
            "uu.py",
            "'Truncated input file'",
            "'Truncated input file: no end line found'",
        ],
    ),
    edit(
        "uu",
        "uu: mask the file mode read from the header. Right after the line "
        "`mode = int(hdrfields[1], 8)` insert `mode &= 0o777`",
        line_after=["uu.py", "mode = int(hdrfields[1], 8)", "mode &= 0o777"],
    ),
    edit(
        "uu",
        "the Error class in uu.py has no docstring, can u add one? somthing like 'Raised when "
        "the input is not valid uuencoded data.'",
        docstring="Error",
    ),
    beyond("uu", "Could you add type hints to encode() and decode() in uu.py?"),
    beyond(
        "uu",
        "When the input is truncated, uu.decode() raises but leaves a half-written output file "
        "behind. Can you fix it so the partial file gets removed?",
    ),
    # --- telnetlib --------------------------------------------------------------------------
    edit(
        "telnetlib",
        "I'm chasing a negotiation bug and need the debug output. Set DEBUGLEVEL to 2 in "
        "telnetlib.py.",
        value_set=["telnetlib.py", "DEBUGLEVEL", "2"],
    ),
    edit(
        "telnetlib",
        "TODO(telnetlib.py): drop the test() demo function at the bottom, together with the "
        "__main__ block that calls it",
        definition_deleted=["telnetlib.py", "test"],
    ),
    edit(
        "telnetlib",
        'please comment out the sys.audit call in Telnet.write (the "telnetlib.Telnet.write" one)',
        comment_out=["telnetlib.py", 'sys.audit("telnetlib.Telnet.write", self, buffer)'],
    ),
    edit(
        "telnetlib",
        "In Telnet.open, just before the line "
        "self.sock = socket.create_connection((host, port), timeout) add: "
        "self.msg('connecting to %s:%d', host, port)",
        line_before=[
            "telnetlib.py",
            "self.sock = socket.create_connection((host, port), timeout)",
            "self.msg('connecting to %s:%d', host, port)",
        ],
    ),
    edit("telnetlib", "rename theNULL -> NUL_BYTE", renamed=["theNULL", "NUL_BYTE"]),
    edit(
        "telnetlib",
        "Create a file NOTES.md next to telnetlib.py with this text: telnetlib is deprecated "
        "(PEP 594) and goes away in Python 3.13.",
        file=["NOTES.md", "telnetlib is deprecated (PEP 594) and goes away in Python 3.13."],
    ),
    beyond(
        "telnetlib",
        "Implement real option negotiation in telnetlib.py, the first item of the To do list in "
        "the module docstring.",
    ),
    beyond(
        "telnetlib", "read_until is really slow when the server sends a lot. make it faster pls"
    ),
    # --- pstats -----------------------------------------------------------------------------
    edit(
        "pstats",
        'Stats.reverse_order() is missing a docstring. Add one: "Reverse the current sort order '
        'of the function list."',
        docstring="Stats.reverse_order",
    ),
    edit(
        "pstats",
        "Rename the TupleComp class to TupleComparator (pstats.py).",
        renamed=["TupleComp", "TupleComparator"],
    ),
    edit(
        "pstats",
        "put `# fields may be SortKey members or strings, but not a mix of both` on line 237 of "
        "pstats.py",
        line_inserted_at=[
            "pstats.py",
            237,
            "# fields may be SortKey members or strings, but not a mix of both",
        ],
    ),
    edit(
        "pstats",
        "add '# vim: set ts=4 sw=4 et:' as the very last line of pstats.py",
        last_line=["pstats.py", "# vim: set ts=4 sw=4 et:"],
    ),
    edit(
        "pstats",
        "In get_sort_arg_defs, the `if not fragment:` / `break` pair inside the while loop can "
        "never trigger, since the while condition already tests fragment. Delete those two lines.",
        lines_deleted=["pstats.py", 226, 227],
    ),
    edit(
        "pstats",
        "count_calls() in pstats.py isn't used anywhere. Delete it.",
        definition_deleted=["pstats.py", "count_calls"],
    ),
    beyond("pstats", "pstats.py: the print method of Stats is dead code, remove it."),
    beyond(
        "pstats",
        "Add a to_json() method to Stats that returns the whole profile (every function with its "
        "ncalls, tottime, cumtime and callers) as a JSON string.",
    ),
    # --- cgitb ------------------------------------------------------------------------------
    edit("cgitb", "add a one-line docstring to grey() in cgitb.py", docstring="grey"),
    edit(
        "cgitb",
        'cgitb.py doesn\'t define __all__. Add __all__ = ["enable", "handler", "Hook"] near the '
        "top, below the imports.",
        at_top=["cgitb.py", '__all__ = ["enable", "handler", "Hook"]'],
    ),
    edit(
        "cgitb",
        "In Hook.handle, replace\n"
        '    formatter = (self.format=="html") and html or text\n'
        "with\n"
        '    formatter = html if self.format == "html" else text\n',
        line_replaced=[
            "cgitb.py",
            'formatter = (self.format=="html") and html or text',
            'formatter = html if self.format == "html" else text',
        ],
    ),
    edit(
        "cgitb",
        "please to put the comment `# default handler, same as Hook().handle` just before the "
        "line handler = Hook().handle in cgitb.py",
        line_before=[
            "cgitb.py",
            "handler = Hook().handle",
            "# default handler, same as Hook().handle",
        ],
    ),
    edit(
        "cgitb",
        "The purple #6622aa in the html() heading is hard to read on my screen. could you swap it "
        "for #336699?",
        text_replaced=["cgitb.py", "#6622aa", "#336699"],
    ),
    beyond(
        "cgitb",
        "Refactor cgitb.py so html() and text() share the frame-walking code instead of each "
        "having its own copy.",
    ),
    beyond(
        "cgitb",
        "text() lists the exception's private attributes but html() skips them. Work out which "
        "one is right and make the other match.",
    ),
]


# Set 16 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation. 23 mechanical edits on four modules no set
# used (imghdr, chunk, dis, smtpd) as a dozen different users type them (the file first, last, in
# brackets or not at all; backticks, straight, curly or no quotes; line numbers; "just before the
# line", "right after"; a first sentence that only gives context; a pronoun for a name said
# before; an arrow; commit-message and TODO style; terse, polite, chatty, non-native; questions)
# and 7 requests beyond the model (new features, a refactor, speed, type hints, a bug to find, an
# ambiguous target). Every gold was checked by hand without the model: anchors occur once, new
# names are unused, and each check fails on the untouched file and holds after a correct edit
# made by hand in a temporary copy. Not measured when written.
WORKSPACES16: dict[str, list[str]] = {
    "imghdr": ["imghdr.py"],
    "chunk": ["chunk.py"],
    "dis": ["dis.py"],
    "smtpd": ["smtpd.py"],
}

QUESTIONS16: list[dict] = [
    # --- imghdr ---------------------------------------------------------------------------
    edit(
        "imghdr",
        "imghdr.py: testall() doesn't test anything, it walks the paths and prints what each one "
        "is. Rename it to scan_paths (the calls too).",
        renamed=["testall", "scan_paths"],
    ),
    edit(
        "imghdr",
        'could you put a docstring on test_png? something like "PNG, by its 8-byte signature". '
        "most of the other test_* functions have one",
        docstring="test_png",
    ),
    edit(
        "imghdr",
        "Please add the line # vim: set ts=4 sw=4 et: at the very end of imghdr.py.",
        last_line=["imghdr.py", "# vim: set ts=4 sw=4 et:"],
    ),
    edit(
        "imghdr",
        'I want the tests list exported as well, so __all__ should be ["what", "tests"].',
        value_set=["imghdr.py", "__all__", '["what", "tests"]'],
    ),
    edit(
        "imghdr",
        "In testall the message for a file it can't read says '*** not found ***', but that also "
        "shows up for permission errors. Change it to '*** cannot open ***'.",
        text_replaced=["imghdr.py", "*** not found ***", "*** cannot open ***"],
    ),
    edit(
        "imghdr",
        "TODO(imghdr): comment out sys.stdout.flush() in testall, it slows down big recursive runs",
        comment_out=["imghdr.py", "sys.stdout.flush()"],
    ),
    beyond(
        "imghdr",
        "imghdr should recognise AVIF and HEIC images too. Can you add detection for those?",
    ),
    beyond("imghdr", "Add type hints to every function in imghdr.py."),
    # --- chunk ----------------------------------------------------------------------------
    edit(
        "chunk",
        "Chunk.tell() has no docstring. Add one saying it returns the current position inside "
        "the chunk (not in the underlying file).",
        docstring="Chunk.tell",
    ),
    edit(
        "chunk",
        "in chunk.py seek(), the bare `raise RuntimeError` gives the caller no clue. make that "
        'line `raise RuntimeError("seek position out of range")`',
        line_replaced=[
            "chunk.py",
            "raise RuntimeError",
            'raise RuntimeError("seek position out of range")',
        ],
    ),
    edit(
        "chunk",
        "The usage example in the module docstring of chunk.py (lines 27-38) is misleading, its "
        "inner loop never ends. Please delete those lines.",
        lines_deleted=["chunk.py", 27, 38],
    ),
    edit(
        "chunk",
        "remove the comment \u201c# maybe fix alignment\u201d from Chunk.skip",
        line_deleted=["chunk.py", "# maybe fix alignment"],
    ),
    edit(
        "chunk",
        "strflag in Chunk.__init__ -> byteorder_prefix pls",
        renamed=["strflag", "byteorder_prefix"],
    ),
    edit(
        "chunk",
        "chunk.py have no __all__, please add `__all__ = ['Chunk']` in the top of the file, after "
        "the import.",
        at_top=["chunk.py", "__all__ = ['Chunk']"],
    ),
    beyond(
        "chunk",
        "Something is off in Chunk.read with odd-sized chunks when align is on: size_read can end "
        "up bigger than chunksize. Could you track down the bug and fix it?",
    ),
    # --- dis ------------------------------------------------------------------------------
    edit(
        "dis",
        "Long specialized opcode names overflow the name column in the dis output. Set "
        "_OPNAME_WIDTH to 24 in dis.py.",
        value_set=["dis.py", "_OPNAME_WIDTH", "24"],
    ),
    edit(
        "dis",
        'When a member of a class can\'t be disassembled, dis() prints "Sorry:" before the '
        'error. Change that string to "Cannot disassemble:".',
        text_replaced=["dis.py", '"Sorry:"', '"Cannot disassemble:"'],
    ),
    edit(
        "dis",
        "Nothing in dis.py calls _find_store_names. Delete it.",
        definition_deleted=["dis.py", "_find_store_names"],
    ),
    edit(
        "dis",
        "dis.py \u2014 put the comment `# Yields (offset, opcode, oparg) for each instruction, "
        "skipping caches` just before the line `def _unpack_opargs(code):`",
        line_before=[
            "dis.py",
            "def _unpack_opargs(code):",
            "# Yields (offset, opcode, oparg) for each instruction, skipping caches",
        ],
    ),
    edit(
        "dis",
        "Could you insert from __future__ import annotations at line 3 of dis.py?",
        line_inserted_at=["dis.py", 3, "from __future__ import annotations"],
    ),
    edit(
        "dis",
        "refactor(dis): rename _have_code to _CODE_CARRIERS (it's a tuple of types, not a flag)",
        renamed=["_have_code", "_CODE_CARRIERS"],
    ),
    beyond(
        "dis",
        "dis() and _get_code_object() both unwrap methods, functions, generators and coroutines "
        "with the same if/elif chain. Refactor dis.py so there is only one copy of it.",
    ),
    beyond(
        "dis",
        "findlabels is slow on big code objects. Can you make it faster?",
    ),
    # --- smtpd ----------------------------------------------------------------------------
    edit(
        "smtpd",
        "Bump __version__ in smtpd.py to 'Python SMTP proxy version 0.4'.",
        value_set=["smtpd.py", "__version__", "'Python SMTP proxy version 0.4'"],
    ),
    edit(
        "smtpd",
        "There are stray semicolons at the end of self.push('503 Error: send HELO first'); in "
        "smtp_RCPT and smtp_DATA. Drop them.",
        text_replaced=[
            "smtpd.py",
            "self.push('503 Error: send HELO first');",
            "self.push('503 Error: send HELO first')",
        ],
    ),
    edit(
        "smtpd",
        "The Options class needs a debug flag too: add `debug = False` right after the line "
        "`enable_SMTPUTF8 = False`.",
        line_after=["smtpd.py", "enable_SMTPUTF8 = False", "debug = False"],
    ),
    edit(
        "smtpd",
        "[smtpd.py] PureProxy._deliver needs a docstring: it sends the message on to the remote "
        "server and returns the refused recipients.",
        docstring="PureProxy._deliver",
    ),
    edit(
        "smtpd",
        "smtpd is deprecated and aiosmtpd is the replacement. Create a requirements.txt next to "
        "smtpd.py containing the single line aiosmtpd>=1.4",
        file=["requirements.txt", "aiosmtpd>=1.4"],
    ),
    beyond(
        "smtpd",
        "PureProxy ignores SMTP errors from the backend server (the overview comment at the top "
        "even says so). Make it pass them back to the client properly.",
    ),
    beyond("smtpd", "bump the size limit in smtpd.py to 1024"),
]


# Set 17 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation. 23 mechanical edits on four modules no set
# used (aifc, nntplib, sndhdr, tracemalloc) as a dozen different users type them (the file first,
# last, in brackets or not at all; backticks, straight, curly or no quotes; line numbers; "just
# before the line", "right after"; a first sentence that only gives context; a pronoun for a name
# said before; an arrow; commit-message and TODO style; terse, polite, chatty, non-native, typos;
# questions) and 7 requests beyond the model (new features, a refactor, speed, type hints, a bug
# to find, an ambiguous target). Every gold was checked by hand without the model: anchors occur
# once, new names are unused, and each check fails on the untouched file and holds after a correct
# edit made by hand in a temporary copy. Not measured when written.
WORKSPACES17: dict[str, list[str]] = {
    "aifc": ["aifc.py"],
    "nntplib": ["nntplib.py"],
    "sndhdr": ["sndhdr.py"],
    "tracemalloc": ["tracemalloc.py"],
}

QUESTIONS17: list[dict] = [
    # --- aifc -----------------------------------------------------------------------------
    edit(
        "aifc",
        "In aifc.py the helper `_read_string` really reads a Pascal string (length byte first). "
        "Rename it to `_read_pstring`, and fix the places that call it.",
        renamed=["_read_string", "_read_pstring"],
    ),
    edit(
        "aifc",
        "could you put a docstring on Aifc_read.getmarkers in aifc.py? something like: return "
        "the list of markers, or None when the file has none",
        docstring="Aifc_read.getmarkers",
    ),
    edit(
        "aifc",
        "The bad COMM chunk warning floods my logs with old SGI files. Comment out the line "
        "`warnings.warn('Warning: bad COMM chunk size')` in aifc.py for now.",
        comment_out=["aifc.py", "warnings.warn('Warning: bad COMM chunk size')"],
    ),
    edit(
        "aifc",
        "aifc.py - just before the line `if not self._comm_chunk_read or not self._ssnd_chunk:` "
        "add the comment `# both COMM and SSND chunks are mandatory`",
        line_before=[
            "aifc.py",
            "if not self._comm_chunk_read or not self._ssnd_chunk:",
            "# both COMM and SSND chunks are mandatory",
        ],
    ),
    edit(
        "aifc",
        "Please to change the message 'marker position must be >= 0' into 'marker position must "
        "not be negative', it is in aifc.py",
        text_replaced=[
            "aifc.py",
            "'marker position must be >= 0'",
            "'marker position must not be negative'",
        ],
    ),
    edit(
        "aifc",
        "[aifc.py] set _HUGE_VAL to 1.7976931348623157e+308 (the exact DBL_MAX)",
        value_set=["aifc.py", "_HUGE_VAL", "1.7976931348623157e+308"],
    ),
    beyond(
        "aifc",
        "aifc.py ignores the COMT chunk completely. Add support for reading comments, so that "
        "Aifc_read gets a getcomments() method.",
    ),
    beyond("aifc", "Could you add type hints to every public method of Aifc_write in aifc.py?"),
    # --- nntplib --------------------------------------------------------------------------
    edit(
        "nntplib",
        "Some news servers send lines longer than 2048 bytes. Please raise _MAXLINE to 4096 in "
        "nntplib.py.",
        value_set=["nntplib.py", "_MAXLINE", "4096"],
    ),
    edit(
        "nntplib",
        "nntplib: rename NNTP._grouplist -> _parse_grouplist",
        renamed=["_grouplist", "_parse_grouplist"],
    ),
    edit(
        "nntplib",
        "In nntplib.py, replace the line\n"
        "    raise NNTPDataError('line too long')\n"
        "with\n"
        "    raise NNTPDataError('line too long: %d bytes' % len(line))",
        line_replaced=[
            "nntplib.py",
            "raise NNTPDataError('line too long')",
            "raise NNTPDataError('line too long: %d bytes' % len(line))",
        ],
    ),
    edit(
        "nntplib",
        "lines 61 to 63 of nntplib.py are an old TODO list nobody is going to do, pls remove them",
        lines_deleted=["nntplib.py", 61, 63],
    ),
    edit(
        "nntplib",
        "TODO(nntplib.py): NNTP._create_socket needs a docstring - it opens the TCP connection "
        "to the server.",
        docstring="NNTP._create_socket",
    ),
    edit(
        "nntplib",
        "I want a shorter alias for the SSL port. Insert `NNTPS_PORT = NNTP_SSL_PORT` as line 132 "
        "of nntplib.py.",
        line_inserted_at=["nntplib.py", 132, "NNTPS_PORT = NNTP_SSL_PORT"],
    ),
    beyond("nntplib", "nntplib.py: xover() is really slow on big groups, make it faster"),
    beyond(
        "nntplib",
        "head(), body() and article() in nntplib.py are almost the same code. Refactor them so "
        "they share a single helper.",
    ),
    # --- sndhdr ---------------------------------------------------------------------------
    edit(
        "sndhdr",
        "hey, in sndhdr.py can u rename testall to test_all? pep8 thing",
        renamed=["testall", "test_all"],
    ),
    edit(
        "sndhdr",
        "get_short_be in sndhdr.py is never called. Delete it.",
        definition_deleted=["sndhdr.py", "get_short_be"],
    ),
    edit(
        "sndhdr",
        "Remove the comment \u201c# Should decode it to get #channels -- assume always 1\u201d "
        "from sndhdr.py, it doesn't help anyone.",
        line_deleted=["sndhdr.py", "# Should decode it to get #channels -- assume always 1"],
    ),
    edit(
        "sndhdr",
        "sndhdr.py: add `# end of sndhdr` as the very last line of the file",
        last_line=["sndhdr.py", "# end of sndhdr"],
    ),
    edit(
        "sndhdr",
        "test_au in sndhdr returns the frame count as a float. Right after the line "
        "'nframe = data_size / frame_size' please add 'nframe = int(nframe)'.",
        line_after=["sndhdr.py", "nframe = data_size / frame_size", "nframe = int(nframe)"],
    ),
    beyond(
        "sndhdr",
        "sndhdr.what() returns None for some .wav files that play fine everywhere else. Can you "
        "find the bug in sndhdr.py?",
    ),
    # --- tracemalloc ----------------------------------------------------------------------
    edit(
        "tracemalloc",
        "Would you rename _compare_grouped_stats to _diff_grouped_stats in tracemalloc.py?",
        renamed=["_compare_grouped_stats", "_diff_grouped_stats"],
    ),
    edit(
        "tracemalloc",
        "tracemalloc.py: _format_size has no docstring, add one (it formats a byte count as a "
        "human readable string like '1.5 KiB')",
        docstring="_format_size",
    ),
    edit(
        "tracemalloc",
        "pls add import sys at teh top of tracemalloc.py",
        at_top=["tracemalloc.py", "import sys"],
    ),
    edit(
        "tracemalloc",
        'There is a typo in one of the error messages: "cannot by used" should be "cannot be '
        'used". Fix it please (tracemalloc.py).',
        text_replaced=["tracemalloc.py", "cannot by used", "cannot be used"],
    ),
    edit(
        "tracemalloc",
        "In Filter.__init__ (tracemalloc.py), line 357 sets self.inclusive a second time although "
        "super().__init__ already did. Can you delete that line?",
        lines_deleted=["tracemalloc.py", 357, 357],
    ),
    edit(
        "tracemalloc",
        "Create a file NOTES.md next to tracemalloc.py containing the line "
        "`Copied from CPython 3.11.7, do not edit by hand`",
        file=["NOTES.md", "Copied from CPython 3.11.7, do not edit by hand"],
    ),
    beyond("tracemalloc", "add a docstring to __eq__ in tracemalloc.py"),
    beyond(
        "tracemalloc",
        "Give Snapshot a top(n) method in tracemalloc.py that returns the n largest Statistic "
        "entries by size.",
    ),
]


# Set 18 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation. 23 mechanical edits on four modules no set
# used (asyncore, crypt, lzma, bz2) as a dozen different users type them (the file first, last, in
# brackets or not at all; backticks, straight or curly quotes, or none; line numbers; "just
# before the line", "right after"; a first sentence that only gives context, then "Delete it" or
# "Remove that method"; commit-message and TODO style; a line to replace given on lines of its
# own; terse, polite, chatty, non-native, typos; questions) and 7 requests beyond the model (a
# port to asyncio, a bug to find, type hints, a new hash method, speed, a new attribute, an
# ambiguous rename). Every gold was checked by hand without the model: anchors occur once, new
# names are unused, line numbers are those of the 3.11.7 files, and each check fails on the
# untouched file and holds after a correct edit made in a temporary copy. Not measured when
# written.
WORKSPACES18: dict[str, list[str]] = {
    "asyncore": ["asyncore.py"],
    "crypt": ["crypt.py"],
    "lzma": ["lzma.py"],
    "bz2": ["bz2.py"],
}

QUESTIONS18: list[dict] = [
    # --- asyncore -------------------------------------------------------------------------
    edit(
        "asyncore",
        "The helper `_strerror` in asyncore.py is too easy to confuse with os.strerror. Rename it"
        " to _describe_errno (the def and the place that calls it).",
        renamed=["_strerror", "_describe_errno"],
    ),
    edit(
        "asyncore",
        "could you give dispatcher_with_send.initiate_send a docstring? something like"
        ' "Send up to 64 KiB of out_buffer and keep the rest for later."',
        docstring="dispatcher_with_send.initiate_send",
    ),
    edit(
        "asyncore",
        "In initiate_send() the first line, num_sent = 0, is dead code: the very next line"
        " overwrites it. Delete it.",
        line_deleted=["asyncore.py", "num_sent = 0"],
    ),
    edit(
        "asyncore",
        "asyncore.py: change 'uncaptured python exception' to 'uncaught Python exception' in the"
        " message handle_error logs",
        text_replaced=["asyncore.py", "uncaptured python exception", "uncaught Python exception"],
    ),
    edit(
        "asyncore",
        "theres a commented-out log_info call in add_channel (the 'adding channel' one). uncoment"
        " it pls, I want to see channels being added",
        uncomment=["asyncore.py", "self.log_info('adding channel %s' % self)"],
    ),
    edit(
        "asyncore",
        "In dispatcher.listen, right after the line `self.accepting = True`, add"
        " `self.log_info('listen() called', 'debug')`.",
        line_after=[
            "asyncore.py",
            "self.accepting = True",
            "self.log_info('listen() called', 'debug')",
        ],
    ),
    beyond(
        "asyncore",
        "asyncore is deprecated. Port the dispatcher class in asyncore.py to asyncio so we can"
        " stop depending on it.",
    ),
    beyond(
        "asyncore",
        "When none of the channels in the map is readable or writable, poll() seems to behave"
        " oddly and our server stalls. Can you find out what's wrong and fix it?",
    ),
    # --- crypt ----------------------------------------------------------------------------
    edit(
        "crypt",
        "Rename _sr to _sysrandom in crypt.py - it's the module's SystemRandom instance and the"
        " short name says nothing.",
        renamed=["_sr", "_sysrandom"],
    ),
    edit(
        "crypt",
        "crypt.py: `_add_method` has no docstring. Add one saying that it registers METHOD_<name>"
        " and appends the method to `methods` when the platform's crypt supports it.",
        docstring="_add_method",
    ),
    edit(
        "crypt",
        "I want that the MD5 line in crypt.py is commented, the one `_add_method('MD5', '1', 8,"
        " 34)`. We don't offer MD5 anymore. Please do it.",
        comment_out=["crypt.py", "_add_method('MD5', '1', 8, 34)"],
    ),
    edit(
        "crypt",
        "In mksalt the Blowfish error message reads \u201crounds out of the range 2**4 to"
        " 2**31\u201d; make it \u201crounds must be between 2**4 and 2**31\u201d.",
        text_replaced=[
            "crypt.py",
            "rounds out of the range 2**4 to 2**31",
            "rounds must be between 2**4 and 2**31",
        ],
    ),
    edit(
        "crypt",
        "TODO(crypt.py): append `assert methods, 'no usable crypt method'` as the very last line"
        " of the file",
        last_line=["crypt.py", "assert methods, 'no usable crypt method'"],
    ),
    beyond("crypt", "Could you add type hints to mksalt and crypt in crypt.py?"),
    beyond(
        "crypt",
        "Add a METHOD_SHA3 to crypt.py that hashes passwords with SHA3-512, and make it the"
        " default when it's available.",
    ),
    # --- lzma -----------------------------------------------------------------------------
    edit(
        "lzma",
        "lz_mode in lzma.open() isn't about lz anything, it's just the mode with the t taken out."
        " Could you rename it to binary_mode?",
        renamed=["lz_mode", "binary_mode"],
    ),
    edit(
        "lzma",
        "The docstring of decompress() in lzma.py talks about *check*, but that function has no"
        " check argument, it's memlimit. Replace `*format*, *check* and *filters*` with"
        " `*format*, *memlimit* and *filters*` there.",
        text_replaced=[
            "lzma.py",
            "*format*, *check* and *filters*",
            "*format*, *memlimit* and *filters*",
        ],
    ),
    edit(
        "lzma",
        "Insert a line `# file modes` at line 32 of lzma.py, so that it sits just above"
        " _MODE_CLOSED.",
        line_inserted_at=["lzma.py", 32, "# file modes"],
    ),
    edit(
        "lzma",
        "LZMAFile.readline only forwards to self._buffer, nothing else. Remove that method from"
        " lzma.py, docstring and all.",
        definition_deleted=["lzma.py", "LZMAFile.readline"],
    ),
    edit(
        "lzma",
        "[lzma.py] add from __future__ import annotations at the top",
        at_top=["lzma.py", "from __future__ import annotations"],
    ),
    edit(
        "lzma",
        "In lzma.py, _MODE_WRITE should be 2, not 3.",
        value_set=["lzma.py", "_MODE_WRITE", "2"],
    ),
    beyond(
        "lzma",
        "Reading a 2 GB .xz file through LZMAFile.read() is slow for us. Can you make it faster?",
    ),
    # --- bz2 ------------------------------------------------------------------------------
    edit(
        "bz2",
        'bz2.py \u2014 set __author__ to just "Nadeem Vawda", without the email address.',
        value_set=["bz2.py", "__author__", '"Nadeem Vawda"'],
    ),
    edit(
        "bz2",
        "Make the compresslevel check in BZ2File.__init__ say what was passed. Replace the line\n"
        '    raise ValueError("compresslevel must be between 1 and 9")\n'
        "with\n"
        '    raise ValueError(f"compresslevel must be between 1 and 9, not {compresslevel}")',
        line_replaced=[
            "bz2.py",
            'raise ValueError("compresslevel must be between 1 and 9")',
            'raise ValueError(f"compresslevel must be between 1 and 9, not {compresslevel}")',
        ],
    ),
    edit(
        "bz2",
        "just before the line comp = BZ2Compressor(compresslevel) in compress(), add the comment"
        " `# one-shot: a new compressor for every call`",
        line_before=[
            "bz2.py",
            "comp = BZ2Compressor(compresslevel)",
            "# one-shot: a new compressor for every call",
        ],
    ),
    edit(
        "bz2",
        "Can you create a NOTES.md next to bz2.py containing the line: Vendored from CPython"
        " 3.11.7, do not edit by hand.",
        file=["NOTES.md", "Vendored from CPython 3.11.7, do not edit by hand."],
    ),
    edit(
        "bz2",
        "Delete lines 152 to 154 of bz2.py; that's the comment in peek() about"
        " BufferedReader.peek().",
        lines_deleted=["bz2.py", 152, 154],
    ),
    edit(
        "bz2",
        "bz2: rename bz_mode -> file_mode in open()",
        renamed=["bz_mode", "file_mode"],
    ),
    beyond(
        "bz2",
        "Give BZ2File a compresslevel attribute that remembers the level the file was opened"
        " with, and show it in a __repr__.",
    ),
    beyond("bz2", "The mode variable in bz2.py has a bad name, rename it to something clearer."),
]


# Set 19 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation. 23 mechanical edits on four modules no set
# used (asynchat, cProfile, imp, pickletools) as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" or commit-message prefix, or not at all; backticks,
# straight, curly or no quotes; line numbers and a line range; "just before the line", "right
# after the line"; a first sentence that only gives the reason, then "Delete it" or "that del
# statement"; a new file given line by line; terse, polite, chatty, non-native, typos; questions)
# and 7 requests beyond the model (a port to asyncio, a refactor, type hints, a bug to find, a
# rewrite on find_spec, speed, and an __init__ that four classes of the file have). Every gold was
# checked by hand without the model: anchors occur once, new names are unused, line numbers are
# those of the 3.11.7 files, and each check fails on the untouched file and holds after a correct
# edit made in a temporary copy. Not measured when written.
WORKSPACES19: dict[str, list[str]] = {
    "asynchat": ["asynchat.py"],
    "cProfile": ["cProfile.py"],
    "imp": ["imp.py"],
    "pickletools": ["pickletools.py"],
}

QUESTIONS19: list[dict] = [
    # --- asynchat -------------------------------------------------------------------------
    edit(
        "asynchat",
        "asynchat.py: find_prefix_at_end doesn't find anything, it returns a length. Rename it to "
        "prefix_len_at_end (the def and the call in handle_read).",
        renamed=["find_prefix_at_end", "prefix_len_at_end"],
    ),
    edit(
        "asynchat",
        'Could u put a docstring on async_chat.get_terminator? just something like "Return the '
        'current input delimiter."',
        docstring="async_chat.get_terminator",
    ),
    edit(
        "asynchat",
        "In readable() there's an old return that was commented out: "
        "`# return (len(self.ac_in_buffer) <= self.ac_in_buffer_size)`. Uncomment it, I want to "
        "try the buffer-size check again.",
        uncomment=["asynchat.py", "return (len(self.ac_in_buffer) <= self.ac_in_buffer_size)"],
    ),
    edit(
        "asynchat",
        "fix: asynchat.py line 132 calls bytes(str, self.encoding) \u2014 that should be "
        "bytes(data, self.encoding)",
        text_replaced=["asynchat.py", "bytes(str, self.encoding)", "bytes(data, self.encoding)"],
    ),
    edit(
        "asynchat",
        "The timing numbers from 2001 at the bottom of asynchat.py (lines 303-308) mean nothing "
        "today, please remove those lines.",
        lines_deleted=["asynchat.py", 303, 308],
    ),
    edit(
        "asynchat",
        "async_chat never sets self.terminator in __init__, so get_terminator() blows up when "
        "nobody called set_terminator first. Add `self.terminator = None` right after the line "
        "`self.producer_fifo = deque()`.",
        line_after=["asynchat.py", "self.producer_fifo = deque()", "self.terminator = None"],
    ),
    beyond(
        "asynchat",
        "Port asynchat.py to asyncio: async_chat should become an asyncio.Protocol subclass.",
    ),
    beyond(
        "asynchat",
        "handle_read in asynchat is way too long and nested. Can you refactor it into a few "
        "smaller helper methods?",
    ),
    # --- cProfile -------------------------------------------------------------------------
    edit(
        "cProfile",
        "[cProfile.py] rename label() to code_label() everywhere",
        renamed=["label", "code_label"],
    ),
    edit(
        "cProfile",
        "Please add a docstring to Profile.runcall in cProfile.py saying that it profiles a "
        "single call of func(*args, **kw) and returns its result.",
        docstring="Profile.runcall",
    ),
    edit(
        "cProfile",
        "comment out parser.allow_interspersed_args = False in cProfile's main()",
        comment_out=["cProfile.py", "parser.allow_interspersed_args = False"],
    ),
    edit(
        "cProfile",
        "In cProfile.py the --sort option has `default=2,`. Can you make that line "
        "`default=-1,` so the output keeps the standard order?",
        line_replaced=["cProfile.py", "default=2,", "default=-1,"],
    ),
    edit(
        "cProfile",
        'insert "import pstats" at line 12 of cProfile.py. it is imported inside two functions '
        "already, I want it at module level too",
        line_inserted_at=["cProfile.py", 12, "import pstats"],
    ),
    beyond("cProfile", "Add type annotations to every function and method in cProfile.py."),
    beyond(
        "cProfile",
        "When I profile a recursive function the cumtime numbers look wrong. Find the bug in "
        "snapshot_stats and fix it.",
    ),
    # --- imp ------------------------------------------------------------------------------
    edit(
        "imp",
        "TODO(imp.py): SEARCH_ERROR should be -1, not 0",
        value_set=["imp.py", "SEARCH_ERROR", "-1"],
    ),
    edit(
        "imp",
        "load_source is the only one of the load_* functions in imp.py without a docstring. "
        "Add one.",
        docstring="load_source",
    ),
    edit(
        "imp",
        "Please to rename the class _HackedGetData into _FileArgCompat, in imp.py.",
        renamed=["_HackedGetData", "_FileArgCompat"],
    ),
    edit(
        "imp",
        "Nothing in our code uses the NullImporter class of imp.py any more. Delete it.",
        definition_deleted=["imp.py", "NullImporter"],
    ),
    edit(
        "imp",
        "in imp.reload, just before the line 'return importlib.reload(module)', add "
        '`warnings.warn("imp.reload() is deprecated, use importlib.reload()", '
        "DeprecationWarning, stacklevel=2)`",
        line_before=[
            "imp.py",
            "return importlib.reload(module)",
            'warnings.warn("imp.reload() is deprecated, use importlib.reload()", '
            "DeprecationWarning, stacklevel=2)",
        ],
    ),
    edit(
        "imp",
        "Add from __future__ import annotations at the top of imp.py",
        at_top=["imp.py", "from __future__ import annotations"],
    ),
    edit(
        "imp",
        "imp: drop the stale comment \u2018# (Probably) need to stay in _imp\u2019 above the _imp "
        "import",
        line_deleted=["imp.py", "# (Probably) need to stay in _imp"],
    ),
    beyond(
        "imp",
        "Rewrite imp.find_module on top of importlib.util.find_spec instead of walking sys.path "
        "by hand.",
    ),
    # --- pickletools ----------------------------------------------------------------------
    edit(
        "pickletools",
        "When pickletools is run with -a, the annotations start at column 30; I'd like 40. "
        "Change `annotate = 30 if args.annotate else 0` so it uses 40.",
        text_replaced=["pickletools.py", "annotate = 30 if", "annotate = 40 if"],
    ),
    edit(
        "pickletools",
        "pickletools deletes assure_pickle_consistency right after calling it, so i cant call "
        "it from my tests. comment out that del statement",
        comment_out=["pickletools.py", "del assure_pickle_consistency"],
    ),
    edit(
        "pickletools",
        "In pickletools.dis, the local variable indentchunk should be called indent_unit.",
        renamed=["indentchunk", "indent_unit"],
    ),
    edit(
        "pickletools",
        "Append \u201c# vim: set ts=4 sw=4 et:\u201d as the very last line of pickletools.py.",
        last_line=["pickletools.py", "# vim: set ts=4 sw=4 et:"],
    ),
    edit(
        "pickletools",
        "Create a script show_pickle.py next to pickletools.py with exactly these two lines:\n"
        "import pickletools, sys\n"
        "pickletools.dis(open(sys.argv[1], 'rb'))",
        file=["show_pickle.py", "pickletools.dis(open(sys.argv[1], 'rb'))"],
    ),
    beyond("pickletools", "pickletools.dis is really slow on a 200 MB pickle. Make it faster?"),
    beyond("pickletools", "Remove the __init__ method from pickletools.py."),
]


# Set 20 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation. 23 mechanical edits on four modules no set
# used (_strptime, copyreg, warnings, _threading_local) as a dozen different users type them (the
# file first, last, in brackets or not at all; a "TODO(file):" or commit-message prefix with an
# arrow; backticks, straight, curly or no quotes; line numbers and a line range; "just before the
# line", "right after the line", "right under"; a first sentence that only gives the reason, then
# "Comment it out", "Set it to 512" or "Get rid of it"; a line named by what it does, not quoted;
# terse, polite, chatty, non-native, typos; questions) and 7 requests beyond the model (a new
# directive, speed, type hints, a refactor, a leak to find, pickling support, and an __init__ that
# two classes of the file have). Every gold was checked by hand without the model: anchors occur
# once, new names are unused, line numbers are those of the 3.11.7 files, and each check fails on
# the untouched file and holds after a correct edit made in a temporary copy. Not measured when
# written.
WORKSPACES20: dict[str, list[str]] = {
    "_strptime": ["_strptime.py"],
    "copyreg": ["copyreg.py"],
    "warnings": ["warnings.py"],
    "_threading_local": ["_threading_local.py"],
}

QUESTIONS20: list[dict] = [
    # --- _strptime ------------------------------------------------------------------------
    edit(
        "_strptime",
        "_strptime: rename _calc_julian_from_V -> _julian_from_iso_week",
        renamed=["_calc_julian_from_V", "_julian_from_iso_week"],
    ),
    edit(
        "_strptime",
        "We parse logs with a dozen different date formats and the regex cache keeps getting "
        "flushed. Could you bump _CACHE_MAX_SIZE in _strptime.py from 5 to 20?",
        value_set=["_strptime.py", "_CACHE_MAX_SIZE", "20"],
    ),
    edit(
        "_strptime",
        "hey so LocaleTime.__calc_am_pm in _strptime.py only has a comment, no docstring. can you "
        "add one saying it fills self.am_pm with the locale's AM/PM strings via time.strftime?",
        docstring="LocaleTime.__calc_am_pm",
    ),
    edit(
        "_strptime",
        "Delete lines 201-202 of _strptime.py (the old XXX comment asking whether 'Y' should "
        "allow more or fewer than 4 digits).",
        lines_deleted=["_strptime.py", 201, 202],
    ),
    edit(
        "_strptime",
        "In _strptime.py, just before the line `leap_year_fix = False`, add the comment "
        "`# Feb 29 without a year: validate against a leap year`.",
        line_before=[
            "_strptime.py",
            "leap_year_fix = False",
            "# Feb 29 without a year: validate against a leap year",
        ],
    ),
    edit(
        "_strptime",
        "The `del err` inside the KeyError handler of _strptime() is only there to break a "
        "reference cycle, and the raise right after it uses `from None` anyway. Comment it out.",
        comment_out=["_strptime.py", "del err"],
    ),
    beyond(
        "_strptime",
        "Can _strptime.py handle the %:z directive the way newer Pythons do? Please add support "
        "for it.",
    ),
    beyond(
        "_strptime",
        "_strptime() is the hot spot in our log parser's profile, it gets called millions of "
        "times. Make it faster.",
    ),
    # --- copyreg --------------------------------------------------------------------------
    edit(
        "copyreg",
        "[copyreg.py] pickle_union \u2192 _reduce_union_type please",
        renamed=["pickle_union", "_reduce_union_type"],
    ),
    edit(
        "copyreg",
        "pls put a docstring for clear_extension_cache in copyreg, now it say nothing what it do",
        docstring="clear_extension_cache",
    ),
    edit(
        "copyreg",
        "Insert the line `# Py_TPFLAGS_HEAPTYPE, see Include/object.h` at line 56 of copyreg.py, "
        "so it ends up directly above _HEAPTYPE.",
        line_inserted_at=["copyreg.py", 56, "# Py_TPFLAGS_HEAPTYPE, see Include/object.h"],
    ),
    edit(
        "copyreg",
        "TODO(copyreg.py): add the modeline `# vim: set ts=4 sw=4 et:` as the very last line",
        last_line=["copyreg.py", "# vim: set ts=4 sw=4 et:"],
    ),
    edit(
        "copyreg",
        "_HEAPTYPE is written as 1<<9 in copyreg.py and I'd rather see the plain number when "
        "grepping. Set it to 512.",
        value_set=["copyreg.py", "_HEAPTYPE", "512"],
    ),
    beyond("copyreg", "Add type hints to every function in copyreg.py."),
    # --- warnings -------------------------------------------------------------------------
    edit(
        "warnings",
        "In warnings.py the name _OptionError is too vague. Rename it to _WarningOptionError "
        "everywhere it's used.",
        renamed=["_OptionError", "_WarningOptionError"],
    ),
    edit(
        "warnings",
        'Change _DEPRECATED_MSG in warnings.py to "{name!r} is deprecated and will be removed '
        'in Python {remove}"',
        value_set=[
            "warnings.py",
            "_DEPRECATED_MSG",
            '"{name!r} is deprecated and will be removed in Python {remove}"',
        ],
    ),
    edit(
        "warnings",
        "catch_warnings.__enter__ has no docstring. Add one that says it swaps in a copy of the "
        "filters and returns the log list when record=True. (warnings.py)",
        docstring="catch_warnings.__enter__",
    ),
    edit(
        "warnings",
        "warnings.py: replace every 'invalid action: %r' with 'unknown action: %r'",
        text_replaced=["warnings.py", "invalid action: %r", "unknown action: %r"],
    ),
    edit(
        "warnings",
        "Could you coment out the line at the bottom of warnings.py that ignores ImportWarning "
        "by default?",
        comment_out=["warnings.py", 'simplefilter("ignore", category=ImportWarning, append=1)'],
    ),
    edit(
        "warnings",
        "Add `import os` at the top of warnings.py, right under `import sys`.",
        at_top=["warnings.py", "import os"],
    ),
    edit(
        "warnings",
        "Nothing in our vendored tree calls _deprecated from warnings.py. Get rid of it.",
        definition_deleted=["warnings.py", "_deprecated"],
    ),
    edit(
        "warnings",
        "drop the assert in filterwarnings that checks the message is a string",
        line_deleted=["warnings.py", 'assert isinstance(message, str), "message must be a string"'],
    ),
    beyond(
        "warnings",
        "warn_explicit in warnings.py is way too long. Refactor it and pull the handling of each "
        "action out into its own helper.",
    ),
    beyond("warnings", "Add a docstring to __init__ in warnings.py."),
    # --- _threading_local -----------------------------------------------------------------
    edit(
        "_threading_local",
        "In the thread_deleted callback inside _localimpl.create_dict, dct is assigned and never "
        "used. Make that line just `local.dicts.pop(idt)`.",
        line_replaced=["_threading_local.py", "dct = local.dicts.pop(idt)", "local.dicts.pop(idt)"],
    ),
    edit(
        "_threading_local",
        "_threading_local.py \u2014 right after the line `self.dicts = {}`, add "
        "`self.localargs = ((), {})`",
        line_after=["_threading_local.py", "self.dicts = {}", "self.localargs = ((), {})"],
    ),
    edit(
        "_threading_local",
        "Create a new file NOTES.md next to the module containing the line: "
        "_threading_local is the pure-Python fallback for threading.local.",
        file=["NOTES.md", "_threading_local is the pure-Python fallback for threading.local."],
    ),
    edit(
        "_threading_local",
        "Reword the TypeError in local.__new__: instead of \u201cInitialization arguments are not "
        "supported\u201d it should say \u201cInitialization arguments require a custom "
        "__init__\u201d.",
        text_replaced=[
            "_threading_local.py",
            "Initialization arguments are not supported",
            "Initialization arguments require a custom __init__",
        ],
    ),
    beyond(
        "_threading_local",
        "Under heavy thread churn our service leaks memory and I suspect _threading_local. Find "
        "the bug and fix it.",
    ),
    beyond("_threading_local", "Make local objects from _threading_local.py picklable."),
]


# Set 21 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation. 23 mechanical edits on five modules no set
# used (_markupbase, nturl2path, _compat_pickle, tty, and io for the rest, as tty is too small for
# seven) as a dozen different users type them (the file first, last, in brackets or not at all;
# a "TODO(file):" or commit-message prefix; backticks, straight, curly or no quotes; line numbers
# and a line range; "just above the line", "right after", "at the very end"; a first sentence that
# only gives the reason, then "Delete it", "Drop it" or "Comment it out"; terse, polite, chatty,
# non-native, typos; questions) and 7 requests beyond the model (a new exception class, type
# hints, a bug to find, speed, a new function, a fallback to _pyio, and a docstring for a
# "_parse_doctype method" that five methods' names fit). Every gold was checked by hand without
# the model: anchors occur once, new names are unused, line numbers are those of the 3.11.7 files,
# and each check fails on the untouched file and holds after a correct edit made in a temporary
# copy. Not measured when written.
WORKSPACES21: dict[str, list[str]] = {
    "_markupbase": ["_markupbase.py"],
    "nturl2path": ["nturl2path.py"],
    "_compat_pickle": ["_compat_pickle.py"],
    "tty": ["tty.py"],
    "io": ["io.py"],
}

QUESTIONS21: list[dict] = [
    # --- _markupbase ----------------------------------------------------------------------
    edit(
        "_markupbase",
        "In _markupbase.py please rename the method _scan_name to _read_name (it's only called "
        "from inside ParserBase).",
        renamed=["_scan_name", "_read_name"],
    ),
    edit(
        "_markupbase",
        "ParserBase.reset has no docstring. Can you add one saying it resets the position to "
        "line 1, offset 0?",
        docstring="ParserBase.reset",
    ),
    edit(
        "_markupbase",
        "The no-op unknown_decl at the bottom of ParserBase is dead weight, every subclass "
        "defines its own. Delete it. (_markupbase.py)",
        definition_deleted=["_markupbase.py", "ParserBase.unknown_decl"],
    ),
    edit(
        "_markupbase",
        "i need the re module to stay around in _markupbase, so pls remove the line `del re` "
        "after the regexes",
        line_deleted=["_markupbase.py", "del re"],
    ),
    edit(
        "_markupbase",
        "Running with -O skips it anyway, so the assert at the start of parse_declaration "
        '(assert rawdata[i:j] == "<!", "unexpected call to parse_declaration") is pointless. '
        "Comment it out.",
        comment_out=[
            "_markupbase.py",
            'assert rawdata[i:j] == "<!", "unexpected call to parse_declaration"',
        ],
    ),
    beyond(
        "_markupbase",
        "_markupbase raises bare AssertionError for every malformed declaration. Introduce a "
        "proper ParseError exception class and use it everywhere instead.",
    ),
    beyond(
        "_markupbase",
        "Add a docstring to the _parse_doctype method in _markupbase.py.",
    ),
    # --- nturl2path -----------------------------------------------------------------------
    edit(
        "nturl2path",
        "nturl2path.py: the name `comp` is used for two different things in both functions. "
        "Rename every `comp` to `parts`.",
        renamed=["comp", "parts"],
    ),
    edit(
        "nturl2path",
        "Insert the comment # Used by urllib.request on Windows only. at line 7 of nturl2path.py",
        line_inserted_at=["nturl2path.py", 7, "# Used by urllib.request on Windows only."],
    ),
    edit(
        "nturl2path",
        "Could you change the message 'Bad URL: ' to 'Bad file URL: ' in url2pathname?",
        text_replaced=["nturl2path.py", "'Bad URL: '", "'Bad file URL: '"],
    ),
    edit(
        "nturl2path",
        "lines 11-16 of nturl2path.py are just an example in a comment, delete them",
        lines_deleted=["nturl2path.py", 11, 16],
    ),
    edit(
        "nturl2path",
        "[nturl2path.py] ruff flags E713 on \u201cif not '|' in url:\u201d \u2014 make that line "
        "\u201cif '|' not in url:\u201d",
        line_replaced=["nturl2path.py", "if not '|' in url:", "if '|' not in url:"],
    ),
    edit(
        "nturl2path",
        'At the very end of nturl2path.py add: __all__ = ["url2pathname", "pathname2url"]',
        last_line=["nturl2path.py", '__all__ = ["url2pathname", "pathname2url"]'],
    ),
    beyond("nturl2path", "Add type hints to both functions in nturl2path.py."),
    beyond(
        "nturl2path",
        "pathname2url gives a wrong URL for UNC paths that contain a percent sign. Find the bug "
        "and fix it.",
    ),
    # --- _compat_pickle -------------------------------------------------------------------
    edit(
        "_compat_pickle",
        "refactor(_compat_pickle): rename PYTHON3_IMPORTERROR_EXCEPTIONS -> "
        "PY3_IMPORTERROR_EXCEPTIONS",
        renamed=["PYTHON3_IMPORTERROR_EXCEPTIONS", "PY3_IMPORTERROR_EXCEPTIONS"],
    ),
    edit(
        "_compat_pickle",
        "_dummy_thread doesn't exist since 3.9, so the entry 'dummy_thread': '_dummy_thread', "
        "in IMPORT_MAPPING of _compat_pickle.py is useless. Drop it.",
        line_deleted=["_compat_pickle.py", "'dummy_thread': '_dummy_thread',"],
    ),
    edit(
        "_compat_pickle",
        "TODO(_compat_pickle.py): add `'md5': 'hashlib',` right after the line `'anydbm': 'dbm',`",
        line_after=["_compat_pickle.py", "'anydbm': 'dbm',", "'md5': 'hashlib',"],
    ),
    edit(
        "_compat_pickle",
        "Plz put `import sys` at teh top of _compat_pickle.py.",
        at_top=["_compat_pickle.py", "import sys"],
    ),
    edit(
        "_compat_pickle",
        "Just above the line `for excname in MULTIPROCESSING_EXCEPTIONS:` insert this comment: "
        "# multiprocessing moved these to multiprocessing.context",
        line_before=[
            "_compat_pickle.py",
            "for excname in MULTIPROCESSING_EXCEPTIONS:",
            "# multiprocessing moved these to multiprocessing.context",
        ],
    ),
    edit(
        "_compat_pickle",
        "There's a double space in `'StringIO':  'io',` in _compat_pickle, can you fix it so it "
        "reads `'StringIO': 'io',`?",
        text_replaced=["_compat_pickle.py", "'StringIO':  'io',", "'StringIO': 'io',"],
    ),
    beyond(
        "_compat_pickle",
        "Importing _compat_pickle takes too long for our CLI. Build the reverse mappings lazily, "
        "only when something first asks for them.",
    ),
    # --- tty ------------------------------------------------------------------------------
    edit(
        "tty",
        "tty.py: setcbreak should not be exported anymore, take it out of __all__.",
        value_set=["tty.py", "__all__", '["setraw"]'],
    ),
    edit(
        "tty",
        "Please make rename of setcbreak into set_cbreak in tty.py, the def and also the "
        "entry in __all__",
        renamed=["setcbreak", "set_cbreak"],
    ),
    edit(
        "tty",
        "In setraw the parentheses around OPOST are useless; replace the line "
        "mode[OFLAG] = mode[OFLAG] & ~(OPOST) with mode[OFLAG] = mode[OFLAG] & ~OPOST",
        line_replaced=[
            "tty.py",
            "mode[OFLAG] = mode[OFLAG] & ~(OPOST)",
            "mode[OFLAG] = mode[OFLAG] & ~OPOST",
        ],
    ),
    beyond(
        "tty",
        "Add a setecho(fd, enabled) function to tty.py that switches terminal echo on or off.",
    ),
    # --- io -------------------------------------------------------------------------------
    edit(
        "io",
        "The OpenWrapper shim is long deprecated. Remove the module-level __getattr__ function "
        "from io.py.",
        definition_deleted=["io.py", "__getattr__"],
    ),
    edit(
        "io",
        "we dont support windows, so delete the try/except for _WindowsConsoleIO at the end of "
        "io.py (lines 110 to 115)",
        lines_deleted=["io.py", 110, 115],
    ),
    edit(
        "io",
        "Add a small script check_abcs.py next to io.py with exactly these two lines:\n"
        "import io\n"
        "assert issubclass(io.BytesIO, io.BufferedIOBase)",
        file=["check_abcs.py", "import io\nassert issubclass(io.BytesIO, io.BufferedIOBase)"],
    ),
    beyond(
        "io",
        "Could you make io.py work when the _io C extension is missing, by falling back to _pyio?",
    ),
]


# Set 22 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation. The first set on third-party code: one file
# each of four installed packages no set used (toolz/itertoolz.py, sortedcontainers/sortedlist.py,
# locket/__init__.py, zict/lru.py; copied by ``bench_answers.source`` from site-packages, the path
# kept inside the workspace). 23 mechanical edits as a dozen different users type them (the file by
# its path, by its bare name, in brackets, as "the itertoolz module" or not at all; backticks,
# straight, curly or no quotes; line numbers and a line range; "just above", "right after", "at
# the very end", "as the first line"; a first sentence that only gives the reason, then "Delete
# it" or "Rename it"; an arrow; terse, polite, chatty, non-native, typos; questions) and 7 requests
# beyond the model (type hints, speed through heapq.merge, a new method, a decorator form, a bug
# to find, a refactor, and a docstring for a "__reduce__" that two classes define). Every gold was
# checked by hand without the model: anchors occur once, new names are unused, line numbers are
# those of the installed files, and each check fails on the untouched file and holds after a
# correct edit made in a temporary copy. Not measured when written.
WORKSPACES22: dict[str, list[str]] = {
    "itertoolz": ["toolz/itertoolz.py"],
    "sortedlist": ["sortedcontainers/sortedlist.py"],
    "locket": ["locket/__init__.py"],
    "lru": ["zict/lru.py"],
}

QUESTIONS22: list[dict] = [
    # --- toolz/itertoolz.py ---------------------------------------------------------------
    edit(
        "itertoolz",
        "In interpose() the local variable `inposed` looks like a typo. Rename it to `interposed`.",
        renamed=["inposed", "interposed"],
    ),
    edit(
        "itertoolz",
        "toolz/itertoolz.py: _get has no docstring. Could you add a short one, something like "
        '"Return seq[ind], or default when the index or key is missing."?',
        docstring="_get",
    ),
    edit(
        "itertoolz",
        "change the no_pad sentinel in the itertoolz module to the string '__no_pad__' "
        "(right now it's '__no__pad__' with a double underscore in the middle)",
        value_set=["toolz/itertoolz.py", "no_pad", "'__no_pad__'"],
    ),
    edit(
        "itertoolz",
        "Theres a typo in the LookupError message of partition_all: it says parition_all, "
        "should be partition_all. pls fix",
        text_replaced=["toolz/itertoolz.py", "`parition_all`", "`partition_all`"],
    ),
    edit(
        "itertoolz",
        "Add `from __future__ import annotations` as the very first line of itertoolz.py",
        at_top=["toolz/itertoolz.py", "from __future__ import annotations"],
    ),
    edit(
        "itertoolz",
        "Nobody calls random_sample and it's the only thing that imports random. Delete it from "
        "toolz/itertoolz.py, and take it out of __all__ as well.",
        definition_deleted=["toolz/itertoolz.py", "random_sample"],
    ),
    beyond("itertoolz", "Add type hints to all the public functions in toolz/itertoolz.py."),
    beyond(
        "itertoolz",
        "merge_sorted gets slow with hundreds of input sequences. Can you rewrite it on top of "
        "heapq.merge so it's faster?",
    ),
    # --- sortedcontainers/sortedlist.py ---------------------------------------------------
    edit(
        "sortedlist",
        "[sortedcontainers/sortedlist.py] rename repr_running -> active_reprs in recursive_repr",
        renamed=["repr_running", "active_reprs"],
    ),
    edit(
        "sortedlist",
        "We don't run pylint on vendored code. Remove the \u201c# pylint: disable=too-many-lines\u201d "
        "comment near the top of sortedlist.py.",
        line_deleted=["sortedcontainers/sortedlist.py", "# pylint: disable=too-many-lines"],
    ),
    edit(
        "sortedlist",
        "I'm debugging what happens when a key gets passed straight to SortedList.__init__. "
        "Could you comment out the assert key is None line there for now?",
        comment_out=["sortedcontainers/sortedlist.py", "assert key is None"],
    ),
    edit(
        "sortedlist",
        "Delete lines 58-59 of sortedcontainers/sortedlist.py (the 'Copied from reprlib' note and "
        "the dead hg.python.org link).",
        lines_deleted=["sortedcontainers/sortedlist.py", 58, 59],
    ),
    edit(
        "sortedlist",
        "At the very end of sortedlist.py add this line: "
        "__all__ = ['SortedList', 'SortedKeyList', 'SortedListWithKey']",
        last_line=[
            "sortedcontainers/sortedlist.py",
            "__all__ = ['SortedList', 'SortedKeyList', 'SortedListWithKey']",
        ],
    ),
    beyond("sortedlist", "add a docstring to __reduce__ in sortedlist.py"),
    beyond(
        "sortedlist",
        "Add a median() method to SortedList that returns the middle value (the mean of the two "
        "middle values when the length is even).",
    ),
    # --- locket/__init__.py ---------------------------------------------------------------
    edit(
        "locket",
        "lock_file is the public entry point of locket but it has no docstring. Write one that "
        "explains the timeout and retry_period keyword arguments.",
        docstring="lock_file",
    ),
    edit(
        "locket",
        'We want LockError exported too: in locket/__init__.py, __all__ should be ["lock_file", '
        '"LockError"].',
        value_set=["locket/__init__.py", "__all__", '["lock_file", "LockError"]'],
    ),
    edit(
        "locket",
        "use an f-string for the LockError message in _acquire_non_blocking: "
        '`"Couldn\'t lock {0}".format(path)` \u2192 `f"Couldn\'t lock {path}"`',
        text_replaced=[
            "locket/__init__.py",
            '"Couldn\'t lock {0}".format(path)',
            'f"Couldn\'t lock {path}"',
        ],
    ),
    edit(
        "locket",
        "The default retry period polls our NFS server too often. In locket/__init__.py please "
        "change the line retry_period = 0.05 to retry_period = 0.1",
        line_replaced=["locket/__init__.py", "retry_period = 0.05", "retry_period = 0.1"],
    ),
    edit(
        "locket",
        "In _LockSet.release there is a leftover `# TODO: Handle exceptions` comment. Delete it.",
        line_deleted=["locket/__init__.py", "# TODO: Handle exceptions"],
    ),
    edit(
        "locket",
        "Please insert the comment \u201c# one lock per path, shared by all threads\u201d at line "
        "68 of locket/__init__.py.",
        line_inserted_at=["locket/__init__.py", 68, "# one lock per path, shared by all threads"],
    ),
    beyond(
        "locket",
        "Make lock_file usable as a decorator too, e.g. @lock_file('/tmp/x.lock') on a function.",
    ),
    beyond(
        "locket",
        "Sometimes lock file descriptors leak when acquiring times out. Find the bug in locket "
        "and fix it.",
    ),
    # --- zict/lru.py ----------------------------------------------------------------------
    edit(
        "lru",
        "rename the method LRU.set_noevict to set_no_evict (zict/lru.py), the call in "
        "__setitem__ too",
        renamed=["set_noevict", "set_no_evict"],
    ),
    edit(
        "lru",
        "Could you add a docstring to LRU.close()? It should say it marks the LRU as closed, "
        "which stops further eviction, and closes the underlying mapping.",
        docstring="LRU.close",
    ),
    edit(
        "lru",
        'The get_all_or_nothing docstring talks about "FIFO priority" but this is an LRU. '
        'Replace "FIFO priority" with "LRU priority".',
        text_replaced=["zict/lru.py", "FIFO priority", "LRU priority"],
    ),
    edit(
        "lru",
        "in close() right after the line self.closed = True, add self.heavy.clear()",
        line_after=["zict/lru.py", "self.closed = True", "self.heavy.clear()"],
    ),
    edit(
        "lru",
        "In LRU.evict, put a comment `# heavy keys first, then least recently used` on the line "
        "just above `key = next(iter(self.heavy or self.order))`.",
        line_before=[
            "zict/lru.py",
            "key = next(iter(self.heavy or self.order))",
            "# heavy keys first, then least recently used",
        ],
    ),
    edit(
        "lru",
        "Please make new file zict/__init__.py, inside it only one line: from zict.lru import LRU",
        file=["zict/__init__.py", "from zict.lru import LRU"],
    ),
    beyond(
        "lru",
        "LRU.evict is too long and hard to follow. Refactor it into smaller helper methods "
        "without changing behaviour.",
    ),
]


# Set 23 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four modules, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules no set used
# (_weakrefset, _compression, _py_abc, _collections_abc) as a dozen different users type them (the
# file first, last, in brackets, in a "TODO(file):" prefix or not at all; backticks, straight or
# curly quotes, or none; line numbers; "right after the line", "just before"; a first sentence that
# only gives context and a pronoun after it; commit-message style with an arrow; terse, polite,
# chatty, non-native, typos; questions) and 8 requests beyond the model (thread safety, type hints,
# speed, a new class, a bug to find, a refactor, a new ABC, and a method name fourteen classes
# share). Every gold was checked by hand without the model on Python 3.11.7's copies: anchors occur
# once, new names are unused, and each check fails on the untouched file and holds after a correct
# edit made by hand. Not measured when written.
WORKSPACES23: dict[str, list[str]] = {
    "_weakrefset": ["_weakrefset.py"],
    "_compression": ["_compression.py"],
    "_py_abc": ["_py_abc.py"],
    "_collections_abc": ["_collections_abc.py"],
}

QUESTIONS23: list[dict] = [
    # --- _weakrefset ----------------------------------------------------------------------
    edit(
        "_weakrefset",
        "refactor(_weakrefset): rename _IterationGuard -> _IterationContext",
        renamed=["_IterationGuard", "_IterationContext"],
    ),
    edit(
        "_weakrefset",
        "WeakSet.isdisjoint is the only public method I use and it has no docstring. Could you "
        "add one saying it returns True when the two sets have no element in common?",
        docstring="WeakSet.isdisjoint",
    ),
    edit(
        "_weakrefset",
        "For a quick experiment, please comment out the "
        "`__class_getitem__ = classmethod(GenericAlias)` line at the end of _weakrefset.py.",
        comment_out=["_weakrefset.py", "__class_getitem__ = classmethod(GenericAlias)"],
    ),
    edit(
        "_weakrefset",
        'The KeyError in WeakSet.pop should say "pop from an empty WeakSet", '
        'not "pop from empty WeakSet".',
        text_replaced=["_weakrefset.py", "pop from empty WeakSet", "pop from an empty WeakSet"],
    ),
    edit(
        "_weakrefset",
        "[_weakrefset.py] right after the line self.data = set() add the line "
        "`# weakrefs to the members; _remove drops the dead ones`",
        line_after=[
            "_weakrefset.py",
            "self.data = set()",
            "# weakrefs to the members; _remove drops the dead ones",
        ],
    ),
    edit(
        "_weakrefset",
        "pls delete line 1-3 in _weakrefset.py, that header comment is outdated",
        lines_deleted=["_weakrefset.py", 1, 3],
    ),
    beyond(
        "_weakrefset",
        "Is WeakSet safe to use from several threads at once? If not, make it thread-safe with a "
        "lock.",
    ),
    beyond("_weakrefset", "Add type hints to every method of WeakSet in _weakrefset.py."),
    # --- _compression ---------------------------------------------------------------------
    edit(
        "_compression",
        "_compression.py: BUFFER_SIZE should be 131072 instead of io.DEFAULT_BUFFER_SIZE.",
        value_set=["_compression.py", "BUFFER_SIZE", "131072"],
    ),
    edit(
        "_compression",
        "Could you rename the `_rewind` method of DecompressReader to `_restart_stream`? It is "
        "called from seek() as well.",
        renamed=["_rewind", "_restart_stream"],
    ),
    edit(
        "_compression",
        "Put a docstring on BaseStream._check_can_seek in _compression.py explaining that it "
        "raises io.UnsupportedOperation unless the file is open for reading and seekable.",
        docstring="BaseStream._check_can_seek",
    ),
    edit(
        "_compression",
        "The comment \u201c# Continue to next stream.\u201d in DecompressReader.read says nothing "
        "the code doesnt already say. Remove it.",
        line_deleted=["_compression.py", "# Continue to next stream."],
    ),
    edit(
        "_compression",
        "Insert `import os` at line 5 of _compression.py.",
        line_inserted_at=["_compression.py", 5, "import os"],
    ),
    edit(
        "_compression",
        "In seek(), use an f-string for the ValueError: replace "
        '`"Invalid value for whence: {}".format(whence)` with '
        '`f"Invalid value for whence: {whence}"`. (file: _compression.py)',
        text_replaced=[
            "_compression.py",
            '"Invalid value for whence: {}".format(whence)',
            'f"Invalid value for whence: {whence}"',
        ],
    ),
    beyond(
        "_compression",
        "Seeking backwards in DecompressReader decompresses the whole stream again from the start. "
        "Could you make backward seeks fast, for example by keeping checkpoints?",
    ),
    beyond(
        "_compression",
        "Write a CompressWriter class in _compression.py, the counterpart of DecompressReader "
        "for writing.",
    ),
    # --- _py_abc --------------------------------------------------------------------------
    edit(
        "_py_abc",
        "in _py_abc.py, ABCMeta.__new__ has a local called abstracts \u2014 can you call it "
        "abstract_names instead",
        renamed=["abstracts", "abstract_names"],
    ),
    edit(
        "_py_abc",
        "TODO(_py_abc.py): import sys at the top of the module",
        at_top=["_py_abc.py", "import sys"],
    ),
    edit(
        "_py_abc",
        "Please write a docstring for ABCMeta.__new__ (in _py_abc.py); it computes the set of "
        "abstract methods and sets up the registry and the caches.",
        docstring="ABCMeta.__new__",
    ),
    edit(
        "_py_abc",
        'Change the line raise TypeError("Can only register classes") to '
        'raise TypeError(f"Can only register classes, not {subclass!r}")',
        line_replaced=[
            "_py_abc.py",
            'raise TypeError("Can only register classes")',
            'raise TypeError(f"Can only register classes, not {subclass!r}")',
        ],
    ),
    edit(
        "_py_abc",
        "Nothing calls ABCMeta._abc_registry_clear any more. Delete it from _py_abc.py.",
        definition_deleted=["_py_abc.py", "ABCMeta._abc_registry_clear"],
    ),
    edit(
        "_py_abc",
        'Create conftest.py next to _py_abc.py containing `collect_ignore = ["_py_abc.py"]`, '
        "so pytest stops importing it.",
        file=["conftest.py", 'collect_ignore = ["_py_abc.py"]'],
    ),
    beyond(
        "_py_abc",
        "After register(), isinstance() sometimes still returns False for a class that was checked "
        "before. Find the bug in _py_abc.py and fix it.",
    ),
    # --- _collections_abc -----------------------------------------------------------------
    edit(
        "_collections_abc",
        "in the ByteString docstring, drop the line 'XXX Should add all their methods.' "
        "(_collections_abc.py)",
        line_deleted=["_collections_abc.py", "XXX Should add all their methods."],
    ),
    edit(
        "_collections_abc",
        "_collections_abc.py line 32 says \u201cSee issue #19218\u201d; make it "
        "\u201cSee bpo-19218\u201d.",
        text_replaced=["_collections_abc.py", "See issue #19218", "See bpo-19218"],
    ),
    edit(
        "_collections_abc",
        "add `# TODO: register array.array too` as the very last line of _collections_abc.py",
        last_line=["_collections_abc.py", "# TODO: register array.array too"],
    ),
    edit(
        "_collections_abc",
        "Just before the line `longrange_iterator = type(iter(range(1 << 1000)))`, add "
        "`# ranges beyond a C long have their own iterator type`.",
        line_before=[
            "_collections_abc.py",
            "longrange_iterator = type(iter(range(1 << 1000)))",
            "# ranges beyond a C long have their own iterator type",
        ],
    ),
    edit(
        "_collections_abc",
        "Sequence.register(memoryview) shoud be commented out for now, memoryview make trouble "
        "for us in the collections abc file",
        comment_out=["_collections_abc.py", "Sequence.register(memoryview)"],
    ),
    beyond("_collections_abc", "Add a docstring to __subclasshook__ in _collections_abc.py."),
    beyond(
        "_collections_abc",
        "Could you add a Buffer ABC (PEP 688) to _collections_abc.py and list it in __all__?",
    ),
    beyond(
        "_collections_abc",
        "Refactor _collections_abc.py: every __subclasshook__ follows the same pattern, so replace "
        "them with one helper and a class decorator.",
    ),
]


# Set 24 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. The second set on third-party code: one file
# each of four installed packages no set used (h11/_connection.py, packaging/version.py,
# pluggy/_hooks.py, tabulate/__init__.py; copied by ``bench_answers.source`` from site-packages,
# the path kept inside the workspace). 23 mechanical edits as a dozen different users type them
# (the file by its path, by its bare name, in brackets, as "the tabulate module", as "the h11
# connection module" or not at all; backticks, straight, curly or no quotes; line numbers and a
# line range; "just before the line", "right after", "at the very end", "as line 11"; a first
# sentence that only gives the reason, then "Delete it"; commit-message and "TODO(file):" style;
# terse, polite, chatty, non-native, typos; questions) and 8 requests beyond the model (a new
# protocol feature, a bug to find, speed of comparisons, a new method, a bisect rewrite, type
# hints, a module split, and a docstring for a "__repr__" that three classes define). Every gold
# was checked by hand without the model: anchors occur once, new names are unused, line numbers
# are those of the installed files, and each check fails on the untouched file and holds after a
# correct edit made in a temporary copy. Not measured when written.
WORKSPACES24: dict[str, list[str]] = {
    "h11conn": ["h11/_connection.py"],
    "pkgversion": ["packaging/version.py"],
    "pluggyhooks": ["pluggy/_hooks.py"],
    "tabulate_init": ["tabulate/__init__.py"],
}

QUESTIONS24: list[dict] = [
    # --- h11/_connection.py ---------------------------------------------------------------
    edit(
        "h11conn",
        "h11/_connection.py: rename the module-level helper `_keep_alive` to `_wants_keep_alive`, "
        "and update the call in _process_event too.",
        renamed=["_keep_alive", "_wants_keep_alive"],
    ),
    edit(
        "h11conn",
        "Connection._process_error has no docstring. Could you add one? Something like "
        '"Move role to the ERROR state and update the reader/writer to match."',
        docstring="Connection._process_error",
    ),
    edit(
        "h11conn",
        "We keep getting 431s from clients that send huge cookies, the 16 KiB limit is too small. "
        "Please set DEFAULT_MAX_INCOMPLETE_EVENT_SIZE to 65536 in _connection.py.",
        value_set=["h11/_connection.py", "DEFAULT_MAX_INCOMPLETE_EVENT_SIZE", "65536"],
    ),
    edit(
        "h11conn",
        "in start_next_cycle comment out the line  assert not "
        "self.client_is_waiting_for_100_continue  , it fires in our proxy tests and i want to "
        "see what happens without it",
        comment_out=["h11/_connection.py", "assert not self.client_is_waiting_for_100_continue"],
    ),
    edit(
        "h11conn",
        "Add `import logging` at the top of the h11 connection module, as its own import line.",
        at_top=["h11/_connection.py", "import logging"],
    ),
    edit(
        "h11conn",
        "Make the workspace importable as a package: create h11/__init__.py containing just this "
        "line:\nfrom ._connection import Connection, NEED_DATA, PAUSED",
        file=["h11/__init__.py", "from ._connection import Connection, NEED_DATA, PAUSED"],
    ),
    beyond(
        "h11conn",
        "Could you add HTTP/1.0 keep-alive support to h11's Connection? Right now _keep_alive() "
        "always says no for 1.0 peers; it should honour `Connection: keep-alive` from both sides.",
    ),
    beyond(
        "h11conn",
        "I think _body_framing in _connection.py blows up when a peer sends "
        "`Transfer-Encoding: gzip, chunked`. Find the bug and fix it properly.",
    ),
    # --- packaging/version.py -------------------------------------------------------------
    edit(
        "pkgversion",
        "packaging/version.py \u2014 `_parse_letter_version` is missing a docstring; please write "
        "one explaining that it turns a (letter, number) pair into a normalized tuple, or None.",
        docstring="_parse_letter_version",
    ),
    edit(
        "pkgversion",
        "grammar nit in version.py: change \u201cepoch must be non-negative integer\u201d to "
        "\u201cepoch must be a non-negative integer\u201d",
        text_replaced=[
            "packaging/version.py",
            "epoch must be non-negative integer",
            "epoch must be a non-negative integer",
        ],
    ),
    edit(
        "pkgversion",
        "Delete lines 149-151 in version.py (the comment about keeping the duplicated isinstance "
        "check).",
        lines_deleted=["packaging/version.py", 149, 151],
    ),
    edit(
        "pkgversion",
        "The _TrimmedRelease class isn't used anywhere in packaging/version.py. Delete it.",
        definition_deleted=["packaging/version.py", "_TrimmedRelease"],
    ),
    edit(
        "pkgversion",
        "In parse(), just before the line 'return Version(version)', add "
        "'version = version.strip()'.",
        line_before=[
            "packaging/version.py",
            "return Version(version)",
            "version = version.strip()",
        ],
    ),
    beyond(
        "pkgversion",
        "Sorting a list of 200k Version objects takes seconds for us. Can you make the comparison "
        "methods in version.py faster?",
    ),
    beyond(
        "pkgversion",
        "add a bump() method to Version that takes 'major', 'minor' or 'micro' and returns the "
        "next version, resetting the lower parts to 0",
    ),
    # --- pluggy/_hooks.py -----------------------------------------------------------------
    edit(
        "pluggyhooks",
        "hooks: rename _PYPY -> _IS_PYPY",
        renamed=["_PYPY", "_IS_PYPY"],
    ),
    edit(
        "pluggyhooks",
        "TODO(_hooks.py): HookCaller.has_spec needs a docstring - say it returns True once a hook "
        "specification has been set.",
        docstring="HookCaller.has_spec",
    ),
    edit(
        "pluggyhooks",
        "Theres a typo in the varnames docstring in [pluggy/_hooks.py]: 'keywrord' should be "
        "'keyword'. fix pls",
        text_replaced=["pluggy/_hooks.py", "keywrord", "keyword"],
    ),
    edit(
        "pluggyhooks",
        "please remove the comment line \"# XXX: remember firstresult isn't compat with "
        'historic" from _maybe_apply_history, the assert under it says the same thing',
        line_deleted=["pluggy/_hooks.py", "# XXX: remember firstresult isn't compat with historic"],
    ),
    edit(
        "pluggyhooks",
        "At the very end of _hooks.py, add a backward-compat alias like the other two: "
        "_HookSpec = HookSpec",
        last_line=["pluggy/_hooks.py", "_HookSpec = HookSpec"],
    ),
    edit(
        "pluggyhooks",
        "Insert `import functools` as line 11 of pluggy/_hooks.py, so it comes right before "
        "`import inspect`.",
        line_inserted_at=["pluggy/_hooks.py", 11, "import functools"],
    ),
    beyond(
        "pluggyhooks",
        "Add a docstring to __repr__ in _hooks.py.",
    ),
    beyond(
        "pluggyhooks",
        "HookCaller._add_hookimpl scans the list on every registration. Rewrite it to keep the "
        "hookimpls ordered with bisect so registering a plugin is O(log n).",
    ),
    # --- tabulate/__init__.py -------------------------------------------------------------
    edit(
        "tabulate_init",
        "I want tighter tables by default. In the tabulate module, set MIN_PADDING to 1.",
        value_set=["tabulate/__init__.py", "MIN_PADDING", "1"],
    ),
    edit(
        "tabulate_init",
        "_align_cell_veritically is misspelled, could you rename it to _align_cell_vertically "
        "(and fix its caller)?",
        renamed=["_align_cell_veritically", "_align_cell_vertically"],
    ),
    edit(
        "tabulate_init",
        "Pls add docstring for _flat_list in tabulate/__init__.py: it flattens one level of "
        "nested lists.",
        docstring="_flat_list",
    ),
    edit(
        "tabulate_init",
        "In _normalize_tabular_data, uncomment the old line `rows = list(map(list, rows))`.",
        uncomment=["tabulate/__init__.py", "rows = list(map(list, rows))"],
    ),
    edit(
        "tabulate_init",
        "tabulate/__init__.py, _pprint_file: right after `rows = fobject.readlines()` add the line "
        '`rows = [r for r in rows if not r.startswith("#")]` so comment lines in the input get '
        "skipped",
        line_after=[
            "tabulate/__init__.py",
            "rows = fobject.readlines()",
            'rows = [r for r in rows if not r.startswith("#")]',
        ],
    ),
    edit(
        "tabulate_init",
        "The command line tool should split on tabs by default. In _main replace the line "
        'sep = r"\\s+" with sep = r"\\t"',
        line_replaced=["tabulate/__init__.py", 'sep = r"\\s+"', 'sep = r"\\t"'],
    ),
    beyond(
        "tabulate_init",
        "Add type hints to all the functions in tabulate/__init__.py.",
    ),
    beyond(
        "tabulate_init",
        "tabulate/__init__.py is 3000 lines. Split the table formats out into their own module "
        "and turn _table_formats into a registry that each format registers itself into.",
    ),
]


# Set 25 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four files of third-party
# packages the test environment installs, each kept at its path inside the package
# (dateutil/relativedelta.py, docstring_parser/google.py, markupsafe/__init__.py,
# yaml/__init__.py), as a dozen different users type them (the file first, last, in brackets, in a
# "TODO(file):" prefix, by its package ("the google parser module", "markupsafe's __init__.py") or
# not at all; backticks, straight or curly quotes, or none; line numbers; "right after the line",
# "just before"; a first sentence that only gives context and a pronoun after it; commit-message
# style with an arrow; terse, polite, chatty, non-native, typos; questions) and 7 requests beyond
# the model (type hints, a new feature, support for another docstring style, a bug to find,
# speed, a refactor, and an ``__init__`` two classes of the file define). Every gold was checked
# by hand without the model on the installed copies: anchors occur once, new names are unused,
# and each check fails on the untouched file and holds after a correct edit made by hand. Not
# measured when written.
WORKSPACES25: dict[str, list[str]] = {
    "relativedelta": ["dateutil/relativedelta.py"],
    "google": ["docstring_parser/google.py"],
    "markupsafe_init": ["markupsafe/__init__.py"],
    "yaml_init": ["yaml/__init__.py"],
}

QUESTIONS25: list[dict] = [
    # --- dateutil/relativedelta.py --------------------------------------------------------
    edit(
        "relativedelta",
        "dateutil/relativedelta.py: rename the module-level helper `_sign` to `_signum` (the def "
        "at the bottom and its call sites in _fix and _set_months).",
        renamed=["_sign", "_signum"],
    ),
    edit(
        "relativedelta",
        'We re-export the weekdays tuple from relativedelta.py now, so please add "weekdays" to '
        "the end of its __all__ list.",
        value_set=[
            "dateutil/relativedelta.py",
            "__all__",
            '["relativedelta", "MO", "TU", "WE", "TH", "FR", "SA", "SU", "weekdays"]',
        ],
    ),
    edit(
        "relativedelta",
        "The assert in relativedelta.__add__ (`assert 1 <= abs(self.months) <= 12`) blows up under "
        "our fuzzing harness. Comment it out for now, please.",
        comment_out=["dateutil/relativedelta.py", "assert 1 <= abs(self.months) <= 12"],
    ),
    edit(
        "relativedelta",
        "delete lines 492-493 in dateutil/relativedelta.py -- the python 2 compat alias "
        "__nonzero__ and the comment above it. we dont support py2 since ages",
        lines_deleted=["dateutil/relativedelta.py", 492, 493],
    ),
    edit(
        "relativedelta",
        "The \u201c# -*- coding: utf-8 -*-\u201d cookie on the first line of relativedelta.py is "
        "pointless on Python 3. Could you remove that line?",
        line_deleted=["dateutil/relativedelta.py", "# -*- coding: utf-8 -*-"],
    ),
    edit(
        "relativedelta",
        "In the weeks property getter, replace the line return int(self.days / 7.0) with "
        "return int(self.days / 7)",
        line_replaced=[
            "dateutil/relativedelta.py",
            "return int(self.days / 7.0)",
            "return int(self.days / 7)",
        ],
    ),
    beyond(
        "relativedelta",
        "Add full type hints to relativedelta.__init__ and the arithmetic dunders in "
        "dateutil/relativedelta.py.",
    ),
    beyond(
        "relativedelta",
        "relativedelta(months=1.5) raises ValueError while days=1.5 works. Make fractional years "
        "and months work by carrying the remainder into days.",
    ),
    # --- docstring_parser/google.py -------------------------------------------------------
    edit(
        "google",
        "Rename MULTIPLE_PATTERN to MULTI_ITEM_PATTERN in the google parser module.",
        renamed=["MULTIPLE_PATTERN", "MULTI_ITEM_PATTERN"],
    ),
    edit(
        "google",
        "[docstring_parser/google.py] GoogleParser._build_single_meta has no docstring. Add one "
        "saying it builds the meta of a section entry that has no name before a colon.",
        docstring="GoogleParser._build_single_meta",
    ),
    edit(
        "google",
        "Typo fix: the ParseError says \u2018paramenter\u2019. Change 'Expected paramenter name.' "
        "to 'Expected parameter name.' in google.py",
        text_replaced=[
            "docstring_parser/google.py",
            "Expected paramenter name.",
            "Expected parameter name.",
        ],
    ),
    edit(
        "google",
        "Right after the line `text = inspect.cleandoc(text)` in GoogleParser.parse, add "
        '`text = text.replace("\\r\\n", "\\n")`.',
        line_after=[
            "docstring_parser/google.py",
            "text = inspect.cleandoc(text)",
            'text = text.replace("\\r\\n", "\\n")',
        ],
    ),
    edit(
        "google",
        "insert the comment `# Regular expressions for the Args and Returns sections` as line 44 "
        "of docstring_parser/google.py, so it sits directly above GOOGLE_TYPED_ARG_REGEX",
        line_inserted_at=[
            "docstring_parser/google.py",
            44,
            "# Regular expressions for the Args and Returns sections",
        ],
    ),
    edit(
        "google",
        "TODO(google.py): put `# NOTE: builds a new GoogleParser on every call` just before the "
        "line return GoogleParser().parse(text)",
        line_before=[
            "docstring_parser/google.py",
            "return GoogleParser().parse(text)",
            "# NOTE: builds a new GoogleParser on every call",
        ],
    ),
    beyond(
        "google",
        "Can the google parser also understand NumPy-style section headers (a title line "
        "underlined with dashes)? Please add that.",
    ),
    beyond(
        "google",
        "An Args entry whose type is split over two lines loses its type when parsed. Find the "
        "bug in docstring_parser/google.py and fix it.",
    ),
    # --- markupsafe/__init__.py -----------------------------------------------------------
    edit(
        "markupsafe_init",
        "Can you rename the _HasHTML protocol to _SupportsHTML in markupsafe/__init__.py?",
        renamed=["_HasHTML", "_SupportsHTML"],
    ),
    edit(
        "markupsafe_init",
        "EscapeFormatter.format_field is undocumented. Add a docstring to it: it formats one "
        "field and escapes it, honouring __html_format__ and __html__.",
        docstring="EscapeFormatter.format_field",
    ),
    edit(
        "markupsafe_init",
        'escape_silent: change `return Markup()` to `return Markup("")` (replace that whole '
        "line, nothing else)",
        line_replaced=["markupsafe/__init__.py", "return Markup()", 'return Markup("")'],
    ),
    edit(
        "markupsafe_init",
        "In Markup.striptags the comment '# keep finding comment start marks' only repeats "
        "what the while loop under it says. Delete that line.",
        line_deleted=["markupsafe/__init__.py", "# keep finding comment start marks"],
    ),
    edit(
        "markupsafe_init",
        "pls add this as the very last line of markupsafe's __init__.py: "
        '__all__ = ["escape", "escape_silent", "soft_str", "Markup"]',
        last_line=[
            "markupsafe/__init__.py",
            '__all__ = ["escape", "escape_silent", "soft_str", "Markup"]',
        ],
    ),
    beyond(
        "markupsafe_init",
        "Markup.striptags is quadratic on long inputs with many tags. Rewrite it to run in linear "
        "time with the same results.",
    ),
    beyond("markupsafe_init", "Add a docstring to __init__ in markupsafe/__init__.py."),
    # --- yaml/__init__.py -----------------------------------------------------------------
    edit(
        "yaml_init",
        "bump __version__ in yaml/__init__.py to '6.0.4'",
        value_set=["yaml/__init__.py", "__version__", "'6.0.4'"],
    ),
    edit(
        "yaml_init",
        "Add `import logging` at the top of yaml/__init__.py, before the star imports.",
        at_top=["yaml/__init__.py", "import logging"],
    ),
    edit(
        "yaml_init",
        "The warnings() function in the yaml package's __init__ is a leftover that does nothing "
        "useful any more. Remove it.",
        definition_deleted=["yaml/__init__.py", "warnings"],
    ),
    edit(
        "yaml_init",
        "Would you write a docstring for YAMLObjectMetaclass.__init__? It registers the class's "
        "from_yaml constructor and to_yaml representer whenever yaml_tag is set.",
        docstring="YAMLObjectMetaclass.__init__",
    ),
    edit(
        "yaml_init",
        "refactor(yaml): YAMLObjectMetaclass -> YAMLObjectMeta, every use in __init__.py",
        renamed=["YAMLObjectMetaclass", "YAMLObjectMeta"],
    ),
    edit(
        "yaml_init",
        'Create a conftest.py at the root of the workspace containing collect_ignore = ["yaml"] '
        "so pytest does not collect the vendored package.",
        file=["conftest.py", 'collect_ignore = ["yaml"]'],
    ),
    beyond(
        "yaml_init",
        "Refactor yaml/__init__.py: add_implicit_resolver, add_path_resolver, add_constructor and "
        "add_multi_constructor all repeat the Loader/FullLoader/UnsafeLoader triple. Pull that "
        "into one helper.",
    ),
]


# Set 26 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four files of third-party
# packages the test environment installs, each kept at its path inside the package
# (arrow/formatter.py, bleach/sanitizer.py, markdown_it/renderer.py, pexpect/expect.py), as a
# dozen different users type them (the file first, last, in brackets or not at all; commit-message
# style with an arrow; backticks, straight or curly quotes, or none; line numbers and a line range;
# "just before the line", "right after the line", "right below"; a first sentence that only gives
# context and a pronoun after it; a two-step rename-then-docstring, checked on the new name; a new
# file the module imports; terse, polite, chatty, non-native, typos; questions) and 8 requests
# beyond the model (a new format token, speed, type hints, a bug to find, a refactor, an async
# variant, and two ambiguous targets: a ``render`` two classes define and an ``__init__`` three
# classes define). No file holds a single commented-out line of code, so no request uncomments.
# Every gold was checked by hand without the model on the installed copies: anchors occur once,
# new names are unused, line numbers are those of the installed files, and each check fails on the
# untouched file and holds after a correct edit made by hand. Not measured when written.
WORKSPACES26: dict[str, list[str]] = {
    "formatter": ["arrow/formatter.py"],
    "sanitizer": ["bleach/sanitizer.py"],
    "renderer": ["markdown_it/renderer.py"],
    "expect": ["pexpect/expect.py"],
}

QUESTIONS26: list[dict] = [
    # --- arrow/formatter.py ---------------------------------------------------------------
    edit(
        "formatter",
        "arrow/formatter.py: rename _FORMAT_RE -> _TOKEN_RE",
        renamed=["_FORMAT_RE", "_TOKEN_RE"],
    ),
    edit(
        "formatter",
        "Could you put a short docstring on DateTimeFormatter.format? Something like "
        '"Format dt according to the tokens in fmt."',
        docstring="DateTimeFormatter.format",
    ),
    edit(
        "formatter",
        "There's a typo in the comment above _FORMAT_RE: \u201chow to they are\u201d should read "
        "\u201chow they are\u201d. Please fix it.",
        text_replaced=["arrow/formatter.py", "how to they are", "how they are"],
    ),
    edit(
        "formatter",
        "The FIXME comment in DateTimeFormatter.format is stale now. Delete it.",
        line_deleted=["arrow/formatter.py", "# FIXME: _format_token() is nullable"],
    ),
    edit(
        "formatter",
        "_format_token falls off the end when no token matches, so it returns None implicitly. "
        "pls add an explicit `return None` as the very last line of the method (it's the last "
        "thing in the file)",
        last_line=["arrow/formatter.py", "return None"],
    ),
    edit(
        "formatter",
        'Insert FORMAT_ISO8601: Final[str] = "YYYY-MM-DDTHH:mm:ssZZ" at line 21 of formatter.py, '
        "right below FORMAT_W3C.",
        line_inserted_at=[
            "arrow/formatter.py",
            21,
            'FORMAT_ISO8601: Final[str] = "YYYY-MM-DDTHH:mm:ssZZ"',
        ],
    ),
    edit(
        "formatter",
        "formatter.py imports DEFAULT_LOCALE from arrow.constants but that module isnt in this "
        'checkout. create arrow/constants.py with just `DEFAULT_LOCALE = "en-us"` in it',
        file=["arrow/constants.py", 'DEFAULT_LOCALE = "en-us"'],
    ),
    beyond(
        "formatter",
        "Add support for a `Q` token (quarter of the year, 1-4) to DateTimeFormatter, both in "
        "the regex and in _format_token.",
    ),
    beyond(
        "formatter",
        "_format_token is a 30-branch if chain and it shows up in our profiles. Can you make "
        "formatting faster, e.g. with a dispatch table?",
    ),
    # --- bleach/sanitizer.py ----------------------------------------------------------------
    edit(
        "sanitizer",
        'In bleach/sanitizer.py, INVISIBLE_REPLACEMENT_CHAR should be "\\ufffd" (the Unicode '
        'replacement character) rather than "?".',
        value_set=["bleach/sanitizer.py", "INVISIBLE_REPLACEMENT_CHAR", '"\\ufffd"'],
    ),
    edit(
        "sanitizer",
        "NoCssSanitizerWarning has no docstring, only `pass`. Give it one explaining that it is "
        "emitted when 'style' is allowed but no css_sanitizer was passed.",
        docstring="NoCssSanitizerWarning",
    ),
    edit(
        "sanitizer",
        "Rename attribute_filter_factory to make_attribute_filter (and its call in "
        "BleachSanitizerFilter.__init__).",
        renamed=["attribute_filter_factory", "make_attribute_filter"],
    ),
    edit(
        "sanitizer",
        "In Cleaner.__init__, just before the line `self.parser = html5lib_shim.BleachHTMLParser(`,"
        " add the comment `# parser, walker and serializer are reused by every clean() call`",
        line_before=[
            "bleach/sanitizer.py",
            "self.parser = html5lib_shim.BleachHTMLParser(",
            "# parser, walker and serializer are reused by every clean() call",
        ],
    ),
    edit(
        "sanitizer",
        "[bleach/sanitizer.py] comment out the assert in disallowed_token",
        comment_out=["bleach/sanitizer.py", 'assert token_type in ("StartTag", "EmptyTag")'],
    ),
    edit(
        "sanitizer",
        "Remove lines 588 to 593 in sanitizer.py - it's the FIXME(willkg) comment block inside "
        "the style branch of allow_token, we decided not to raise there.",
        lines_deleted=["bleach/sanitizer.py", 588, 593],
    ),
    beyond(
        "sanitizer",
        "TODO(bleach/sanitizer.py): add type hints to Cleaner and BleachSanitizerFilter, all the "
        "methods.",
    ),
    beyond(
        "sanitizer",
        "I think sanitize_uri_value lets some javascript: URLs through when the scheme is split "
        "by an entity like &#x09;. Can you find the bug and fix it?",
    ),
    # --- markdown_it/renderer.py ------------------------------------------------------------
    edit(
        "renderer",
        "We render soft line breaks with a plugin now, so RendererHTML.softbreak in "
        "markdown_it/renderer.py is dead code. Remove that method.",
        definition_deleted=["markdown_it/renderer.py", "RendererHTML.softbreak"],
    ),
    edit(
        "renderer",
        "needLf in renderToken \u2192 need_newline please (snake_case like the rest of our code)",
        renamed=["needLf", "need_newline"],
    ),
    edit(
        "renderer",
        'fix the docstring typo "list on block tokens" -> "list of block tokens" everywhere in '
        "markdown_it/renderer.py",
        text_replaced=["markdown_it/renderer.py", "list on block tokens", "list of block tokens"],
    ),
    edit(
        "renderer",
        'In fence(), right after the line langAttrs = "" add highlighted = "" so the variable '
        "is declared up front with the other two.",
        line_after=["markdown_it/renderer.py", 'langAttrs = ""', 'highlighted = ""'],
    ),
    edit(
        "renderer",
        'Would you mind adding `__all__ = ["RendererProtocol", "RendererHTML"]` at the top of '
        "renderer.py, below the imports?",
        at_top=["markdown_it/renderer.py", '__all__ = ["RendererProtocol", "RendererHTML"]'],
    ),
    beyond("renderer", "Delete the render method from markdown_it/renderer.py."),
    beyond(
        "renderer",
        "code_block and fence (both of its returns) build the same <pre><code ...>...</code></pre> "
        "string by hand. Factor that into one helper method and use it in all three places.",
    ),
    # --- pexpect/expect.py ------------------------------------------------------------------
    edit(
        "expect",
        "In pexpect/expect.py, rename Expecter.do_search to search_window, then add a docstring "
        "to it saying it searches the window and updates the spawn's buffers on a match.",
        docstring="Expecter.search_window",
    ),
    edit(
        "expect",
        "expect_loop already has `spawn = self.spawn`. change the line "
        "`if self.spawn.delayafterread is not None:` to `if spawn.delayafterread is not None:`",
        line_replaced=[
            "pexpect/expect.py",
            "if self.spawn.delayafterread is not None:",
            "if spawn.delayafterread is not None:",
        ],
    ),
    edit(
        "expect",
        "searcher_re's __str__ is never used by us, can u delete it? (only the one in "
        "searcher_re, keep the searcher_string one)",
        definition_deleted=["pexpect/expect.py", "searcher_re.__str__"],
    ),
    edit(
        "expect",
        "Lines 325-326 of pexpect/expect.py are an old commented-out version of the list built "
        "below them. Drop those two lines.",
        lines_deleted=["pexpect/expect.py", 325, 326],
    ),
    edit(
        "expect",
        "Add the comment '# hand the new bytes to the searcher' just before "
        "'idx = self.new_data(incoming)' in expect_loop.",
        line_before=[
            "pexpect/expect.py",
            "idx = self.new_data(incoming)",
            "# hand the new bytes to the searcher",
        ],
    ),
    beyond(
        "expect",
        "Add an async counterpart of Expecter.expect_loop (expect_async) that awaits reads "
        "from an asyncio stream instead of blocking.",
    ),
    beyond(
        "expect", "Delete the __init__ in pexpect/expect.py, we construct these differently now."
    ),
]


# Set 27 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on two standard-library files
# and two of third-party packages, each kept at its path (asyncio/locks.py,
# concurrent/futures/thread.py, jsonpointer.py, colorama/ansitowin32.py), as a dozen different users
# type them (the file first, last, in brackets, in a "TODO(file):" prefix, by its package or not at
# all; backticks, straight or curly quotes, or none; line numbers; "just before the line", "right
# after the line", "directly above"; a first sentence that only gives context and a pronoun after
# it; commit-message style with an arrow; terse, polite, chatty, non-native, typos; questions) and
# 8 requests beyond the model (a new feature twice, type hints, a hang to find, speed, a refactor,
# and two ambiguous targets: a ``__repr__`` five classes define, a ``write`` two classes define).
# Every gold was checked by hand without the model on the 3.11.7 and installed copies: anchors
# occur once, new names are unused, and each check fails on the untouched file and holds after a
# correct edit made by hand. Not measured when written.
WORKSPACES27: dict[str, list[str]] = {
    "locks": ["asyncio/locks.py"],
    "thread_pool": ["concurrent/futures/thread.py"],
    "jsonpointer": ["jsonpointer.py"],
    "ansitowin32": ["colorama/ansitowin32.py"],
}

QUESTIONS27: list[dict] = [
    # --- asyncio/locks.py -----------------------------------------------------------------
    edit(
        "locks",
        "In asyncio/locks.py, Semaphore._wake_up_next sits right next to Lock._wake_up_first and "
        "people on my team keep mixing the two up. Rename _wake_up_next to _wake_next_waiter "
        "(the def and every call).",
        renamed=["_wake_up_next", "_wake_next_waiter"],
    ),
    edit(
        "locks",
        "BoundedSemaphore.release has no docstring \u2014 could you add one? Something like "
        "\u201cRelease the semaphore; raise ValueError if that would go above the initial "
        "value.\u201d",
        docstring="BoundedSemaphore.release",
    ),
    edit(
        "locks",
        "debugging a barrier issue, pls comment out `self._count -= 1` in Barrier.wait for now",
        comment_out=["asyncio/locks.py", "self._count -= 1"],
    ),
    edit(
        "locks",
        "The comment '#reset the barrier, waking up tasks' in Barrier.reset only repeats the code "
        "under it. Remove it.",
        line_deleted=["asyncio/locks.py", "#reset the barrier, waking up tasks"],
    ),
    edit(
        "locks",
        'delete lines 16-17 of asyncio/locks.py (the two-line comment about the "as ..." clause '
        "in __aenter__)",
        lines_deleted=["asyncio/locks.py", 16, 17],
    ),
    edit(
        "locks",
        "Add a comment line `# releasing an unlocked lock is a bug in the caller` just before the "
        "line `raise RuntimeError('Lock is not acquired.')` in Lock.release.",
        line_before=[
            "asyncio/locks.py",
            "raise RuntimeError('Lock is not acquired.')",
            "# releasing an unlocked lock is a bug in the caller",
        ],
    ),
    beyond(
        "locks",
        "Lock.acquire should take an optional timeout in seconds and return False when it can't "
        "get the lock in time. Please implement that in asyncio/locks.py.",
    ),
    beyond(
        "locks",
        "can u add a docstring to the __repr__ method in asyncio/locks.py?",
    ),
    # --- concurrent/futures/thread.py -----------------------------------------------------
    edit(
        "thread_pool",
        "[concurrent/futures/thread.py] __author__ should be 'Brian Quinlan <brian@sweetapp.com>'"
        " - angle brackets around the address, not parentheses.",
        value_set=[
            "concurrent/futures/thread.py",
            "__author__",
            "'Brian Quinlan <brian@sweetapp.com>'",
        ],
    ),
    edit(
        "thread_pool",
        "_python_exit has no docstring. Please write one saying that it tells every worker "
        "thread to stop and then joins them when the interpreter exits.",
        docstring="_python_exit",
    ),
    edit(
        "thread_pool",
        "thread.py: raise the default max_workers cap from 32 to 64, i.e. the line "
        "`max_workers = min(32, (os.cpu_count() or 1) + 4)` becomes "
        "`max_workers = min(64, (os.cpu_count() or 1) + 4)`",
        line_replaced=[
            "concurrent/futures/thread.py",
            "max_workers = min(32, (os.cpu_count() or 1) + 4)",
            "max_workers = min(64, (os.cpu_count() or 1) + 4)",
        ],
    ),
    edit(
        "thread_pool",
        'Could you change the default thread name prefix from "ThreadPoolExecutor-%d" to '
        '"pool-%d" in the thread pool module?',
        text_replaced=["concurrent/futures/thread.py", "ThreadPoolExecutor-%d", "pool-%d"],
    ),
    edit(
        "thread_pool",
        "please to add at the end of file thread.py this line: "
        "`__all__ = ['ThreadPoolExecutor', 'BrokenThreadPool']`",
        last_line=[
            "concurrent/futures/thread.py",
            "__all__ = ['ThreadPoolExecutor', 'BrokenThreadPool']",
        ],
    ),
    beyond(
        "thread_pool",
        "Add type hints to every function and method in concurrent/futures/thread.py.",
    ),
    beyond(
        "thread_pool",
        "Our service sometimes hangs at exit while a ThreadPoolExecutor is still busy. Is there a "
        "bug in concurrent/futures/thread.py? Find it and fix it.",
    ),
    # --- jsonpointer.py -------------------------------------------------------------------
    edit(
        "jsonpointer",
        "bump __version__ in jsonpointer.py to 3.1.2",
        value_set=["jsonpointer.py", "__version__", "'3.1.2'"],
    ),
    edit(
        "jsonpointer",
        "pairwise() in jsonpointer.py isn't called anywhere. Delete it.",
        definition_deleted=["jsonpointer.py", "pairwise"],
    ),
    edit(
        "jsonpointer",
        "TODO(jsonpointer.py): to_last is a cryptic name -> rename it to split_last everywhere",
        renamed=["to_last", "split_last"],
    ),
    edit(
        "jsonpointer",
        "give unescape a docstring pls (it undoes escape: ~1 becomes / and ~0 becomes ~)",
        docstring="unescape",
    ),
    edit(
        "jsonpointer",
        "Insert `_SEPARATOR = '/'` as line 45 of jsonpointer.py, right below `_nothing = object()`.",
        line_inserted_at=["jsonpointer.py", 45, "_SEPARATOR = '/'"],
    ),
    edit(
        "jsonpointer",
        "We're about to deprecate a couple of helpers, so right after the line \u201cimport re\u201d "
        "add \u201cimport warnings\u201d.",
        line_after=["jsonpointer.py", "import re", "import warnings"],
    ),
    edit(
        "jsonpointer",
        "The error 'Location must start with /' confuses our users; can you make it say "
        "'JSON pointer must start with /' instead?",
        text_replaced=[
            "jsonpointer.py",
            "Location must start with /",
            "JSON pointer must start with /",
        ],
    ),
    edit(
        "jsonpointer",
        "Create tests/test_smoke.py containing exactly these two lines: "
        "`from jsonpointer import resolve_pointer` and "
        "`assert resolve_pointer({'a': [1, 2]}, '/a/1') == 2`",
        file=["tests/test_smoke.py", "assert resolve_pointer({'a': [1, 2]}, '/a/1') == 2"],
    ),
    beyond(
        "jsonpointer",
        "JsonPointer.resolve shows up at the top of our profiles. Make it faster.",
    ),
    beyond(
        "jsonpointer",
        "Refactor jsonpointer.py: turn escape and unescape into static methods of JsonPointer and "
        "update every caller.",
    ),
    # --- colorama/ansitowin32.py ----------------------------------------------------------
    edit(
        "ansitowin32",
        "Add import io at the top of colorama/ansitowin32.py",
        at_top=["colorama/ansitowin32.py", "import io"],
    ),
    edit(
        "ansitowin32",
        "typo fix: StreamWrapper keeps its converter in self.__convertor. Rename __convertor to "
        "__converter.",
        renamed=["__convertor", "__converter"],
    ),
    edit(
        "ansitowin32",
        "In AnsiToWin32.__init__ the comment \u201c# should we should convert ANSI sequences into "
        "win32 calls?\u201d has a doubled word, make it "
        "\u201c# should we convert ANSI sequences into win32 calls?\u201d",
        line_replaced=[
            "colorama/ansitowin32.py",
            "# should we should convert ANSI sequences into win32 calls?",
            "# should we convert ANSI sequences into win32 calls?",
        ],
    ),
    edit(
        "ansitowin32",
        "directly above `on_windows = os.name == 'nt'` in colorama's ansitowin32.py, insert the "
        "comment line `# detect whether we are running on Windows`",
        line_before=[
            "colorama/ansitowin32.py",
            "on_windows = os.name == 'nt'",
            "# detect whether we are running on Windows",
        ],
    ),
    beyond(
        "ansitowin32",
        "AnsiToWin32 ignores 256-colour sequences like ESC[38;5;208m. Add support for them when "
        "converting to win32 calls.",
    ),
    beyond(
        "ansitowin32",
        "rename write to write_text in ansitowin32.py",
    ),
]


# Set 28 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (idna/core.py, partd/file.py, lark/lexer.py,
# charset_normalizer/api.py), as a dozen different users type them (the file first, last, in
# brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; line numbers; "just before the line", "right after the
# line"; a first sentence that only gives context or a reason, then the request; a pronoun for
# what was named before; terse, polite, chatty, non-native; questions) and 8 requests beyond the
# model (a new feature twice, type hints, speed, a refactor, an unused argument to make sense of,
# a misdetection to find, and an ambiguous target: an ``__init__`` that eleven classes define).
# Every gold was checked by hand without the model on the installed copies (idna 3.20, partd
# 1.4.2, lark 1.3.1, charset-normalizer 3.4.7): anchors occur once, new names are unused, and each
# check fails on the untouched file and holds after a correct edit made by hand. Not measured when
# written.
WORKSPACES28: dict[str, list[str]] = {
    "idna_core": ["idna/core.py"],
    "partd_file": ["partd/file.py"],
    "lark_lexer": ["lark/lexer.py"],
    "charset_api": ["charset_normalizer/api.py"],
}

QUESTIONS28: list[dict] = [
    # --- idna/core.py ---------------------------------------------------------------------
    edit(
        "idna_core",
        "`_unot` is a pretty cryptic name. In idna/core.py rename it to `_format_codepoint`, "
        "callers included.",
        renamed=["_unot", "_format_codepoint"],
    ),
    edit(
        "idna_core",
        "idna/core.py: _max_input_length should be 2048, not 1024.",
        value_set=["idna/core.py", "_max_input_length", "2048"],
    ),
    edit(
        "idna_core",
        "could u add docstring for _joining_type? it give back the joining type of a code point, "
        "or None when there is none",
        docstring="_joining_type",
    ),
    edit(
        "idna_core",
        "In uts46_remap, add the comment \u201c# ASCII fast path\u201d on its own line just before "
        "the line `if domain.isascii():`.",
        line_before=["idna/core.py", "if domain.isascii():", "# ASCII fast path"],
    ),
    edit(
        "idna_core",
        "I'm debugging a label that starts with a combining mark. Temporarily comment out the "
        "check_initial_combiner(label) call inside check_label, please.",
        comment_out=["idna/core.py", "check_initial_combiner(label)"],
    ),
    edit(
        "idna_core",
        "Lines 37 and 38 of idna/core.py are a stale comment. Delete them.",
        lines_deleted=["idna/core.py", 37, 38],
    ),
    beyond(
        "idna_core",
        "Add an IDNA 2003 compatibility mode to encode() and decode() in idna/core.py that falls "
        "back to the old rules when the IDNA 2008 checks reject a label.",
    ),
    beyond(
        "idna_core",
        "valid_contexto takes an `exception` argument that it never uses. Is that a bug? Work out "
        "what it was meant to do and implement it.",
    ),
    # --- partd/file.py --------------------------------------------------------------------
    edit(
        "partd_file",
        "refactor(partd/file.py): escape_filename -> sanitize_filename",
        renamed=["escape_filename", "sanitize_filename"],
    ),
    edit(
        "partd_file",
        "The temp dirs that File creates are hard to spot in /tmp. Change suffix='.partd' to "
        "suffix='.partd-tmp' in the mkdtemp call.",
        text_replaced=["partd/file.py", "suffix='.partd'", "suffix='.partd-tmp'"],
    ),
    edit(
        "partd_file",
        "Please write a docstring for the drop method of File (partd/file.py): it deletes "
        "everything stored and recreates an empty directory.",
        docstring="File.drop",
    ),
    edit(
        "partd_file",
        "File.__del__ in partd/file.py blows up at interpreter shutdown when os is already gone. "
        "Remove that method entirely.",
        definition_deleted=["partd/file.py", "File.__del__"],
    ),
    edit(
        "partd_file",
        "Insert the line `# One file per key, all under self.path.` at line 12 of partd/file.py",
        line_inserted_at=["partd/file.py", 12, "# One file per key, all under self.path."],
    ),
    edit(
        "partd_file",
        "Create a new file partd/__init__.py containing `from .file import File`.",
        file=["partd/__init__.py", "from .file import File"],
    ),
    beyond("partd_file", "Add type hints to every function and method in partd/file.py."),
    beyond(
        "partd_file",
        "_get reads the files one after another. Could you make it faster when there are "
        "thousands of keys?",
    ),
    # --- lark/lexer.py --------------------------------------------------------------------
    edit(
        "lark_lexer",
        "[lark/lexer.py] Rename _regexp_has_newline to _regexp_may_match_newline, since it is "
        "only a heuristic.",
        renamed=["_regexp_has_newline", "_regexp_may_match_newline"],
    ),
    edit(
        "lark_lexer",
        'In Scanner.__init__ add `self._fullmatch_cache = {}` right after the line "self.use_bytes '
        '= use_bytes".',
        line_after=["lark/lexer.py", "self.use_bytes = use_bytes", "self._fullmatch_cache = {}"],
    ),
    edit(
        "lark_lexer",
        "The warning at the end of _check_regex_collisions hardcodes 8. Replace the line "
        '`logger.warning("Found 8 regex collisions, will not check for more.")` with '
        '`logger.warning("Found %d regex collisions, will not check for more.", '
        "max_collisions_to_show)`.",
        line_replaced=[
            "lark/lexer.py",
            'logger.warning("Found 8 regex collisions, will not check for more.")',
            'logger.warning("Found %d regex collisions, will not check for more.", '
            "max_collisions_to_show)",
        ],
    ),
    edit(
        "lark_lexer",
        "Can you document BasicLexer.next_token? One line is enough: it returns the next token "
        "that is not ignored, or raises EOFError at the end of the text.",
        docstring="BasicLexer.next_token",
    ),
    edit(
        "lark_lexer",
        "typo in lexer.py: 'does still exists' should be 'does still exist'",
        text_replaced=["lark/lexer.py", "does still exists", "does still exist"],
    ),
    edit(
        "lark_lexer",
        "add from __future__ import annotations to the top of lark/lexer.py",
        at_top=["lark/lexer.py", "from __future__ import annotations"],
    ),
    beyond("lark_lexer", "Add a docstring to the __init__ method in lark/lexer.py."),
    beyond(
        "lark_lexer",
        "When ContextualLexer hits an unexpected character, make it list the terminals that any "
        "parser state would have accepted there, not only the current state's.",
    ),
    # --- charset_normalizer/api.py --------------------------------------------------------
    edit(
        "charset_api",
        "In charset_normalizer/api.py the docstrings of from_fp and from_path both say \u201cSame "
        "thing than\u201d. Make it \u201cSame thing as\u201d in both.",
        text_replaced=["charset_normalizer/api.py", "Same thing than", "Same thing as"],
    ),
    edit(
        "charset_api",
        "just before the line `mean_mess_ratio: float = sum(md_ratios) / len(md_ratios) if "
        "md_ratios else 0.0` add a comment: # average chaos over the probed chunks",
        line_before=[
            "charset_normalizer/api.py",
            "mean_mess_ratio: float = sum(md_ratios) / len(md_ratios) if md_ratios else 0.0",
            "# average chaos over the probed chunks",
        ],
    ),
    edit(
        "charset_api",
        "TODO(api.py): drop `max_chunk_gave_up = max(max_chunk_gave_up, 2)`, we no longer want a "
        "floor of two chunks",
        line_deleted=["charset_normalizer/api.py", "max_chunk_gave_up = max(max_chunk_gave_up, 2)"],
    ),
    edit(
        "charset_api",
        "POST_DEFINITIVE_SB_CAP in from_bytes is a local variable, not a module constant, so the "
        "upper case is misleading. Could you rename it to max_extra_sb_matches?",
        renamed=["POST_DEFINITIVE_SB_CAP", "max_extra_sb_matches"],
    ),
    edit(
        "charset_api",
        'Append __all__ = ["from_bytes", "from_fp", "from_path", "is_binary"] as the last line of '
        "charset_normalizer/api.py",
        last_line=[
            "charset_normalizer/api.py",
            '__all__ = ["from_bytes", "from_fp", "from_path", "is_binary"]',
        ],
    ),
    beyond(
        "charset_api",
        "from_bytes is several hundred lines long. Break it into smaller helper functions without "
        "changing its behaviour.",
    ),
    beyond(
        "charset_api",
        "Sometimes UTF-8 text with only a few accented letters comes out as cp1252. Find out why "
        "in api.py and fix it.",
    ),
]


# Set 29 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four standard-library
# files, each kept at its path (distutils/util.py, encodings/punycode.py, idlelib/autocomplete.py,
# ensurepip/__init__.py), as a dozen different users type them (the file first, last, in brackets,
# in a "TODO(file):" prefix, in a commit-message scope or not at all; backticks, straight or curly
# quotes, or none; line numbers; "just before the line", "right after the line"; a first sentence
# that only gives context and a pronoun after it; a file's whole text in the request; terse,
# polite, chatty, non-native, typos; questions) and 8 requests beyond the model (a new feature
# twice, type hints, a crash to find, speed, two refactors, and an ambiguous target: a ``decode``
# two classes define). Every gold was checked by hand without the model on the 3.11.7 copies:
# anchors occur once, new names are unused, line numbers are the file's, and each check fails on
# the untouched file and holds after a correct edit made by hand. Not measured when written.
WORKSPACES29: dict[str, list[str]] = {
    "distutils_util": ["distutils/util.py"],
    "punycode": ["encodings/punycode.py"],
    "autocomplete": ["idlelib/autocomplete.py"],
    "ensurepip": ["ensurepip/__init__.py"],
}

QUESTIONS29: list[dict] = [
    # --- distutils/util.py ----------------------------------------------------------------
    edit(
        "distutils_util",
        "distutils/util.py: rename _init_regex to _compile_split_regexes, the current name says"
        " nothing about what it is for.",
        renamed=["_init_regex", "_compile_split_regexes"],
    ),
    edit(
        "distutils_util",
        "grok_environment_error in distutils/util.py is only kept for backward compatibility and"
        " nothing of ours calls it anymore. Delete it.",
        definition_deleted=["distutils/util.py", "grok_environment_error"],
    ),
    edit(
        "distutils_util",
        "could u uncomment the line #py_files = map(os.path.abspath, py_files) in byte_compile?"
        " i want absolute filenames in the generated script, only that line pls",
        uncomment=["distutils/util.py", "py_files = map(os.path.abspath, py_files)"],
    ),
    edit(
        "distutils_util",
        "Delete lines 401-409 in distutils/util.py \u2014 it's the long XXX comment about writing"
        " absolute filenames.",
        lines_deleted=["distutils/util.py", 401, 409],
    ),
    edit(
        "distutils_util",
        "In get_platform (distutils/util.py), just before the line `TARGET_TO_PLAT = {`, add the"
        " comment `# VSCMD_ARG_TGT_ARCH is set by the Visual Studio developer prompt`",
        line_before=[
            "distutils/util.py",
            "TARGET_TO_PLAT = {",
            "# VSCMD_ARG_TGT_ARCH is set by the Visual Studio developer prompt",
        ],
    ),
    edit(
        "distutils_util",
        'Use an f-string on line 71 of [distutils/util.py]: change `"%s-%s" % (osname, machine)`'
        ' to `f"{osname}-{machine}"`.',
        text_replaced=["distutils/util.py", '"%s-%s" % (osname, machine)', 'f"{osname}-{machine}"'],
    ),
    beyond(
        "distutils_util",
        "byte_compile() in distutils/util.py is about 150 lines long. Could you refactor it into"
        " separate helpers for direct and indirect compilation?",
    ),
    beyond(
        "distutils_util",
        "change_root blows up with an IndexError on Windows for some paths. Can you track down why"
        " and fix it?",
    ),
    # --- encodings/punycode.py ------------------------------------------------------------
    edit(
        "punycode",
        "Typo in an error message: encodings/punycode.py says \u201cincomplete punicode string\u201d,"
        " it should be \u201cincomplete punycode string\u201d. Fix pls.",
        text_replaced=[
            "encodings/punycode.py",
            "incomplete punicode string",
            "incomplete punycode string",
        ],
    ),
    edit(
        "punycode",
        "The module docstring of punycode.py starts with a stray space and misspells the codec's"
        ' name. Replace its first line with `"""Codec for the Punycode encoding, as specified in'
        " RFC 3492`",
        line_replaced=[
            "encodings/punycode.py",
            '""" Codec for the Punicode encoding, as specified in RFC 3492',
            '"""Codec for the Punycode encoding, as specified in RFC 3492',
        ],
    ),
    edit(
        "punycode",
        'Could you give adapt() in encodings/punycode.py a docstring? Something like "Bias'
        ' adaptation function, RFC 3492 section 6.1."',
        docstring="adapt",
    ),
    edit(
        "punycode",
        'Set `digits` in encodings/punycode.py to b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" - we'
        " want upper-case output.",
        value_set=["encodings/punycode.py", "digits", 'b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"'],
    ),
    edit(
        "punycode",
        'In punycode_decode, right after the line pos = text.rfind(b"-") add this comment:'
        " # the last hyphen separates basic from extended code points",
        line_after=[
            "encodings/punycode.py",
            'pos = text.rfind(b"-")',
            "# the last hyphen separates basic from extended code points",
        ],
    ),
    edit(
        "punycode",
        "T(j, bias) is a cryptic name for the threshold function. Rename T to threshold everywhere"
        " in encodings/punycode.py.",
        renamed=["T", "threshold"],
    ),
    beyond(
        "punycode",
        "Encoding long strings with the punycode codec is really slow, selective_find rescans the"
        " string every time. Can you make punycode_encode fast?",
    ),
    beyond("punycode", "Add a docstring to decode in punycode.py."),
    # --- idlelib/autocomplete.py ----------------------------------------------------------
    edit(
        "autocomplete",
        "Remove the line '# TODO Update this here and elsewhere.' from idlelib/autocomplete.py",
        line_deleted=["idlelib/autocomplete.py", "# TODO Update this here and elsewhere."],
    ),
    edit(
        "autocomplete",
        "AutoComplete.reload has no docstring. Could you add one saying that it re-reads the"
        " popupwait delay from idleConf?",
        docstring="AutoComplete.reload",
    ),
    edit(
        "autocomplete",
        "in fetch_completions the name bigl is unreadable. rename bigl -> all_names"
        " (idlelib/autocomplete.py)",
        renamed=["bigl", "all_names"],
    ),
    edit(
        "autocomplete",
        "My headless tests choke on the module-level AutoComplete.reload() call near the bottom"
        " of idlelib/autocomplete.py. Comment that line out for now.",
        comment_out=["idlelib/autocomplete.py", "AutoComplete.reload()"],
    ),
    edit(
        "autocomplete",
        "idlelib/autocomplete.py: insert `import re` at line 11.",
        line_inserted_at=["idlelib/autocomplete.py", 11, "import re"],
    ),
    beyond("autocomplete", "add type hints to all the methods of the AutoComplete class"),
    beyond(
        "autocomplete",
        "When completing inside a string I'd like autocomplete to also offer environment"
        " variable names after a $. Can you implement that in autocomplete.py?",
    ),
    # --- ensurepip/__init__.py ------------------------------------------------------------
    edit(
        "ensurepip",
        "chore(ensurepip): bump the bundled pip version to 23.3.1",
        value_set=["ensurepip/__init__.py", "_PIP_VERSION", '"23.3.1"'],
    ),
    edit(
        "ensurepip",
        'In _uninstall_helper, replace `args = ["uninstall", "-y", "--disable-pip-version-check"]`'
        ' with `args = ["uninstall", "-y", "--disable-pip-version-check", "--no-input"]`.',
        line_replaced=[
            "ensurepip/__init__.py",
            'args = ["uninstall", "-y", "--disable-pip-version-check"]',
            'args = ["uninstall", "-y", "--disable-pip-version-check", "--no-input"]',
        ],
    ),
    edit(
        "ensurepip",
        "TODO(ensurepip/__init__.py): docstring for _find_packages \u2013 it lists the pip and"
        " setuptools wheels it finds in a directory",
        docstring="_find_packages",
    ),
    edit(
        "ensurepip",
        "Add from __future__ import annotations at the top of ensurepip/__init__.py, please.",
        at_top=["ensurepip/__init__.py", "from __future__ import annotations"],
    ),
    edit(
        "ensurepip",
        "Could you append the line `# vim: set ts=4 sw=4 et:` at the very end of"
        " ensurepip/__init__.py?",
        last_line=["ensurepip/__init__.py", "# vim: set ts=4 sw=4 et:"],
    ),
    edit(
        "ensurepip",
        "We want `python -m ensurepip` to work from this checkout. Create ensurepip/__main__.py"
        ' with:\n\nimport ensurepip\nimport sys\n\nif __name__ == "__main__":\n'
        "    sys.exit(ensurepip._main())\n",
        file=["ensurepip/__main__.py", "sys.exit(ensurepip._main())"],
    ),
    beyond(
        "ensurepip",
        "Add a --dry-run flag to python -m ensurepip that only prints the pip command it would"
        " run.",
    ),
    beyond(
        "ensurepip",
        "_bootstrap and _uninstall_helper both build the -v arguments and call _run_pip by hand;"
        " pull the shared pip argument building into one helper in ensurepip/__init__.py.",
    ),
]


# Set 30 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (cycler/__init__.py, send2trash/plat_other.py,
# websocket/_url.py, fqdn/__init__.py), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; line numbers; "just before the line", "right
# after the line"; a first sentence that only gives context or a reason, then the request; a
# pronoun for what was named before; a new file's whole text; terse, polite, chatty, non-native,
# typos; questions) and 7 requests beyond the model (a new feature twice, type hints, a
# misdetection to find, a refactor, speed, and an ambiguous target: "the TODO comment" of a file
# that has three). Every gold was checked by hand without the model on the installed copies
# (cycler 0.12.1, Send2Trash 2.2.0, websocket-client 1.9.2, fqdn 1.6.0): anchors occur once, new
# names are unused, line numbers are the file's, and each check fails on the untouched file and
# holds after a correct edit made by hand. Not measured when written.
WORKSPACES30: dict[str, list[str]] = {
    "cycler_init": ["cycler/__init__.py"],
    "send2trash_other": ["send2trash/plat_other.py"],
    "websocket_url": ["websocket/_url.py"],
    "fqdn_init": ["fqdn/__init__.py"],
}

QUESTIONS30: list[dict] = [
    # --- cycler/__init__.py ---------------------------------------------------------------
    edit(
        "cycler_init",
        "cycler/__init__.py: `_process_keys` doesn't really process anything, it just works out "
        "the key set of two composed cyclers. Please rename it to `_composed_keys`, call sites "
        "included.",
        renamed=["_process_keys", "_composed_keys"],
    ),
    edit(
        "cycler_init",
        "Could you put a short docstring on Cycler.__len__? Something like: the length of one "
        "full cycle; for + it is the shorter of the two sides, for * their product.",
        docstring="Cycler.__len__",
    ),
    edit(
        "cycler_init",
        'chore(cycler): bump __version__ to "0.12.2"',
        value_set=["cycler/__init__.py", "__version__", '"0.12.2"'],
    ),
    edit(
        "cycler_init",
        "Spotted a typo while reading the comment above __iadd__ \u2014 it says \u201cexapand "
        "the the type\u201d. Can you make that \u201cexpand the type\u201d? Thanks a lot!",
        text_replaced=["cycler/__init__.py", "exapand the the type", "expand the type"],
    ),
    edit(
        "cycler_init",
        "We're going to drop the old _transpose alias in the next release. For now just comment "
        "out the line `_transpose = by_key` in the Cycler class, don't delete it yet.",
        comment_out=["cycler/__init__.py", "_transpose = by_key"],
    ),
    edit(
        "cycler_init",
        "pls delete lines 456 to 460 (the old TODO about balancing inside simplify) in "
        "cycler/__init__.py",
        lines_deleted=["cycler/__init__.py", 456, 460],
    ),
    edit(
        "cycler_init",
        "Nothing in our code ever calls a Cycler instance directly, so the __call__ method of "
        "Cycler is dead weight. Remove it.",
        definition_deleted=["cycler/__init__.py", "Cycler.__call__"],
    ),
    beyond("cycler_init", "Delete the TODO comment in cycler/__init__.py."),
    beyond(
        "cycler_init",
        "Can you add a reverse() method to Cycler that gives back a new Cycler with every key's "
        "values in reverse order?",
    ),
    # --- send2trash/plat_other.py ---------------------------------------------------------
    edit(
        "send2trash_other",
        "[plat_other.py] rename format_date -> trashinfo_date",
        renamed=["format_date", "trashinfo_date"],
    ),
    edit(
        "send2trash_other",
        "info_for has no docstring. add one saying it returns the text of the .trashinfo file "
        "for src, with the path relative to topdir when src is under it",
        docstring="info_for",
    ),
    edit(
        "send2trash_other",
        'In send2trash() the error says "Couldn\'t find mount point for ...". Please change '
        '"Couldn\'t find mount point" to "Could not find the mount point" in '
        "send2trash/plat_other.py.",
        text_replaced=[
            "send2trash/plat_other.py",
            "Couldn't find mount point",
            "Could not find the mount point",
        ],
    ),
    edit(
        "send2trash_other",
        "in trash_move, right after the line `check_create(info_path)` please to add the "
        "comment `# both folders exist from here on`",
        line_after=[
            "send2trash/plat_other.py",
            "check_create(info_path)",
            "# both folders exist from here on",
        ],
    ),
    edit(
        "send2trash_other",
        "Add `import logging` to the imports at the top of send2trash/plat_other.py",
        at_top=["send2trash/plat_other.py", "import logging"],
    ),
    edit(
        "send2trash_other",
        "The comment just above get_dev is out of date, the tests patch os.lstat anyway. "
        "Delete it.",
        line_deleted=[
            "send2trash/plat_other.py",
            "# Pull this out so it's easy to stub (to avoid stubbing lstat itself)",
        ],
    ),
    beyond(
        "send2trash_other",
        "Could you add type hints to all the functions in send2trash/plat_other.py?",
    ),
    beyond(
        "send2trash_other",
        "Trashing a file that lives on a USB stick fails with \u201cCouldn't find mount "
        "point\u201d even though the stick is mounted fine. Figure out why and fix it please.",
    ),
    # --- websocket/_url.py ----------------------------------------------------------------
    edit(
        "websocket_url",
        "TODO(websocket/_url.py): rename _is_subnet_address to _looks_like_network",
        renamed=["_is_subnet_address", "_looks_like_network"],
    ),
    edit(
        "websocket_url",
        "websocket/_url.py \u2014 write a docstring for _is_no_proxy_host: it returns True when "
        "the hostname matches the no_proxy list, or the no_proxy / NO_PROXY environment "
        "variable when no list is given.",
        docstring="_is_no_proxy_host",
    ),
    edit(
        "websocket_url",
        "Switch the %-formatting on line 62 of _url.py to an f-string: replace "
        '`raise ValueError("scheme %s is invalid" % scheme)` with '
        '`raise ValueError(f"scheme {scheme} is invalid")`.',
        line_replaced=[
            "websocket/_url.py",
            'raise ValueError("scheme %s is invalid" % scheme)',
            'raise ValueError(f"scheme {scheme} is invalid")',
        ],
    ),
    edit(
        "websocket_url",
        "Insert the line `# --- no_proxy helpers ---` at line 75 of websocket/_url.py.",
        line_inserted_at=["websocket/_url.py", 75, "# --- no_proxy helpers ---"],
    ),
    edit(
        "websocket_url",
        "could you add no_proxy = [host.strip() for host in no_proxy] just before the line "
        "'if \"*\" in no_proxy:' in _is_no_proxy_host?",
        line_before=[
            "websocket/_url.py",
            'if "*" in no_proxy:',
            "no_proxy = [host.strip() for host in no_proxy]",
        ],
    ),
    beyond(
        "websocket_url",
        "parse_url should also accept http:// and https:// URLs and treat them like ws:// and "
        "wss://. Can you add that?",
    ),
    beyond(
        "websocket_url",
        "_is_no_proxy_host in websocket/_url.py is getting long and hard to follow; split it "
        "into a few smaller helper functions.",
    ),
    # --- fqdn/__init__.py -----------------------------------------------------------------
    edit(
        "fqdn_init",
        "fqdn/__init__.py: in is_valid the variable regex_pass is badly named, call it "
        "syntax_ok instead.",
        renamed=["regex_pass", "syntax_ok"],
    ),
    edit(
        "fqdn_init",
        "Add a docstring to FQDN.labels_count (the number of labels in the name; a trailing "
        "dot doesn't count as an extra label).",
        docstring="FQDN.labels_count",
    ),
    edit(
        "fqdn_init",
        "The is_valid docstring cites RFC 3686 but the preferred form is in RFC 3696. Change "
        "\u201c3686 s. 2\u201d to \u201c3696 s. 2\u201d.",
        text_replaced=["fqdn/__init__.py", "3686 s. 2", "3696 s. 2"],
    ),
    edit(
        "fqdn_init",
        'Append `__all__ = ["FQDN"]` as the very last line of fqdn/__init__.py',
        last_line=["fqdn/__init__.py", '__all__ = ["FQDN"]'],
    ),
    edit(
        "fqdn_init",
        "Create fqdn/__main__.py with exactly this in it:\n\n"
        "import sys\n\nfrom fqdn import FQDN\n\nprint(FQDN(sys.argv[1]).is_valid)\n",
        file=["fqdn/__main__.py", "print(FQDN(sys.argv[1]).is_valid)"],
    ),
    beyond(
        "fqdn_init",
        "FQDN._regex recompiles the pattern every single time it is used. Make the validation "
        "faster.",
    ),
]


# Set 31 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (requests/cookies.py, rsa/key.py,
# pythonjsonlogger/core.py, webcolors/_conversion.py), as a dozen different users type them (the
# file first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at
# all; backticks, straight or curly quotes, or none; line numbers; "just before the line", "right
# after the line"; a first sentence that only gives context or a reason, then the request; a
# pronoun for what was named before; a new file's whole text; terse, polite, chatty, non-native,
# typos; questions) and 8 requests beyond the model (a new feature three times, speed, a refactor,
# type hints, a bug to find, and an ambiguous target: an ``__eq__`` that two classes define).
# Every gold was checked by hand without the model on the installed copies (requests 2.34.2, rsa
# 4.7.2, python-json-logger 4.2.0, webcolors 25.10.0): anchors occur once, new names are unused,
# line numbers are the file's, and each check fails on the untouched file and holds after a
# correct edit made by hand. Not measured when written.
WORKSPACES31: dict[str, list[str]] = {
    "requests_cookies": ["requests/cookies.py"],
    "rsa_key": ["rsa/key.py"],
    "jsonlogger_core": ["pythonjsonlogger/core.py"],
    "webcolors_conversion": ["webcolors/_conversion.py"],
}

QUESTIONS31: list[dict] = [
    # --- requests/cookies.py -----------------------------------------------------------------
    edit(
        "requests_cookies",
        "`toReturn` in RequestsCookieJar._find_no_duplicates is the only camelCase local in"
        " requests/cookies.py. Rename it to `found_value`, please.",
        renamed=["toReturn", "found_value"],
    ),
    edit(
        "requests_cookies",
        "MockResponse.getheaders() computes the headers and then just throws them away. Line 132"
        " of cookies.py should read: return self._headers.getheaders(name)",
        line_replaced=[
            "requests/cookies.py",
            "self._headers.getheaders(name)",
            "return self._headers.getheaders(name)",
        ],
    ),
    edit(
        "requests_cookies",
        "could you put a short docstring on RequestsCookieJar.set_cookie (requests/cookies.py)?"
        " something saying it strips the escaped quotes out of a quoted value before storing"
        " the cookie",
        docstring="RequestsCookieJar.set_cookie",
    ),
    edit(
        "requests_cookies",
        "[requests/cookies.py] comment out the assert in MockRequest.__init__ for now, our test"
        " doubles aren't real PreparedRequests",
        comment_out=["requests/cookies.py", "assert _is_prepared(request)"],
    ),
    edit(
        "requests_cookies",
        "merge_cookies error message: change \u201cYou can only merge into CookieJar\u201d to"
        " \u201ccookiejar must be a CookieJar instance\u201d",
        text_replaced=[
            "requests/cookies.py",
            "You can only merge into CookieJar",
            "cookiejar must be a CookieJar instance",
        ],
    ),
    edit(
        "requests_cookies",
        "the two comment lines at 61-62 in get_full_url (\"Only return the response's URL if"
        " the user hadn't set the Host header\") just repeat the code below them. delete those"
        " two lines",
        lines_deleted=["requests/cookies.py", 61, 62],
    ),
    # --- rsa/key.py ----------------------------------------------------------------------------
    edit(
        "rsa_key",
        "TODO(rsa/key.py): DEFAULT_EXPONENT -> 3, the test fixtures want tiny fast keys",
        value_set=["rsa/key.py", "DEFAULT_EXPONENT", "3"],
    ),
    edit(
        "rsa_key",
        "inside find_p_q the inner function is_acceptable have a too generic name, can you"
        " rename it to pair_is_acceptable? (only in this file, it is local)",
        renamed=["is_acceptable", "pair_is_acceptable"],
    ),
    edit(
        "rsa_key",
        "Right after the line `n = p * q` in newkeys, add"
        " `log.debug('newkeys: modulus has %i bits', rsa.common.bit_size(n))` in rsa/key.py.",
        line_after=[
            "rsa/key.py",
            "n = p * q",
            "log.debug('newkeys: modulus has %i bits', rsa.common.bit_size(n))",
        ],
    ),
    edit(
        "rsa_key",
        "AbstractKey._initial_blinding_factor has no docstring. Add one that says it picks a"
        " random number relatively prime to n, trying up to 1000 times.",
        docstring="AbstractKey._initial_blinding_factor",
    ),
    edit(
        "rsa_key",
        "typo in key.py: 'exacty' should be 'exactly'",
        text_replaced=["rsa/key.py", "exacty", "exactly"],
    ),
    edit(
        "rsa_key",
        "We run the doctests through pytest now, so the hand-rolled runner at the bottom of"
        " rsa/key.py is dead weight. Remove lines 817-831 (the whole"
        " `if __name__ == '__main__':` block).",
        lines_deleted=["rsa/key.py", 817, 831],
    ),
    # --- pythonjsonlogger/core.py ------------------------------------------------------------
    edit(
        "jsonlogger_core",
        "refactor(core): exception_info_str -> formatted_exc in formatException",
        renamed=["exception_info_str", "formatted_exc"],
    ),
    edit(
        "jsonlogger_core",
        "The little _get_rename helper on BaseJsonFormatter is the only method in"
        " pythonjsonlogger/core.py without a docstring. Would you mind writing one for it?",
        docstring="BaseJsonFormatter._get_rename",
    ),
    edit(
        "jsonlogger_core",
        'So when you pass timestamp=True the key ends up as "timestamp", but our ELK pipeline'
        ' expects "@timestamp" like everything else we ship. On line 369 of core.py, make the'
        ' fallback key "@timestamp" instead of "timestamp".',
        line_replaced=[
            "pythonjsonlogger/core.py",
            'key = self.timestamp if isinstance(self.timestamp, str) else "timestamp"',
            'key = self.timestamp if isinstance(self.timestamp, str) else "@timestamp"',
        ],
    ),
    edit(
        "jsonlogger_core",
        "add import json to the standard library imports at the top of pythonjsonlogger/core.py",
        at_top=["pythonjsonlogger/core.py", "import json"],
    ),
    edit(
        "jsonlogger_core",
        "Nobody is going to validate the comma format any time soon. Delete the"
        " '# TODO: Validate comma format' comment in BaseJsonFormatter.__init__.",
        line_deleted=["pythonjsonlogger/core.py", "# TODO: Validate comma format"],
    ),
    edit(
        "jsonlogger_core",
        "Insert `# TODO: add a suffix option as well` as line 215 of pythonjsonlogger/core.py.",
        line_inserted_at=["pythonjsonlogger/core.py", 215, "# TODO: add a suffix option as well"],
    ),
    # --- webcolors/_conversion.py ------------------------------------------------------------
    edit(
        "webcolors_conversion",
        "hex_to_name's error message ends with a full stop but name_to_hex's doesn't. Remove the"
        " trailing period from the ValueError message raised in hex_to_name"
        " (webcolors/_conversion.py).",
        text_replaced=["webcolors/_conversion.py", "in {spec}.')", "in {spec}')"],
    ),
    edit(
        "webcolors_conversion",
        "just before the line int_value = int(normalize_hex(hex_value)[1:], 16) put a comment"
        " # [1:] skips the leading '#'",
        line_before=[
            "webcolors/_conversion.py",
            "int_value = int(normalize_hex(hex_value)[1:], 16)",
            "# [1:] skips the leading '#'",
        ],
    ),
    edit(
        "webcolors_conversion",
        "We never call name_to_rgb_percent anywhere and it isn't part of what we re-export. Get"
        " rid of it from webcolors/_conversion.py.",
        definition_deleted=["webcolors/_conversion.py", "name_to_rgb_percent"],
    ),
    edit(
        "webcolors_conversion",
        "add `rgb_percent_to_integer = rgb_percent_to_rgb` as the very last line of"
        " _conversion.py (the old name, so downstream code keeps working)",
        last_line=["webcolors/_conversion.py", "rgb_percent_to_integer = rgb_percent_to_rgb"],
    ),
    edit(
        "webcolors_conversion",
        "Create tests/test_roundtrip.py with this content:\n\n"
        "from webcolors._conversion import hex_to_rgb, rgb_to_hex\n\n\n"
        "def test_roundtrip():\n"
        '    assert rgb_to_hex(hex_to_rgb("#daa520")) == "#daa520"\n',
        file=["tests/test_roundtrip.py", 'assert rgb_to_hex(hex_to_rgb("#daa520")) == "#daa520"'],
    ),
    # --- beyond the model ----------------------------------------------------------------------
    beyond(
        "requests_cookies",
        "Add SameSite support: create_cookie should accept a samesite= keyword, and"
        " morsel_to_cookie should carry morsel['samesite'] over into the cookie's rest dict.",
    ),
    beyond(
        "requests_cookies",
        "Looking a cookie up by name in RequestsCookieJar (get, __getitem__, _find) walks the"
        " whole jar every time. Can you make those lookups O(1), with an index by name that"
        " stays in sync with set_cookie and clear?",
    ),
    beyond("rsa_key", "Add a docstring to __eq__ in rsa/key.py."),
    beyond(
        "rsa_key",
        "PublicKey and PrivateKey both define the same __getitem__ and __ne__. Move them up into"
        " AbstractKey and drop the copies in the subclasses.",
    ),
    beyond(
        "jsonlogger_core",
        "Implement the comma format validation the TODO in BaseJsonFormatter.__init__ talks"
        ' about: with style="," and validate=True, raise ValueError when a field is empty or is'
        " not a valid identifier.",
    ),
    beyond(
        "jsonlogger_core",
        "formatException(self, ei) and formatStack(self, stack_info) in core.py take untyped"
        " arguments. give them proper type hints (the exc_info tuple type and str) so we can"
        " drop the type: ignore comments",
    ),
    beyond(
        "webcolors_conversion",
        "add hex_to_hsl and hsl_to_hex to webcolors/_conversion.py, taking/returning an"
        " (h, s%, l%) tuple like CSS hsl() does",
    ),
    beyond(
        "webcolors_conversion",
        "Some percentage triplets that we got out of rgb_to_rgb_percent don't come back to the"
        " same name through rgb_percent_to_name. Find where the rounding goes wrong in"
        " _conversion.py and fix it.",
    ),
]


# Set 33 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (fastjsonschema/generator.py, urllib3/util/retry.py,
# jupyter_core/paths.py, werkzeug/datastructures/range.py), as a dozen different users type them
# (the file first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not
# at all; backticks, straight or curly quotes, or none; line numbers; "just before the line",
# "right after the line"; a first sentence that only gives context or a reason, then the request;
# a pronoun for what was named before; a new file's whole text; terse, polite, chatty,
# non-native, typos; questions) and 8 requests beyond the model (a new feature twice, speed, type
# hints, tests to write, a refactor, a bug to find, and an ambiguous target: "the __str__ method"
# of a file whose three classes each define one). Every gold was checked by hand without the
# model on the installed copies (fastjsonschema 2.22.3, urllib3 2.7.0, jupyter_core 5.9.1,
# werkzeug 3.1.8): anchors occur once, new names are unused, line numbers are the file's, and
# each check fails on the untouched file and holds after a correct edit made by hand. Not
# measured when written.
WORKSPACES33: dict[str, list[str]] = {
    "fastjsonschema_generator": ["fastjsonschema/generator.py"],
    "urllib3_retry": ["urllib3/util/retry.py"],
    "jupyter_paths": ["jupyter_core/paths.py"],
    "werkzeug_range": ["werkzeug/datastructures/range.py"],
}

QUESTIONS33: list[dict] = [
    # --- fastjsonschema/generator.py ------------------------------------------------------
    edit(
        "fastjsonschema_generator",
        "`repr_regex` reads too much like `repr_default` next to it. Could you rename it to"
        " `regex_to_source`? (fastjsonschema/generator.py)",
        renamed=["repr_regex", "regex_to_source"],
    ),
    edit(
        "fastjsonschema_generator",
        "hey, serialize_regexes in generator.py only has a comment on top and no real docstring,"
        " which is annoying when you hover it in the IDE. can you put a docstring on it? something"
        " like: turns the dict of compiled patterns into the Python source of REGEX_PATTERNS",
        docstring="serialize_regexes",
    ),
    edit(
        "fastjsonschema_generator",
        "We want the generated validators indented by two spaces. In the CodeGenerator class,"
        " change INDENT = 4 to INDENT = 2.",
        text_replaced=["fastjsonschema/generator.py", "INDENT = 4", "INDENT = 2"],
    ),
    edit(
        "fastjsonschema_generator",
        'pls comment out the line assert self._variable_name.startswith("data") in'
        " generate_ref, it brakes with our own name prefix",
        comment_out=[
            "fastjsonschema/generator.py",
            'assert self._variable_name.startswith("data")',
        ],
    ),
    edit(
        "fastjsonschema_generator",
        "Remove the \u2018# pylint: disable=invalid-name\u2019 comment at line 249 of"
        " fastjsonschema/generator.py.",
        line_deleted=["fastjsonschema/generator.py", "# pylint: disable=invalid-name"],
    ),
    edit(
        "fastjsonschema_generator",
        "Nothing in generator.py calls enforce_list any more. Delete it.",
        definition_deleted=["fastjsonschema/generator.py", "enforce_list"],
    ),
    beyond(
        "fastjsonschema_generator",
        "The validators CodeGenerator produces are slow on big schemas with lots of $refs. Make"
        " the generated code faster.",
    ),
    beyond(
        "fastjsonschema_generator",
        "Add type hints to every method of CodeGenerator in fastjsonschema/generator.py.",
    ),
    # --- urllib3/util/retry.py ------------------------------------------------------------
    edit(
        "urllib3_retry",
        "util/retry: lower DEFAULT_BACKOFF_MAX from 120 to 60",
        line_replaced=[
            "urllib3/util/retry.py",
            "DEFAULT_BACKOFF_MAX = 120",
            "DEFAULT_BACKOFF_MAX = 60",
        ],
    ),
    edit(
        "urllib3_retry",
        "Could you rename the private method _sleep_backoff of Retry to _sleep_for_backoff?",
        renamed=["_sleep_backoff", "_sleep_for_backoff"],
    ),
    edit(
        "urllib3_retry",
        "Retry.new has no docstring. Please add one saying that it returns a copy of the Retry"
        " with the given keyword arguments overridden.",
        docstring="Retry.new",
    ),
    edit(
        "urllib3_retry",
        "In parse_retry_after, right after the line `seconds = max(seconds, 0)`, add"
        ' `log.debug("Retry-After parsed as %s seconds", seconds)`.',
        line_after=[
            "urllib3/util/retry.py",
            "seconds = max(seconds, 0)",
            'log.debug("Retry-After parsed as %s seconds", seconds)',
        ],
    ),
    edit(
        "urllib3_retry",
        "RFC 7230 is obsolete. In urllib3/util/retry.py replace"
        " \u201chttps://tools.ietf.org/html/rfc7230#section-3.2.4\u201d with"
        " \u201chttps://www.rfc-editor.org/rfc/rfc9110#section-5.6.3\u201d",
        text_replaced=[
            "urllib3/util/retry.py",
            "https://tools.ietf.org/html/rfc7230#section-3.2.4",
            "https://www.rfc-editor.org/rfc/rfc9110#section-5.6.3",
        ],
    ),
    edit(
        "urllib3_retry",
        'TODO(retry.py): add __all__ = ["RequestHistory", "Retry"] as the very last line of the'
        " file",
        last_line=["urllib3/util/retry.py", '__all__ = ["RequestHistory", "Retry"]'],
    ),
    beyond(
        "urllib3_retry",
        "Add a max_total_sleep option to Retry that caps the total time spent sleeping over all"
        " the retries of a request, and raise MaxRetryError once it is used up.",
    ),
    beyond(
        "urllib3_retry",
        "Something is off in Retry.is_exhausted: with total=0 and connect=2 I get one more retry"
        " than I expect. Can you find the bug and fix it?",
    ),
    # --- jupyter_core/paths.py ------------------------------------------------------------
    edit(
        "jupyter_paths",
        "UF_HIDDEN in jupyter_core/paths.py: just hardcode it to 32768 instead of the"
        " getattr(stat, ...) lookup.",
        value_set=["jupyter_core/paths.py", "UF_HIDDEN", "32768"],
    ),
    edit(
        "jupyter_paths",
        'Insert "# shorthand, used all over this module" as line 25 of paths.py',
        line_inserted_at=["jupyter_core/paths.py", 25, "# shorthand, used all over this module"],
    ),
    edit(
        "jupyter_paths",
        "paths.py needs `import logging` up top with the other imports.",
        at_top=["jupyter_core/paths.py", "import logging"],
    ),
    edit(
        "jupyter_paths",
        "The examples in the jupyter_path docstring are wrong, ~/.local/jupyter is not a real"
        " location. Delete lines 281 to 286 of jupyter_core/paths.py.",
        lines_deleted=["jupyter_core/paths.py", 281, 286],
    ),
    edit(
        "jupyter_paths",
        "in win32_restrict_file_to_user there is a commented-out line"
        ' `everyone, _domain, _type = win32security.LookupAccountName("", "Everyone")`,'
        " uncomment it please",
        uncomment=[
            "jupyter_core/paths.py",
            'everyone, _domain, _type = win32security.LookupAccountName("", "Everyone")',
        ],
    ),
    edit(
        "jupyter_paths",
        'Just before the line return pjoin(xdg, "jupyter") in jupyter_data_dir, put a comment:'
        " # defaults to ~/.local/share/jupyter",
        line_before=[
            "jupyter_core/paths.py",
            'return pjoin(xdg, "jupyter")',
            "# defaults to ~/.local/share/jupyter",
        ],
    ),
    beyond(
        "jupyter_paths",
        "jupyter_path and jupyter_config_path repeat the same user/env/system merging. Pull that"
        " into one shared helper and make both functions use it.",
    ),
    beyond(
        "jupyter_paths",
        "Write pytest tests for envset in paths.py that cover every string it treats as false,"
        " in upper and lower case.",
    ),
    # --- werkzeug/datastructures/range.py -------------------------------------------------
    edit(
        "werkzeug_range",
        "rename _CallbackProperty -> _NotifyingProperty (werkzeug/datastructures/range.py)",
        renamed=["_CallbackProperty", "_NotifyingProperty"],
    ),
    edit(
        "werkzeug_range",
        "Give ContentRange.to_header a docstring, like the to_header methods of IfRange and Range"
        " already have.",
        docstring="ContentRange.to_header",
    ),
    edit(
        "werkzeug_range",
        "[range.py] comment out the assert in ContentRange.set (the 'Bad range provided' one)",
        comment_out=[
            "werkzeug/datastructures/range.py",
            'assert http.is_byte_range_valid(start, stop, length), "Bad range provided"',
        ],
    ),
    edit(
        "werkzeug_range",
        "Create tests/test_range.py with this content:\n\n"
        "from werkzeug.datastructures.range import Range\n\n\n"
        "def test_to_header():\n"
        '    assert Range("bytes", [(0, 500)]).to_header() == "bytes=0-499"\n',
        file=[
            "tests/test_range.py",
            'assert Range("bytes", [(0, 500)]).to_header() == "bytes=0-499"',
        ],
    ),
    edit(
        "werkzeug_range",
        'There\'s a typo in the docstring of Range in range.py: "All methods only support only".'
        ' Drop the first "only".',
        text_replaced=[
            "werkzeug/datastructures/range.py",
            "All methods only support only",
            "All methods support only",
        ],
    ),
    beyond(
        "werkzeug_range",
        "Make Range.range_for_length handle several ranges too: return a list of (start, stop)"
        " tuples when the header has more than one.",
    ),
    beyond(
        "werkzeug_range",
        "Delete the __str__ method in range.py, it only calls to_header anyway.",
    ),
]


# Set 32 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (iniconfig/__init__.py, ptyprocess/ptyprocess.py,
# six.py, async_lru/__init__.py), as a dozen different users type them (the file first, last, in
# brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; line numbers; "just before the line", "right after the
# line"; a first sentence that only gives context or a reason, then the request; a pronoun for
# what was named before; a new file's whole text; terse, polite, chatty, non-native, typos;
# questions) and 8 requests beyond the model (a new feature twice, type hints, speed, a refactor,
# two bugs to find, and an ambiguous target: a ``get`` that two classes define with overloads).
# Every gold was checked by hand without the model on the installed copies (iniconfig 2.3.0,
# ptyprocess 0.7.0, six 1.17.0, async-lru 2.4.0): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct
# edit made by hand. Not measured when written.
WORKSPACES32: dict[str, list[str]] = {
    "iniconfig_init": ["iniconfig/__init__.py"],
    "ptyprocess_pty": ["ptyprocess/ptyprocess.py"],
    "six_module": ["six.py"],
    "async_lru_init": ["async_lru/__init__.py"],
}

QUESTIONS32: list[dict] = [
    # --- iniconfig/__init__.py ---------------------------------------------------------------
    edit(
        "iniconfig_init",
        "iniconfig/__init__.py: the local variable `sections_data` is a clumsy name. Rename it to"
        " `parsed_sections`, in both __init__ and parse.",
        renamed=["sections_data", "parsed_sections"],
    ),
    edit(
        "iniconfig_init",
        "could u put a short docstirng on SectionWrapper.items? something like 'Yield the"
        " (key, value) pairs of the section in file order.'",
        docstring="SectionWrapper.items",
    ),
    edit(
        "iniconfig_init",
        "SectionWrapper is part of the public API for us, so it should be exported too. Add"
        " \u201cSectionWrapper\u201d as the last entry of __all__ in iniconfig/__init__.py.",
        value_set=[
            "iniconfig/__init__.py",
            "__all__",
            '["IniConfig", "ParseError", "COMMENTCHARS", "iscommentline", "SectionWrapper"]',
        ],
    ),
    edit(
        "iniconfig_init",
        "Right after the line `self.path = os.fspath(path)` in IniConfig.__init__, add"
        " `self.encoding = encoding`.",
        line_after=[
            "iniconfig/__init__.py",
            "self.path = os.fspath(path)",
            "self.encoding = encoding",
        ],
    ),
    edit(
        "iniconfig_init",
        "The Example part of the IniConfig.parse docstring is out of date. Please delete lines"
        ' 150-162 of iniconfig/__init__.py (the blank line before "Example:" down to the'
        ' "# section names and keys have Unicode whitespace stripped" line).',
        lines_deleted=["iniconfig/__init__.py", 150, 162],
    ),
    edit(
        "iniconfig_init",
        "TODO(iniconfig/__init__.py): add `from __future__ import annotations` at the top of the"
        " module, just below the module docstring.",
        at_top=["iniconfig/__init__.py", "from __future__ import annotations"],
    ),
    beyond(
        "iniconfig_init",
        "Add a getboolean(section, name, default=False) method to IniConfig that understands"
        " yes/no, true/false, on/off and 1/0, and raises ValueError on anything else.",
    ),
    beyond("iniconfig_init", "Add a docstring to get() in iniconfig/__init__.py."),
    # --- ptyprocess/ptyprocess.py ------------------------------------------------------------
    edit(
        "ptyprocess_pty",
        "Add a docstring to PtyProcess._writeb in ptyprocess/ptyprocess.py: it writes raw bytes to"
        " the pty, flushes unless flush=False, and returns the number of bytes written.",
        docstring="PtyProcess._writeb",
    ),
    edit(
        "ptyprocess_pty",
        "close() doesn't wait long enough on our slow CI box. In ptyprocess.py change"
        " 'self.delayafterclose = 0.1' to 'self.delayafterclose = 0.2'.",
        line_replaced=[
            "ptyprocess/ptyprocess.py",
            "self.delayafterclose = 0.1",
            "self.delayafterclose = 0.2",
        ],
    ),
    edit(
        "ptyprocess_pty",
        "typo in the spawn docstring: \u201cDimensions of the psuedoterminal\u201d should read"
        " \u201cDimensions of the pseudoterminal\u201d",
        text_replaced=[
            "ptyprocess/ptyprocess.py",
            "psuedoterminal",
            "Dimensions of the pseudoterminal",
        ],
    ),
    edit(
        "ptyprocess_pty",
        "Remove the leftover `### os.WNOHANG) # Solaris!` comment line in isalive()"
        " (ptyprocess/ptyprocess.py).",
        line_deleted=["ptyprocess/ptyprocess.py", "### os.WNOHANG) # Solaris!"],
    ),
    edit(
        "ptyprocess_pty",
        "In close() there is a commented-out `#self.pid = None`. pls uncomment it, we want the"
        " pid cleared once the child is closed.",
        uncomment=["ptyprocess/ptyprocess.py", "self.pid = None"],
    ),
    edit(
        "ptyprocess_pty",
        "Insert the comment `# Both are filled in lazily by _make_eof_intr().` at line 49 of"
        " ptyprocess/ptyprocess.py, so that it sits directly above `_EOF, _INTR = None, None`.",
        line_inserted_at=[
            "ptyprocess/ptyprocess.py",
            49,
            "# Both are filled in lazily by _make_eof_intr().",
        ],
    ),
    beyond(
        "ptyprocess_pty",
        "Add type hints to all the methods of PtyProcess and PtyProcessUnicode in ptyprocess.py.",
    ),
    beyond(
        "ptyprocess_pty",
        "waitnoecho() blows up with a TypeError when I call it without a timeout. Can you work out"
        " why and fix it?",
    ),
    # --- six.py ------------------------------------------------------------------------------
    edit(
        "six_module",
        "In six.py rename the class _LazyDescr to _LazyDescriptor (MovedModule and MovedAttribute"
        " subclass it, so update those too).",
        renamed=["_LazyDescr", "_LazyDescriptor"],
    ),
    edit(
        "six_module",
        'six.py: change the ImportError text "This loader does not know module" to'
        ' "six.moves has no module".',
        text_replaced=["six.py", "This loader does not know module", "six.moves has no module"],
    ),
    edit(
        "six_module",
        "add the line # end of six as the very last line of six.py",
        last_line=["six.py", "# end of six"],
    ),
    edit(
        "six_module",
        "The module-level assertNotRegex helper in six.py isn't called anywhere in our code base."
        " Delete it.",
        definition_deleted=["six.py", "assertNotRegex"],
    ),
    edit(
        "six_module",
        "_SixMetaPathImporter.find_spec has no docstring. Could you add one saying that it returns"
        " a ModuleSpec for the six.moves modules the importer knows and None for anything else?",
        docstring="_SixMetaPathImporter.find_spec",
    ),
    beyond("six_module", "Strip every Python 2 branch out of six.py, we are Python 3 only now."),
    beyond("six_module", "ensure_str shows up hot in our profiler. can you make it faster?"),
    # --- async_lru/__init__.py ---------------------------------------------------------------
    edit(
        "async_lru_init",
        'release prep: bump __version__ in async_lru/__init__.py to "2.4.1"',
        value_set=["async_lru/__init__.py", "__version__", '"2.4.1"'],
    ),
    edit(
        "async_lru_init",
        "refactor(async_lru): rename _make_wrapper -> _build_decorator",
        renamed=["_make_wrapper", "_build_decorator"],
    ),
    edit(
        "async_lru_init",
        "I'm chasing an event-loop problem in async_lru and want to rule the loop check out."
        " Could you comment out the self._check_loop(loop) call in _LRUCacheWrapper.__call__"
        " for now?",
        comment_out=["async_lru/__init__.py", "self._check_loop(loop)"],
    ),
    edit(
        "async_lru_init",
        "Just before the line `if self.__maxsize is not None and len(self.__cache) >"
        " self.__maxsize:` in async_lru/__init__.py, add the comment"
        " `# evict the oldest entry once the cache is over maxsize`.",
        line_before=[
            "async_lru/__init__.py",
            "if self.__maxsize is not None and len(self.__cache) > self.__maxsize:",
            "# evict the oldest entry once the cache is over maxsize",
        ],
    ),
    edit(
        "async_lru_init",
        "The error \u2018jitter requires ttl to be set\u2019 in _make_wrapper confuses people."
        " Replace that raise line with:\n"
        '    raise ValueError("jitter can only be used together with ttl")',
        line_replaced=[
            "async_lru/__init__.py",
            'raise ValueError("jitter requires ttl to be set")',
            'raise ValueError("jitter can only be used together with ttl")',
        ],
    ),
    edit(
        "async_lru_init",
        "Please make new file async_lru/VERSION, inside only the text 2.4.0 (same as __version__).",
        file=["async_lru/VERSION", "2.4.0"],
    ),
    beyond(
        "async_lru_init",
        "Make alru_cache safe to use from several threads at once, with a lock around the cache.",
    ),
    beyond(
        "async_lru_init",
        "After the event loop changes, cache_info() still reports odd hit and miss numbers in"
        " async_lru. Find the bug and fix it.",
    ),
]


# Set 34 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (lark/utils.py, zipp/__init__.py,
# truststore/_api.py, pickleshare.py), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; an arrow; line numbers; "just before the line",
# "right after the line"; a first sentence that only gives context or a reason, then the request;
# a pronoun for what was named before; a new file's whole text in a code block; terse, polite,
# chatty, non-native, typos; questions) and 8 requests beyond the model (a new feature twice,
# speed, type hints, tests to write, a refactor, a bug to find, and an ambiguous target: "the
# __len__ method" of a file whose three classes each define one). Every gold was checked by hand
# without the model on the installed copies (lark 1.3.1, zipp 4.1.2, truststore 0.10.5,
# pickleshare 0.7.5): anchors occur once, new names are unused, line numbers are the file's, and
# each check fails on the untouched file and holds after a correct edit made by hand. Not
# measured when written.
WORKSPACES34: dict[str, list[str]] = {
    "lark_utils": ["lark/utils.py"],
    "zipp_init": ["zipp/__init__.py"],
    "truststore_api": ["truststore/_api.py"],
    "pickleshare_module": ["pickleshare.py"],
}

QUESTIONS34: list[dict] = [
    # --- lark/utils.py --------------------------------------------------------------------
    edit(
        "lark_utils",
        "In lark/utils.py the helper `_test_unicode_category` doesn't really test anything, it"
        " checks that every character is in one of the given categories. Please rename it to"
        " `_all_in_categories`, including the places that call it.",
        renamed=["_test_unicode_category", "_all_in_categories"],
    ),
    edit(
        "lark_utils",
        "could you add a docstring to classify() in lark's utils? something like: groups the"
        " items of seq into a dict of lists, keyed by key(item), each item mapped through"
        " value() first",
        docstring="classify",
    ),
    edit(
        "lark_utils",
        'lark/utils.py: attaching a StreamHandler to the "lark" logger at import time gives us'
        " every message twice, since our app configures its own handlers. Comment out the line"
        " that adds it.",
        comment_out=["lark/utils.py", "logger.addHandler(logging.StreamHandler())"],
    ),
    edit(
        "lark_utils",
        "bfs_all_unique in lark/utils.py isnt called from anywhere anymroe. Delete it.",
        definition_deleted=["lark/utils.py", "bfs_all_unique"],
    ),
    edit(
        "lark_utils",
        "Insert the comment `# Sentinel for arguments that were not passed` at line 20, so it"
        " ends up directly above NO_VALUE (lark/utils.py).",
        line_inserted_at=["lark/utils.py", 20, "# Sentinel for arguments that were not passed"],
    ),
    edit(
        "lark_utils",
        "TODO(lark/utils.py): turn the commented-out assert at the end of _serialize back on.",
        uncomment=[
            "lark/utils.py",
            "assert value is None or isinstance(value, (int, float, str, tuple)), value",
        ],
    ),
    beyond(
        "lark_utils",
        "Remove the __len__ method from lark/utils.py, nothing calls len() on it any more.",
    ),
    beyond(
        "lark_utils",
        "get_regexp_width in lark/utils.py shows up at the top of our profile when we build a"
        " grammar with a few thousand terminals. Can you make it faster?",
    ),
    # --- zipp/__init__.py -----------------------------------------------------------------
    edit(
        "zipp_init",
        "zipp: rename _extract_text_encoding -> _split_encoding_args",
        renamed=["_extract_text_encoding", "_split_encoding_args"],
    ),
    edit(
        "zipp_init",
        "Change the error message “encoding args invalid for binary operation” to “encoding"
        " arguments are not allowed in binary mode” in zipp/__init__.py",
        text_replaced=[
            "zipp/__init__.py",
            "encoding args invalid for binary operation",
            "encoding arguments are not allowed in binary mode",
        ],
    ),
    edit(
        "zipp_init",
        "Could you add the comment `# only 'r' and 'w' reach ZipFile.open` just before the line"
        " `stream = self.root.open(self.at, zip_mode, pwd=pwd)` in zipp/__init__.py?",
        line_before=[
            "zipp/__init__.py",
            "stream = self.root.open(self.at, zip_mode, pwd=pwd)",
            "# only 'r' and 'w' reach ZipFile.open",
        ],
    ),
    edit(
        "zipp_init",
        "please put as the last line of zipp/__init__.py this one: __all__ += ['CompleteDirs']"
        " , we import CompleteDirs from outside and the linter is complaining",
        last_line=["zipp/__init__.py", "__all__ += ['CompleteDirs']"],
    ),
    edit(
        "zipp_init",
        "The doctest workaround for python/cpython#106763 at the end of Path's docstring is not"
        " needed on the Pythons we support. In zipp/__init__.py, delete lines 298-299 (the"
        " comment and the `>>> pass` under it).",
        lines_deleted=["zipp/__init__.py", 298, 299],
    ),
    edit(
        "zipp_init",
        "[zipp/__init__.py] CompleteDirs.namelist should ignore the __MACOSX/ junk that Finder"
        " puts in archives. Right after the line `names = super().namelist()` add"
        " `names = [n for n in names if not n.startswith('__MACOSX/')]`.",
        line_after=[
            "zipp/__init__.py",
            "names = super().namelist()",
            "names = [n for n in names if not n.startswith('__MACOSX/')]",
        ],
    ),
    beyond(
        "zipp_init",
        "Add type annotations to every method of the Path class in zipp/__init__.py.",
    ),
    beyond(
        "zipp_init",
        "zipp's Path is read-only. Can you add write_text() and write_bytes() methods to it that"
        " write the entry into the underlying zip file?",
    ),
    # --- truststore/_api.py ---------------------------------------------------------------
    edit(
        "truststore_api",
        "`_get_unverified_chain_bytes` is defined twice in truststore/_api.py, once per Python"
        " version branch, and called once from _verify_peercerts. I'd like all of them to be"
        " called `_peer_chain_der` instead.",
        renamed=["_get_unverified_chain_bytes", "_peer_chain_der"],
    ),
    edit(
        "truststore_api",
        "Please give SSLContext.wrap_socket a short docstring (truststore/_api.py): it wraps the"
        " socket and, once the handshake has happened, verifies the peer's certificates against"
        " the OS trust store.",
        docstring="SSLContext.wrap_socket",
    ),
    edit(
        "truststore_api",
        'In extract_from_ssl, replace setattr(ssl, "SSLContext", _original_SSLContext) with a'
        " plain assignment, ssl.SSLContext = _original_SSLContext, like the urllib3 line a few"
        " lines below it does.",
        line_replaced=[
            "truststore/_api.py",
            'setattr(ssl, "SSLContext", _original_SSLContext)',
            "ssl.SSLContext = _original_SSLContext",
        ],
    ),
    edit(
        "truststore_api",
        "Add `from __future__ import annotations` at the top of truststore/_api.py.",
        at_top=["truststore/_api.py", "from __future__ import annotations"],
    ),
    edit(
        "truststore_api",
        "NPN has been dead for years, every client negotiates with ALPN now, so there's no point"
        " keeping SSLContext.set_npn_protocols in truststore/_api.py. Remove the method.",
        definition_deleted=["truststore/_api.py", "SSLContext.set_npn_protocols"],
    ),
    beyond(
        "truststore_api",
        "The property/setter pairs in truststore's SSLContext are all the same boilerplate."
        " Refactor them so one small descriptor forwards each attribute to self._ctx.",
    ),
    beyond(
        "truststore_api",
        "Write pytest tests for inject_into_ssl() and extract_from_ssl() in truststore/_api.py"
        " that check ssl.SSLContext is swapped and restored.",
    ),
    # --- pickleshare.py -------------------------------------------------------------------
    edit(
        "pickleshare_module",
        "bump __version__ in pickleshare.py to 0.7.6",
        value_set=["pickleshare.py", "__version__", '"0.7.6"'],
    ),
    edit(
        "pickleshare_module",
        "Can you add a docstring to main() in pickleshare.py? It should say it's the"
        " command-line entry point (dump, load, testwait and test).",
        docstring="main",
    ),
    edit(
        "pickleshare_module",
        "There is still a Python 2 print commented out in PickleShareDB.hget:"
        ' #print "got dict",d,"from",hfile. Delete that line.',
        line_deleted=["pickleshare.py", '#print "got dict",d,"from",hfile'],
    ),
    edit(
        "pickleshare_module",
        "Typo in the PickleShareLink docstring: ‘shortdand’ should be ‘shorthand’.",
        text_replaced=["pickleshare.py", "shortdand", "shorthand"],
    ),
    edit(
        "pickleshare_module",
        'hdict() prints "Corrupt ... deleted" straight to stdout and it messes up the output of'
        " our cli. can u comment out that print in pickleshare.py? dont delete it, just comment"
        " it, we may want it back later",
        comment_out=["pickleshare.py", 'print("Corrupt",f,"deleted - hset is not threadsafe!")'],
    ),
    edit(
        "pickleshare_module",
        "Create a new file pickleshare_cli.py next to pickleshare.py with exactly this"
        ' content:\n\n```python\nfrom pickleshare import main\n\nif __name__ == "__main__":\n'
        "    main()\n```",
        file=[
            "pickleshare_cli.py",
            'from pickleshare import main\n\nif __name__ == "__main__":\n    main()',
        ],
    ),
    beyond(
        "pickleshare_module",
        "`pickleshare load /path/to/db < dump.txt` runs without error but the database ends up"
        " empty. Find out why and fix it.",
    ),
    beyond(
        "pickleshare_module",
        "Add an optional max_age argument to PickleShareDB so that values older than max_age"
        " seconds are treated as missing when read.",
    ),
]


# Set 35 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (tornado/escape.py, colorama/ansitowin32.py,
# pyasn1/type/char.py, locket/__init__.py), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; line numbers; "just before the line", "right
# after the line"; a first sentence that only gives context or a reason, then the request; a
# pronoun for what was named before; a nested function's docstring; a new file's whole text;
# terse, polite, chatty, non-native, typos; questions) and 7 requests beyond the model (a new
# feature twice, speed, type hints, a refactor, a bug to find, and an ambiguous target: "the
# acquire method" of a file whose four classes each define one). Every gold was checked by hand
# without the model on the installed copies (tornado 6.6.1, colorama 0.4.6, pyasn1 0.6.3, locket
# 1.0.0): anchors occur once, new names are unused, line numbers are the file's, and each check
# fails on the untouched file and holds after a correct edit made by hand. Not measured when
# written.
WORKSPACES35: dict[str, list[str]] = {
    "tornado_escape": ["tornado/escape.py"],
    "colorama_a2w": ["colorama/ansitowin32.py"],
    "pyasn1_char": ["pyasn1/type/char.py"],
    "locket_lock": ["locket/__init__.py"],
}

QUESTIONS35: list[dict] = [
    # --- tornado/escape.py ----------------------------------------------------------------------
    edit(
        "tornado_escape",
        "escape: rename _URL_RE -> _LINKIFY_RE (linkify is the only thing that uses it)",
        renamed=["_URL_RE", "_LINKIFY_RE"],
    ),
    edit(
        "tornado_escape",
        "The little make_link function nested inside linkify() in tornado/escape.py has no"
        " docstring, which confused me for a while when I was reading it. Could you give it one"
        " saying that it turns a single URL regex match into an <a> tag?",
        docstring="linkify.make_link",
    ),
    edit(
        "tornado_escape",
        "With shorten=True linkify clips urls way too early for our dashboard. Change"
        " `max_len = 30` to `max_len = 40`.",
        line_replaced=["tornado/escape.py", "max_len = 30", "max_len = 40"],
    ),
    edit(
        "tornado_escape",
        "pls comment out the line native_str = to_unicode in tornado/escape.py, we dont use it"
        " anymore",
        comment_out=["tornado/escape.py", "native_str = to_unicode"],
    ),
    edit(
        "tornado_escape",
        "When there are too many fields parse_qs_bytes raises “Max number of fields exceeded”."
        " Make that message say “Too many fields in query string” instead.",
        text_replaced=[
            "tornado/escape.py",
            "Max number of fields exceeded",
            "Too many fields in query string",
        ],
    ),
    edit(
        "tornado_escape",
        "Could you put `import logging` on line 31 of escape.py, so the imports stay in"
        " alphabetical order?",
        line_inserted_at=["tornado/escape.py", 31, "import logging"],
    ),
    beyond(
        "tornado_escape",
        "escape.py: add a json_encode_pretty(value, indent=2) helper that pretty-prints the JSON"
        " but keeps the same </ escaping that json_encode does.",
    ),
    beyond(
        "tornado_escape",
        "linkify() gets really slow on huge comment bodies (hundreds of KB). Can you make it"
        " faster?",
    ),
    # --- colorama/ansitowin32.py ----------------------------------------------------------------
    edit(
        "colorama_a2w",
        "[colorama/ansitowin32.py] AnsiToWin32.write_plain_text → _write_plain. Update the two"
        " call sites in write_and_convert too.",
        renamed=["write_plain_text", "_write_plain"],
    ),
    edit(
        "colorama_a2w",
        "can you add a docstring to AnsiToWin32.extract_params? something short, like that it"
        " parses the numeric parameters of a CSI sequence and fills in the defaults",
        docstring="AnsiToWin32.extract_params",
    ),
    edit(
        "colorama_a2w",
        "There's a comment `# A - up, B - down, C - forward, D - back` in call_win32 that just"
        " repeats the dict on the line below it. Delete it.",
        line_deleted=["colorama/ansitowin32.py", "# A - up, B - down, C - forward, D - back"],
    ),
    edit(
        "colorama_a2w",
        "Remove lines 32 to 34 of colorama/ansitowin32.py (the three comment lines inside"
        " StreamWrapper.__enter__).",
        lines_deleted=["colorama/ansitowin32.py", 32, 34],
    ),
    edit(
        "colorama_a2w",
        "TODO(ansitowin32.py): right after the line `self.on_stderr = self.wrapped is"
        " sys.stderr`, add `self.on_stdout = self.wrapped is sys.stdout`",
        line_after=[
            "colorama/ansitowin32.py",
            "self.on_stderr = self.wrapped is sys.stderr",
            "self.on_stdout = self.wrapped is sys.stdout",
        ],
    ),
    edit(
        "colorama_a2w",
        "I want to see what breaks without it: temporarily comment out the"
        " 'AnsiBack.LIGHTBLACK_EX: (winterm.back, WinColor.BLACK, True),' entry in"
        " get_win32_calls.",
        comment_out=[
            "colorama/ansitowin32.py",
            "AnsiBack.LIGHTBLACK_EX: (winterm.back, WinColor.BLACK, True),",
        ],
    ),
    beyond(
        "colorama_a2w",
        "Add type annotations to StreamWrapper and AnsiToWin32 in ansitowin32.py, all methods"
        " please.",
    ),
    beyond(
        "colorama_a2w",
        "On Windows, after printing ESC[2J the cursor ends up in the wrong place. Figure out why"
        " in ansitowin32.py and fix it.",
    ),
    # --- pyasn1/type/char.py --------------------------------------------------------------------
    edit(
        "pyasn1_char",
        "We never reverse these strings anywhere. Please delete the __reversed__ method from"
        " AbstractCharacterString (pyasn1/type/char.py).",
        definition_deleted=["pyasn1/type/char.py", "AbstractCharacterString.__reversed__"],
    ),
    edit(
        "pyasn1_char",
        "ISO646String shouldnt be exported from char.py anymore, remove 'ISO646String' from the"
        " __all__ list (keep the class itself).",
        value_set=[
            "pyasn1/type/char.py",
            "__all__",
            "['NumericString', 'PrintableString', 'TeletexString', 'T61String',"
            " 'VideotexString', 'IA5String', 'GraphicString', 'VisibleString',"
            " 'GeneralString', 'UniversalString', 'BMPString', 'UTF8String']",
        ],
    ),
    edit(
        "pyasn1_char",
        "Add `from __future__ import annotations` at the top of pyasn1/type/char.py.",
        at_top=["pyasn1/type/char.py", "from __future__ import annotations"],
    ),
    edit(
        "pyasn1_char",
        'In char.py change "Can\'t encode string" to "Cannot encode string". The decode'
        " message stays as it is.",
        text_replaced=["pyasn1/type/char.py", "Can't encode string", "Cannot encode string"],
    ),
    edit(
        "pyasn1_char",
        "X.680 also calls UniversalString ISO10646String. Append the alias"
        " ISO10646String = UniversalString as the very last line of char.py.",
        last_line=["pyasn1/type/char.py", "ISO10646String = UniversalString"],
    ),
    beyond(
        "pyasn1_char",
        "All the string classes in char.py repeat the same tagSet / encoding / typeId"
        " boilerplate. Refactor them so they're generated by one helper function instead.",
    ),
    # --- locket/__init__.py ---------------------------------------------------------------------
    edit(
        "locket_lock",
        "Rename _create_lock_file to _new_lock_set in locket/__init__.py; it returns a _LockSet,"
        " not a file.",
        renamed=["_create_lock_file", "_new_lock_set"],
    ),
    edit(
        "locket_lock",
        "Hi! Would you mind writing a docstring for _acquire_non_blocking in locket? It should"
        " explain that it keeps calling acquire() every retry_period seconds until it succeeds"
        " or the timeout runs out.",
        docstring="_acquire_non_blocking",
    ),
    edit(
        "locket_lock",
        "The default retry period is 50ms, we want 100ms. In _acquire_non_blocking replace the"
        " line 'retry_period = 0.05' with 'retry_period = 0.1'.",
        line_replaced=["locket/__init__.py", "retry_period = 0.05", "retry_period = 0.1"],
    ),
    edit(
        "locket_lock",
        "In locket/__init__.py remove the `# TODO: Handle exceptions` comment in"
        " _LockSet.release. Keep the similar one in acquire().",
        line_deleted=["locket/__init__.py", "# TODO: Handle exceptions"],
    ),
    edit(
        "locket_lock",
        "create a new file locket/VERSION that contains just the line 1.0.0",
        file=["locket/VERSION", "1.0.0"],
    ),
    edit(
        "locket_lock",
        "just before the line `_unlock_file(self._file)` in _LockFile.release, insert"
        " `self._file.flush()`",
        line_before=["locket/__init__.py", "_unlock_file(self._file)", "self._file.flush()"],
    ),
    beyond("locket_lock", "Add a docstring to the acquire method in locket/__init__.py."),
    beyond(
        "locket_lock",
        "Make the lock objects that lock_file returns usable with `async with` as well, without"
        " blocking the event loop.",
    ),
]


# Set 36 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (pytest_timeout.py, flask_cors/core.py,
# importlib_metadata/_text.py, jsonschema_path/paths.py), as a dozen different users type them
# (the file first, last, in a "TODO(file):" prefix, after a dash or not at all; backticks,
# straight or curly quotes, or none; line numbers and a line range; "just before the line",
# "right after the line"; a first sentence that only gives context or a reason, then the request;
# a pronoun for what was named before; a lint code; a set literal grown by one member; a
# definition deleted with its @overload stubs; a new file's whole text; terse, polite, chatty,
# non-native, typos; questions) and 7 requests beyond the model (a new feature twice, speed, type
# hints, a refactor, a bug to find, and an ambiguous target: "the cancel function" of a file that
# nests two functions of that name). None of the four files has a commented-out line of code, so
# no request uncomments one. Every gold was checked by hand without the model on the installed
# copies (pytest-timeout 2.4.0, flask-cors 6.0.2, importlib_metadata 10.2.0, jsonschema-path
# 0.5.0): anchors occur once, new names are unused, line numbers are the file's, and each check
# fails on the untouched file and holds after a correct edit made by hand. Not measured when
# written.
WORKSPACES36: dict[str, list[str]] = {
    "pytest_timeout": ["pytest_timeout.py"],
    "flask_cors_core": ["flask_cors/core.py"],
    "importlib_metadata_text": ["importlib_metadata/_text.py"],
    "jsonschema_path_paths": ["jsonschema_path/paths.py"],
}

QUESTIONS36: list[dict] = [
    # --- pytest_timeout -------------------------------------------------------------------
    edit(
        "pytest_timeout",
        "We debug with debugpy in VS Code now and the timeout keeps killing the session. In"
        ' pytest_timeout.py please add "debugpy" to the KNOWN_DEBUGGING_MODULES set.',
        value_set=[
            "pytest_timeout.py",
            "KNOWN_DEBUGGING_MODULES",
            '{"pydevd", "bdb", "pydevd_frame_evaluator", "debugpy"}',
        ],
    ),
    edit(
        "pytest_timeout",
        "rename dump_stacks -> dump_thread_stacks (the def and both places that call it)",
        renamed=["dump_stacks", "dump_thread_stacks"],
    ),
    edit(
        "pytest_timeout",
        "Could you give `_validate_method` a docstring? Something like: returns the method"
        ' unchanged when it is "signal" or "thread", None when it is None, and raises ValueError'
        " for anything else.",
        docstring="_validate_method",
    ),
    edit(
        "pytest_timeout",
        "flake8 flags E711 on line 296 of pytest_timeout.py. pls change that line to"
        " `return sys.monitoring.get_tool(sys.monitoring.DEBUGGER_ID) is not None`",
        line_replaced=[
            "pytest_timeout.py",
            "return sys.monitoring.get_tool(sys.monitoring.DEBUGGER_ID) != None",
            "return sys.monitoring.get_tool(sys.monitoring.DEBUGGER_ID) is not None",
        ],
    ),
    edit(
        "pytest_timeout",
        "Please to delete the lines 255 until 257 in pytest_timeout.py, it is the comment inside"
        " pytest_enter_pdb, too long for what the code does.",
        lines_deleted=["pytest_timeout.py", 255, 257],
    ),
    edit(
        "pytest_timeout",
        "TODO(pytest_timeout.py): comment out \u2018sys.stdout.flush()\u2019 in timeout_timer for"
        " now, it blocks on our CI box",
        comment_out=["pytest_timeout.py", "sys.stdout.flush()"],
    ),
    beyond("pytest_timeout", "Add a docstring to the cancel function in pytest_timeout.py."),
    beyond(
        "pytest_timeout",
        "With the thread method, timeout_timer calls os._exit(1) and the whole test run dies."
        " Change it so only the test that timed out fails and the run carries on.",
    ),
    # --- flask_cors/core.py ---------------------------------------------------------------
    edit(
        "flask_cors_core",
        "flask_cors/core.py: add `import warnings` at the top, I'll need it for a deprecation"
        " warning later.",
        at_top=["flask_cors/core.py", "import warnings"],
    ),
    edit(
        "flask_cors_core",
        "probably_regex has no docstring. Add one explaining that it guesses whether a string is"
        " a regular expression from the special characters in it, and that a compiled pattern"
        " always counts as one.",
        docstring="probably_regex",
    ),
    edit(
        "flask_cors_core",
        'There\'s a typo in a comment in get_cors_origins: "which  almost certainly not what" is'
        ' missing an "is". Make it "which is almost certainly not what".',
        text_replaced=[
            "flask_cors/core.py",
            "which  almost certainly not what",
            "which is almost certainly not what",
        ],
    ),
    edit(
        "flask_cors_core",
        "The ValueError raised in serialize_options reads \u201cin conjunction withan origin"
        " string\u201d because the first string literal has no trailing space. In"
        " flask_cors/core.py add a space at the end of \u201cCannot use supports_credentials in"
        " conjunction with\u201d, inside the quotes.",
        text_replaced=["flask_cors/core.py", 'conjunction with"', 'conjunction with "'],
    ),
    edit(
        "flask_cors_core",
        "PEP 8 nit: `caseSensitive` -> `case_sensitive` in core.py. Both function signatures,"
        " their bodies, the keyword arguments at the call sites and the docstring that mentions"
        " it.",
        renamed=["caseSensitive", "case_sensitive"],
    ),
    edit(
        "flask_cors_core",
        "just before the line `return MultiDict((k, v) for k, v in headers.items() if v)` add a"
        " comment: # drop headers whose value is empty or None",
        line_before=[
            "flask_cors/core.py",
            "return MultiDict((k, v) for k, v in headers.items() if v)",
            "# drop headers whose value is empty or None",
        ],
    ),
    edit(
        "flask_cors_core",
        "We're moving get_regexp_pattern into extension.py, I'll paste it there myself. Delete"
        " it from flask_cors/core.py.",
        definition_deleted=["flask_cors/core.py", "get_regexp_pattern"],
    ),
    beyond("flask_cors_core", "Add type hints to every function in flask_cors/core.py."),
    beyond(
        "flask_cors_core",
        'Something is off in probably_regex: "]" is in the list twice and "." and "+" are not in'
        ' it at all. Work out whether an origin like "https://example.com" gets matched wrongly'
        " because of it, and fix whatever is actually broken.",
    ),
    # --- importlib_metadata/_text.py ------------------------------------------------------
    edit(
        "importlib_metadata_text",
        'In importlib_metadata/_text.py, add a one-line docstring to FoldedCase.index: "Like'
        ' str.index, but ignoring case."',
        docstring="FoldedCase.index",
    ),
    edit(
        "importlib_metadata_text",
        "append __all__ = ['FoldedCase'] as the very last line of _text.py (module level, not"
        " inside the class)",
        last_line=["importlib_metadata/_text.py", "__all__ = ['FoldedCase']"],
    ),
    edit(
        "importlib_metadata_text",
        "At line 67 of importlib_metadata/_text.py, just above __lt__, insert the comment"
        " `# comparisons all go through lower()`.",
        line_inserted_at=[
            "importlib_metadata/_text.py",
            67,
            "# comparisons all go through lower()",
        ],
    ),
    edit(
        "importlib_metadata_text",
        "the comment \u201c# cache lower since it's likely to be called frequently.\u201d says"
        " nothing the decorator under it doesn't. remove that line",
        line_deleted=[
            "importlib_metadata/_text.py",
            "# cache lower since it's likely to be called frequently.",
        ],
    ),
    edit(
        "importlib_metadata_text",
        "Can you call the first parameter of FoldedCase.split sep, like str.split does, instead"
        " of splitter?",
        renamed=["splitter", "sep"],
    ),
    beyond(
        "importlib_metadata_text",
        "FoldedCase.split doesn't behave like str.split: with no argument it should split on runs"
        " of whitespace, and maxsplit should default to -1. Make it match str.split.",
    ),
    # --- jsonschema_path/paths.py ---------------------------------------------------------
    edit(
        "jsonschema_path_paths",
        'jsonschema_path/paths.py \u2013 set SPEC_SEPARATOR to "/"',
        value_set=["jsonschema_path/paths.py", "SPEC_SEPARATOR", '"/"'],
    ),
    edit(
        "jsonschema_path_paths",
        "Nothing calls read_str_or_list. Remove it from SchemaPath, together with its two"
        " @overload stubs.",
        definition_deleted=["jsonschema_path/paths.py", "SchemaPath.read_str_or_list"],
    ),
    edit(
        "jsonschema_path_paths",
        "Create jsonschema_path/NOTES.md containing a single line: SchemaPath is defined in"
        " paths.py.",
        file=["jsonschema_path/NOTES.md", "SchemaPath is defined in paths.py."],
    ),
    edit(
        "jsonschema_path_paths",
        "In SchemaPath.from_dict the spec_url deprecation message is split into two adjacent"
        ' string literals for no reason: `"spec_url parameter is deprecated. " "Use base_uri'
        ' instead."`. Merge them into one, `"spec_url parameter is deprecated. Use base_uri'
        ' instead."`, in paths.py.',
        text_replaced=[
            "jsonschema_path/paths.py",
            '"spec_url parameter is deprecated. " "Use base_uri instead."',
            '"spec_url parameter is deprecated. Use base_uri instead."',
        ],
    ),
    edit(
        "jsonschema_path_paths",
        'Right after the line TDefault = TypeVar("TDefault") add TValue = TypeVar("TValue")',
        line_after=[
            "jsonschema_path/paths.py",
            'TDefault = TypeVar("TDefault")',
            'TValue = TypeVar("TValue")',
        ],
    ),
    beyond(
        "jsonschema_path_paths",
        "Refactor read_str, read_str_or_list and read_bool in paths.py so the try/except KeyError"
        " default handling lives in one private helper.",
    ),
    beyond(
        "jsonschema_path_paths",
        "SchemaPath._parse_args is at the top of our profiles. Can you make it faster?",
    ),
]


# Set 37 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (dotenv/main.py, psutil/_common.py,
# click_default_group.py, nbclient/util.py), as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; an arrow; line numbers; "just before the line",
# "right after the line"; a first sentence that only gives context or a reason, then the request;
# a pronoun for what was named before; a docstring that is there but blank; a new file outside the
# package; terse, polite, chatty, non-native, typos; questions) and 7 requests beyond the model (a
# new feature twice, speed, type hints, a refactor, a bug to find, and an ambiguous target: "the
# __init__" of a file whose two classes each define one). Every gold was checked by hand without
# the model on the installed copies (python-dotenv 1.2.2, psutil 7.2.2, click-default-group 1.2.4,
# nbclient 0.11.0): anchors occur once, new names are unused, line numbers are the file's, and each
# check fails on the untouched file and holds after a correct edit made by hand. Not measured when
# written.
WORKSPACES37: dict[str, list[str]] = {
    "dotenv_main": ["dotenv/main.py"],
    "psutil_common": ["psutil/_common.py"],
    "click_dgroup": ["click_default_group.py"],
    "nbclient_util": ["nbclient/util.py"],
}

QUESTIONS37: list[dict] = [
    # --- dotenv_main ----------------------------------------------------------------------
    edit(
        "dotenv_main",
        "`with_warn_for_invalid_lines` reads badly. Rename it to `warn_on_invalid_lines` in"
        " dotenv/main.py (the def and its three call sites).",
        renamed=["with_warn_for_invalid_lines", "warn_on_invalid_lines"],
    ),
    edit(
        "dotenv_main",
        'DotEnv.get in dotenv/main.py has an empty docstring, literally `""" """`. Could you write'
        " a proper one? Something like: returns the value of key from the .env file, or None if"
        " it isn't there.",
        docstring="DotEnv.get",
    ),
    edit(
        "dotenv_main",
        "typo in load_dotenv's docstring: \u201cwith it's default parameters\u201d should read"
        " \u201cwith its default parameters\u201d",
        text_replaced=["dotenv/main.py", "it's default parameters", "its default parameters"],
    ),
    edit(
        "dotenv_main",
        "In resolve_variables (dotenv/main.py), right after the line new_values[name] = result"
        ' add `logger.debug("resolved %s", name)`.',
        line_after=[
            "dotenv/main.py",
            "new_values[name] = result",
            'logger.debug("resolved %s", name)',
        ],
    ),
    edit(
        "dotenv_main",
        "Lines 15 and 16 of dotenv/main.py are a two-line comment about StrPath that we don't"
        " need. delete them pls",
        lines_deleted=["dotenv/main.py", 15, 16],
    ),
    edit(
        "dotenv_main",
        "There's an assert inside the frame-walking while loop of find_dotenv. Comment it out"
        " (don't delete it), I want to see what happens without it.",
        comment_out=["dotenv/main.py", "assert frame.f_back is not None"],
    ),
    edit(
        "dotenv_main",
        "Add a new file called .env.example at the root of the workspace, containing one line:"
        " DEBUG=false",
        file=[".env.example", "DEBUG=false"],
    ),
    edit(
        "dotenv_main",
        "[dotenv/main.py] just before the line `return stat.S_ISFIFO(st.st_mode)` insert the"
        " comment `# a named pipe counts as a file too`",
        line_before=[
            "dotenv/main.py",
            "return stat.S_ISFIFO(st.st_mode)",
            "# a named pipe counts as a file too",
        ],
    ),
    beyond(
        "dotenv_main",
        "load_dotenv only takes one path. Make it accept a list of .env files as well, loading"
        " them in order so that later files override earlier ones.",
    ),
    beyond(
        "dotenv_main",
        "When I set_key a value that contains backslashes and read it back with get_key I get a"
        " different string. Find the bug in dotenv/main.py and fix it.",
    ),
    # --- psutil_common --------------------------------------------------------------------
    edit(
        "psutil_common",
        "psutil/_common.py: FILE_READ_BUFFER_SIZE should be 65536, not 32 * 1024.",
        value_set=["psutil/_common.py", "FILE_READ_BUFFER_SIZE", "65536"],
    ),
    edit(
        "psutil_common",
        "fix(_common): 'querable' -> 'queryable' in the ZombieProcess docstring",
        text_replaced=["psutil/_common.py", "querable", "queryable"],
    ),
    edit(
        "psutil_common",
        "_wn is a cryptic name for the module-level _WrapNumbers instance in psutil/_common.py."
        " Could you call it _wrap_numbers_state instead?",
        renamed=["_wn", "_wrap_numbers_state"],
    ),
    edit(
        "psutil_common",
        "Error._infodict has no docstring \u2014 add one saying it collects the non-empty"
        " attributes named in attrs into an OrderedDict (a pid of 0 is kept).",
        docstring="Error._infodict",
    ),
    edit(
        "psutil_common",
        "Remove the comment line that links to psutil issue 708 (above FILE_READ_BUFFER_SIZE);"
        " keep the 2050 one.",
        line_deleted=["psutil/_common.py", "# https://github.com/giampaolo/psutil/issues/708"],
    ),
    edit(
        "psutil_common",
        "In hilite(), replace colors[None] = '29' with colors[None] = '39' (39 is the terminal's"
        " default colour).",
        line_replaced=["psutil/_common.py", "colors[None] = '29'", "colors[None] = '39'"],
    ),
    edit(
        "psutil_common",
        "decode() near the end of psutil/_common.py isn't called anywhere in that file. Delete it.",
        definition_deleted=["psutil/_common.py", "decode"],
    ),
    beyond("psutil_common", "Add type hints to every function in psutil/_common.py."),
    beyond(
        "psutil_common",
        "wrap_numbers is a hot path for us (we have thousands of disks). Can you make it faster?",
    ),
    # --- click_dgroup ---------------------------------------------------------------------
    edit(
        "click_dgroup",
        "TODO(click_default_group.py): bump __version__ to 1.2.5",
        value_set=["click_default_group.py", "__version__", "'1.2.5'"],
    ),
    edit(
        "click_dgroup",
        "Please rename the class DefaultCommandFormatter to MarkingFormatter.",
        renamed=["DefaultCommandFormatter", "MarkingFormatter"],
    ),
    edit(
        "click_dgroup",
        "can you add docstring for DefaultGroup.resolve_command? it put the original first"
        " argument back in front of args when the default command was choosen",
        docstring="DefaultGroup.resolve_command",
    ),
    edit(
        "click_dgroup",
        "The error message 'Default group accepts unknown options' in click_default_group.py is"
        " misleading; change it to 'DefaultGroup requires ignore_unknown_options=True'.",
        text_replaced=[
            "click_default_group.py",
            "Default group accepts unknown options",
            "DefaultGroup requires ignore_unknown_options=True",
        ],
    ),
    edit(
        "click_dgroup",
        "As the very last line of click_default_group.py, add `Group = DefaultGroup` so people"
        " can use the shorter name.",
        last_line=["click_default_group.py", "Group = DefaultGroup"],
    ),
    beyond(
        "click_dgroup",
        "Rewrite DefaultCommandFormatter so that it subclasses click.HelpFormatter instead of"
        " wrapping one through __getattr__.",
    ),
    beyond("click_dgroup", "Add a docstring to `__init__` in click_default_group.py."),
    # --- nbclient_util --------------------------------------------------------------------
    edit(
        "nbclient_util",
        "nbclient/util.py \u2014 add `import asyncio` with the other imports at the top.",
        at_top=["nbclient/util.py", "import asyncio"],
    ),
    edit(
        "nbclient_util",
        "in run_hook rename the local variable res to result",
        renamed=["res", "result"],
    ),
    edit(
        "nbclient_util",
        "Could you insert `# the hook may be a plain function or a coroutine function` at line"
        " 20 of nbclient/util.py?",
        line_inserted_at=[
            "nbclient/util.py",
            20,
            "# the hook may be a plain function or a coroutine function",
        ],
    ),
    beyond(
        "nbclient_util",
        "run_hook should give up on a hook that takes too long: add a timeout parameter and"
        " cancel the hook when it runs over.",
    ),
]


# Set 38 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (docker/utils/utils.py, notebook_shim/shim.py,
# pygments/util.py, openapi_schema_validator/_format.py), as a dozen different users type them
# (the file first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not
# at all; backticks, straight or curly quotes, or none; an arrow; line numbers; "just before the
# line", "right after the line", "directly below"; a first sentence that only gives context or a
# reason, then the request; a pronoun for what was named before; a new file in a fenced block
# outside the package; terse, polite, chatty, non-native, typos; questions) and 7 requests beyond
# the model (two new features, type hints, a refactor, a bug to find from its symptom, speed, and
# an ambiguous target: "the opt helper" of a file with four getters that each take default=None).
# No uncomment: none of the four files holds commented-out code. Every gold was checked by hand
# without the model on the installed copies (docker 7.1.0, notebook_shim 0.2.4, Pygments 2.20.0,
# openapi-schema-validator 0.9.0): anchors occur once, new names are unused, line numbers are the
# file's, and each check fails on the untouched file and holds after a correct edit made by hand.
# Not measured when written.
WORKSPACES38: dict[str, list[str]] = {
    "docker_utils": ["docker/utils/utils.py"],
    "nbshim": ["notebook_shim/shim.py"],
    "pygments_util": ["pygments/util.py"],
    "oas_format": ["openapi_schema_validator/_format.py"],
}

QUESTIONS38: list[dict] = [
    # --- docker_utils ---------------------------------------------------------------------
    edit(
        "docker_utils",
        "refactor(docker/utils/utils.py): version_lt -> is_older_version",
        renamed=["version_lt", "is_older_version"],
    ),
    edit(
        "docker_utils",
        "parse_repository_tag has no docstring. Could you write one? It splits 'name:tag' or"
        " 'name@digest' and gives back (repo, tag), the tag being None when there isn't one.",
        docstring="parse_repository_tag",
    ),
    edit(
        "docker_utils",
        "Our cgroup policy changed and devices shouldn't get mknod by default any more. In"
        " parse_devices, make the fallback permissions 'rw' instead of 'rwm'.",
        text_replaced=["docker/utils/utils.py", "permissions = 'rwm'", "permissions = 'rw'"],
    ),
    edit(
        "docker_utils",
        "create_host_config at the very bottom of utils.py only raises DeprecatedMethod and"
        " nobody imports it any more. Please delete it.",
        definition_deleted=["docker/utils/utils.py", "create_host_config"],
    ),
    edit(
        "docker_utils",
        "in parse_host, just before the line `port = 22` put a comment:"
        " # ssh falls back to its standard port",
        line_before=["docker/utils/utils.py", "port = 22", "# ssh falls back to its standard port"],
    ),
    edit(
        "docker_utils",
        "json.loads accept bytes since 3.6 so the decode step in decode_json_header is"
        " redundant. comment out `data = data.decode('utf-8')` there (dont delete it yet)",
        comment_out=["docker/utils/utils.py", "data = data.decode('utf-8')"],
    ),
    edit(
        "docker_utils",
        "Remove lines 152 and 153 of docker/utils/utils.py, the NOTE about Linux hosts.",
        lines_deleted=["docker/utils/utils.py", 152, 153],
    ),
    beyond(
        "docker_utils",
        "parse_bytes should understand binary suffixes too, like '512Ki' or '2GiB'. Can you add"
        " that?",
    ),
    beyond(
        "docker_utils", "Add type annotations to every function in docker/utils/utils.py please."
    ),
    # --- nbshim ---------------------------------------------------------------------------
    edit(
        "nbshim",
        "[notebook_shim/shim.py] show_banner shouldn't be in IGNORED_TRAITS anymore, take it out"
        " of the tuple.",
        value_set=[
            "notebook_shim/shim.py",
            "IGNORED_TRAITS",
            '("open_browser", "log_level", "log_format", "default_url")',
        ],
    ),
    edit(
        "nbshim",
        "There's a typo in the shim_config_from_notebook_to_jupyter_server docstring:"
        " \u201carguent\u201d should be \u201cargument\u201d.",
        text_replaced=["notebook_shim/shim.py", "arguent", "argument"],
    ),
    edit(
        "nbshim",
        "shim.py: the numbered list in shim_config_from_notebook_to_jupyter_server's docstring"
        " jumps from 1 to 3 on line 161. Make that line read: 2. Pass trait to `ServerApp`.",
        line_replaced=[
            "notebook_shim/shim.py",
            "3. Pass trait to `ServerApp`.",
            "2. Pass trait to `ServerApp`.",
        ],
    ),
    edit(
        "nbshim",
        "Could you give NotebookConfigShimMixin.update_config a one-line docstring? Something"
        ' like "Shim NotebookApp config over to ServerApp, then update as usual."',
        docstring="NotebookConfigShimMixin.update_config",
    ),
    edit(
        "nbshim",
        "rigth after the line extapp_name = self.__class__.__name__ add"
        ' self.log.debug("Shimming config for %s", extapp_name)',
        line_after=[
            "notebook_shim/shim.py",
            "extapp_name = self.__class__.__name__",
            'self.log.debug("Shimming config for %s", extapp_name)',
        ],
    ),
    beyond(
        "nbshim",
        "The NotebookApp loop and the ExtensionApp loop in"
        " shim_config_from_notebook_to_jupyter_server duplicate most of their logic. Pull the"
        " shared part out into a helper method.",
    ),
    beyond(
        "nbshim",
        "Users say they get the same shim warning logged over and over, even for traits that"
        " shouldn't warn at all. There's a bug somewhere in shim.py; can you track it down and"
        " fix it?",
    ),
    # --- pygments_util --------------------------------------------------------------------
    edit(
        "pygments_util",
        "pygments/util.py: split_path_re is only used by shebang_matches, so I'd like it called"
        " _shebang_split_re.",
        renamed=["split_path_re", "_shebang_split_re"],
    ),
    edit(
        "pygments_util",
        "Funny, docstring_headline has no docstring of its own. Add one saying it returns the"
        " first paragraph of obj's docstring on a single line, or '' when there is none.",
        docstring="docstring_headline",
    ),
    edit(
        "pygments_util",
        "Nothing calls surrogatepair anymore. Get rid of it.",
        definition_deleted=["pygments/util.py", "surrogatepair"],
    ),
    edit(
        "pygments_util",
        "insert `from typing import Any` as line 13 in util.py",
        line_inserted_at=["pygments/util.py", 13, "from typing import Any"],
    ),
    edit(
        "pygments_util",
        "TODO(pygments/util.py): make_analysator shouldn't copy f's docstring onto the wrapper;"
        " remove the `text_analyse.__doc__ = f.__doc__` line.",
        line_deleted=["pygments/util.py", "text_analyse.__doc__ = f.__doc__"],
    ),
    edit(
        "pygments_util",
        "add 'import sys' to the imports at the top of the file (pygments/util.py)",
        at_top=["pygments/util.py", "import sys"],
    ),
    beyond(
        "pygments_util",
        "_looks_like_xml_cache in pygments/util.py grows without bound. Turn it into an LRU cache"
        " capped at 1000 entries.",
    ),
    beyond(
        "pygments_util",
        "In util.py please change the opt helper's `default=None` to `default=False`.",
    ),
    # --- oas_format -----------------------------------------------------------------------
    edit(
        "oas_format",
        "On line 98 of _format.py, swap is_binary_pragmatic for is_binary_strict.",
        line_replaced=[
            "openapi_schema_validator/_format.py",
            'oas30_format_checker.checks("binary")(is_binary_pragmatic)',
            'oas30_format_checker.checks("binary")(is_binary_strict)',
        ],
    ),
    edit(
        "oas_format",
        "The 3.1 checker never registers binary. Please add"
        ' `oas31_format_checker.checks("binary")(is_binary_pragmatic)` directly below'
        ' `oas31_format_checker.checks("double")(is_double)`.',
        line_after=[
            "openapi_schema_validator/_format.py",
            'oas31_format_checker.checks("double")(is_double)',
            'oas31_format_checker.checks("binary")(is_binary_pragmatic)',
        ],
    ),
    edit(
        "oas_format",
        "At the end of openapi_schema_validator/_format.py, add an alias:"
        " oas31_strict_format_checker = oas31_format_checker",
        last_line=[
            "openapi_schema_validator/_format.py",
            "oas31_strict_format_checker = oas31_format_checker",
        ],
    ),
    edit(
        "oas_format",
        "Put the comment \u2018# Strict variant: binary must be base64 text\u2019 on the line"
        " just above \u2018oas30_strict_format_checker = FormatChecker()\u2019",
        line_before=[
            "openapi_schema_validator/_format.py",
            "oas30_strict_format_checker = FormatChecker()",
            "# Strict variant: binary must be base64 text",
        ],
    ),
    edit(
        "oas_format",
        "Can you create tests/test_format.py with a quick test for is_int32? Just this:\n\n"
        "```python\n"
        "from openapi_schema_validator._format import is_int32\n\n\n"
        "def test_int32_bounds():\n"
        "    assert is_int32(2**31 - 1)\n"
        "    assert not is_int32(2**31)\n"
        "```",
        file=["tests/test_format.py", "assert not is_int32(2**31)"],
    ),
    beyond(
        "oas_format",
        "is_regex gets called thousands of times when we validate big specs. Can you make it"
        " faster?",
    ),
]


# Set 39 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (prompt_toolkit/history.py, jedi/api/helpers.py,
# lazy_importer/_imports.py, cpuinfo/cpuinfo.py, the last one indented with tabs), as a dozen
# different users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight, single or curly quotes, or none; an
# arrow; line numbers, an en dash range; "just before the line", "right after the line"; a line to
# replace given on lines of its own; a first sentence that only gives context or a reason, then
# the request or a pronoun for what it named; a line named by what it does; a typo fixed in 14
# places; a new file beside the module; terse, polite, chatty, non-native, typos; questions) and 8
# requests beyond the model (a new feature twice, a race to find and fix, type hints, speed, a
# refactor to subprocess.run, and two ambiguous targets: "the __setattr__" of a file whose two
# classes each define one, and "the `return {}`" of a function that has nine). Every gold was
# checked by hand without the model on the installed copies (prompt_toolkit 3.0.52, jedi 0.20.0,
# lazy-importer 0.1.0, py-cpuinfo 9.0.0): anchors occur once, new names are unused, line numbers
# are the file's, and each check fails on the untouched file and holds after a correct edit made
# by hand in a temporary copy. Not measured when written.
WORKSPACES39: dict[str, list[str]] = {
    "ptk_history": ["prompt_toolkit/history.py"],
    "jedi_api_helpers": ["jedi/api/helpers.py"],
    "lazy_importer_imports": ["lazy_importer/_imports.py"],
    "cpuinfo_main": ["cpuinfo/cpuinfo.py"],
}

QUESTIONS39: list[dict] = [
    # --- prompt_toolkit/history.py --------------------------------------------------------
    edit(
        "ptk_history",
        "prompt_toolkit/history.py: `ThreadedHistory._in_load_thread` is a confusing name. Rename"
        " it to `_load_in_background`, and the place that starts the thread too.",
        renamed=["_in_load_thread", "_load_in_background"],
    ),
    edit(
        "ptk_history",
        "FileHistory.load_history_strings has no docstring. Could you add one saying it reads"
        " the '+'-prefixed entries from the file and returns them newest first?",
        docstring="FileHistory.load_history_strings",
    ),
    edit(
        "ptk_history",
        'The ThreadedHistory docstring says "Use this to increase the start-up time", which is'
        ' backwards. Change "increase the start-up time" to "reduce the start-up time".',
        text_replaced=[
            "prompt_toolkit/history.py",
            "increase the start-up time",
            "reduce the start-up time",
        ],
    ),
    edit(
        "ptk_history",
        "Just before the line `if os.path.exists(self.filename):` in FileHistory, add the comment"
        " `# Entries are '+'-prefixed lines; any other line ends one.`",
        line_before=[
            "prompt_toolkit/history.py",
            "if os.path.exists(self.filename):",
            "# Entries are '+'-prefixed lines; any other line ends one.",
        ],
    ),
    edit(
        "ptk_history",
        "we dont want the timestamp lines in the history file anymore. pls comment out the line in"
        ' FileHistory.store_string that writes them (`write(f"\\n# {datetime.datetime.now()}\\n")`)',
        comment_out=["prompt_toolkit/history.py", 'write(f"\\n# {datetime.datetime.now()}\\n")'],
    ),
    edit(
        "ptk_history",
        "Remove the NOTE paragraph about DynamicHistory from the module docstring of history.py"
        " (lines 4\u20138).",
        lines_deleted=["prompt_toolkit/history.py", 4, 8],
    ),
    beyond(
        "ptk_history",
        "FileHistory never shrinks. Add a max_entries parameter to it and drop the oldest entries"
        " from the file once there are more than that.",
    ),
    beyond(
        "ptk_history",
        "Is there a race between ThreadedHistory._in_load_thread and append_string?"
        " _loaded_strings is reset outside the lock. If so, fix it.",
    ),
    # --- jedi/api/helpers.py --------------------------------------------------------------
    edit(
        "jedi_api_helpers",
        "jedi/api/helpers.py: rename _start_match -> _prefix_match",
        renamed=["_start_match", "_prefix_match"],
    ),
    edit(
        "jedi_api_helpers",
        "TODO(jedi/api/helpers.py): CallDetails.count_positional_arguments needs a docstring - it"
        " counts the plain positional arguments before the cursor, stopping at the first star or"
        " keyword one.",
        docstring="CallDetails.count_positional_arguments",
    ),
    edit(
        "jedi_api_helpers",
        "In sorted_definitions the comment stops mid-sentence. Replace the line\n\n"
        "    # Note: `or ''` below is required because `module_path` could be\n\n"
        "with\n\n"
        "    # Note: `or ''` below is required because `module_path` could be None.",
        line_replaced=[
            "jedi/api/helpers.py",
            "# Note: `or ''` below is required because `module_path` could be",
            "# Note: `or ''` below is required because `module_path` could be None.",
        ],
    ),
    edit(
        "jedi_api_helpers",
        "Insert please at line 24 of jedi/api/helpers.py the comment"
        " `# Name matching used by completions.`",
        line_inserted_at=["jedi/api/helpers.py", 24, "# Name matching used by completions."],
    ),
    edit(
        "jedi_api_helpers",
        "Nothing in jedi/api/helpers.py calls split_search_string any more; we moved it to the"
        " search module. Delete it from here.",
        definition_deleted=["jedi/api/helpers.py", "split_search_string"],
    ),
    edit(
        "jedi_api_helpers",
        "Line 369 of jedi/api/helpers.py is a half-finished comment"
        " (\u201c# Checked if the argument\u201d). Get rid of that line.",
        line_deleted=["jedi/api/helpers.py", "# Checked if the argument"],
    ),
    beyond(
        "jedi_api_helpers", "Add type hints to every function and method in jedi/api/helpers.py."
    ),
    beyond(
        "jedi_api_helpers",
        "_fuzzy_match recurses once per character and slices the string each time, so it is slow"
        " on long names. Can you make it faster?",
    ),
    # --- lazy_importer/_imports.py --------------------------------------------------------
    edit(
        "lazy_importer_imports",
        'Add `__all__ = ("lazy_importer", "resolve")` near the top of lazy_importer/_imports.py,'
        " after the imports.",
        at_top=["lazy_importer/_imports.py", '__all__ = ("lazy_importer", "resolve")'],
    ),
    edit(
        "lazy_importer_imports",
        "Both __setattr__ and __delattr__ of _Request raise 'request is immutable'. Make the"
        " message '_Request is immutable' in both places.",
        text_replaced=[
            "lazy_importer/_imports.py",
            "request is immutable",
            "_Request is immutable",
        ],
    ),
    edit(
        "lazy_importer_imports",
        "[lazy_importer/_imports.py] Please give _Request.load a short docstring: it imports the"
        " module with the hook suspended and returns the attribute or submodule the request"
        " names.",
        docstring="_Request.load",
    ),
    edit(
        "lazy_importer_imports",
        '"await" in _PROTOCOLS makes asyncio think every proxy is awaitable. Comment that entry out'
        " for now.",
        comment_out=["lazy_importer/_imports.py", '"await",'],
    ),
    edit(
        "lazy_importer_imports",
        'In `_Proxy.__getattribute__`, change `if name == "__mro_entries__":` to'
        ' `if name in ("__mro_entries__", "__class_getitem__"):`',
        line_replaced=[
            "lazy_importer/_imports.py",
            'if name == "__mro_entries__":',
            'if name in ("__mro_entries__", "__class_getitem__"):',
        ],
    ),
    beyond(
        "lazy_importer_imports",
        "Star imports (`from x import *`) skip the lazy hook right now. Could you make them lazy"
        " as well?",
    ),
    beyond(
        "lazy_importer_imports",
        "rename the `name` parameter of __setattr__ to `attr_name` in _imports.py",
    ),
    # --- cpuinfo/cpuinfo.py ---------------------------------------------------------------
    edit(
        "cpuinfo_main",
        "Hey, the CPUID subprocess keeps hanging on our CI box, so for now set"
        " CAN_CALL_CPUID_IN_SUBPROCESS to False in cpuinfo/cpuinfo.py. Thanks!",
        value_set=["cpuinfo/cpuinfo.py", "CAN_CALL_CPUID_IN_SUBPROCESS", "False"],
    ),
    edit(
        "cpuinfo_main",
        "typo fix: every trace header says 'Tying to get info from ...' - it should be 'Trying to"
        " get info from ...'. fix all of them pls",
        text_replaced=["cpuinfo/cpuinfo.py", "Tying to get info", "Trying to get info"],
    ),
    edit(
        "cpuinfo_main",
        "i need to see the raw cpuid output while debugging, in _get_cpu_info_from_cpuid uncoment"
        " the pp.pprint(output) line",
        uncomment=["cpuinfo/cpuinfo.py", "pp.pprint(output)"],
    ),
    edit(
        "cpuinfo_main",
        "cpuinfo.py is indented with tabs. Add the vim modeline # vim: set noexpandtab ts=4 sw=4:"
        " as the very last line of the file.",
        last_line=["cpuinfo/cpuinfo.py", "# vim: set noexpandtab ts=4 sw=4:"],
    ),
    edit(
        "cpuinfo_main",
        "In main(), right after the line that prints the Cpuinfo Version, add"
        " print('Python Executable: {0}'.format(sys.executable))",
        line_after=[
            "cpuinfo/cpuinfo.py",
            "print('Cpuinfo Version: {0}'.format(info.get('cpuinfo_version_string', '')))",
            "print('Python Executable: {0}'.format(sys.executable))",
        ],
    ),
    edit(
        "cpuinfo_main",
        "Could you create cpuinfo/__main__.py so that `python -m cpuinfo` works? It only needs"
        " `from cpuinfo.cpuinfo import main` followed by `main()`.",
        file=["cpuinfo/__main__.py", "from cpuinfo.cpuinfo import main"],
    ),
    beyond("cpuinfo_main", "Comment out the `return {}` in _get_cpu_info_from_cpuid."),
    beyond(
        "cpuinfo_main",
        "_run_and_get_stdout can block forever. Switch it to subprocess.run with a timeout and make"
        " every caller cope with the timeout.",
    ),
]


# Set 40 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (networkx/utils/misc.py, pygments/lexer.py,
# jedi/cache.py, mpmath/libmp/libintmath.py), as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; an arrow; line numbers, an en dash range; "just
# before the line", "right after the line"; a first sentence that only gives context or a reason,
# then the request or a pronoun for what it named; lines said by what they do or hold rather than
# quoted (the redundant lookup in a loop, the empty print() of a report, the line that clears
# parso's cache, the line where one option overrides another, the hard-coded guard bits, a
# commented-out function); a new file at the workspace's root; terse, polite, chatty, non-native,
# typos; questions) and 8 requests beyond the model (a lock, an LRU bound, a cache to implement
# from an XXX note, type hints, a dispatch-table refactor, speed, a bug to find, and an ambiguous
# target: "the __repr__" of a file whose three classes each define one). Every gold was checked by
# hand without the model on the installed copies (networkx 3.6.1, Pygments 2.20.0, jedi 0.20.0,
# mpmath 1.3.0): anchors occur once, new names are unused, line numbers are the file's, and each
# check fails on the untouched file and holds after a correct edit made by hand in a temporary
# copy. Not measured when written.
WORKSPACES40: dict[str, list[str]] = {
    "nx_utils_misc": ["networkx/utils/misc.py"],
    "pygments_lexer": ["pygments/lexer.py"],
    "jedi_cache": ["jedi/cache.py"],
    "mpmath_libintmath": ["mpmath/libmp/libintmath.py"],
}

QUESTIONS40: list[dict] = [
    # --- jedi/cache.py ---
    edit(
        "jedi_cache",
        "time_cache in jedi/cache.py is the only decorator in that file without a docstring. Could"
        " you add one? Something like: caches the decorated function's result for `seconds`"
        " seconds.",
        docstring="time_cache",
    ),
    edit(
        "jedi_cache",
        "In clear_time_caches, comment out the line that empties parso's parser cache - I want to"
        " check whether that is what makes the next parse so slow after delete_all=True.",
        comment_out=["jedi/cache.py", "parser_cache.clear()"],
    ),
    edit(
        "jedi_cache",
        "Insert `import logging` at line 15 of jedi/cache.py.",
        line_inserted_at=["jedi/cache.py", 15, "import logging"],
    ),
    edit(
        "jedi_cache",
        "cache: the lambda around cache.clear in time_cache is pointless -> `wrapper.clear_cache ="
        " cache.clear` (keep the type: ignore comment)",
        text_replaced=[
            "jedi/cache.py",
            "lambda: cache.clear()",
            "wrapper.clear_cache = cache.clear",
        ],
    ),
    edit(
        "jedi_cache",
        "Please add a .gitignore to the repo root, with a single line: __pycache__/",
        file=[".gitignore", "__pycache__/"],
    ),
    edit(
        "jedi_cache",
        "Just before the line `value = next(generator)` in signature_time_cache, put the comment"
        " `# cache miss or expired: compute the value`",
        line_before=[
            "jedi/cache.py",
            "value = next(generator)",
            "# cache miss or expired: compute the value",
        ],
    ),
    # --- pygments/lexer.py ---
    edit(
        "pygments_lexer",
        "Rename _encoding_map to _BOM_ENCODINGS (it is the BOM -> codec table) in"
        " pygments/lexer.py.",
        renamed=["_encoding_map", "_BOM_ENCODINGS"],
    ),
    edit(
        "pygments_lexer",
        "could u put a one line docstring on words.get in lexer.py? it just builds the optimised"
        " regex from the word list",
        docstring="words.get",
    ),
    edit(
        "pygments_lexer",
        "We're deprecating the inencoding option. In Lexer.__init__, comment out the line where"
        " inencoding overrides the encoding.",
        comment_out=[
            "pygments/lexer.py",
            "self.encoding = options.get('inencoding') or self.encoding",
        ],
    ),
    edit(
        "pygments_lexer",
        "The profiling report of ProfilingRegexLexer starts with an empty print() that leaves a"
        " blank line in our logs. Remove it.",
        line_deleted=["pygments/lexer.py", "print()"],
    ),
    edit(
        "pygments_lexer",
        "TODO(pygments/lexer.py): add `from __future__ import annotations` at the top of the"
        " module",
        at_top=["pygments/lexer.py", "from __future__ import annotations"],
    ),
    # --- networkx/utils/misc.py ---
    edit(
        "nx_utils_misc",
        "[networkx/utils/misc.py] _dict_to_numpy_array2 → _dict_to_numpy_array_2d please, the"
        " bare 2 reads like a version number",
        renamed=["_dict_to_numpy_array2", "_dict_to_numpy_array_2d"],
    ),
    edit(
        "nx_utils_misc",
        "Add a docstring to PythonRandomInterface.choice saying that it returns a random element"
        " of seq (and that it can't just use the rng's choice because of strings).",
        docstring="PythonRandomInterface.choice",
    ),
    edit(
        "nx_utils_misc",
        "In _dict_to_numpy_array1 the loop is `for k1, i in mapping.items():` and then it looks i"
        " up in mapping a second time. That second lookup is redundant, delete the line.",
        line_deleted=["networkx/utils/misc.py", "i = mapping[k1]"],
    ),
    edit(
        "nx_utils_misc",
        "networkx/utils/misc.py lines 438–446 are commented-out weibull/triangular/choices"
        " methods nobody is going to finish. Delete those lines.",
        lines_deleted=["networkx/utils/misc.py", 438, 446],
    ),
    edit(
        "nx_utils_misc",
        "Docstring typo in create_py_random_state: “We use it only used if passed” should be “We"
        " use it only if passed”.",
        text_replaced=[
            "networkx/utils/misc.py",
            "We use it only used if passed",
            "We use it only if passed",
        ],
    ),
    edit(
        "nx_utils_misc",
        "PythonRandomInterface.paretovariate is never called anywhere in networkx. Could you"
        " delete it?",
        definition_deleted=["networkx/utils/misc.py", "PythonRandomInterface.paretovariate"],
    ),
    # --- mpmath/libmp/libintmath.py ---
    edit(
        "mpmath_libintmath",
        "mpmath/libmp/libintmath.py: MAX_EULER_CACHE should be 1000",
        value_set=["mpmath/libmp/libintmath.py", "MAX_EULER_CACHE", "1000"],
    ),
    edit(
        "mpmath_libintmath",
        "rename stddigits to DEFAULT_DIGITS in libintmath, it's used as a default argument in a"
        " few functions, update those too",
        renamed=["stddigits", "DEFAULT_DIGITS"],
    ),
    edit(
        "mpmath_libintmath",
        "Theres a commented-out sage_bitcount function in libintmath.py, it's dead code since"
        " sage_utils.bitcount is used instead. pls remove it",
        lines_deleted=["mpmath/libmp/libintmath.py", 104, 106],
    ),
    edit(
        "mpmath_libintmath",
        "In isqrt_fast_python the number of guard bits is hard-coded to 10. Bump it to 12.",
        line_replaced=["mpmath/libmp/libintmath.py", "guard_bits = 10", "guard_bits = 12"],
    ),
    edit(
        "mpmath_libintmath",
        "The loop that builds small_trailing leaks `j` into the module namespace. Add `del j` as"
        " the very last line of libintmath.py.",
        last_line=["mpmath/libmp/libintmath.py", "del j"],
    ),
    edit(
        "mpmath_libintmath",
        "right after the line small_odd_primes_set = set(small_odd_primes) add this line:"
        " MAX_SMALL_PRIME = small_odd_primes[-1]",
        line_after=[
            "mpmath/libmp/libintmath.py",
            "small_odd_primes_set = set(small_odd_primes)",
            "MAX_SMALL_PRIME = small_odd_primes[-1]",
        ],
    ),
    # --- beyond the model ---
    beyond(
        "jedi_cache",
        "Make time_cache in jedi/cache.py thread-safe: guard the cache dict with a lock so two"
        " threads never compute the same key twice.",
    ),
    beyond(
        "jedi_cache",
        "memoize_method keeps every result forever in the instance's __dict__. Give it a maxsize"
        " argument with LRU eviction.",
    ),
    beyond("pygments_lexer", "Delete the __repr__ method in pygments/lexer.py."),
    beyond(
        "pygments_lexer",
        "There's an `XXX: cache that somehow` note in using(). Implement it: reuse the lexer"
        " instances per (class, options) instead of building a new lexer on every match.",
    ),
    beyond("nx_utils_misc", "Add type hints to every function in networkx/utils/misc.py."),
    beyond(
        "nx_utils_misc",
        "create_py_random_state is one long if-chain. Refactor it into a dispatch table keyed by"
        " type, and do the same for create_random_state.",
    ),
    beyond(
        "mpmath_libintmath",
        "moebius does trial division up to n (there's even a TODO about it). Make it fast by"
        " actually factoring n.",
    ),
    beyond(
        "mpmath_libintmath",
        "I get wrong Euler numbers after computing a large one first, eulernum's cache looks off."
        " Can you find the bug and fix it?",
    ),
]


# Set 41 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of the sets above. 23 mechanical edits on four modules of
# third-party packages, each kept at its path (prompt_toolkit/utils.py, cfnlint/helpers.py,
# networkx/utils/decorators.py, prompt_toolkit/cache.py), as a dozen different users type them
# (the file first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not
# at all; backticks, straight or curly quotes, or none; an arrow; line numbers and a line range;
# "right after the line", "right above"; a first sentence that only gives context or a reason,
# then the request; a pronoun for what was named before; terse, polite, chatty, non-native,
# typos; questions). Seven of them say the line by what it does or what it holds, without quoting
# it ("the assert in take_using_weights that checks the items list isn't empty", "the line in
# save_metadata that writes the trailing newline", "the line that copies f's docstring onto the
# wrapper"), where exactly one line fits. 8 requests are beyond the model: speed, a new feature,
# type hints, a bug to find, a refactor, and three whose description fits several lines ("the
# return line in to_str", which has two; "the line that deletes the oldest entry" of cache.py,
# one in each cache class; "the line that puts the url into the download metadata", written the
# same in two functions). Every gold was checked by hand without the model on the installed
# copies (prompt_toolkit 3.0.52, cfn-lint 1.51.0, networkx 3.6.1): anchors occur once, new names
# are unused, line numbers are the file's, and each check fails on the untouched file and holds
# after a correct edit made by hand; each decline holds on the untouched workspace. Not measured
# when written.
WORKSPACES41: dict[str, list[str]] = {
    "ptk_utils": ["prompt_toolkit/utils.py"],
    "cfnlint_helpers": ["cfnlint/helpers.py"],
    "nx_decorators": ["networkx/utils/decorators.py"],
    "ptk_cache": ["prompt_toolkit/cache.py"],
}

QUESTIONS41: list[dict] = [
    # --- prompt_toolkit/utils.py ----------------------------------------------------------
    edit(
        "ptk_utils",
        "In take_using_weights, `already_taken` isn't a very telling name. Could you rename it to"
        " taken_counts?",
        renamed=["already_taken", "taken_counts"],
    ),
    edit(
        "ptk_utils",
        "prompt_toolkit/utils.py: _CharSizesCache.__missing__ only has comments, no docstring."
        " Give it one saying it computes the width of a string and stores it in the cache.",
        docstring="_CharSizesCache.__missing__",
    ),
    edit(
        "ptk_utils",
        "We never build the docs from this copy, so set SPHINX_AUTODOC_RUNNING to False in"
        " prompt_toolkit/utils.py.",
        value_set=["prompt_toolkit/utils.py", "SPHINX_AUTODOC_RUNNING", "False"],
    ),
    edit(
        "ptk_utils",
        "pls comment out the assert in take_using_weights that checks the items list isnt empty",
        comment_out=["prompt_toolkit/utils.py", "assert len(items) > 0"],
    ),
    edit(
        "ptk_utils",
        "There is an empty comment line in take_using_weights, just a hash sign with nothing after"
        " it, right above already_taken. Remove it.",
        line_deleted=["prompt_toolkit/utils.py", "#"],
    ),
    edit(
        "ptk_utils",
        "add import logging to the imports at the top of [prompt_toolkit/utils.py]",
        at_top=["prompt_toolkit/utils.py", "import logging"],
    ),
    beyond(
        "ptk_utils",
        "take_using_weights gets really slow when the weights are large. Can you make it faster?",
    ),
    beyond("ptk_utils", "get rid of the return line in to_str"),
    # --- prompt_toolkit/cache.py ----------------------------------------------------------
    edit(
        "ptk_cache",
        "Chnage memoized's default maxsize from 1024 to 256 in prompt_toolkit/cache.py.",
        text_replaced=["prompt_toolkit/cache.py", "maxsize: int = 1024", "maxsize: int = 256"],
    ),
    edit(
        "ptk_cache",
        "refactor(cache): rename create_new -> compute_value inside memoized",
        renamed=["create_new", "compute_value"],
    ),
    edit(
        "ptk_cache",
        "Please remove lines 78\u201385 of prompt_toolkit/cache.py (the long NOTE comment in"
        " FastDictCache).",
        lines_deleted=["prompt_toolkit/cache.py", 78, 85],
    ),
    edit(
        "ptk_cache",
        "TODO(cache.py): put `# Not cached yet: build the value.` right above"
        " `result = self.get_value(*key)`",
        line_before=[
            "prompt_toolkit/cache.py",
            "result = self.get_value(*key)",
            "# Not cached yet: build the value.",
        ],
    ),
    edit(
        "ptk_cache",
        "At the very end of cache.py, add this line: Cache = SimpleCache  # alias kept for old"
        " imports",
        last_line=["prompt_toolkit/cache.py", "Cache = SimpleCache  # alias kept for old imports"],
    ),
    edit(
        "ptk_cache",
        "Could you create a file prompt_toolkit/NOTES.md that says \u201ccache.py is vendored from"
        " prompt_toolkit 3.0.52\u201d?",
        file=["prompt_toolkit/NOTES.md", "cache.py is vendored from prompt_toolkit 3.0.52"],
    ),
    beyond(
        "ptk_cache",
        "Turn SimpleCache into a real LRU cache: a hit should move the key to the back of the"
        " queue.",
    ),
    beyond("ptk_cache", "In cache.py, comment out the line that deletes the oldest entry."),
    # --- cfnlint/helpers.py ---------------------------------------------------------------
    edit(
        "cfnlint_helpers",
        "we move our main region, so REGION_PRIMARY must be 'us-west-2' now in cfnlint/helpers.py",
        value_set=["cfnlint/helpers.py", "REGION_PRIMARY", "'us-west-2'"],
    ),
    edit(
        "cfnlint_helpers",
        "Right after the line `LOGGER = logging.getLogger(__name__)`, add"
        " `LOGGER.addHandler(logging.NullHandler())`.",
        line_after=[
            "cfnlint/helpers.py",
            "LOGGER = logging.getLogger(__name__)",
            "LOGGER.addHandler(logging.NullHandler())",
        ],
    ),
    edit(
        "cfnlint_helpers",
        "In get_url_content, drop the line that stores the url in the metadata dict; the etag is"
        " all we need there.",
        lines_deleted=["cfnlint/helpers.py", 476, 476],
    ),
    edit(
        "cfnlint_helpers",
        "cfnlint/helpers.py - comment out the line in save_metadata that writes the trailing"
        " newline after the JSON.",
        comment_out=["cfnlint/helpers.py", 'metadata_file.write("\\n")'],
    ),
    edit(
        "cfnlint_helpers",
        "Insert \u201c# Every region we know the availability zones of\u201d at line 137 of"
        " cfnlint/helpers.py.",
        line_inserted_at=[
            "cfnlint/helpers.py",
            137,
            "# Every region we know the availability zones of",
        ],
    ),
    edit(
        "cfnlint_helpers",
        "Nothing imports ToPy from cfnlint/helpers.py anymore. Could you delete it?",
        definition_deleted=["cfnlint/helpers.py", "ToPy"],
    ),
    beyond(
        "cfnlint_helpers",
        "Add type hints to all the functions in cfnlint/helpers.py that don't have them yet.",
    ),
    beyond(
        "cfnlint_helpers",
        "Remove the line that puts the url into the download metadata, it's redundant.",
    ),
    # --- networkx/utils/decorators.py -----------------------------------------------------
    edit(
        "nx_decorators",
        "networkx/utils/decorators.py: rename the module-level dict `fopeners` to `_file_openers`,"
        " it's private.",
        renamed=["fopeners", "_file_openers"],
    ),
    edit(
        "nx_decorators",
        "argmap.__init__ has no docstirng - add a short one (it just stores the map function, the"
        " arguments and the try_finally flag).",
        docstring="argmap.__init__",
    ),
    edit(
        "nx_decorators",
        "_tabs is only 64 spaces and very deep decorator stacks could run out. Make that line"
        ' `_tabs = " " * 256` in decorators.py',
        line_replaced=["networkx/utils/decorators.py", '_tabs = " " * 64', '_tabs = " " * 256'],
    ),
    edit(
        "nx_decorators",
        "In argmap.__call__, drop the line that copies f's docstring onto the wrapper.",
        line_deleted=["networkx/utils/decorators.py", "func.__doc__ = f.__doc__"],
    ),
    edit(
        "nx_decorators",
        "could you comment out the line in _lazy_compile which merges real_func's globals into"
        " func's globals",
        comment_out=[
            "networkx/utils/decorators.py",
            "func.__globals__.update(real_func.__globals__)",
        ],
    ),
    beyond(
        "nx_decorators",
        "Some of our graphs get NetworkXNotImplemented from functions decorated with"
        " not_implemented_for even though they should be allowed. Find the bug.",
    ),
    beyond(
        "nx_decorators",
        "argmap builds its wrappers with exec and source strings. Rewrite it with functools.wraps"
        " so there's no code generation.",
    ),
]


# Set 42 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 41. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (libcst/_nodes/whitespace.py, nbconvert/filters/strings.py,
# flask/helpers.py, hypothesis/strategies/_internal/utils.py; hypothesis's misc.py, the file first
# chosen, has only 138 lines, so utils.py, 224 lines, stands in for it), as a dozen different
# users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; line
# numbers and line ranges; "right after the line", "right before the line"; a first sentence that
# only gives context or a reason, then the request; a pronoun for what was named before; terse,
# polite, chatty, non-native, typos; questions). Seven of them say the line by what it does or
# what it holds, without quoting it ("the line in add_anchor that sets the header's id", "the line
# in prevent_list_blocks which escapes a leading plus sign", "the original implementation left as
# a comment in flash()", "the line that writes the flashes list back into the session", "the
# assert in defines_strategy", "the note above _STRATEGY_CACHE about thread safety", the strategy
# cache's size), where exactly one line fits. No request sets a module constant (value_set): none
# of the four files has a plain module-level assignment of a literal. 8 requests are beyond the
# model: a new feature, a refactor, type hints, a bug to find, speed, and three whose description
# fits several lines ("the line that adds the indent tokens" of whitespace.py, one in
# EmptyLine._codegen_impl and one in ParenthesizedWhitespace._codegen_impl; "the line that reads
# the env var into val", in get_debug_flag and in get_load_dotenv; the line that returns
# "<symbolic>", twice in _to_jsonable). Every gold was checked by hand without the model on the
# installed copies (libcst 1.0.1, nbconvert 7.17.2, Flask 3.1.3, hypothesis 6.155.2): anchors
# occur once, new names are unused, line numbers are the file's, and each check fails on the
# untouched file and holds after a correct edit made by hand; each decline holds on the untouched
# workspace. Not measured when written.
WORKSPACES42: dict[str, list[str]] = {
    "e42_libcst_whitespace": ["libcst/_nodes/whitespace.py"],
    "e42_nbconvert_strings": ["nbconvert/filters/strings.py"],
    "e42_flask_helpers": ["flask/helpers.py"],
    "e42_hypothesis_utils": ["hypothesis/strategies/_internal/utils.py"],
}

QUESTIONS42: list[dict] = [
    # --- libcst/_nodes/whitespace.py ------------------------------------------------------
    edit(
        "e42_libcst_whitespace",
        "libcst/_nodes/whitespace.py: rename SIMPLE_WHITESPACE_RE -> SIMPLE_WS_RE",
        renamed=["SIMPLE_WHITESPACE_RE", "SIMPLE_WS_RE"],
    ),
    edit(
        "e42_libcst_whitespace",
        "Newline._codegen_impl has no docstring. Could you add one? It writes the node's newline,"
        " or the module's default newline when value is None.",
        docstring="Newline._codegen_impl",
    ),
    edit(
        "e42_libcst_whitespace",
        "small typo in the SimpleWhitespace docstring: \u201cpreceeded\u201d \u2192"
        " \u201cpreceded\u201d",
        text_replaced=["libcst/_nodes/whitespace.py", "preceeded", "preceded"],
    ),
    edit(
        "e42_libcst_whitespace",
        "We decided against a separate type for non-zero whitespace, so delete the TODO comment"
        " on lines 53-54 of whitespace.py.",
        lines_deleted=["libcst/_nodes/whitespace.py", 53, 54],
    ),
    edit(
        "e42_libcst_whitespace",
        "[libcst/_nodes/whitespace.py] insert `# Patterns checked by the _validate methods"
        " below.` at line 21",
        line_inserted_at=[
            "libcst/_nodes/whitespace.py",
            21,
            "# Patterns checked by the _validate methods below.",
        ],
    ),
    edit(
        "e42_libcst_whitespace",
        "I'm going to deprecate something in here soon. Put import warnings at the top of"
        " whitespace.py with the other imports.",
        at_top=["libcst/_nodes/whitespace.py", "import warnings"],
    ),
    beyond(
        "e42_libcst_whitespace",
        "Give every node class in whitespace.py a __str__ that returns the exact code it"
        " generates, so I can print them while debugging.",
    ),
    beyond(
        "e42_libcst_whitespace", "comment out the line that adds the indent tokens in whitespace.py"
    ),
    # --- nbconvert/filters/strings.py -----------------------------------------------------
    edit(
        "e42_nbconvert_strings",
        "Chnage the default widht of wrap_text to 80 instead of 100 plz"
        " (nbconvert/filters/strings.py)",
        text_replaced=["nbconvert/filters/strings.py", "width=100", "width=80"],
    ),
    edit(
        "e42_nbconvert_strings",
        "TODO(strings.py): rename `wrp` to `wrapped`, nobody can read that",
        renamed=["wrp", "wrapped"],
    ),
    edit(
        "e42_nbconvert_strings",
        "add_anchor should leave the header's id alone from now on. Can you delete the line that"
        " sets it?",
        line_deleted=["nbconvert/filters/strings.py", 'h.set("id", link)'],
    ),
    edit(
        "e42_nbconvert_strings",
        "In prevent_list_blocks please comment out the line which escapes a leading plus sign.",
        comment_out=["nbconvert/filters/strings.py", r'out = re.sub(r"(^\s*)\+", r"\1\+", out)'],
    ),
    edit(
        "e42_nbconvert_strings",
        'put "# Quote every part of the path on its own." right before the line'
        " parts = path.split(os.path.sep)",
        line_before=[
            "nbconvert/filters/strings.py",
            "parts = path.split(os.path.sep)",
            "# Quote every part of the path on its own.",
        ],
    ),
    edit(
        "e42_nbconvert_strings",
        "cleanup(filters): remove text_base64 from nbconvert/filters/strings.py, its dead code"
        " for us",
        definition_deleted=["nbconvert/filters/strings.py", "text_base64"],
    ),
    beyond(
        "e42_nbconvert_strings",
        "html2text calls itself for every child element, so deeply nested HTML hits the"
        " recursion limit. Rewrite it with an explicit stack.",
    ),
    beyond(
        "e42_nbconvert_strings",
        "Could you add type annotations to all the filters in nbconvert/filters/strings.py?",
    ),
    # --- flask/helpers.py -----------------------------------------------------------------
    edit(
        "e42_flask_helpers",
        "In flash() the original implementation is still there as a comment. Uncomment that"
        " line, I want to compare both.",
        uncomment=[
            "flask/helpers.py",
            "session.setdefault('_flashes', []).append((category, message))",
        ],
    ),
    edit(
        "e42_flask_helpers",
        "hey, _prepare_send_file_kwargs is missing a docstring \u2013 would you mind adding one?"
        " it fills in max_age and the app's send-file settings",
        docstring="_prepare_send_file_kwargs",
    ),
    edit(
        "e42_flask_helpers",
        'Right after the line `val = os.environ.get("FLASK_DEBUG")`, add'
        " `val = val.strip() if val else val` (flask/helpers.py)",
        line_after=[
            "flask/helpers.py",
            'val = os.environ.get("FLASK_DEBUG")',
            "val = val.strip() if val else val",
        ],
    ),
    edit(
        "e42_flask_helpers",
        "flask/helpers.py L122-125 - that comment about running the setup code is outdated,"
        " remove it",
        lines_deleted=["flask/helpers.py", 122, 125],
    ),
    edit(
        "e42_flask_helpers",
        "Please, in flash() remove the line which is writing the flashes list back into session.",
        line_deleted=["flask/helpers.py", 'session["_flashes"] = flashes'],
    ),
    edit(
        "e42_flask_helpers",
        "Could you create flask/VENDORED.txt with the line: helpers.py is copied from Flask 3.1.3",
        file=["flask/VENDORED.txt", "helpers.py is copied from Flask 3.1.3"],
    ),
    beyond(
        "e42_flask_helpers",
        "Users say they sometimes see the same flashed message twice. Can you find the bug in"
        " helpers.py and fix it?",
    ),
    beyond("e42_flask_helpers", "get rid of the line that reads the env var into val"),
    # --- hypothesis/strategies/_internal/utils.py -----------------------------------------
    edit(
        "e42_hypothesis_utils",
        "We hit the strategy cache limit in big test suites; bump its size from 1024 to 4096 in"
        " hypothesis/strategies/_internal/utils.py",
        line_replaced=[
            "hypothesis/strategies/_internal/utils.py",
            "_STRATEGY_CACHE = LRUReusedCache[StrategyCacheKey, object](1024)",
            "_STRATEGY_CACHE = LRUReusedCache[StrategyCacheKey, object](4096)",
        ],
    ),
    edit(
        "e42_hypothesis_utils",
        "refactor(utils): recur \u2192 to_json_child in _to_jsonable",
        renamed=["recur", "to_json_child"],
    ),
    edit(
        "e42_hypothesis_utils",
        'At the end of utils.py append: __all__ = ["cacheable", "defines_strategy", "to_jsonable"]',
        last_line=[
            "hypothesis/strategies/_internal/utils.py",
            '__all__ = ["cacheable", "defines_strategy", "to_jsonable"]',
        ],
    ),
    edit(
        "e42_hypothesis_utils",
        "pls comment out the assert inside defines_strategy, it is failing on our debug build",
        comment_out=[
            "hypothesis/strategies/_internal/utils.py",
            "assert result.has_reusable_values",
        ],
    ),
    edit(
        "e42_hypothesis_utils",
        "Delete the note above _STRATEGY_CACHE about thread safety.",
        line_deleted=[
            "hypothesis/strategies/_internal/utils.py",
            "# note: LRUReusedCache is already thread-local internally",
        ],
    ),
    beyond(
        "e42_hypothesis_utils",
        "_to_jsonable is slow on big nested lists because it builds a new seen set at every"
        " level. Make it faster.",
    ),
    beyond(
        "e42_hypothesis_utils",
        'hypothesis/strategies/_internal/utils.py: remove the line that returns "<symbolic>"',
    ),
]


# Set 43 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 41. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (jupyter_server/utils.py, samtranslator/utils/utils.py,
# botocore/compat.py, sympy/utilities/misc.py; sympy/utilities/iterables.py was too big for a
# set, so misc.py stands in for it), as a dozen different users type them (the file first, last,
# in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; arrows; a line number and a line range; "right after the
# line", "right above"; a first sentence that only gives context or a reason, then the request;
# a pronoun for what was named before; terse, polite, chatty, non-native, typos; questions). Six
# of them say the line by what it does or what it holds, without quoting it ("the line in
# to_os_path that filters the empty strings out of parts", "the line that registers the unix
# socket resolver on AsyncHTTPClient", "the unquote_str alias", "the line that creates the module
# logger", "the functools import in the commented-out tracing block", "the XXX comment about PyPy
# above HASH_RANDOMIZATION"), where exactly one line fits; one more says a two-line range that way
# ("the empty-path check at the start of dict_deep_set"). 8 requests are beyond the model: a bug
# to find, a new feature, a refactor, speed, type hints, and three whose description fits several
# lines ("the return True line" of _check_pid_posix, which has two; "the line in
# _windows_shell_split that sets num_backslashes back to 0", three of them; "the a = b = '' line"
# of translate, two). Every gold was checked by hand without the model on the installed copies
# (jupyter_server 2.21.1, aws-sam-translator 1.110.0, botocore 1.43.11, sympy 1.14.0): anchors
# occur once, new names are unused, line numbers are the file's, and each check fails on the
# untouched file and holds after a correct edit made by hand; each decline holds on the untouched
# workspace. Not measured when written.
WORKSPACES43: dict[str, list[str]] = {
    "e43_jps_utils": ["jupyter_server/utils.py"],
    "e43_sam_utils": ["samtranslator/utils/utils.py"],
    "e43_boto_compat": ["botocore/compat.py"],
    "e43_sympy_misc": ["sympy/utilities/misc.py"],
}

QUESTIONS43: list[dict] = [
    # --- jupyter_server/utils.py ----------------------------------------------------------
    edit(
        "e43_jps_utils",
        "refactor(jupyter_server/utils.py): rename _check_pid_posix \u2192 _check_pid_unix",
        renamed=["_check_pid_posix", "_check_pid_unix"],
    ),
    edit(
        "e43_jps_utils",
        "_check_pid_win32 only has comments inside it. Could you give it a proper docstring,"
        " something like 'Return True if a process with this pid exists (Windows)'?",
        docstring="_check_pid_win32",
    ),
    edit(
        "e43_jps_utils",
        "os.path.join copes with empty pieces anyway. In to_os_path, please delete the line that"
        " filters the empty strings out of parts.",
        line_deleted=[
            "jupyter_server/utils.py",
            'parts = [p for p in parts if p != ""]  #  remove duplicate splits',
        ],
    ),
    edit(
        "e43_jps_utils",
        "[jupyter_server/utils.py] comment out the line that registers the unix socket resolver on"
        " AsyncHTTPClient",
        comment_out=[
            "jupyter_server/utils.py",
            "AsyncHTTPClient.configure(None, resolver=resolver)",
        ],
    ),
    edit(
        "e43_jps_utils",
        'right after the line ApiPath = NewType("ApiPath", str) pls add'
        ' OsPath = NewType("OsPath", str) , we need a type for the filesytem paths too',
        line_after=[
            "jupyter_server/utils.py",
            'ApiPath = NewType("ApiPath", str)',
            'OsPath = NewType("OsPath", str)',
        ],
    ),
    beyond(
        "e43_jps_utils",
        "Sometimes unix_socket_in_use crashes with an UnboundLocalError instead of just returning"
        " False. Can you find out why and fix it?",
    ),
    beyond("e43_jps_utils", "in _check_pid_posix comment out the return True line"),
    # --- samtranslator/utils/utils.py -----------------------------------------------------
    edit(
        "e43_sam_utils",
        "The leading underscore on `_path_nodes` is just noise, it's a plain local. Rename it to"
        " `remaining_keys`, in dict_deep_get and in dict_deep_set.",
        renamed=["_path_nodes", "remaining_keys"],
    ),
    edit(
        "e43_sam_utils",
        "samtranslator/utils/utils.py: InvalidValueType has no docstring. Add one explaining that"
        " it is raised when a value along a dict path is not a map.",
        docstring="InvalidValueType",
    ),
    edit(
        "e43_sam_utils",
        "TODO(samtranslator/utils/utils.py): remove the empty-path check at the start of"
        " dict_deep_set (the if and its raise), callers validate the path already",
        lines_deleted=["samtranslator/utils/utils.py", 62, 63],
    ),
    edit(
        "e43_sam_utils",
        "Please add \u2018from collections.abc import Mapping\u2019 to the imports at the top of"
        " samtranslator/utils/utils.py.",
        at_top=["samtranslator/utils/utils.py", "from collections.abc import Mapping"],
    ),
    edit(
        "e43_sam_utils",
        'append __all__ = ["as_array", "insert_unique", "InvalidValueType", "dict_deep_get",'
        ' "dict_deep_set"] as the last line of utils.py',
        last_line=[
            "samtranslator/utils/utils.py",
            (
                '__all__ = ["as_array", "insert_unique", "InvalidValueType", "dict_deep_get",'
                ' "dict_deep_set"]'
            ),
        ],
    ),
    edit(
        "e43_sam_utils",
        "Could you insert the comment `# --- nested dict helpers ---` at line 33 of"
        " samtranslator/utils/utils.py?",
        line_inserted_at=["samtranslator/utils/utils.py", 33, "# --- nested dict helpers ---"],
    ),
    beyond(
        "e43_sam_utils",
        'dict_deep_get should also understand list indexes in the path, so "Resources.Items.0.Name"'
        " walks into the first element of the Items list. Can you add that?",
    ),
    # --- botocore/compat.py ---------------------------------------------------------------
    edit(
        "e43_boto_compat",
        'HEX_PAT in botocore/compat.py -> make it "[0-9a-fA-F]{1,4}" so it reads like the'
        " ZONE_ID pattern",
        value_set=["botocore/compat.py", "HEX_PAT", "'[0-9a-fA-F]{1,4}'"],
    ),
    edit(
        "e43_boto_compat",
        "In _windows_shell_split, renmae num_backslashes to backslash_run.",
        renamed=["num_backslashes", "backslash_run"],
    ),
    edit(
        "e43_boto_compat",
        "Nobody calls total_seconds anymore, timedelta has had the method for ages. Delete that"
        " function from compat.py, please.",
        definition_deleted=["botocore/compat.py", "total_seconds"],
    ),
    edit(
        "e43_boto_compat",
        "Make the line that creates the module logger read"
        ' `logger = logging.getLogger("botocore.compat")` instead of going through __name__.',
        line_replaced=[
            "botocore/compat.py",
            "logger = logging.getLogger(__name__)",
            'logger = logging.getLogger("botocore.compat")',
        ],
    ),
    edit(
        "e43_boto_compat",
        "botocore/compat.py, right above line 119 (`HTTPHeaders.from_dict = from_dict`), add the"
        " comment `# attach the alternate constructors`",
        line_before=[
            "botocore/compat.py",
            "HTTPHeaders.from_dict = from_dict",
            "# attach the alternate constructors",
        ],
    ),
    edit(
        "e43_boto_compat",
        "we dont use the unquote_str alias anywhere. comment that line out in botocore/compat.py",
        comment_out=["botocore/compat.py", "unquote_str = unquote_plus"],
    ),
    beyond(
        "e43_boto_compat",
        "_windows_shell_split is one long loop full of flags. Refactor it into a small tokenizer"
        " class with one method per kind of character.",
    ),
    beyond(
        "e43_boto_compat",
        "Delete the line in _windows_shell_split that sets num_backslashes back to 0.",
    ),
    # --- sympy/utilities/misc.py ----------------------------------------------------------
    edit(
        "e43_sympy_misc",
        "maketree is a bad name for what it does. rename it to trace_call (it's the inner helper"
        " of debug_decorator)",
        renamed=["maketree", "trace_call"],
    ),
    edit(
        "e43_sympy_misc",
        "I'm hunting an infinite loop with SYMPY_DEBUG on. In debug_decorator, uncomment the"
        " functools import in the commented-out tracing block \u2014 only that one line for now.",
        uncomment=["sympy/utilities/misc.py", "from functools import reduce"],
    ),
    edit(
        "e43_sympy_misc",
        "filldedent wraps at 70 columns by default; we'd like 79. Change its default width."
        " (sympy/utilities/misc.py)",
        text_replaced=[
            "sympy/utilities/misc.py",
            "def filldedent(s, w=70, **kwargs):",
            "def filldedent(s, w=79, **kwargs):",
        ],
    ),
    edit(
        "e43_sympy_misc",
        "sympy/utilities/misc.py lines 282-283: remove those two OS/2 comment lines",
        lines_deleted=["sympy/utilities/misc.py", 282, 283],
    ),
    edit(
        "e43_sympy_misc",
        "Get rid of the XXX comment about PyPy above HASH_RANDOMIZATION.",
        line_deleted=["sympy/utilities/misc.py", "# XXX: PyPy does not support hash randomization"],
    ),
    edit(
        "e43_sympy_misc",
        "Can you create sympy/utilities/LOCAL_CHANGES.txt with the line \u201cmisc.py: patched"
        " copy, do not upgrade blindly\u201d in it?",
        file=["sympy/utilities/LOCAL_CHANGES.txt", "misc.py: patched copy, do not upgrade blindly"],
    ),
    beyond(
        "e43_sympy_misc",
        "as_int shows up at the top of our profiles. Make it faster without changing what it"
        " accepts or rejects.",
    ),
    beyond("e43_sympy_misc", "Add type annotations to every function in sympy/utilities/misc.py."),
    beyond("e43_sympy_misc", "remove the a = b = '' line from translate"),
]


# Set 44 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 41. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (pydantic/color.py, hypothesis/internal/cache.py,
# moto/core/utils.py, botocore/hooks.py; botocore/utils.py, the file first chosen, is too big, so
# hooks.py, 660 lines, stands in for it), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; line numbers and a line range; "right
# after the line", "right before the line"; a first sentence that only gives context or a reason,
# then the request; a pronoun for what was named before; terse, polite, chatty, non-native,
# typos; questions). Six of them say the line by what it does or what it holds, without quoting
# it ("the line in __get_pydantic_json_schema__ that fills in the type and the format", "the
# assert in LRUCache's constructor that checks the size is positive", "the line in
# convert_to_flask_response.__call__ that hands the request to the recorder", "the debug log in
# _emit that is written for every handler"), where exactly one line fits. 8 requests are beyond
# the model: speed, a new feature, type hints, a bug to find, a refactor, and three whose
# description fits several lines ("the `return r, g, b`" of as_rgb_tuple, which has two; "the
# assert that checks keys_to_indices and data have the same length", in __len__ and in
# check_valid; "the `responses = []` line in _emit", which has two). No uncomment request: none of
# the four files has a commented-out line of code that would compile uncommented. Every gold was
# checked by hand without the model on the installed copies (pydantic 2.13.4, hypothesis
# 6.155.2, moto 5.2.1, botocore 1.43.11): anchors occur once, new names are unused, line numbers
# are the file's, and each check fails on the untouched file and holds after a correct edit made
# by hand; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES44: dict[str, list[str]] = {
    "e44_pyd_color": ["pydantic/color.py"],
    "e44_hyp_cache": ["hypothesis/internal/cache.py"],
    "e44_moto_utils": ["moto/core/utils.py"],
    "e44_boto_hooks": ["botocore/hooks.py"],
}

QUESTIONS44: list[dict] = [
    # --- pydantic/color.py ----------------------------------------------------------------
    edit(
        "e44_pyd_color",
        "parse_str: rename value_lower -> lowered",
        renamed=["value_lower", "lowered"],
    ),
    edit(
        "e44_pyd_color",
        'Could you give Color._alpha_float a docstring? Something like "the alpha channel as a'
        ' float, 1 when no alpha was given".',
        docstring="Color._alpha_float",
    ),
    edit(
        "e44_pyd_color",
        "Named colours with spaces around them, like ' red ', are rejected. In pydantic/color.py,"
        " right after the line `value_lower = value.lower()`, add"
        " `value_lower = value_lower.strip()`.",
        line_after=[
            "pydantic/color.py",
            "value_lower = value.lower()",
            "value_lower = value_lower.strip()",
        ],
    ),
    edit(
        "e44_pyd_color",
        "comment out the line in __get_pydantic_json_schema__ that fills in the type and the"
        " format of the schema dict",
        comment_out=["pydantic/color.py", "field_schema.update(type='string', format='color')"],
    ),
    edit(
        "e44_pyd_color",
        "In Color.__init__, when it gets another Color it also swaps value for that color's"
        " original value. Please delete that line, we want to keep the Color itself.",
        line_deleted=["pydantic/color.py", "value = value._original"],
    ),
    edit(
        "e44_pyd_color",
        "hey, I'm going to memoize some of the parsing later on, so for now just put"
        " `import functools` up with the other imports at the top of color.py, thanks!",
        at_top=["pydantic/color.py", "import functools"],
    ),
    beyond(
        "e44_pyd_color",
        "parse_str tries up to six regexes one after the other and it shows up in our profiles."
        " Can you make the color parsing in pydantic/color.py faster?",
    ),
    beyond("e44_pyd_color", "In as_rgb_tuple pls comment out `return r, g, b`"),
    # --- hypothesis/internal/cache.py -----------------------------------------------------
    edit(
        "e44_hyp_cache",
        "LRUReusedCache.tick has no doc string, pls add one (it bumps the counter and returns"
        " the new value)",
        docstring="LRUReusedCache.tick",
    ),
    edit(
        "e44_hyp_cache",
        "hypothesis/internal/cache.py \u2014 remove the assert in LRUCache's constructor that"
        " checks the size is positive.",
        line_deleted=["hypothesis/internal/cache.py", "assert max_size > 0"],
    ),
    edit(
        "e44_hyp_cache",
        "Insert '# Type variables for the cache keys and values' as line 18 of"
        " hypothesis/internal/cache.py.",
        line_inserted_at=[
            "hypothesis/internal/cache.py",
            18,
            "# Type variables for the cache keys and values",
        ],
    ),
    edit(
        "e44_hyp_cache",
        "The error message is confusing for our users since the argument is called max_size."
        " Change \u201cCache size must be at least one.\u201d to \u201cmax_size must be at"
        " least 1.\u201d in cache.py.",
        text_replaced=[
            "hypothesis/internal/cache.py",
            "Cache size must be at least one.",
            "max_size must be at least 1.",
        ],
    ),
    edit(
        "e44_hyp_cache",
        "in GenericCache.__swap I want to comment out the assert which checks that the first"
        " index is smaller then the second one, can you do it",
        comment_out=["hypothesis/internal/cache.py", "assert i < j"],
    ),
    edit(
        "e44_hyp_cache",
        "[hypothesis/internal/cache.py] append"
        ' `__all__ = ["GenericCache", "LRUReusedCache", "LRUCache"]` as the last line',
        last_line=[
            "hypothesis/internal/cache.py",
            '__all__ = ["GenericCache", "LRUReusedCache", "LRUCache"]',
        ],
    ),
    beyond(
        "e44_hyp_cache",
        "Could you give LRUCache hit and miss counters, with a stats() method that returns them"
        " and the hit rate?",
    ),
    beyond(
        "e44_hyp_cache",
        "Remove the assert that checks keys_to_indices and data have the same length.",
    ),
    # --- moto/core/utils.py ---------------------------------------------------------------
    edit(
        "e44_moto_utils",
        "typo in rfc_1123_datetime: the variable non_locallized_rfc1123 should be"
        " non_localized_rfc1123, rename it please",
        renamed=["non_locallized_rfc1123", "non_localized_rfc1123"],
    ),
    edit(
        "e44_moto_utils",
        "TODO(moto/core/utils.py): RFC1123 should end with +0000 instead of GMT ->"
        ' "%a, %d %b %Y %H:%M:%S +0000"',
        value_set=["moto/core/utils.py", "RFC1123", '"%a, %d %b %Y %H:%M:%S +0000"'],
    ),
    edit(
        "e44_moto_utils",
        "In unix_time, replace `epoch = utcfromtimestamp(0)` with"
        " `epoch = datetime.datetime(1970, 1, 1)`. No need for a function call to get the"
        " epoch.",
        line_replaced=[
            "moto/core/utils.py",
            "epoch = utcfromtimestamp(0)",
            "epoch = datetime.datetime(1970, 1, 1)",
        ],
    ),
    edit(
        "e44_moto_utils",
        "Our server mode doesn't use the recorder. Would you comment out the line in"
        " convert_to_flask_response.__call__ that hands the request to the recorder?",
        comment_out=["moto/core/utils.py", "recorder._record_request(request)"],
    ),
    edit(
        "e44_moto_utils",
        'Right before the line host = "s3.amazonaws.com" in get_equivalent_url_in_aws_domain,'
        " put the comment # custom S3 endpoints are mapped to the global S3 host",
        line_before=[
            "moto/core/utils.py",
            'host = "s3.amazonaws.com"',
            "# custom S3 endpoints are mapped to the global S3 host",
        ],
    ),
    edit(
        "e44_moto_utils",
        "Create a file moto/core/VENDORED.txt containing: utils.py is taken from moto 5.2.1",
        file=["moto/core/VENDORED.txt", "utils.py is taken from moto 5.2.1"],
    ),
    edit(
        "e44_moto_utils",
        "There is a helper method_names_from_class in moto/core/utils.py that nothing calls"
        " anymore. Delete it.",
        definition_deleted=["moto/core/utils.py", "method_names_from_class"],
    ),
    beyond(
        "e44_moto_utils",
        "merge_dicts doesn't drop the None values when dict2 brings a nested dict that dict1"
        " doesn't have yet, even with remove_nulls=True. Find the bug and fix it.",
    ),
    beyond(
        "e44_moto_utils",
        "convert_to_flask_response and convert_flask_to_responses_response have the very same"
        " __init__ and __name__. Pull them into a common base class.",
    ),
    # --- botocore/hooks.py ----------------------------------------------------------------
    edit(
        "e44_boto_hooks",
        "chore(hooks): _NodeList \u2192 _NodeListBase",
        renamed=["_NodeList", "_NodeListBase"],
    ),
    edit(
        "e44_boto_hooks",
        "EventAliaser._replace_subsection needs a docstring: it replaces the first run of"
        " old_parts in sections with new_part, in place.",
        docstring="EventAliaser._replace_subsection",
    ),
    edit(
        "e44_boto_hooks",
        "the debug log in _emit that is written for every handler is way too noisy for us,"
        " delete it from botocore/hooks.py",
        line_deleted=[
            "botocore/hooks.py",
            "logger.debug('Event %s: calling handler %s', event_name, handler)",
        ],
    ),
    edit(
        "e44_boto_hooks",
        "Please remove lines 630-633 of botocore/hooks.py (the comment about leaf nodes in"
        " _remove_item).",
        lines_deleted=["botocore/hooks.py", 630, 633],
    ),
    beyond(
        "e44_boto_hooks",
        "Add type hints to every method of HierarchicalEmitter and _PrefixTrie in hooks.py.",
    ),
    beyond("e44_boto_hooks", "delete the `responses = []` line in _emit, it's useless"),
]


# Set 45 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 44. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (networkx/algorithms/cycles.py, 1234 lines; mpmath/ctx_base.py;
# prompt_toolkit/key_binding/key_processor.py; jedi/api/file_name.py, 155 lines, stands in for
# jedi/api/keywords.py, the file first chosen, which has 51 lines, and completion_cache.py, the
# second choice, which has 31), as a dozen different users type them (the file first, last, in
# brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; arrows; line numbers and a line range; "right after the
# line", "right before the line"; a first sentence that only gives context or a reason, then the
# request; a pronoun for what was named before; terse, polite, chatty, non-native, typos;
# questions). Six of them say the line by what it does or what it holds, without quoting it
# ("the assert that runs just before NetworkXNoCycle is raised", "an old commented-out line that
# computes part_tol with min() instead of max()", "the line that copies f's docstring onto
# f_cached", "the line in _call_handler that corrects the cursor position for Vi", "the assert at
# the start of KeyPress.__init__", "the assert that checks the child before the arglist is an
# opening paren"), where exactly one line fits; a seventh says a method by what it does ("the
# little private method of StandardBaseContext that does nothing but call ctx.zeta"). 8 requests
# are beyond the model: speed, a new feature, type hints, a bug to find, a refactor, and three
# whose description fits several lines (`raise ValueError("length bound must be non-negative")`,
# in simple_cycles and in chordless_cycles; `keys = tuple(k.key for k in key_presses)`, in
# _get_matches and in _is_prefix_of_longer_match; "the line that creates a context from the
# module context", in _get_string_additions and in _add_os_path_join's check). No value_set
# request: none of the four files has a module-level constant holding a literal on one line
# (the two __all__ lists span several lines), so the one request that sets a constant, the class
# attribute StandardBaseContext.verbose, is checked as a replaced line. Every gold was checked by
# hand without the model on the installed copies (networkx 3.6.1, mpmath 1.3.0, prompt_toolkit
# 3.0.52, jedi 0.20.0): anchors occur once, new names are unused, line numbers are the file's,
# and each check fails on the untouched file and holds after a correct edit made by hand; each
# decline holds on the untouched workspace. Not measured when written.
WORKSPACES45: dict[str, list[str]] = {
    "e45_nx_cycles": ["networkx/algorithms/cycles.py"],
    "e45_mp_ctxbase": ["mpmath/ctx_base.py"],
    "e45_ptk_keyproc": ["prompt_toolkit/key_binding/key_processor.py"],
    "e45_jedi_fname": ["jedi/api/file_name.py"],
}

QUESTIONS45: list[dict] = [
    # --- networkx/algorithms/cycles.py ----------------------------------------------------
    edit(
        "e45_nx_cycles",
        "_min_cycle_basis: set_orth isn't a great name. rename it to orthogonal_sets",
        renamed=["set_orth", "orthogonal_sets"],
    ),
    edit(
        "e45_nx_cycles",
        "Could you document `_NeighborhoodCache.__missing__` in networkx/algorithms/cycles.py?"
        " It fetches the neighbours of v from the wrapped graph, caches them as a list and"
        " returns that list.",
        docstring="_NeighborhoodCache.__missing__",
    ),
    edit(
        "e45_nx_cycles",
        "networkx/algorithms/cycles.py: in find_cycle, drop the assert that runs just before"
        " NetworkXNoCycle is raised. It can never fail there.",
        line_deleted=["networkx/algorithms/cycles.py", "assert len(cycle) == 0"],
    ),
    edit(
        "e45_nx_cycles",
        "In cycles.py: `dummy = circuit(startnode, startnode, component)` ->"
        " `circuit(startnode, startnode, component)`, dummy is never used",
        line_replaced=[
            "networkx/algorithms/cycles.py",
            "dummy = circuit(startnode, startnode, component)",
            "circuit(startnode, startnode, component)",
        ],
    ),
    edit(
        "e45_nx_cycles",
        "Put the coment # --- minimum cycle basis helpers --- on line 1086 of cycles.py pls",
        line_inserted_at=[
            "networkx/algorithms/cycles.py",
            1086,
            "# --- minimum cycle basis helpers ---",
        ],
    ),
    edit(
        "e45_nx_cycles",
        "TODO(networkx/algorithms/cycles.py): add johnson_cycle_search = _johnson_cycle_search"
        " as the last line, our old code still imports it without the underscore",
        last_line=[
            "networkx/algorithms/cycles.py",
            "johnson_cycle_search = _johnson_cycle_search",
        ],
    ),
    beyond(
        "e45_nx_cycles",
        "recursive_simple_cycles is really slow on our dependency graphs (~10k nodes). There's"
        " even a TODO about using a set for B. Can you make it faster?",
    ),
    beyond(
        "e45_nx_cycles",
        'In networkx/algorithms/cycles.py comment out the line raise ValueError("length bound'
        ' must be non-negative"), we want negative bounds to mean no bound at all.',
    ),
    # --- mpmath/ctx_base.py ---------------------------------------------------------------
    edit(
        "e45_mp_ctxbase",
        "In StandardBaseContext.chop there is an old commented-out line that computes part_tol"
        " with min() instead of max(). Could you uncomment it? i want to compare the two.",
        uncomment=["mpmath/ctx_base.py", "part_tol = min(tol, absx*tol)"],
    ),
    edit(
        "e45_mp_ctxbase",
        "pls rename f_maxcalls_wrapped into maxcalls_wrapper in ctx_base.py , the f_ prefix is"
        " confusing for me",
        renamed=["f_maxcalls_wrapped", "maxcalls_wrapper"],
    ),
    edit(
        "e45_mp_ctxbase",
        "linspace\u2019s error is not clear for our users. Replace \u201cn must be greater than"
        " 0\u201d with \u201clinspace needs at least one sample (n >= 1)\u201d in"
        " mpmath/ctx_base.py.",
        text_replaced=[
            "mpmath/ctx_base.py",
            "n must be greater than 0",
            "linspace needs at least one sample (n >= 1)",
        ],
    ),
    edit(
        "e45_mp_ctxbase",
        "In memoize, right after the line that copies f's docstring onto f_cached, add"
        " f_cached.__wrapped__ = f so that inspect.unwrap works on memoized functions.",
        line_after=[
            "mpmath/ctx_base.py",
            "f_cached.__doc__ = f.__doc__",
            "f_cached.__wrapped__ = f",
        ],
    ),
    edit(
        "e45_mp_ctxbase",
        "Delete the little private method of StandardBaseContext that does nothing but call"
        " ctx.zeta; nothing uses it.",
        definition_deleted=["mpmath/ctx_base.py", "StandardBaseContext._zeta_int"],
    ),
    edit(
        "e45_mp_ctxbase",
        "[mpmath/ctx_base.py] so, next week I'm going to switch warn() over to the warnings"
        " module instead of print, but for now could you just add import warnings at the top"
        " with the other imports?",
        at_top=["mpmath/ctx_base.py", "import warnings"],
    ),
    edit(
        "e45_mp_ctxbase",
        "We're debugging a convergence issue. Set `verbose` on StandardBaseContext to True by"
        " default.",
        line_replaced=["mpmath/ctx_base.py", "verbose = False", "verbose = True"],
    ),
    beyond(
        "e45_mp_ctxbase",
        "Add type hints to all methods of StandardBaseContext in mpmath/ctx_base.py.",
    ),
    beyond(
        "e45_mp_ctxbase",
        "arange(1, 2, 0.1) sometimes returns 11 values instead of 10. Find the bug in arange"
        " and fix it please.",
    ),
    # --- prompt_toolkit/key_binding/key_processor.py --------------------------------------
    edit(
        "e45_ptk_keyproc",
        "our custom bindings already place the cursor themselves. can you comment out the line"
        " in _call_handler that corrects the cursor position for Vi after the handler ran?",
        comment_out=[
            "prompt_toolkit/key_binding/key_processor.py",
            "self._fix_vi_cursor_position(event)",
        ],
    ),
    edit(
        "e45_ptk_keyproc",
        "KeyPress.__init__ starts with an assert that checks the key is a Keys member or a"
        " single character. Remove it, we pass multi-character keys.",
        line_deleted=[
            "prompt_toolkit/key_binding/key_processor.py",
            "assert isinstance(key, Keys) or len(key) == 1",
        ],
    ),
    edit(
        "e45_ptk_keyproc",
        "Lines 138\u2013141 of prompt_toolkit/key_binding/key_processor.py are an out of date"
        " comment about the filters, delete them.",
        lines_deleted=["prompt_toolkit/key_binding/key_processor.py", 138, 141],
    ),
    edit(
        "e45_ptk_keyproc",
        "process_keys: right before the line `is_flush = key_press is _Flush`, insert"
        " '# A flush is internal: it never fires before/after_key_press.'",
        line_before=[
            "prompt_toolkit/key_binding/key_processor.py",
            "is_flush = key_press is _Flush",
            "# A flush is internal: it never fires before/after_key_press.",
        ],
    ),
    edit(
        "e45_ptk_keyproc",
        "Could you create prompt_toolkit/key_binding/PATCHES.md with the text 'key_processor.py:"
        " vi cursor fix disabled in _call_handler'?",
        file=[
            "prompt_toolkit/key_binding/PATCHES.md",
            "key_processor.py: vi cursor fix disabled in _call_handler",
        ],
    ),
    beyond(
        "e45_ptk_keyproc",
        "KeyProcessor should take a max_queue_length argument and drop the oldest key presses"
        " when input_queue grows past it. Can you add that?",
    ),
    beyond(
        "e45_ptk_keyproc",
        "comment out keys = tuple(k.key for k in key_presses) in key_processor.py",
    ),
    # --- jedi/api/file_name.py ------------------------------------------------------------
    edit(
        "e45_jedi_fname",
        "refactor(file_name): must_start_with \u2192 typed_prefix",
        renamed=["must_start_with", "typed_prefix"],
    ),
    edit(
        "e45_jedi_fname",
        "In complete_file_name right after the line quote_ending = get_quote_ending(quote,"
        " code_lines, position) add listed = [e for e in listed if not e.name.startswith('.')]"
        " so hidden files are not offered",
        line_after=[
            "jedi/api/file_name.py",
            "quote_ending = get_quote_ending(quote, code_lines, position)",
            "listed = [e for e in listed if not e.name.startswith('.')]",
        ],
    ),
    edit(
        "e45_jedi_fname",
        "jedi/api/file_name.py, _add_os_path_join: the assert that checks the child before the"
        " arglist is an opening paren blows up on some of our broken code; comment it out.",
        comment_out=[
            "jedi/api/file_name.py",
            "assert trailer.children[trailer_index - 1] == '('",
        ],
    ),
    edit(
        "e45_jedi_fname",
        "There's a helper _add_strings in jedi/api/file_name.py without a docstring. Could you"
        " write one for it? It joins the string values the nodes infer to (with os.path.sep"
        " between them when add_slash is set) and gives None when one of them is not a plain"
        " string.",
        docstring="_add_strings",
    ),
    edit(
        "e45_jedi_fname",
        "remove line 41 in jedi/api/file_name.py, it's a leftover comment",
        lines_deleted=["jedi/api/file_name.py", 41, 41],
    ),
    beyond(
        "e45_jedi_fname",
        "_add_os_path_join is hard to follow. Refactor it into one small helper per node type"
        " (error_leaf, arglist, trailer, error_node).",
    ),
    beyond(
        "e45_jedi_fname",
        "jedi/api/file_name.py: delete the line that creates a context from the module context",
    ),
]


# Set 46 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 45. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (moto/sqs/responses.py, 402 lines; sympy/logic/algorithms/dpll.py,
# 308 lines; pygments/formatters/terminal256.py, 338 lines; prompt_toolkit/completion/base.py, 438
# lines), as a dozen different users type them (the file first, last, in brackets, in a
# "TODO(file):" prefix, as a commit-message scope or not at all; backticks, straight or curly
# quotes, or none; arrows; line numbers and a line range; "right after the line", "right before
# the check"; a first sentence that only gives context or a reason, then the request; a pronoun
# for what was named before; terse, polite, chatty, non-native, typos; questions). Six of them say
# the line by what it does or what it holds, without quoting it ("the check that
# MaxNumberOfMessages is between 1 and 10", "the ### section comment that sits above the helper
# functions", "the line that sorts the predicates with default_sort_key", "the debug write that
# prints the token type between angle brackets", "the assert at the end of Completion.__init__
# that the start position isn't positive", "the assert in CompleteEvent.__init__ that forbids
# setting both flags at the same time"), where exactly one line fits; a seventh says a method by
# what it does ("the method of Terminal256Formatter that only forwards to Formatter.format").
# 8 requests are beyond the model: speed, a new feature, type hints, a bug to find, a refactor,
# and three whose description fits several lines ("the TODO comment about validating QueueUrl",
# in set_queue_attributes and in delete_queue; `P = symbols.pop()`, in dpll and in
# dpll_int_repr; "the commented-out outfile.write(...) debug line" of format_unencoded, of which
# there are three). The one value_set request sets terminal256's one-line __all__ list; no other
# file has a module-level constant holding a literal on one line. Every gold was checked by hand
# without the model on the installed copies (moto 5.2.1, sympy 1.14.0, Pygments 2.20.0,
# prompt_toolkit 3.0.52): anchors occur once, new names are unused, line numbers are the file's,
# and each check fails on the untouched file and holds after a correct edit made by hand; each
# decline holds on the untouched workspace. Not measured when written.
WORKSPACES46: dict[str, list[str]] = {
    "e46_moto_sqsresp": ["moto/sqs/responses.py"],
    "e46_sympy_dpll": ["sympy/logic/algorithms/dpll.py"],
    "e46_pyg_term256": ["pygments/formatters/terminal256.py"],
    "e46_ptk_compbase": ["prompt_toolkit/completion/base.py"],
}

QUESTIONS46: list[dict] = [
    # --- moto/sqs/responses.py ------------------------------------------------------------
    edit(
        "e46_moto_sqsresp",
        "delete_message_batch reads a bit odd to me. Could you rename `receipt_seen` to"
        " `seen_receipts` in moto/sqs/responses.py?",
        renamed=["receipt_seen", "seen_receipts"],
    ),
    edit(
        "e46_moto_sqsresp",
        "[moto/sqs/responses.py] SQSResponse._determine_resource needs a docstring: it returns"
        ' the ARN of the queue the request is about, or "*" when that queue does not exist.',
        docstring="SQSResponse._determine_resource",
    ),
    edit(
        "e46_moto_sqsresp",
        "send_message_batch always says 1800 in the DelaySeconds error, whatever the value"
        " was. Replace \u201cValue 1800 for parameter DelaySeconds is invalid.\u201d with"
        " \u201cValue for parameter DelaySeconds is invalid.\u201d for now.",
        text_replaced=[
            "moto/sqs/responses.py",
            "Value 1800 for parameter DelaySeconds is invalid.",
            "Value for parameter DelaySeconds is invalid.",
        ],
    ),
    edit(
        "e46_moto_sqsresp",
        "moto/sqs/responses.py: add the line # --- message actions --- as line 145, just above"
        " send_message",
        line_inserted_at=["moto/sqs/responses.py", 145, "# --- message actions ---"],
    ),
    edit(
        "e46_moto_sqsresp",
        "In receive_message, right before the check that MaxNumberOfMessages is between 1 and"
        " 10, add message_count = int(message_count). The param sometimes comes in as a string"
        " in our tests.",
        line_before=[
            "moto/sqs/responses.py",
            "if message_count < 1 or message_count > 10:",
            "message_count = int(message_count)",
        ],
    ),
    edit(
        "e46_moto_sqsresp",
        "we want to log the raw request params later on. for now just add import logging at"
        " the top of responses.py",
        at_top=["moto/sqs/responses.py", "import logging"],
    ),
    beyond(
        "e46_moto_sqsresp",
        "SQSResponse has no handler for ListMessageMoveTasks or StartMessageMoveTask. Could you"
        " implement those two actions in moto/sqs/responses.py (and whatever the backend needs)?",
    ),
    beyond(
        "e46_moto_sqsresp",
        "remove the TODO comment about validating QueueUrl in moto/sqs/responses.py",
    ),
    # --- sympy/logic/algorithms/dpll.py ---------------------------------------------------
    edit(
        "e46_sympy_dpll",
        "TODO(sympy/logic/algorithms/dpll.py): num_not_in_model -> unbound_count in"
        " find_unit_clause",
        renamed=["num_not_in_model", "unbound_count"],
    ),
    edit(
        "e46_sympy_dpll",
        "The module docstring of dpll.py still lists 'further improvements' nobody is working"
        " on. Please delete lines 3-5.",
        lines_deleted=["sympy/logic/algorithms/dpll.py", 3, 5],
    ),
    edit(
        "e46_sympy_dpll",
        "drop the ### section comment that sits above the helper functions in dpll.py",
        line_deleted=["sympy/logic/algorithms/dpll.py", "### helper methods for DPLL"],
    ),
    edit(
        "e46_sympy_dpll",
        "dpll(): symbols_copy = symbols[:]  \u2192  symbols_copy = symbols.copy(), same as"
        " dpll_int_repr does",
        line_replaced=[
            "sympy/logic/algorithms/dpll.py",
            "symbols_copy = symbols[:]",
            "symbols_copy = symbols.copy()",
        ],
    ),
    edit(
        "e46_sympy_dpll",
        "please to add at the end of file the line dpll_sat = dpll_satisfiable , our old"
        " scripts are using this short name (sympy/logic/algorithms/dpll.py)",
        last_line=["sympy/logic/algorithms/dpll.py", "dpll_sat = dpll_satisfiable"],
    ),
    edit(
        "e46_sympy_dpll",
        "In dpll_satisfiable, right after the line that sorts the predicates with"
        " default_sort_key, add a comment: # integer i stands for symbols[i - 1]",
        line_after=[
            "sympy/logic/algorithms/dpll.py",
            "symbols = sorted(_find_predicates(expr), key=default_sort_key)",
            "# integer i stands for symbols[i - 1]",
        ],
    ),
    beyond(
        "e46_sympy_dpll",
        "dpll_satisfiable takes minutes on our 2000-variable CNFs. Can you speed up"
        " dpll_int_repr, e.g. with watched literals instead of rebuilding the clause list on"
        " every propagation?",
    ),
    beyond(
        "e46_sympy_dpll",
        "in dpll.py, right after P = symbols.pop() add a comment # branch on P",
    ),
    # --- pygments/formatters/terminal256.py -----------------------------------------------
    edit(
        "e46_pyg_term256",
        "pygments/formatters/terminal256.py: set __all__ to ['Terminal256Formatter',"
        " 'TerminalTrueColorFormatter', 'EscapeSequence'], we import EscapeSequence from there.",
        value_set=[
            "pygments/formatters/terminal256.py",
            "__all__",
            "['Terminal256Formatter', 'TerminalTrueColorFormatter', 'EscapeSequence']",
        ],
    ),
    edit(
        "e46_pyg_term256",
        "I'm trying to see which token types actually get a style. In format_unencoded, can you"
        " uncomment the debug write that prints the token type between angle brackets?",
        uncomment=[
            "pygments/formatters/terminal256.py",
            'outfile.write( "<" + str(ttype) + ">" )',
        ],
    ),
    edit(
        "e46_pyg_term256",
        "can u add a docstring to _closest_color? it returns the index of the xterm colour"
        " nearest to (r, g, b), by squared distance",
        docstring="Terminal256Formatter._closest_color",
    ),
    edit(
        "e46_pyg_term256",
        "docs(terminal256): typo black-on-while -> black-on-white in the TODO comment at the top",
        text_replaced=[
            "pygments/formatters/terminal256.py",
            "black-on-while",
            "black-on-white",
        ],
    ),
    edit(
        "e46_pyg_term256",
        "There's a method in Terminal256Formatter that only forwards to Formatter.format."
        " Delete it, the base class does exactly the same.",
        definition_deleted=["pygments/formatters/terminal256.py", "Terminal256Formatter.format"],
    ),
    beyond(
        "e46_pyg_term256",
        "Add type hints to EscapeSequence and both formatter classes in terminal256.py, we run"
        " mypy --strict on everything we vendor.",
    ),
    beyond(
        "e46_pyg_term256",
        "uncomment the commented-out outfile.write(...) debug line in"
        " Terminal256Formatter.format_unencoded",
    ),
    # --- prompt_toolkit/completion/base.py ------------------------------------------------
    edit(
        "e46_ptk_compbase",
        "prompt_toolkit/completion/base.py \u2014 Completion.__init__ ends with an assert that"
        " the start position isn't positive. We build completions that start after the"
        " cursor, so please delete it.",
        line_deleted=[
            "prompt_toolkit/completion/base.py",
            "assert self.start_position <= 0",
        ],
    ),
    edit(
        "e46_ptk_compbase",
        "Comment out the assert in CompleteEvent.__init__ that forbids setting both flags at"
        " the same time.",
        comment_out=[
            "prompt_toolkit/completion/base.py",
            "assert not (text_inserted and completion_requested)",
        ],
    ),
    edit(
        "e46_ptk_compbase",
        "_commonprefix in prompt_toolkit/completion/base.py only has a comment. Could you give"
        " it a real docstring? It returns the longest prefix shared by all the strings (an"
        " empty string if there are none).",
        docstring="_commonprefix",
    ),
    edit(
        "e46_ptk_compbase",
        'in DummyCompleter.__repr__ change return "DummyCompleter()" to return'
        ' f"{self.__class__.__name__}()" so subclases print their own name',
        line_replaced=[
            "prompt_toolkit/completion/base.py",
            'return "DummyCompleter()"',
            'return f"{self.__class__.__name__}()"',
        ],
    ),
    edit(
        "e46_ptk_compbase",
        "base.py lines 256\u2013261: that's the commented-out alternative for"
        " get_completions_async. Just delete them, the NOTE above explains it anyway.",
        lines_deleted=["prompt_toolkit/completion/base.py", 256, 261],
    ),
    edit(
        "e46_ptk_compbase",
        "pls create prompt_toolkit/completion/LOCAL_CHANGES.txt containing: base.py -"
        " start_position assert removed from Completion.__init__",
        file=[
            "prompt_toolkit/completion/LOCAL_CHANGES.txt",
            "base.py - start_position assert removed from Completion.__init__",
        ],
    ),
    beyond(
        "e46_ptk_compbase",
        "Refactor ThreadedCompleter.get_completions_async the way its long NOTE suggests:"
        " collect all completions in a thread with run_in_executor and yield them afterwards,"
        " without generator_to_async_generator.",
    ),
    beyond(
        "e46_ptk_compbase",
        "get_common_complete_suffix sometimes gives a suffix that doesn't fit all the"
        " completions when they have different start positions. Can you find the bug and fix"
        " it?",
    ),
]


# Set 47 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 46. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (moto/s3/notifications.py, 303 lines;
# sympy/geometry/parabola.py, 422 lines; networkx/algorithms/traversal/edgedfs.py, 182 lines;
# jedi/inference/references.py, 319 lines), as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; line numbers and two line ranges; "right
# after the line", "just before the line"; a first sentence that only gives context or a reason,
# then the request; a pronoun for what was named before; terse, polite, chatty, non-native,
# typos; questions). Six of them say the line by what it does or what it holds, without quoting
# it ("the line that URL-encodes the key name", "the comment with the link to the AWS docs on the
# notification content structure", "the line that yields the edge to the caller", "the
# commented-out assignment that builds the iterator from _find_python_files_in_sys_path", "the
# check that skips very short names", "a comment about deleting folders sitting above the loop
# over the files"), where exactly one line fits; a seventh says a property by what it does ("the
# property of Parabola that always returns 2"). 8 requests are beyond the model: speed, a new
# feature, type hints, a bug to find, a refactor, and three whose description fits several lines
# ("the comment that says this is an async action in AWS", four times in notifications.py; "the
# See Also line that points to Wikipedia", in eccentricity and in focal_length; "the dbg call
# that reports hitting a limit", for parsed and for opened files). The two value_set requests set
# one-line module-level constants (_EVENT_TIME_FORMAT, _PARSED_FILE_LIMIT). Every gold was
# checked by hand without the model on the installed copies (moto 5.2.1, sympy 1.14.0, networkx
# 3.6.1, jedi 0.20.0): anchors occur once, new names are unused, line numbers are the file's, and
# each check fails on the untouched file and holds after a correct edit made by hand; each
# decline holds on the untouched workspace. Not measured when written.
WORKSPACES47: dict[str, list[str]] = {
    "e47_moto_s3notif": ["moto/s3/notifications.py"],
    "e47_sympy_parabola": ["sympy/geometry/parabola.py"],
    "e47_nx_edgedfs": ["networkx/algorithms/traversal/edgedfs.py"],
    "e47_jedi_refs": ["jedi/inference/references.py"],
}

QUESTIONS47: list[dict] = [
    # --- moto/s3/notifications.py ---------------------------------------------------------
    edit(
        "e47_moto_s3notif",
        "_get_test_event doesn't get anything, it just builds the payload dict. Please rename it"
        " to _build_test_event (moto/s3/notifications.py)",
        renamed=["_get_test_event", "_build_test_event"],
    ),
    edit(
        "e47_moto_s3notif",
        "[moto/s3/notifications.py] Real S3 event times end with a Z. Set _EVENT_TIME_FORMAT to"
        ' "%Y-%m-%dT%H:%M:%S.%fZ".',
        value_set=["moto/s3/notifications.py", "_EVENT_TIME_FORMAT", '"%Y-%m-%dT%H:%M:%S.%fZ"'],
    ),
    edit(
        "e47_moto_s3notif",
        "In _get_s3_event, right after the line that URL-encodes the key name, add"
        ' key_name = key_name.replace("%2F", "/") because S3 keeps the slashes of the key as they'
        " are.",
        line_after=[
            "moto/s3/notifications.py",
            "key_name = quote_plus(key.name)",
            'key_name = key_name.replace("%2F", "/")',
        ],
    ),
    edit(
        "e47_moto_s3notif",
        "notifications.py: in _get_s3_event drop the comment with the link to the AWS docs on the"
        " notification content structure",
        line_deleted=[
            "moto/s3/notifications.py",
            (
                "# https://docs.aws.amazon.com/AmazonS3/latest/userguide/"
                "notification-content-structure.html"
            ),
        ],
    ),
    edit(
        "e47_moto_s3notif",
        "fix(s3/notifications): is_event_valid slices the wrong end on line 65, `e[:3]` ->"
        " `e[3:]`, otherwise 'ObjectCreated:Put' never validates",
        text_replaced=[
            "moto/s3/notifications.py",
            "[e[:3] for e in self.events()]",
            "[e[3:] for e in self.events()]",
        ],
    ),
    edit(
        "e47_moto_s3notif",
        'Could you comment out event["time"] = unix_time() in _send_event_bridge_message? Our'
        " fixture sets the time itself.",
        comment_out=["moto/s3/notifications.py", 'event["time"] = unix_time()'],
    ),
    beyond(
        "e47_moto_s3notif",
        "_detail_type says \u201cObject Tags Deleted\u201d for event names that have nothing to"
        " do with tagging. can you track down why and fix it?",
    ),
    beyond(
        "e47_moto_s3notif",
        "moto/s3/notifications.py \u2014 remove the comment that says this is an async action in"
        " AWS.",
    ),
    # --- sympy/geometry/parabola.py -------------------------------------------------------
    edit(
        "e47_sympy_parabola",
        "Parabola.__new__ is the only method in sympy/geometry/parabola.py without a docstring."
        " Could you add one? It builds the parabola from a focus (the origin by default) and a"
        " directrix, and raises ValueError when the focus lies on the directrix.",
        docstring="Parabola.__new__",
    ),
    edit(
        "e47_sympy_parabola",
        "there is typo in docstring of focal_length, is written focal_lenght, please make it"
        " focal_length",
        text_replaced=["sympy/geometry/parabola.py", "focal_lenght", "focal_length"],
    ),
    edit(
        "e47_sympy_parabola",
        "In Parabola.intersection change \u2018raise TypeError('Wrong type of argument were"
        " put')\u2019 to \u2018raise TypeError(f'Wrong type of argument:"
        " {type(o).__name__}')\u2019",
        line_replaced=[
            "sympy/geometry/parabola.py",
            "raise TypeError('Wrong type of argument were put')",
            "raise TypeError(f'Wrong type of argument: {type(o).__name__}')",
        ],
    ),
    edit(
        "e47_sympy_parabola",
        "Lines 180-182 of parabola.py are a Notes section in the eccentricity docstring that only"
        " repeats the paragraph above it. Please remove those three lines.",
        lines_deleted=["sympy/geometry/parabola.py", 180, 182],
    ),
    edit(
        "e47_sympy_parabola",
        "TODO(sympy/geometry/parabola.py): insert `# focus defaults to the origin` at line 67",
        line_inserted_at=["sympy/geometry/parabola.py", 67, "# focus defaults to the origin"],
    ),
    edit(
        "e47_sympy_parabola",
        "Drop the property of Parabola that always returns 2, we never look at it in our fork.",
        definition_deleted=["sympy/geometry/parabola.py", "Parabola.ambient_dimension"],
    ),
    beyond(
        "e47_sympy_parabola",
        "Could you add type annotations to all the methods and properties of Parabola in"
        " parabola.py? Points, Lines and sympy Exprs mostly.",
    ),
    beyond(
        "e47_sympy_parabola",
        "in parabola.py remove the See Also line that points to wikipedia",
    ),
    # --- networkx/algorithms/traversal/edgedfs.py -----------------------------------------
    edit(
        "e47_nx_edgedfs",
        "edge_dfs: visited_edges \u2192 seen_edge_ids (it holds edge ids, not edges)",
        renamed=["visited_edges", "seen_edge_ids"],
    ),
    edit(
        "e47_nx_edgedfs",
        "At the very end of edge_dfs, just before the line that yields the edge to the caller,"
        " put a comment: # first time we see this edge",
        line_before=[
            "networkx/algorithms/traversal/edgedfs.py",
            "yield edge",
            "# first time we see this edge",
        ],
    ),
    edit(
        "e47_nx_edgedfs",
        "the pprint example at lines 79\u201385 of edgedfs.py is overkill, pls delete it",
        lines_deleted=["networkx/algorithms/traversal/edgedfs.py", 79, 85],
    ),
    edit(
        "e47_nx_edgedfs",
        'Can you append ORIENTATIONS = (None, "original", "reverse", "ignore") as the last line of'
        " networkx/algorithms/traversal/edgedfs.py? Our CLI wants to import the valid values.",
        last_line=[
            "networkx/algorithms/traversal/edgedfs.py",
            'ORIENTATIONS = (None, "original", "reverse", "ignore")',
        ],
    ),
    edit(
        "e47_nx_edgedfs",
        "Create a file networkx/algorithms/traversal/VENDORED.txt containing the line"
        " \u201cedge_dfs is vendored from networkx 3.6.1\u201d",
        file=[
            "networkx/algorithms/traversal/VENDORED.txt",
            "edge_dfs is vendored from networkx 3.6.1",
        ],
    ),
    beyond(
        "e47_nx_edgedfs",
        "edge_dfs takes ages on our multigraph with 5M edges. Make it faster, maybe without a"
        " generator per node?",
    ),
    beyond(
        "e47_nx_edgedfs",
        "refactor edge_dfs in edgedfs.py: fold the four edges_from closures into one"
        " module-level helper that takes the orientation as an argument",
    ),
    # --- jedi/inference/references.py -----------------------------------------------------
    edit(
        "e47_jedi_refs",
        "We want to try the sys.path scope for a while. In get_module_contexts_containing_name,"
        " uncomment the commented-out assignment that builds the iterator from"
        " _find_python_files_in_sys_path.",
        uncomment=[
            "jedi/inference/references.py",
            "file_io_iterator = _find_python_files_in_sys_path(inference_state, module_contexts)",
        ],
    ),
    edit(
        "e47_jedi_refs",
        "I'm going to annotate the generators in jedi/inference/references.py, so first add"
        " `from typing import Iterator` at the top of it",
        at_top=["jedi/inference/references.py", "from typing import Iterator"],
    ),
    edit(
        "e47_jedi_refs",
        "chore(jedi/references): _PARSED_FILE_LIMIT 30 -> 50",
        value_set=["jedi/inference/references.py", "_PARSED_FILE_LIMIT", "50"],
    ),
    edit(
        "e47_jedi_refs",
        "can you write a docstirng for _check_fs in references.py? it reads the file and returns"
        " the module's context only when the regex matches the code (None otherwise, and also"
        " for compiled modules)",
        docstring="_check_fs",
    ),
    edit(
        "e47_jedi_refs",
        "In get_module_contexts_containing_name the check that skips very short names should"
        " use <= 3 instead of <= 2. (jedi/inference/references.py)",
        line_replaced=[
            "jedi/inference/references.py",
            "if len(name) <= 2:",
            "if len(name) <= 3:",
        ],
    ),
    edit(
        "e47_jedi_refs",
        "recurse_find_python_folders_and_files has a comment about deleting folders sitting above"
        " the loop over the files, where it doesn't belong. Remove it please.",
        line_deleted=[
            "jedi/inference/references.py",
            "# Delete folders that we don't want to iterate over.",
        ],
    ),
    beyond(
        "e47_jedi_refs",
        "Add a scope='sys.path' option to find_references so that it also searches the modules"
        " found on sys.path (with _find_python_files_in_sys_path), not only the project's.",
    ),
    beyond(
        "e47_jedi_refs",
        "jedi/inference/references.py, search_in_file_ios: remove the dbg call that reports"
        " hitting a limit",
    ),
]


# Set 48 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 47. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (setuptools/archive_util.py, 213 lines;
# pandas/io/formats/css.py, 464 lines; matplotlib/hatch.py, 243 lines; distributed/diskutils.py,
# 283 lines), as a dozen different users type them (the file first, last, in brackets, in a
# "TODO(file):" prefix, as a commit-message scope or not at all; backticks, straight or curly
# quotes, or none; arrows; line numbers and two line ranges; "right after the line", "just
# before"; a first sentence that only gives context or a reason, then the request; a pronoun for
# what was named before; terse, polite, chatty, non-native, typos; questions). Six of them say the
# line by what it does or what it holds, without quoting it ("the line in unpack_directory that
# copies the permission bits and timestamps onto the target", "the XXX comment in
# unpack_tarfile", "the line that resolves the relative font size", "the line in get_path that
# turns density into an int", "the line that adds the uid-suffixed fallback to try_dirs", "just
# before new_work_dir hands back the new WorkDir"), where exactly one line fits. 8 requests are
# beyond the model: a new feature, speed, type hints, a refactor, a bug to find, and three whose
# description fits several lines ("the comment about not extracting absolute paths", twice in
# archive_util.py; "the TODO comment" in _border_expander, twice; "the lock.release() call" in
# _purge_leftovers, twice). The one value_set request sets a one-line module-level constant
# (DIR_LOCK_EXT); no request uses uncomment (none of the four files has a commented-out line that
# would parse on its own). Every gold was checked by hand without the model on the installed
# copies (setuptools 65.5.0, pandas 3.1.1, matplotlib 3.11.2, distributed 2026.8.0): anchors
# occur once, new names are unused, line numbers are the file's, and each check fails on the
# untouched file and holds after a correct edit made by hand; each decline holds on the untouched
# workspace. Not measured when written.
WORKSPACES48: dict[str, list[str]] = {
    "e48_st_archive": ["setuptools/archive_util.py"],
    "e48_pd_css": ["pandas/io/formats/css.py"],
    "e48_mpl_hatch": ["matplotlib/hatch.py"],
    "e48_dist_diskutils": ["distributed/diskutils.py"],
}

QUESTIONS48: list[dict] = [
    # --- setuptools/archive_util.py -------------------------------------------------------
    edit(
        "e48_st_archive",
        "refactor(setuptools/archive_util): _iter_open_tar doesn't open anything, it yields"
        " (member, destination) pairs. Rename it to _iter_tar_members",
        renamed=["_iter_open_tar", "_iter_tar_members"],
    ),
    edit(
        "e48_st_archive",
        "[setuptools/archive_util.py] add `import logging` at the top, I want to log the members"
        " we skip",
        at_top=["setuptools/archive_util.py", "import logging"],
    ),
    edit(
        "e48_st_archive",
        "We unpack onto a share that refuses chmod and utime. Could you comment out the line in"
        " unpack_directory that copies the permission bits and timestamps onto the target?",
        comment_out=["setuptools/archive_util.py", "shutil.copystat(f, target)"],
    ),
    edit(
        "e48_st_archive",
        "On line 100 of archive_util.py, swap the %-formatting for an f-string:"
        ' raise UnrecognizedFormat(f"{filename} is not a zip file")',
        line_replaced=[
            "setuptools/archive_util.py",
            'raise UnrecognizedFormat("%s is not a zip file" % (filename,))',
            'raise UnrecognizedFormat(f"{filename} is not a zip file")',
        ],
    ),
    edit(
        "e48_st_archive",
        "pls remove the XXX comment from unpack_tarfile, it doesnt tell anyone anything",
        line_deleted=["setuptools/archive_util.py", "# XXX Ugh"],
    ),
    edit(
        "e48_st_archive",
        "Please to append at the end of setuptools/archive_util.py this line:"
        ' SUPPORTED_SUFFIXES = (".zip", ".tar", ".tar.gz", ".tar.bz2")',
        last_line=[
            "setuptools/archive_util.py",
            'SUPPORTED_SUFFIXES = (".zip", ".tar", ".tar.gz", ".tar.bz2")',
        ],
    ),
    beyond(
        "e48_st_archive",
        "Can unpack_archive handle .7z files too? Add a driver for them built on py7zr and put"
        " it in extraction_drivers.",
    ),
    beyond(
        "e48_st_archive",
        "archive_util.py \u2014 delete the comment about not extracting absolute paths",
    ),
    # --- pandas/io/formats/css.py ---------------------------------------------------------
    edit(
        "e48_pd_css",
        "_lowercase_css_values is a misleading name since it keeps quoted strings as they are;"
        " call it _lower_outside_quotes instead",
        renamed=["_lowercase_css_values", "_lower_outside_quotes"],
    ),
    edit(
        "e48_pd_css",
        "Could you write a docstring for CSSResolver.atomize? It lowercases each (prop, value)"
        " pair and expands shorthands such as border, margin or padding into their atomic"
        " properties.",
        docstring="CSSResolver.atomize",
    ),
    edit(
        "e48_pd_css",
        "pandas/io/formats/css.py line 171: turn the commented-out \u2018ch\u2019 unit into a real"
        ' entry, "ch": ("em", 0.5),',
        line_replaced=["pandas/io/formats/css.py", "# 'ch':", '"ch": ("em", 0.5),'],
    ),
    edit(
        "e48_pd_css",
        "In css.py replace \u201cIll-formatted attribute\u201d with \u201cMalformed"
        " declaration\u201d in the warning that parse emits",
        text_replaced=[
            "pandas/io/formats/css.py",
            "Ill-formatted attribute",
            "Malformed declaration",
        ],
    ),
    edit(
        "e48_pd_css",
        "TODO(pandas/io/formats/css.py): lines 278-299 are the doctest example of"
        " CSSResolver.__call__, it breaks on our CI, remove them",
        lines_deleted=["pandas/io/formats/css.py", 278, 299],
    ),
    edit(
        "e48_pd_css",
        "In CSSResolver.__call__, just before the line that resolves the relative font size, add"
        " a comment: # font size first, the other units are relative to it",
        line_before=[
            "pandas/io/formats/css.py",
            "props = self._update_font_size(props, inherited)",
            "# font size first, the other units are relative to it",
        ],
    ),
    beyond(
        "e48_pd_css",
        "size_to_pt gets called thousands of times when we export a big styled DataFrame to"
        " Excel. make it faster (cache results? precompile the regex?)",
    ),
    beyond(
        "e48_pd_css",
        "In _border_expander, delete the TODO comment, we are never going to do it.",
    ),
    # --- matplotlib/hatch.py --------------------------------------------------------------
    edit(
        "e48_mpl_hatch",
        "We vendor hatch.py and the deprecation period is long over for us. Remove"
        " _validate_hatch_pattern completely.",
        definition_deleted=["matplotlib/hatch.py", "_validate_hatch_pattern"],
    ),
    edit(
        "e48_mpl_hatch",
        "rename '_hatch_types' to '_HATCH_TYPES' in matplotlib/hatch.py, its a constant",
        renamed=["_hatch_types", "_HATCH_TYPES"],
    ),
    edit(
        "e48_mpl_hatch",
        "Right after the line in get_path that turns density into an int, add"
        " `density = max(density, 0)` so that a negative density gives an empty path.",
        line_after=["matplotlib/hatch.py", "density = int(density)", "density = max(density, 0)"],
    ),
    edit(
        "e48_mpl_hatch",
        "Insert \u201c# the pattern classes get_path combines, in order\u201d at line 188"
        " (hatch.py)",
        line_inserted_at=[
            "matplotlib/hatch.py",
            188,
            "# the pattern classes get_path combines, in order",
        ],
    ),
    edit(
        "e48_mpl_hatch",
        "the module docstring ends with 'a star with 5 points'. Can you make that 'a five-pointed"
        " star'?",
        text_replaced=["matplotlib/hatch.py", "a star with 5 points", "a five-pointed star"],
    ),
    beyond(
        "e48_mpl_hatch",
        "Add type hints to hatch.py: every __init__ and set_vertices_and_codes, and get_path.",
    ),
    beyond(
        "e48_mpl_hatch",
        "NorthEastHatch and SouthEastHatch are nearly the same class. Merge them into one"
        " DiagonalHatch that takes the direction as an argument, and update the list of hatch"
        " types accordingly.",
    ),
    # --- distributed/diskutils.py ---------------------------------------------------------
    edit(
        "e48_dist_diskutils",
        "Other tools on our nodes also leave *.dirlock files around. Set DIR_LOCK_EXT to"
        " '.dask-dirlock' in distributed/diskutils.py",
        value_set=["distributed/diskutils.py", "DIR_LOCK_EXT", '".dask-dirlock"'],
    ),
    edit(
        "e48_dist_diskutils",
        "hey, so WorkSpace._purge_leftovers has no docstring and it took me a while to get what"
        " it does. could you add one? it removes the work directories whose lock file is stale"
        " and returns the paths it purged, or [] straight away when locking is off or another"
        " process holds the lock",
        docstring="WorkSpace._purge_leftovers",
    ),
    edit(
        "e48_dist_diskutils",
        "Add a new file distributed/diskutils_config.py containing just"
        ' USE_FILE_LOCKING_KEY = "distributed.worker.use-file-locking"',
        file=[
            "distributed/diskutils_config.py",
            'USE_FILE_LOCKING_KEY = "distributed.worker.use-file-locking"',
        ],
    ),
    edit(
        "e48_dist_diskutils",
        "in _init_workspace, right after the line that adds the uid-suffixed fallback to"
        " try_dirs, add: try_dirs.append(os.path.join(tempfile.gettempdir(),"
        " os.path.basename(base_dir)))",
        line_after=[
            "distributed/diskutils.py",
            'try_dirs.append(f"{base_dir}-{os.getuid()}")',
            "try_dirs.append(os.path.join(tempfile.gettempdir(), os.path.basename(base_dir)))",
        ],
    ),
    edit(
        "e48_dist_diskutils",
        "Just before new_work_dir hands back the new WorkDir, log it at debug level with"
        ' logger.debug("New work dir in %s", self.base_dir) (distributed/diskutils.py)',
        line_before=[
            "distributed/diskutils.py",
            "return WorkDir(self, **kwargs)",
            'logger.debug("New work dir in %s", self.base_dir)',
        ],
    ),
    edit(
        "e48_dist_diskutils",
        "lines 155 to 157 of diskutils.py are a long comment about containers sharing /tmp;"
        " delete those three lines",
        lines_deleted=["distributed/diskutils.py", 155, 157],
    ),
    beyond(
        "e48_dist_diskutils",
        "Sometimes two workers starting at the same moment both try to purge the same stale"
        " directory and one of them logs 'Failed to remove'. Could you find the race in"
        " diskutils.py and fix it?",
    ),
    beyond(
        "e48_dist_diskutils",
        "distributed/diskutils.py: in _purge_leftovers get rid of the lock.release() call",
    ),
]


# Set 49 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 48. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (jupyterlab/labextensions.py, 545 lines;
# fontTools/ttLib/ttCollection.py, 249 lines; distributed/multi_lock.py, 238 lines;
# dask/multiprocessing.py, 270 lines), as a dozen different users type them (the file first, last,
# in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; arrows; line numbers and two line ranges; "right after the
# line", "just before"; a first sentence that only gives context or a reason, then the request; a
# pronoun for what was named before; terse, polite, chatty, non-native, typos; questions). Seven
# of them say the line by what it does or what it holds, without quoting it ("the line that
# splits the pin option on commas", "the assert in TTCollection.__init__ that refuses a
# fontNumber keyword", "the line that packs the DSIG length and offset", "the line that marks the
# lock as held", "the assertion ... that checks no locks are left to wait for", "the line that
# installs tblib's pickling support", "the line in get() that takes chunksize from
# the config"), where exactly one line fits. 8 requests are beyond the model: a new feature, a bug
# to find, speed, a refactor, type hints, and three whose description fits several lines ("the
# line that falls back to the current working directory", four times in labextensions.py; "the
# file.seek(0, 2) call" in TTCollection.save, three times; "the tb = _pack_traceback(...)" line
# in pack_exception, twice). The one value_set request sets a one-line module-level constant
# (LABEXTENSION_COMMAND_WARNING); no request uses uncomment (none of the four files has a
# commented-out line of code). Every gold was checked by hand without the model on the installed
# copies (jupyterlab 4.6.6, fonttools 4.68.0, distributed 2026.8.0, dask 2026.8.0): anchors occur
# once, new names are unused, line numbers are the file's, and each check fails on the untouched
# file and holds after a correct edit made by hand; each decline holds on the untouched
# workspace. Not measured when written.
WORKSPACES49: dict[str, list[str]] = {
    "e49_jl_labext": ["jupyterlab/labextensions.py"],
    "e49_ft_ttcollection": ["fontTools/ttLib/ttCollection.py"],
    "e49_dist_multilock": ["distributed/multi_lock.py"],
    "e49_dask_mp": ["dask/multiprocessing.py"],
}

QUESTIONS49: list[dict] = [
    # --- jupyterlab/labextensions.py ------------------------------------------------------
    edit(
        "e49_jl_labext",
        "LABEXTENSION_COMMAND_WARNING in jupyterlab/labextensions.py is one endless line ->"
        ' make it "Manage prebuilt extensions with pip or conda."',
        value_set=[
            "jupyterlab/labextensions.py",
            "LABEXTENSION_COMMAND_WARNING",
            '"Manage prebuilt extensions with pip or conda."',
        ],
    ),
    edit(
        "e49_jl_labext",
        "Could you rename the deprecation_warning method of BaseExtensionApp to warn_deprecated?"
        " The run_task methods call it too, so keep them in sync.",
        renamed=["deprecation_warning", "warn_deprecated"],
    ),
    edit(
        "e49_jl_labext",
        "[labextensions.py] BaseExtensionApp.run_task needs a docstring: subclasses override it"
        " to do the actual work and return something truthy when the app should be rebuilt"
        " afterwards.",
        docstring="BaseExtensionApp.run_task",
    ),
    edit(
        "e49_jl_labext",
        "In InstallLabExtensionApp.run_task, right after the line that splits the pin option on"
        " commas, add `pinned_versions = [p.strip() for p in pinned_versions]` so that"
        " 'a, b' works too",
        line_after=[
            "jupyterlab/labextensions.py",
            'pinned_versions = self.pin.split(",")',
            "pinned_versions = [p.strip() for p in pinned_versions]",
        ],
    ),
    edit(
        "e49_jl_labext",
        "TODO(jupyterlab/labextensions.py): drop lines 380-385, the info message about"
        " JupyterLab 4.1 and re-enabling plugins. nobody reads it",
        lines_deleted=["jupyterlab/labextensions.py", 380, 385],
    ),
    edit(
        "e49_jl_labext",
        "replace \u2018Cannot run lab extension commands in core app\u2019 with \u2018Lab"
        " extension commands cannot run in the core app\u2019",
        text_replaced=[
            "jupyterlab/labextensions.py",
            "Cannot run lab extension commands in core app",
            "Lab extension commands cannot run in the core app",
        ],
    ),
    beyond(
        "e49_jl_labext",
        "labextensions: add an `outdated` subcommand that lists the installed extensions which"
        " have a newer version on npm, like `npm outdated` does.",
    ),
    beyond(
        "e49_jl_labext",
        "In labextensions.py remove the line that falls back to the current working directory"
        " when no extension is given.",
    ),
    # --- fontTools/ttLib/ttCollection.py --------------------------------------------------
    edit(
        "e49_ft_ttcollection",
        "fontTools/ttLib/ttCollection.py: add import os at the top pls",
        at_top=["fontTools/ttLib/ttCollection.py", "import os"],
    ),
    edit(
        "e49_ft_ttcollection",
        "The assert in TTCollection.__init__ that refuses a fontNumber keyword gets in the way of"
        " our loader. Can you comment it out?",
        comment_out=[
            "fontTools/ttLib/ttCollection.py",
            'assert "fontNumber" not in kwargs, kwargs',
        ],
    ),
    edit(
        "e49_ft_ttcollection",
        "chore(ttCollection): drop the saveXML method of TTCollection, we never dump"
        " collections to XML",
        definition_deleted=["fontTools/ttLib/ttCollection.py", "TTCollection.saveXML"],
    ),
    edit(
        "e49_ft_ttcollection",
        'TTCollection.close has no docstring. Give it one, something like "Close every font of'
        ' the collection, the legacy ones too." (ttCollection.py)',
        docstring="TTCollection.close",
    ),
    edit(
        "e49_ft_ttcollection",
        "typo in the TTCollection docstring: suprises \u2192 surprises",
        text_replaced=["fontTools/ttLib/ttCollection.py", "suprises", "surprises"],
    ),
    edit(
        "e49_ft_ttcollection",
        "In TTCollection.save, just before the line that packs the DSIG length and offset,"
        ' insert log.debug("DSIG at offset %d", dsig_offset)',
        line_before=[
            "fontTools/ttLib/ttCollection.py",
            'file.write(struct.pack(">2L", len(data), dsig_offset))',
            'log.debug("DSIG at offset %d", dsig_offset)',
        ],
    ),
    beyond(
        "e49_ft_ttcollection",
        "`del collection[0]` on a TTCollection doesn't do anything, the font is still there"
        " afterwards and len() is unchanged. Could you track down why and fix it?",
    ),
    beyond(
        "e49_ft_ttcollection",
        "ttCollection.py: in save, comment out the file.seek(0, 2) call",
    ),
    # --- distributed/multi_lock.py --------------------------------------------------------
    edit(
        "e49_dist_multilock",
        "_retain_locks actually gives the locks up, the name is backwards. Rename it to"
        " _release_locks (distributed/multi_lock.py)",
        renamed=["_retain_locks", "_release_locks"],
    ),
    edit(
        "e49_dist_multilock",
        "in MultiLock.acquire, just before the line that marks the lock as held, add"
        ' `logger.debug("MultiLock %s acquired: %s", self.id, result)`',
        line_before=[
            "distributed/multi_lock.py",
            "self._locked = True",
            'logger.debug("MultiLock %s acquired: %s", self.id, result)',
        ],
    ),
    edit(
        "e49_dist_multilock",
        "Could you create a new file distributed/multi_lock_routes.py with this in it:"
        ' MULTI_LOCK_ROUTES = ("multi_lock_acquire", "multi_lock_release")',
        file=[
            "distributed/multi_lock_routes.py",
            'MULTI_LOCK_ROUTES = ("multi_lock_acquire", "multi_lock_release")',
        ],
    ),
    edit(
        "e49_dist_multilock",
        "the assertion at the end of MultiLockExtension.acquire, the one that checks no locks"
        " are left to wait for, fires under load on our cluster. delete it",
        line_deleted=["distributed/multi_lock.py", "assert self.requests_left[id] == 0"],
    ),
    edit(
        "e49_dist_multilock",
        "i need multi_lock.py only export the two classes, so append at the end the line"
        ' __all__ = ["MultiLock", "MultiLockExtension"]',
        last_line=["distributed/multi_lock.py", '__all__ = ["MultiLock", "MultiLockExtension"]'],
    ),
    edit(
        "e49_dist_multilock",
        "The Examples section of MultiLock.acquire's docstring duplicates the class docstring."
        " Delete lines 186 to 190 of distributed/multi_lock.py.",
        lines_deleted=["distributed/multi_lock.py", 186, 190],
    ),
    beyond(
        "e49_dist_multilock",
        "MultiLockExtension._request_locks sorts the requested locks by queue length on every"
        " request, and with thousands of locks the scheduler spends ages in there. Can you make"
        " it faster?",
    ),
    beyond(
        "e49_dist_multilock",
        "refactor: MultiLockExtension keeps locks, requests, requests_left and events as four"
        " dicts that must stay in sync. Pull the per-request state into a small dataclass and"
        " use it everywhere in multi_lock.py.",
    ),
    # --- dask/multiprocessing.py ----------------------------------------------------------
    edit(
        "e49_dask_mp",
        "dask/multiprocessing.py \u2014 our app registers its own traceback pickling and tblib's"
        " clashes with it. Please comment out the line that installs tblib's pickling support.",
        comment_out=["dask/multiprocessing.py", "tblib.pickling_support.install()"],
    ),
    edit(
        "e49_dask_mp",
        "The line in get() that takes chunksize from the config falls back to 6; make the"
        ' fallback 8, i.e. chunksize = chunksize or config.get("chunksize", 8)',
        line_replaced=[
            "dask/multiprocessing.py",
            'chunksize = chunksize or config.get("chunksize", 6)',
            'chunksize = chunksize or config.get("chunksize", 8)',
        ],
    ),
    edit(
        "e49_dask_mp",
        "hey, _process_get_id just returns the ident of the current process. can u rename it"
        " to _current_process_ident? its only used in get",
        renamed=["_process_get_id", "_current_process_ident"],
    ),
    edit(
        "e49_dask_mp",
        "Insert \u201c# --- the multiprocessing scheduler ---\u201d at line 146 of"
        " dask/multiprocessing.py",
        line_inserted_at=[
            "dask/multiprocessing.py",
            146,
            "# --- the multiprocessing scheduler ---",
        ],
    ),
    edit(
        "e49_dask_mp",
        "Could you document pack_exception with a docstring? It pickles the exception and its"
        " traceback with the dumps it is given, and when that fails it pickles the pickling"
        " error instead.",
        docstring="pack_exception",
    ),
    beyond(
        "e49_dask_mp",
        "Add type annotations to get() in dask/multiprocessing.py: every parameter and the"
        " return value.",
    ),
    beyond(
        "e49_dask_mp",
        "In pack_exception, delete the `tb = _pack_traceback(exc_traceback)` line.",
    ),
]


# Set 50 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 49. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (opentelemetry/trace/span.py, 616 lines;
# cryptography/x509/name.py, 482 lines; fontTools/misc/psOperators.py, 572 lines;
# pandas/core/methods/describe.py, 384 lines), as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; line numbers, a line range with an en
# dash; "right after the line", "just before the line"; a first sentence that only gives context
# or a reason, then the request; a pronoun for what was named before; terse, polite, chatty,
# non-native, typos; questions). Seven of them say the line by what it does or what it holds,
# without quoting it ("the line that stores the pair in the dict" in TraceState.__init__, "the
# line in from_header that strips optional whitespace", "the line wich escapes the semicolon" in
# _escape_dn_value, "the commented-out read of the pad byte" and "the line that skips one
# character by adding 1 to the file's position" in ps_readstring, "the assert in
# _refine_percentiles", "the line that concatenates the per-column results" in
# DataFrameDescriber.describe), where exactly one line fits. 8 requests are beyond the model: a
# bug to find (the unused tracestate length limit), speed (Name.__hash__), a refactor
# (_escape_dn_value in one pass), type hints (PSOperators), a new feature (a skew row in
# describe), and three whose description fits several lines ("the line that logs the 'Invalid
# key/value pair' warning", three times in span.py; "the line that raises on stack underflow",
# twice in psOperators.py; "from pandas import Series", three times in describe.py). The one
# value_set request sets a one-line module-level constant (_TRACECONTEXT_MAXIMUM_TRACESTATE_LENGTH);
# the one uncomment request un-comments the one commented-out line of code in psOperators.py
# (line 359, in ps_readstring). Every gold was checked by hand without the model on the installed
# copies (opentelemetry-api 1.45.2, cryptography 48.0.0, fonttools 4.68.0, pandas 3.1.1): anchors
# occur once, new names are unused, line numbers are the file's, and each check fails on the
# untouched file and holds after a correct edit made by hand; each decline holds on the
# untouched workspace. Not measured when written.
WORKSPACES50: dict[str, list[str]] = {
    "e50_otel_span": ["opentelemetry/trace/span.py"],
    "e50_crypto_name": ["cryptography/x509/name.py"],
    "e50_ft_psops": ["fontTools/misc/psOperators.py"],
    "e50_pd_describe": ["pandas/core/methods/describe.py"],
}

QUESTIONS50: list[dict] = [
    # --- opentelemetry/trace/span.py ------------------------------------------------------
    edit(
        "e50_otel_span",
        "opentelemetry/trace/span.py: set _TRACECONTEXT_MAXIMUM_TRACESTATE_LENGTH to 4096, our"
        " proxy cuts headers above 4k anyway",
        value_set=[
            "opentelemetry/trace/span.py",
            "_TRACECONTEXT_MAXIMUM_TRACESTATE_LENGTH",
            "4096",
        ],
    ),
    edit(
        "e50_otel_span",
        "Could you rename `_is_valid_pair` to `_is_valid_member`? The W3C spec calls a key=value"
        " entry of the tracestate a list-member, and TraceState's __init__, add and update all"
        " call it.",
        renamed=["_is_valid_pair", "_is_valid_member"],
    ),
    edit(
        "e50_otel_span",
        "[span.py] newcomers keep asking what TraceFlags.sampled means -> give it a docstring:"
        " True when the sampled bit (0x01) of the flags is set",
        docstring="TraceFlags.sampled",
    ),
    edit(
        "e50_otel_span",
        "fix the grammar of the two tracestate warnings on lines 304 and 344:"
        " \u201cmore 32\u201d \u2192 \u201cmore than 32\u201d",
        text_replaced=["opentelemetry/trace/span.py", "more 32", "more than 32"],
    ),
    edit(
        "e50_otel_span",
        "In TraceState.__init__, right after the line that stores the pair in the dict, add"
        ' _logger.debug("Accepted tracestate key %s", key)',
        line_after=[
            "opentelemetry/trace/span.py",
            "self._dict[key] = value",
            '_logger.debug("Accepted tracestate key %s", key)',
        ],
    ),
    edit(
        "e50_otel_span",
        "TODO(opentelemetry/trace/span.py): comment out the line in from_header that strips"
        " optional whitespace off each member, we want to see how strict parsing behaves",
        comment_out=["opentelemetry/trace/span.py", 'member = member.strip(" \\t")'],
    ),
    beyond(
        "e50_otel_span",
        "Our collector drops tracestate headers longer than 8192 characters, and I'm pretty sure"
        " span.py never enforces _TRACECONTEXT_MAXIMUM_TRACESTATE_LENGTH anywhere. Can you find"
        " where the limit should be checked and fix it?",
    ),
    beyond(
        "e50_otel_span",
        "span.py, delete the line that logs the 'Invalid key/value pair' warning",
    ),
    # --- cryptography/x509/name.py --------------------------------------------------------
    edit(
        "e50_crypto_name",
        "cryptography/x509/name.py \u2014 _NAMEOID_LENGTH_LIMIT holds a (min, max) pair per OID,"
        " not one limit. rename it to _NAMEOID_LENGTH_RANGE pls",
        renamed=["_NAMEOID_LENGTH_LIMIT", "_NAMEOID_LENGTH_RANGE"],
    ),
    edit(
        "e50_crypto_name",
        "Please add a docstring to _unescape_dn_value in cryptography/x509/name.py. It is the"
        " counterpart of _escape_dn_value: it turns the RFC 4514 escapes (a backslash before a"
        " special character, or backslash-hex pairs) back into the characters.",
        docstring="_unescape_dn_value",
    ),
    edit(
        "e50_crypto_name",
        "style(x509/name): `if _validate is True:` -> `if _validate:` in NameAttribute.__init__",
        line_replaced=[
            "cryptography/x509/name.py",
            "if _validate is True:",
            "if _validate:",
        ],
    ),
    edit(
        "e50_crypto_name",
        "Name and NameAttribute have their own __repr__ and that is all we print. Remove the"
        " __repr__ of RelativeDistinguishedName.",
        definition_deleted=["cryptography/x509/name.py", "RelativeDistinguishedName.__repr__"],
    ),
    edit(
        "e50_crypto_name",
        "in _escape_dn_value, remove the line wich escapes the semicolon. our ldap lib handle ;"
        " by itself",
        line_deleted=["cryptography/x509/name.py", 'val = val.replace(";", "\\\\;")'],
    ),
    edit(
        "e50_crypto_name",
        "Insert the comment '# --- RFC 4514 string parser ---' at line 376 of name.py, so it"
        " sits right above the parser class.",
        line_inserted_at=["cryptography/x509/name.py", 376, "# --- RFC 4514 string parser ---"],
    ),
    beyond(
        "e50_crypto_name",
        "We keep a few hundred thousand x509 Names in sets and as dict keys, and the profiler"
        " puts Name.__hash__ right at the top. Could you make hashing a Name faster?",
    ),
    beyond(
        "e50_crypto_name",
        "_escape_dn_value chains eight str.replace calls. Refactor it so the escaping happens in"
        " a single pass (a translate table or one regex), with exactly the same output.",
    ),
    # --- fontTools/misc/psOperators.py ----------------------------------------------------
    edit(
        "e50_ft_psops",
        "fontTools/misc/psOperators.py: in ps_readstring, uncomment the commented-out read of the"
        " pad byte, we don't feed it StringIO anymore",
        uncomment=["fontTools/misc/psOperators.py", "pad = file.value.read(1)"],
    ),
    edit(
        "e50_ft_psops",
        "`_accessstrings` \u2192 `_ACCESS_NAMES` (psOperators.py), it's a constant so caps",
        renamed=["_accessstrings", "_ACCESS_NAMES"],
    ),
    edit(
        "e50_ft_psops",
        "pls put import logging at the top of psOperators.py",
        at_top=["fontTools/misc/psOperators.py", "import logging"],
    ),
    edit(
        "e50_ft_psops",
        "Lines 456\u2013457 of fontTools/misc/psOperators.py do nothing (an if whose body is just"
        " pass, in ps_get). Delete them.",
        lines_deleted=["fontTools/misc/psOperators.py", 456, 457],
    ),
    edit(
        "e50_ft_psops",
        "In ps_readstring there is a line that skips one character by adding 1 to the file's"
        " position. Rewrite it as an augmented assignment: f.value.pos += 1",
        line_replaced=[
            "fontTools/misc/psOperators.py",
            "f.value.pos = f.value.pos + 1",
            "f.value.pos += 1",
        ],
    ),
    edit(
        "e50_ft_psops",
        'Could you append __all__ = ["PSOperators", "ps_StandardEncoding"] as the last line of'
        " fontTools/misc/psOperators.py?",
        last_line=[
            "fontTools/misc/psOperators.py",
            '__all__ = ["PSOperators", "ps_StandardEncoding"]',
        ],
    ),
    beyond(
        "e50_ft_psops",
        "[psOperators.py] add type hints to all the PSOperators methods, parameters and return"
        " types",
    ),
    beyond(
        "e50_ft_psops",
        "psOperators: drop the line that raises on stack underflow, the interpreter checks the"
        " stack itself",
    ),
    # --- pandas/core/methods/describe.py --------------------------------------------------
    edit(
        "e50_pd_describe",
        "Create pandas/core/methods/describe_defaults.py containing just"
        " DEFAULT_PERCENTILES = (0.25, 0.5, 0.75)",
        file=[
            "pandas/core/methods/describe_defaults.py",
            "DEFAULT_PERCENTILES = (0.25, 0.5, 0.75)",
        ],
    ),
    edit(
        "e50_pd_describe",
        "drop the assert in _refine_percentiles, mypy doesn't need it anymore",
        line_deleted=["pandas/core/methods/describe.py", "assert percentiles is not None"],
    ),
    edit(
        "e50_pd_describe",
        "In DataFrameDescriber.describe, just before the line that concatenates the per-column"
        " results, add `assert len(ldesc) == len(data.columns)`",
        line_before=[
            "pandas/core/methods/describe.py",
            "d = concat(ldesc, axis=1, ignore_index=True, sort=False).reindex(col_names)",
            "assert len(ldesc) == len(data.columns)",
        ],
    ),
    edit(
        "e50_pd_describe",
        "DataFrameDescriber.describe has no docstring, unlike the abstract one. Could you give it"
        " one? It describes each selected column and stitches the results into one frame"
        " (pandas/core/methods/describe.py)",
        docstring="DataFrameDescriber.describe",
    ),
    edit(
        "e50_pd_describe",
        'describe.py: replace "A white list" with "An allow list" everywhere',
        text_replaced=["pandas/core/methods/describe.py", "A white list", "An allow list"],
    ),
    beyond(
        "e50_pd_describe",
        "pandas/core/methods/describe.py - add an option so describe() also reports the skewness"
        " of numeric columns, as a 'skew' row after 'std'",
    ),
    beyond(
        "e50_pd_describe",
        "comment out from pandas import Series in describe.py",
    ),
]


# Set 51 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 50. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (IPython/utils/text.py, 752 lines;
# ipywidgets/widgets/interaction.py, 584 lines; dask/dataframe/partitionquantiles.py, 475 lines;
# matplotlib/sankey.py, 814 lines), as a dozen different users type them (the file first, last,
# in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; arrows; a line number, a line range with an en dash; "right
# after the line", "just before the line"; a first sentence that only gives context or a reason,
# then the request; a pronoun for what was named before; terse, polite, chatty, non-native,
# typos; questions). Seven of them say the line by what it does or what it holds, without
# quoting it ("the line that clamps nmark to zero" in marquee, "the line in
# FullEvalFormatter.vformat that evaluates the field name", "[it] turns off continuous updates
# on every Text widget. Delete that line" in interactive.__init__'s manual branch, "the line that
# sorts the percentiles" in sample_percentiles, "the little joke comment that opens the body of
# sample_percentiles", "the LEFT angle constant" that is commented out between UP and DOWN, "the
# line that falls back to the default [1, -1] flows" in Sankey.add), where exactly one line fits.
# 8 requests are beyond the model: speed (columnize / _find_optimal), a new feature (datetime.date
# support in interact), a refactor (merge_and_compress_summaries with itertools.groupby), a bug to
# find (the pathlengths of horizontal flows in Sankey.add, the dict(RIGHT=pathlengths) line), type
# hints (Sankey), and three whose description fits several lines ("return self.__paths", four times
# in text.py; "the line that calls show_inline_matplotlib_plots()", six times in interaction.py;
# "rv.sort()", twice in partitionquantiles.py). The one value_set request sets a one-line
# module-level string constant (sankey's __version__); the one uncomment request un-comments the
# commented-out angle constant of sankey.py (line 26, "# LEFT = 2"); the commented-out code after
# the return of Sankey._revert is four lines and not asked for.
# Every gold was checked by hand without the model on the installed copies (ipython 8.12.3,
# ipywidgets 8.1.9, dask 2026.8.0, matplotlib 3.11.2): anchors occur once, new names are unused,
# line numbers are the file's, and each check fails on the untouched file and holds after a
# correct edit made by hand; each decline holds on the untouched workspace. Not measured when
# written.
WORKSPACES51: dict[str, list[str]] = {
    "e51_ipy_text": ["IPython/utils/text.py"],
    "e51_ipw_interact": ["ipywidgets/widgets/interaction.py"],
    "e51_dd_pquant": ["dask/dataframe/partitionquantiles.py"],
    "e51_mpl_sankey": ["matplotlib/sankey.py"],
}

QUESTIONS51: list[dict] = [
    # --- IPython/utils/text.py ------------------------------------------------------------
    edit(
        "e51_ipy_text",
        "Could you rename `_get_or_default` to `_item_or_default` in IPython/utils/text.py? It"
        " returns an item of the list, the old name reads like a getter for a default.",
        renamed=["_get_or_default", "_item_or_default"],
    ),
    edit(
        "e51_ipy_text",
        "[text.py] DollarFormatter.parse has no docstring \u2014 add one: it pulls $name and"
        " $obj.attr patterns out of the literal text and yields them as fields, $$ being an"
        " escaped dollar",
        docstring="DollarFormatter.parse",
    ),
    edit(
        "e51_ipy_text",
        "in marquee(), comment out the line that clamps nmark to zero when the text is wider"
        " than the marquee. i want see what happen with a negative count",
        comment_out=["IPython/utils/text.py", "if nmark < 0: nmark =0"],
    ),
    edit(
        "e51_ipy_text",
        "TODO(IPython/utils/text.py): just before the line in FullEvalFormatter.vformat that"
        " evaluates the field name, add the comment # SECURITY: eval() runs arbitrary expressions",
        line_before=[
            "IPython/utils/text.py",
            "obj = eval(field_name, kwargs)",
            "# SECURITY: eval() runs arbitrary expressions",
        ],
    ),
    edit(
        "e51_ipy_text",
        "Lines 496\u2013498 of text.py are the old XXX note saying FullEvalFormatter can go once"
        " only Python 3.4+ is supported. We're way past that; delete those three lines.",
        lines_deleted=["IPython/utils/text.py", 496, 498],
    ),
    edit(
        "e51_ipy_text",
        "remove format_screen from text.py, nothing calls it anymore",
        definition_deleted=["IPython/utils/text.py", "format_screen"],
    ),
    beyond(
        "e51_ipy_text",
        "columnize() takes forever on a directory listing with 20k names, _find_optimal retries"
        " every possible row count one by one. Can you make it faster? (IPython/utils/text.py)",
    ),
    beyond(
        "e51_ipy_text",
        "comment out `return self.__paths` in IPython/utils/text.py",
    ),
    # --- ipywidgets/widgets/interaction.py ------------------------------------------------
    edit(
        "e51_ipw_interact",
        "refactor(interaction): rename _matches to _types_match",
        renamed=["_matches", "_types_match"],
    ),
    edit(
        "e51_ipw_interact",
        "We'll need functools.wraps for the decorator form later. Put `import functools` at the"
        " top of ipywidgets/widgets/interaction.py, with the other imports.",
        at_top=["ipywidgets/widgets/interaction.py", "import functools"],
    ),
    edit(
        "e51_ipw_interact",
        "In widget_from_abbrev, replace \u2018if isinstance(abbrev, ValueWidget) or"
        " isinstance(abbrev, fixed):\u2019 with"
        " \u2018if isinstance(abbrev, (ValueWidget, fixed)):\u2019",
        line_replaced=[
            "ipywidgets/widgets/interaction.py",
            "if isinstance(abbrev, ValueWidget) or isinstance(abbrev, fixed):",
            "if isinstance(abbrev, (ValueWidget, fixed)):",
        ],
    ),
    edit(
        "e51_ipw_interact",
        "interaction.py \u2014 in manual mode interactive.__init__ turns off continuous updates"
        " on every Text widget. Delete that line, the Text widgets should update while typing"
        " like the others.",
        line_deleted=["ipywidgets/widgets/interaction.py", "w.continuous_update = False"],
    ),
    edit(
        "e51_ipw_interact",
        "so we can style the output area from CSS: right after the line `self.out = Output()` in"
        ' interactive.__init__, add self.out.add_class("widget-interact-output")',
        line_after=[
            "ipywidgets/widgets/interaction.py",
            "self.out = Output()",
            'self.out.add_class("widget-interact-output")',
        ],
    ),
    beyond(
        "e51_ipw_interact",
        "Could you make interact() understand datetime.date defaults and `date` annotations, so"
        " it shows a DatePicker for them like it shows a Checkbox for bool?",
    ),
    beyond(
        "e51_ipw_interact",
        "interaction.py: delete the line that calls show_inline_matplotlib_plots()",
    ),
    # --- dask/dataframe/partitionquantiles.py ---------------------------------------------
    edit(
        "e51_dd_pquant",
        "rename tree_groups to split_into_groups in dask/dataframe/partitionquantiles.py, the"
        " doctest too",
        renamed=["tree_groups", "split_into_groups"],
    ),
    edit(
        "e51_dd_pquant",
        "dtype_info is the only function in partitionquantiles.py without a docstring. Give it"
        " one: it returns the series' dtype and, for a categorical, (categories, ordered).",
        docstring="dtype_info",
    ),
    edit(
        "e51_dd_pquant",
        "dask/dataframe/partitionquantiles.py: insert `# --- summarize, merge, compress ---` at"
        " line 241",
        line_inserted_at=[
            "dask/dataframe/partitionquantiles.py",
            241,
            "# --- summarize, merge, compress ---",
        ],
    ),
    edit(
        "e51_dd_pquant",
        "In sample_percentiles, right after the line that sorts the percentiles, add:"
        " assert 0 <= qs[0] and qs[-1] <= 100",
        line_after=[
            "dask/dataframe/partitionquantiles.py",
            "qs.sort()",
            "assert 0 <= qs[0] and qs[-1] <= 100",
        ],
    ),
    edit(
        "e51_dd_pquant",
        "typo in the module docstring of partitionquantiles.py: \u201cnevermind\u201d \u2192"
        " \u201cnever mind\u201d",
        text_replaced=["dask/dataframe/partitionquantiles.py", "nevermind", "never mind"],
    ),
    edit(
        "e51_dd_pquant",
        "pls remove the little joke comment that opens the body of sample_percentiles, reviewer"
        " didnt like it",
        line_deleted=["dask/dataframe/partitionquantiles.py", "# *waves hands*"],
    ),
    beyond(
        "e51_dd_pquant",
        "Refactor merge_and_compress_summaries to use itertools.groupby instead of the manual"
        " prev_val/prev_weight bookkeeping. Output must stay exactly the same.",
    ),
    beyond(
        "e51_dd_pquant",
        "partitionquantiles.py: delete rv.sort()",
    ),
    # --- matplotlib/sankey.py -------------------------------------------------------------
    edit(
        "e51_mpl_sankey",
        "We vendor sankey.py with a patch. Set __version__ in matplotlib/sankey.py to"
        ' "2026/01/12" so we can tell our copy apart.',
        value_set=["matplotlib/sankey.py", "__version__", '"2026/01/12"'],
    ),
    edit(
        "e51_mpl_sankey",
        "sankey.py: the LEFT angle constant is commented out between UP and DOWN. Uncomment it"
        " please, our plugin imports it.",
        uncomment=["matplotlib/sankey.py", "LEFT = 2"],
    ),
    edit(
        "e51_mpl_sankey",
        "Create matplotlib/sankey_angles.py with one line: RIGHT, UP, LEFT, DOWN = 0, 1, 2, 3",
        file=["matplotlib/sankey_angles.py", "RIGHT, UP, LEFT, DOWN = 0, 1, 2, 3"],
    ),
    edit(
        "e51_mpl_sankey",
        "In Sankey.finish, insert self.ax.autoscale_view() just before the line"
        " \"self.ax.set_aspect('equal', adjustable='datalim')\"",
        line_before=[
            "matplotlib/sankey.py",
            "self.ax.set_aspect('equal', adjustable='datalim')",
            "self.ax.autoscale_view()",
        ],
    ),
    edit(
        "e51_mpl_sankey",
        "end of matplotlib/sankey.py -> __all__ = ['Sankey']",
        last_line=["matplotlib/sankey.py", "__all__ = ['Sankey']"],
    ),
    edit(
        "e51_mpl_sankey",
        "In Sankey.add, could you rewrite the line that falls back to the default [1, -1] flows"
        " as flows = np.asarray([1.0, -1.0] if flows is None else flows, dtype=float) ?",
        line_replaced=[
            "matplotlib/sankey.py",
            "flows = np.array([1.0, -1.0]) if flows is None else np.array(flows)",
            "flows = np.asarray([1.0, -1.0] if flows is None else flows, dtype=float)",
        ],
    ),
    beyond(
        "e51_mpl_sankey",
        "When I pass a single number as pathlengths to Sankey.add, my horizontal flows never get"
        " that length. I suspect the dict(RIGHT=pathlengths) bit. Can you find the bug and fix"
        " it properly?",
    ),
    beyond(
        "e51_mpl_sankey",
        "[matplotlib/sankey.py] add type hints to Sankey.__init__, add and finish",
    ),
]


# Set 52 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 51. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (scipy/optimize/_minimize.py, 1199 lines;
# jupyterlab/commands.py, 2619 lines; sympy/printing/str.py, 1021 lines;
# dask/dataframe/io/csv.py, 966 lines), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; a line number, a line range; "right
# after the line", "just before the line"; a first sentence that only gives context or a reason,
# then the request; a pronoun for what was named before; terse, polite, chatty, non-native,
# typos; questions). Seven of them say the line by what it does or what it holds, without
# quoting it ("a leftover debug print" of the callback in minimize(), "the older RSPACK_EXPECT
# ... commented out under the TODO that only matches theme.css", the first of the two app_path
# assignments of _AppHandler._get_extensions, "the one using self.app_dir", the line of
# _print_BlockMatrix that prints the single block "and then throws the result away", "the line in
# _print_Float that strips the leading plus sign", "the line that calls the reader on the
# buffer" in pandas_read_text, the 32 MiB fallback line of _infer_block_size), where exactly one
# line fits. 8 requests are beyond the model: a refactor (the if/elif solver dispatch of
# minimize() into a dict), a bug to find (_semver_key's release keys when prerelease_first is
# False), type hints (StrPrinter's _print_* methods), speed (coerce_dtypes's per-column astype
# loop), a new feature (nrows= in dd.read_csv), and three whose description fits several lines
# ("options = dict(options)", twice in _minimize.py; the comment "# Sort pre-release first, as
# we will reverse the sort:", three times in commands.py; "s = p.doprint(expr)", twice in
# str.py). The value_set requests set a one-line module-level list (_minimize's __all__) and a
# one-line module-level string (commands.py's YARN_DEFAULT_REGISTRY); the one uncomment request
# un-comments commands.py line 52, the only commented-out code line of the four files; the
# text_replaced typo of _minimize.py is quoted only up to the line break it spans in the file.
# Every gold was checked by hand without the model on the installed copies (scipy 1.17.1,
# jupyterlab 4.6.6, sympy 1.14.0, dask 2026.8.0): anchors occur once, new names are unused,
# line numbers are the file's, and each check fails on the untouched file and holds after a
# correct edit made by hand; each decline holds on the untouched workspace. Not measured when
# written.
WORKSPACES52: dict[str, list[str]] = {
    "e52_sp_minimize": ["scipy/optimize/_minimize.py"],
    "e52_jl_commands": ["jupyterlab/commands.py"],
    "e52_sy_str": ["sympy/printing/str.py"],
    "e52_dd_csv": ["dask/dataframe/io/csv.py"],
}

QUESTIONS52: list[dict] = [
    # --- scipy/optimize/_minimize.py ------------------------------------------------------
    edit(
        "e52_sp_minimize",
        "There's a leftover debug print in minimize(): when fixed variables get removed and the"
        " callback takes intermediate_result, it dumps the callback object to stdout. Please"
        " delete that line.",
        line_deleted=["scipy/optimize/_minimize.py", "print(callback)"],
    ),
    edit(
        "e52_sp_minimize",
        'docs(_minimize): "It uses a CG method to the compute the search" -> "It uses a CG'
        ' method to compute the search"',
        text_replaced=[
            "scipy/optimize/_minimize.py",
            "to the compute the search",
            "to compute the search",
        ],
    ),
    edit(
        "e52_sp_minimize",
        "scipy/optimize/_minimize.py: set __all__ to ['minimize', 'minimize_scalar',"
        " 'standardize_bounds', 'standardize_constraints'] \u2014 our wrapper star-imports this"
        " module and needs the two standardize_ helpers.",
        value_set=[
            "scipy/optimize/_minimize.py",
            "__all__",
            "['minimize', 'minimize_scalar', 'standardize_bounds', 'standardize_constraints']",
        ],
    ),
    edit(
        "e52_sp_minimize",
        "(_minimize.py) _Patch_Callback_Equal_Variables only has a comment where its docstring"
        " should be. Could you give it a proper docstring? It wraps a callback(intermediate_result)"
        " and puts the fixed variables back into intermediate_result.x before calling it.",
        docstring="_Patch_Callback_Equal_Variables",
    ),
    edit(
        "e52_sp_minimize",
        "rename _remove_from_bounds -> _drop_fixed_bounds pls, the old name sound like it remove"
        " the whole bounds",
        renamed=["_remove_from_bounds", "_drop_fixed_bounds"],
    ),
    edit(
        "e52_sp_minimize",
        "At line 1041 of scipy/optimize/_minimize.py insert the section comment"
        " # --- helpers for variables fixed by equal bounds (lb == ub) ---",
        line_inserted_at=[
            "scipy/optimize/_minimize.py",
            1041,
            "# --- helpers for variables fixed by equal bounds (lb == ub) ---",
        ],
    ),
    beyond(
        "e52_sp_minimize",
        "The long if/elif chain at the end of minimize() that picks which _minimize_* solver to"
        " call is hard to read. Can you refactor it into a dict from method name to solver,"
        " with exactly the same behaviour?",
    ),
    beyond(
        "e52_sp_minimize",
        "_minimize.py: delete the line `options = dict(options)`",
    ),
    # --- jupyterlab/commands.py -----------------------------------------------------------
    edit(
        "e52_jl_commands",
        "TODO(jupyterlab/commands.py): uncomment the older RSPACK_EXPECT, the one commented out"
        " under the TODO that only matches theme.css. Leave the combined regex below it alone"
        " for now, I'll remove it in a separate commit once CI is green.",
        uncomment=[
            "jupyterlab/commands.py",
            'RSPACK_EXPECT = re.compile(r".*theme-light-extension/style/theme.css")',
        ],
    ),
    edit(
        "e52_jl_commands",
        "We're behind a proxy that mirrors npm, not yarnpkg. In commands.py, set"
        ' YARN_DEFAULT_REGISTRY to "https://registry.npmjs.org"',
        value_set=[
            "jupyterlab/commands.py",
            "YARN_DEFAULT_REGISTRY",
            '"https://registry.npmjs.org"',
        ],
    ),
    edit(
        "e52_jl_commands",
        "fix(commands): in _compare_ranges, `gy = gte if x1 == x2 else gt` tests x where it"
        " should test y. Replace it with `gy = gte if y1 == y2 else gt`",
        line_replaced=[
            "jupyterlab/commands.py",
            "gy = gte if x1 == x2 else gt",
            "gy = gte if y1 == y2 else gt",
        ],
    ),
    edit(
        "e52_jl_commands",
        "_get_extensions sets app_path twice, once right after sys_path and again before the"
        " comparison. Remove the first one (the one using self.app_dir), it's dead code.",
        line_deleted=["jupyterlab/commands.py", 'app_path = pjoin(self.app_dir, "extensions")'],
    ),
    edit(
        "e52_jl_commands",
        "add import warnings at the top of jupyterlab/commands.py, we'll need it for the"
        " deprecations",
        at_top=["jupyterlab/commands.py", "import warnings"],
    ),
    edit(
        "e52_jl_commands",
        "Can you remove get_workspaces_dir() from commands.py? jupyterlab_server has its own"
        " and nothing in here calls it.",
        definition_deleted=["jupyterlab/commands.py", "get_workspaces_dir"],
    ),
    beyond(
        "e52_jl_commands",
        "_semver_key looks broken when prerelease_first is False: 1.2.3 and 4.0.0 end up with"
        " the same key, so the sort order is random. Can you find out why and fix it?",
    ),
    beyond(
        "e52_jl_commands",
        "[jupyterlab/commands.py] remove the comment \u201c# Sort pre-release first, as we will"
        " reverse the sort:\u201d",
    ),
    # --- sympy/printing/str.py ------------------------------------------------------------
    edit(
        "e52_sy_str",
        "In sympy/printing/str.py, could you rename the nested helper `apow` (inside _print_Mul)"
        " to `inverted_pow`?",
        renamed=["apow", "inverted_pow"],
    ),
    edit(
        "e52_sy_str",
        "_print_BlockMatrix has a bug: for a 1x1 block matrix it prints the single block and"
        " then throws the result away. Make that line return it.",
        line_replaced=[
            "sympy/printing/str.py",
            "self._print(B.blocks[0, 0])",
            "return self._print(B.blocks[0, 0])",
        ],
    ),
    edit(
        "e52_sy_str",
        "typo in the comment of StrReprPrinter._print_Str: 'does not to be printed' should be"
        " 'does not need to be printed'",
        text_replaced=[
            "sympy/printing/str.py",
            "does not to be printed",
            "does not need to be printed",
        ],
    ),
    edit(
        "e52_sy_str",
        "str.py lines 168-169 -> delete (the comment in _print_Heaviside, it only repeats what"
        " the code says)",
        lines_deleted=["sympy/printing/str.py", 168, 169],
    ),
    edit(
        "e52_sy_str",
        "comment out the line in _print_Float that strips the leading plus sign, i wanna check"
        " what mpmath actually gives back for +inf",
        comment_out=["sympy/printing/str.py", "rv = rv.removeprefix('+') # e.g., +inf -> inf"],
    ),
    edit(
        "e52_sy_str",
        "Append `__all__ = ['StrPrinter', 'StrReprPrinter', 'sstr', 'sstrrepr']` as the last line"
        " of sympy/printing/str.py",
        last_line=[
            "sympy/printing/str.py",
            "__all__ = ['StrPrinter', 'StrReprPrinter', 'sstr', 'sstrrepr']",
        ],
    ),
    beyond(
        "e52_sy_str",
        "Please add type hints to all the _print_* methods of StrPrinter in str.py"
        " (expr: Basic, returning str).",
    ),
    beyond(
        "e52_sy_str",
        "delete s = p.doprint(expr) in str.py",
    ),
    # --- dask/dataframe/io/csv.py ---------------------------------------------------------
    edit(
        "e52_dd_csv",
        "Create dask/dataframe/io/csv_defaults.py containing just DEFAULT_SAMPLE_BYTES = 256000"
        " \u2014 we want one place for the sample size.",
        file=["dask/dataframe/io/csv_defaults.py", "DEFAULT_SAMPLE_BYTES = 256000"],
    ),
    edit(
        "e52_dd_csv",
        "In pandas_read_text, right after the line that calls the reader on the buffer, add:"
        " df.columns = df.columns.str.strip()",
        line_after=[
            "dask/dataframe/io/csv.py",
            "df = reader(bio, **kwargs)",
            "df.columns = df.columns.str.strip()",
        ],
    ),
    edit(
        "e52_dd_csv",
        "We never want the pandas index in our exports. In to_csv, just before the line"
        ' "df = df.optimize()", add kwargs.setdefault("index", False)',
        line_before=[
            "dask/dataframe/io/csv.py",
            "df = df.optimize()",
            'kwargs.setdefault("index", False)',
        ],
    ),
    edit(
        "e52_dd_csv",
        "dask/dataframe/io/csv.py: the fallback blocksize in _infer_block_size (the one used"
        " when psutil isn't installed) is 32 MiB. Change that line to 2**26.",
        line_replaced=["dask/dataframe/io/csv.py", "default = 2**25", "default = 2**26"],
    ),
    edit(
        "e52_dd_csv",
        "auto_blocksize has no docstring, can u add one? its total memory / cores / 10, capped"
        " at 64MB",
        docstring="auto_blocksize",
    ),
    beyond(
        "e52_dd_csv",
        "coerce_dtypes does one astype per column in a Python loop; with 3000 columns it's the"
        " slowest part of our read_csv. Could you make it faster (a single astype with a dict,"
        " or similar)?",
    ),
    beyond(
        "e52_dd_csv",
        "Could you make dd.read_csv accept nrows= instead of raising, reading only the first n"
        " rows across all the files?",
    ),
]


# Set 53 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 52. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (IPython/lib/pretty.py, 953 lines;
# pandas/core/strings/accessor.py, 4955 lines; distributed/utils.py, 1896 lines;
# sympy/logic/boolalg.py, 3587 lines), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; a line number, a line range; "right
# after the line", "just before the line"; a first sentence that only gives context or a reason,
# then the request; a pronoun for what was named before; terse, polite, chatty, non-native,
# typos; questions). Eight of them say the line by what it does or what it holds, without
# quoting it (the line of _default_pprint "that prints the object's memory address", the line of
# cat_core "that makes the 2n-1 long list of separators", the raise of StringMethods.pad for a
# fillchar "longer than one character", the line of tmp_text "that writes the text to the
# file", the stackoverflow link comment of open_port, the line of get_mp_context "that hands
# the preload list to the forkserver context", the module-level alias of ibin "with the XXX
# note", and the commented-out circular pattern Ge(c, a), Gt(a, b), Gt(b, c) of
# _simplify_patterns_and3), where exactly one line fits. 8 requests are beyond the model: a bug
# to find (GroupQueue.deq deletes by an index taken from reversed(stack)), speed
# (str_extractall's per-row Python loop), a new feature (.str.reverse()), a refactor (the quiet()
# watcher duplicated in All and Any), type hints (simplify_logic, to_cnf, to_dnf, SOPform,
# POSform), and three whose description fits several lines ("cls_ctor =
# CallExpression.factory(obj.__class__.__name__)", five times in pretty.py; "quiet()", twice in
# utils.py; the comment "# XXX: This should be cached on the object rather than using
# cacheit", twice in boolalg.py). The one value_set request sets a one-line module-level int
# (pretty's MAX_SEQ_LENGTH); the one uncomment request un-comments a line inside a tuple literal
# of boolalg.py; the rename of boolalg's _finger includes its doctest import. Every gold was
# checked by hand without the model on the installed copies (IPython 8.12.3, pandas 3.1.1,
# distributed 2026.8.0, sympy 1.14.0): anchors occur once, new names are unused, line numbers
# are the file's, and each check fails on the untouched file and holds after a correct edit made
# by hand; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES53: dict[str, list[str]] = {
    "e53_ip_pretty": ["IPython/lib/pretty.py"],
    "e53_pd_accessor": ["pandas/core/strings/accessor.py"],
    "e53_di_utils": ["distributed/utils.py"],
    "e53_sy_boolalg": ["sympy/logic/boolalg.py"],
}

QUESTIONS53: list[dict] = [
    # --- IPython/lib/pretty.py ------------------------------------------------------------
    edit(
        "e53_ip_pretty",
        "IPython/lib/pretty.py: MAX_SEQ_LENGTH 1000 -> 200. Our notebooks hang for seconds"
        " every time someone displays a big list.",
        value_set=["IPython/lib/pretty.py", "MAX_SEQ_LENGTH", "200"],
    ),
    edit(
        "e53_ip_pretty",
        "Could you rename `_sorted_for_pprint` to `_sorted_for_display` in pretty.py? The set"
        " printer uses it too, it's not only for pprint.",
        renamed=["_sorted_for_pprint", "_sorted_for_display"],
    ),
    edit(
        "e53_ip_pretty",
        "The Breakable class in IPython/lib/pretty.py has no docstring. Please give it one: it's"
        " a separator that is written as its text, or as a newline plus the indentation when its"
        " group breaks.",
        docstring="Breakable",
    ),
    edit(
        "e53_ip_pretty",
        "typo in the RepresentationPrinter docstring: reinstanciate \u2192 reinstantiate",
        text_replaced=["IPython/lib/pretty.py", "reinstanciate", "reinstantiate"],
    ),
    edit(
        "e53_ip_pretty",
        "[IPython/lib/pretty.py] drop lines 940-953, the if __name__ == '__main__' demo with"
        " class Foo at the bottom",
        lines_deleted=["IPython/lib/pretty.py", 940, 953],
    ),
    edit(
        "e53_ip_pretty",
        "We snapshot-test the pretty output and it changes on every run. In _default_pprint,"
        " comment out the line that prints the object's memory address.",
        comment_out=["IPython/lib/pretty.py", "p.text(' at 0x%x' % id(obj))"],
    ),
    beyond(
        "e53_ip_pretty",
        "When I pretty print deeply nested lists the line breaks sometimes land in the wrong"
        " group. I think GroupQueue.deq removes a different group than the one it returns. Can"
        " you find the bug and fix it?",
    ),
    beyond(
        "e53_ip_pretty",
        "pretty.py \u2014 remove cls_ctor = CallExpression.factory(obj.__class__.__name__) please",
    ),
    # --- pandas/core/strings/accessor.py --------------------------------------------------
    edit(
        "e53_pd_accessor",
        "pandas/core/strings/accessor.py, cat_core: just before the line that makes the 2n-1"
        " long list of separators, add the comment # [col0, sep, col1, sep, ..., colN]",
        line_before=[
            "pandas/core/strings/accessor.py",
            "list_with_sep = [sep] * (2 * len(list_of_columns) - 1)",
            "# [col0, sep, col1, sep, ..., colN]",
        ],
    ),
    edit(
        "e53_pd_accessor",
        'In StringMethods.pad the error for a fillchar longer than one character says "not'
        ' str", which confuses everyone (it *is* a str). Replace that raise with'
        ' raise TypeError(f"fillchar must be a single character, got {len(fillchar)}")',
        line_replaced=[
            "pandas/core/strings/accessor.py",
            'raise TypeError("fillchar must be a character, not str")',
            'raise TypeError(f"fillchar must be a single character, got {len(fillchar)}")',
        ],
    ),
    edit(
        "e53_pd_accessor",
        "TODO(pandas/core/strings/accessor.py): remove lines 186 to 189, the list of methods"
        " that are not dispatched yet. it lives in the issue tracker now",
        lines_deleted=["pandas/core/strings/accessor.py", 186, 189],
    ),
    edit(
        "e53_pd_accessor",
        "add `import unicodedata` at the top of accessor.py, I want to try a fast path for"
        " normalize",
        at_top=["pandas/core/strings/accessor.py", "import unicodedata"],
    ),
    edit(
        "e53_pd_accessor",
        "Please put __all__ = ['StringMethods'] as the very last line of"
        " pandas/core/strings/accessor.py",
        last_line=["pandas/core/strings/accessor.py", "__all__ = ['StringMethods']"],
    ),
    beyond(
        "e53_pd_accessor",
        "str_extractall loops over every row in Python and calls regex.findall on each one; on"
        " 2 million rows .str.extractall takes minutes. Can you vectorize it?",
    ),
    beyond(
        "e53_pd_accessor",
        "could you add a .str.reverse() method to StringMethods that reverses each string (like"
        " s.str[::-1]) with a proper docstring and examples?",
    ),
    # --- distributed/utils.py -------------------------------------------------------------
    edit(
        "e53_di_utils",
        "format_dashboard_link in distributed/utils.py needs a docstring. It fills the"
        " distributed.dashboard.link template with scheme, host, port and the environment"
        " variables.",
        docstring="format_dashboard_link",
    ),
    edit(
        "e53_di_utils",
        "in tmp_text, right after the line that writes the text to the file, add f.flush()",
        line_after=["distributed/utils.py", "f.write(text)", "f.flush()"],
    ),
    edit(
        "e53_di_utils",
        "get_ip_interface docstring says \u2018does no have an IPv4\u2019, should be \u2018does"
        " not have an IPv4\u2019 (distributed/utils.py)",
        text_replaced=["distributed/utils.py", "does no have an IPv4", "does not have an IPv4"],
    ),
    edit(
        "e53_di_utils",
        "the stackoverflow link in open_port is dead, pls remove that comment line",
        line_deleted=[
            "distributed/utils.py",
            "# http://stackoverflow.com/questions/2838244/get-open-tcp-port-in-python",
        ],
    ),
    edit(
        "e53_di_utils",
        "We are debuging a hang at worker startup. In get_mp_context() could you coment out the"
        " line that hands the preload list to the forkserver context? Just that one line.",
        comment_out=["distributed/utils.py", "ctx.set_forkserver_preload(preload)"],
    ),
    edit(
        "e53_di_utils",
        "chore(utils): get_ipv6 is deprecated and get_ip already handles IPv6 hosts, drop it",
        definition_deleted=["distributed/utils.py", "get_ipv6"],
    ),
    beyond(
        "e53_di_utils",
        "All() and Any() in distributed/utils.py both define the same nested quiet() coroutine"
        " to watch the unfinished tasks. Pull it out into one module-level helper that both"
        " use, without changing behaviour.",
    ),
    beyond(
        "e53_di_utils",
        "In distributed/utils.py delete the line `quiet()`",
    ),
    # --- sympy/logic/boolalg.py -----------------------------------------------------------
    edit(
        "e53_sy_boolalg",
        "sympy/logic/boolalg.py: _finger => _fingerprint, the doctest that imports it too",
        renamed=["_finger", "_fingerprint"],
    ),
    edit(
        "e53_sy_boolalg",
        'In simplify_logic replace raise ValueError("form can be cnf or dnf only") with'
        " raise ValueError(\"form must be None, 'cnf' or 'dnf'\") since None is allowed too.",
        line_replaced=[
            "sympy/logic/boolalg.py",
            'raise ValueError("form can be cnf or dnf only")',
            "raise ValueError(\"form must be None, 'cnf' or 'dnf'\")",
        ],
    ),
    edit(
        "e53_sy_boolalg",
        "Make a new module sympy/logic/boolalg_limits.py holding one line:"
        " MAX_SIMPLIFY_VARIABLES = 8",
        file=["sympy/logic/boolalg_limits.py", "MAX_SIMPLIFY_VARIABLES = 8"],
    ),
    edit(
        "e53_sy_boolalg",
        "boolalg.py has a module-level alias that just points at ibin, and someone left an XXX"
        " note on it saying it could go. Nothing uses it, so remove that line.",
        line_deleted=["sympy/logic/boolalg.py", "integer_to_term = ibin  # XXX could delete?"],
    ),
    edit(
        "e53_sy_boolalg",
        "Insert '# --- Quine-McCluskey helpers ---' at line 2129 of sympy/logic/boolalg.py",
        line_inserted_at=["sympy/logic/boolalg.py", 2129, "# --- Quine-McCluskey helpers ---"],
    ),
    edit(
        "e53_sy_boolalg",
        "In _simplify_patterns_and3 there's a commented-out pattern for the circular case"
        " Ge(c, a), Gt(a, b), Gt(b, c) that gives false. Can you uncomment it? I want to see"
        " whether the tests still fail with it.",
        uncomment=["sympy/logic/boolalg.py", "(Tuple(Ge(c, a), Gt(a, b), Gt(b, c)), S.false),"],
    ),
    beyond(
        "e53_sy_boolalg",
        "Add type hints to simplify_logic, to_cnf, to_dnf, SOPform and POSform in boolalg.py.",
    ),
    beyond(
        "e53_sy_boolalg",
        "[sympy/logic/boolalg.py] delete the comment \u201c# XXX: This should be cached on the"
        " object rather than using cacheit\u201d",
    ),
]


# Set 54 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 53. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (IPython/terminal/interactiveshell.py, 993 lines;
# pandas/core/groupby/ops.py, 1475 lines; matplotlib/text.py, 2254 lines;
# distributed/diagnostics/progress.py, 407 lines), as a dozen different users type them (the
# file first, last, in brackets or parentheses, in a "TODO(file):" prefix, as a commit-message
# scope or not at all; backticks, straight or curly quotes, or none; arrows; a line number, a
# line range; "right after the line", "just before the line"; a first sentence that only gives
# context or a reason, then the request; a pronoun for what was named before; terse, polite,
# chatty, non-native, typos; questions). Seven of them say the line by what it does or what it
# holds, without quoting it (the line of interact() "which print the input separator before each
# prompt", the first `if` of _get_result_dtype whose list has "sum" twice, the raise of
# Text.set_language for a start location that is not an int, the line of _get_wrap_line_width
# "that switches the rotation mode to anchor", the line of Text.draw "that passes the text's URL
# to the graphics context", the second assignment of self.keys in Progress.__init__ that copies
# the set into itself, and the line of AllProgress.restart "that empties the state mapping"),
# where exactly one line fits. 8 requests are beyond the model: a bug to find (MultiProgress's
# "forgotten" branch calls self.stop(exception=True) without a key, so stop() looks up
# scheduler.tasks[None]), speed (_aggregate_series_pure_python's per-group Python loop), a new
# feature (multialignment='justify'), a refactor (the trailing-newline trim duplicated in the
# black and yapf handlers, and the formatter lookup of _set_formatter), type hints (BinGrouper's
# groups, get_iterator, indices, result_index_and_ids), and three whose description fits several
# lines ("self.keep_running = True", twice in interactiveshell.py; "return Bbox.null()", three
# times in text.py; 'logger.debug("Set up Progress keys")', twice in progress.py). The one
# value_set request sets a one-line module-level name that is not a literal yet
# (interactiveshell's PTK3 = ptk_version.startswith('3.') -> True); the text_replaced request on
# text.py quotes "disable Contextural Ligatures" because "Contextual Ligatures" is already in the
# same docstring; the line_inserted_at request puts a comment on the blank line 1039 of ops.py,
# right above the @final of _reduceat_aggregate. Every gold was checked by hand without the model
# on the installed copies (IPython 8.12.3, pandas 3.1.1, matplotlib 3.11.2, distributed
# 2026.8.0): anchors occur once, new names are unused, line numbers are the file's, and each
# check fails on the untouched file and holds after a correct edit made by hand; each decline
# holds on the untouched workspace. Not measured when written.
WORKSPACES54: dict[str, list[str]] = {
    "e54_ip_tishell": ["IPython/terminal/interactiveshell.py"],
    "e54_pd_gbops": ["pandas/core/groupby/ops.py"],
    "e54_mpl_text": ["matplotlib/text.py"],
    "e54_di_progress": ["distributed/diagnostics/progress.py"],
}

QUESTIONS54: list[dict] = [
    # --- IPython/terminal/interactiveshell.py ---------------------------------------------
    edit(
        "e54_ip_tishell",
        "IPython/terminal/interactiveshell.py \u2014 we pin prompt_toolkit>=3 now, so just"
        " hardcode PTK3 = True instead of checking the version string.",
        value_set=["IPython/terminal/interactiveshell.py", "PTK3", "True"],
    ),
    edit(
        "e54_ip_tishell",
        "rename _NoStyle -> _NoColorStyle (it's the pygments style behind colors='nocolor')",
        renamed=["_NoStyle", "_NoColorStyle"],
    ),
    edit(
        "e54_ip_tishell",
        "In prompt_for_code, just before the line `policy.set_event_loop(self.pt_loop)`, add"
        " the comment # prompt_toolkit still looks up the loop with asyncio.get_event_loop()",
        line_before=[
            "IPython/terminal/interactiveshell.py",
            "policy.set_event_loop(self.pt_loop)",
            "# prompt_toolkit still looks up the loop with asyncio.get_event_loop()",
        ],
    ),
    edit(
        "e54_ip_tishell",
        "Could you write a docstring for yapf_reformat_handler in the terminal interactiveshell"
        " module? Something like: reformat the cell with yapf using the style config of the"
        " current directory, and return the text unchanged when yapf did not change anything.",
        docstring="yapf_reformat_handler",
    ),
    edit(
        "e54_ip_tishell",
        "When I pipe ipython into a log file I get an extra separator before every prompt. In"
        " interact() please comment out the line which print the input separator before each"
        " prompt, nothing else.",
        comment_out=["IPython/terminal/interactiveshell.py", "print(self.separate_in, end='')"],
    ),
    edit(
        "e54_ip_tishell",
        "[interactiveshell.py] add `import shutil` at the top, I'm going to use"
        " shutil.get_terminal_size for space_for_menu",
        at_top=["IPython/terminal/interactiveshell.py", "import shutil"],
    ),
    beyond(
        "e54_ip_tishell",
        "black_reformat_handler and yapf_reformat_handler both strip the trailing newline the"
        " same way. Can you factor that into one small helper they both call, and turn the"
        " if/elif chain in _set_formatter into a dict lookup?",
    ),
    beyond(
        "e54_ip_tishell",
        "interactiveshell.py: remove the line self.keep_running = True",
    ),
    # --- pandas/core/groupby/ops.py -------------------------------------------------------
    edit(
        "e54_pd_gbops",
        "pandas/core/groupby/ops.py: in WrappedCythonOp._get_result_dtype the first `if` has"
        ' "sum" in its list twice. Make that line'
        ' `if how in ["sum", "cumsum", "prod", "cumprod"]:`',
        line_replaced=[
            "pandas/core/groupby/ops.py",
            'if how in ["sum", "cumsum", "sum", "prod", "cumprod"]:',
            'if how in ["sum", "cumsum", "prod", "cumprod"]:',
        ],
    ),
    edit(
        "e54_pd_gbops",
        "refactor(groupby/ops): extract_result \u2192 _unwrap_agg_result, it is private and the"
        " old name is too generic",
        renamed=["extract_result", "_unwrap_agg_result"],
    ),
    edit(
        "e54_pd_gbops",
        "DataSplitter has no docstring at all. add one: it splits a Series or DataFrame into"
        " the chunk of each group, in the order of the sorted group ids.",
        docstring="DataSplitter",
    ),
    edit(
        "e54_pd_gbops",
        "Typo in the BinGrouper docstring: \u201cthird and forth items\u201d should be"
        " \u201cthird and fourth items\u201d (pandas/core/groupby/ops.py).",
        text_replaced=[
            "pandas/core/groupby/ops.py",
            "third and forth items",
            "third and fourth items",
        ],
    ),
    edit(
        "e54_pd_gbops",
        "pls put a `# --- reduceat fast path ---` comment on line 1039 of ops.py, so it sits"
        " right above the @final of _reduceat_aggregate",
        line_inserted_at=["pandas/core/groupby/ops.py", 1039, "# --- reduceat fast path ---"],
    ),
    edit(
        "e54_pd_gbops",
        "TODO(pandas/core/groupby/ops.py): delete lines 1198 to 1202, that list of tests in"
        " apply_groupwise is out of date",
        lines_deleted=["pandas/core/groupby/ops.py", 1198, 1202],
    ),
    beyond(
        "e54_pd_gbops",
        "_aggregate_series_pure_python calls func once per group in a Python loop; with 500k"
        " groups .agg(lambda s: ...) takes forever. Could you make it fast?",
    ),
    beyond(
        "e54_pd_gbops",
        "Please add type annotations to BinGrouper's groups, get_iterator, indices and"
        " result_index_and_ids in ops.py, matching the ones BaseGrouper has.",
    ),
    # --- matplotlib/text.py ---------------------------------------------------------------
    edit(
        "e54_mpl_text",
        "matplotlib/text.py: _get_text_metrics_with_cache => _cached_text_metrics",
        renamed=["_get_text_metrics_with_cache", "_cached_text_metrics"],
    ),
    edit(
        "e54_mpl_text",
        "In Text.set_language, the error raised when the start location is not an int forgot"
        " its f prefix, so users see {start!r} literally. Replace that raise with"
        " raise TypeError(f'start location must be int, not {start!r}')",
        line_replaced=[
            "matplotlib/text.py",
            "raise TypeError('start location must be int, not {start!r}')",
            "raise TypeError(f'start location must be int, not {start!r}')",
        ],
    ),
    edit(
        "e54_mpl_text",
        "fix the typo 'disable Contextural Ligatures' -> 'disable Contextual Ligatures' in the"
        " set_fontfeatures docstring",
        text_replaced=[
            "matplotlib/text.py",
            "disable Contextural Ligatures",
            "disable Contextual Ligatures",
        ],
    ),
    edit(
        "e54_mpl_text",
        "Computing the wrap width should not modify the artist. In Text._get_wrap_line_width,"
        " remove the line that switches the rotation mode to anchor.",
        line_deleted=["matplotlib/text.py", "self.set_rotation_mode('anchor')"],
    ),
    edit(
        "e54_mpl_text",
        "could u comment out the line in Text.draw that passes the text's URL to the graphics"
        " context? our in-house backend chokes on it",
        comment_out=["matplotlib/text.py", "gc.set_url(self._url)"],
    ),
    edit(
        "e54_mpl_text",
        "Add __all__ = ['Text', 'Annotation', 'OffsetFrom'] as the last line of"
        " matplotlib/text.py.",
        last_line=["matplotlib/text.py", "__all__ = ['Text', 'Annotation', 'OffsetFrom']"],
    ),
    beyond(
        "e54_mpl_text",
        "I'd like a multialignment='justify' option for Text that stretches the spaces so that"
        " every wrapped line except the last fills the full width. Can you implement it?",
    ),
    beyond(
        "e54_mpl_text",
        "matplotlib/text.py: delete `return Bbox.null()`",
    ),
    # --- distributed/diagnostics/progress.py ----------------------------------------------
    edit(
        "e54_di_progress",
        "distributed/diagnostics/progress.py \u2013 the GroupTiming._init docstring says"
        " initializatoin, should be initialization",
        text_replaced=[
            "distributed/diagnostics/progress.py",
            "initializatoin",
            "initialization",
        ],
    ),
    edit(
        "e54_di_progress",
        "The second line of Progress.__init__ that assigns self.keys only copies the set into"
        " itself with a comprehension. Delete it, the line before already builds a set.",
        line_deleted=["distributed/diagnostics/progress.py", "self.keys = {k for k in self.keys}"],
    ),
    edit(
        "e54_di_progress",
        "Create distributed/diagnostics/progress_config.py containing GROUP_TIMING_DT = 1.0"
        " (for the TODO in GroupTiming about making the bin size configurable).",
        file=["distributed/diagnostics/progress_config.py", "GROUP_TIMING_DT = 1.0"],
    ),
    edit(
        "e54_di_progress",
        "chore(progress): we are switching to dask.utils.format_time, remove the format_time"
        " function from distributed/diagnostics/progress.py",
        definition_deleted=["distributed/diagnostics/progress.py", "format_time"],
    ),
    edit(
        "e54_di_progress",
        "AllProgress.restart forgets the byte counts. right after the line that empties the"
        " state mapping there, add self.nbytes.clear()",
        line_after=[
            "distributed/diagnostics/progress.py",
            "self.state.clear()",
            "self.nbytes.clear()",
        ],
    ),
    beyond(
        "e54_di_progress",
        "Sometimes cancelling a future makes the multi progress bar crash with a KeyError inside"
        " stop() instead of showing the error state. Can you track down why and fix it?",
    ),
    beyond(
        "e54_di_progress",
        '[progress.py] remove logger.debug("Set up Progress keys")',
    ),
]


# Set 55 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 54. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (pandas/core/window/rolling.py, 3606 lines;
# IPython/lib/display.py, 677 lines; distributed/protocol/serialize.py, 994 lines;
# sympy/polys/domains/domain.py, 1382 lines), as a dozen different users type them (the file
# first, last, in brackets or parentheses, in a "TODO(file):" prefix, as a commit-message scope
# or not at all; backticks, straight or curly quotes, or none; arrows; a line number, a line
# range; "right after the line", "just before"; a first sentence that only gives context or a
# reason, then the request; a pronoun for what was named before; terse, polite, chatty,
# non-native, typos; questions). Seven of them say the line by what it does or what it holds,
# without quoting it (the raise of BaseWindow._validate for an unknown method, whose message
# lacks the closing quote after single; the line of _apply_columnwise "that consolidates the
# block manager"; the line of Audio.src_attr that also rebinds the name base64; the line of
# FileLinks.__init__ "that strips the trailing slashes from the path"; the line of serialize()
# "that saves the formatted traceback", as the anchor of a line_after; the XXX comment of
# Domain.__eq__; the class attribute that makes n an alias of evalf), where exactly one line
# fits. 8 requests are beyond the model: speed (rolling apply with raw=False wraps every window
# in a Series), a new feature (a loop option for Audio), a bug to find (deserialize() checks the
# name against its deserializers argument but then loads with the module's families), a
# refactor (the near-twin chains of _is_msgpack_serializable and _is_dumpable), type hints
# (Domain's arithmetic methods), and three whose description fits several lines
# ("from pandas import Series", four times in rolling.py; "walked_dir.sort()", twice in
# display.py; "K0, K1 = K1, K0", five times in domain.py). The one value_set request sets a
# module-level name whose list spans two lines (display.py's __all__ without 'ScribdDocument',
# a change of its first line only); the at_top request adds "import mimetypes", which is also
# the (indented) local import of Audio.reload and must be left there; the text_replaced requests
# quote "notation respetively" and "custom serializtion already" because "respectively" and
# "custom serialization" already occur elsewhere in those files; the line_inserted_at request
# puts a comment on line 204 of serialize.py, right above the first of the four
# register_serialization_family calls; lines 1359-1361 of rolling.py are the mypy comment of
# Window.sum, which Window.mean repeats at 1420-1422. Every gold was checked by hand without
# the model on the installed copies (pandas 3.1.1, IPython 8.12.3, distributed 2026.8.0,
# sympy 1.14.0): anchors occur once, new names are unused, line numbers are the file's, and
# each check fails on the untouched file and holds after a correct edit made by hand; each
# decline holds on the untouched workspace. Not measured when written.
WORKSPACES55: dict[str, list[str]] = {
    "e55_pd_rolling": ["pandas/core/window/rolling.py"],
    "e55_ip_libdisplay": ["IPython/lib/display.py"],
    "e55_di_serialize": ["distributed/protocol/serialize.py"],
    "e55_sp_domain": ["sympy/polys/domains/domain.py"],
}

QUESTIONS55: list[dict] = [
    # --- pandas/core/window/rolling.py ----------------------------------------------------
    edit(
        "e55_pd_rolling",
        "(pandas/core/window/rolling.py) typo in the `closed` part of the Window docstring:"
        " notation respetively -> notation respectively",
        text_replaced=[
            "pandas/core/window/rolling.py",
            "notation respetively",
            "notation respectively",
        ],
    ),
    edit(
        "e55_pd_rolling",
        "In BaseWindow._validate, the error raised for an unknown method is missing the closing"
        " quote after single, so users get a dangling quote in the message. Make that line"
        " raise ValueError(\"method must be 'table' or 'single'\")",
        line_replaced=[
            "pandas/core/window/rolling.py",
            "raise ValueError(\"method must be 'table' or 'single\")",
            "raise ValueError(\"method must be 'table' or 'single'\")",
        ],
    ),
    edit(
        "e55_pd_rolling",
        "Could you rename `_raise_monotonic_error` to `_raise_bad_on_values` in rolling.py? It"
        " is also used for the NaT check, so the old name is misleading.",
        renamed=["_raise_monotonic_error", "_raise_bad_on_values"],
    ),
    edit(
        "e55_pd_rolling",
        "I'm profiling count() on very wide frames. In _apply_columnwise, comment out the line"
        " that consolidates the block manager after the notna cast \u2014 just that one line, I"
        " want to compare timings.",
        comment_out=["pandas/core/window/rolling.py", "obj._mgr = obj._mgr.consolidate()"],
    ),
    edit(
        "e55_pd_rolling",
        "rolling.py lines 1359-1361 are a stale mypy error comment in Window.sum, the ignore on"
        " the call is enough. pls delete them",
        lines_deleted=["pandas/core/window/rolling.py", 1359, 1361],
    ),
    edit(
        "e55_pd_rolling",
        'append `__all__ = ["Window", "Rolling", "RollingGroupBy"]` as the last line of'
        " pandas/core/window/rolling.py",
        last_line=[
            "pandas/core/window/rolling.py",
            '__all__ = ["Window", "Rolling", "RollingGroupBy"]',
        ],
    ),
    beyond(
        "e55_pd_rolling",
        "ser.rolling(50).apply(f, raw=False) takes minutes on a 1M-row Series because every"
        " window gets wrapped in a brand new Series. Can you make that path fast without"
        " changing any results?",
    ),
    beyond(
        "e55_pd_rolling",
        "TODO(pandas/core/window/rolling.py): remove `from pandas import Series`",
    ),
    # --- IPython/lib/display.py -----------------------------------------------------------
    edit(
        "e55_ip_libdisplay",
        "Small doc typo in FileLinks.__init__: \u201cmeansto include\u201d should read"
        " \u201cmeans to include\u201d.",
        text_replaced=["IPython/lib/display.py", "meansto include", "means to include"],
    ),
    edit(
        "e55_ip_libdisplay",
        "Audio.src_attr: the line that base64-encodes the data also rebinds the name base64"
        " (a chained assignment), so the module gets shadowed. Change that line to"
        " data = base64.b64encode(self.data).decode('ascii')",
        line_replaced=[
            "IPython/lib/display.py",
            "data = base64=base64.b64encode(self.data).decode('ascii')",
            "data = base64.b64encode(self.data).decode('ascii')",
        ],
    ),
    edit(
        "e55_ip_libdisplay",
        "[IPython/lib/display.py] _get_normalization_factor => _normalization_divisor please,"
        " it does not 'get' anything",
        renamed=["_get_normalization_factor", "_normalization_divisor"],
    ),
    edit(
        "e55_ip_libdisplay",
        "Add `import mimetypes` at the top of IPython/lib/display.py. Leave the local import in"
        " reload() alone for now, I'll clean that up separately.",
        at_top=["IPython/lib/display.py", "import mimetypes"],
    ),
    edit(
        "e55_ip_libdisplay",
        "IPython/lib/display.py: take 'ScribdDocument' out of __all__. Keep the class itself,"
        " we just don't want it star-exported anymore.",
        value_set=[
            "IPython/lib/display.py",
            "__all__",
            "['Audio', 'IFrame', 'YouTubeVideo', 'VimeoVideo', 'FileLink', 'FileLinks', 'Code']",
        ],
    ),
    edit(
        "e55_ip_libdisplay",
        "we serve folders where the trailing slash matters. can you comment out the line in"
        " FileLinks.__init__ that strips the trailing slashes from the path? thx",
        comment_out=["IPython/lib/display.py", "path = path.rstrip('/')"],
    ),
    beyond(
        "e55_ip_libdisplay",
        "Could you add a loop=False option to Audio that puts the loop attribute on the <audio>"
        " tag, the same way autoplay works?",
    ),
    beyond(
        "e55_ip_libdisplay",
        "display.py: delete the line walked_dir.sort()",
    ),
    # --- distributed/protocol/serialize.py ------------------------------------------------
    edit(
        "e55_di_serialize",
        "docs(protocol): fix 'custom serializtion already' -> 'custom serialization already' in"
        " the register_generic docstring",
        text_replaced=[
            "distributed/protocol/serialize.py",
            "custom serializtion already",
            "custom serialization already",
        ],
    ),
    edit(
        "e55_di_serialize",
        "rename check_dask_serializable to _has_dask_serializer, nobody outside serialize.py"
        " should call it",
        renamed=["check_dask_serializable", "_has_dask_serializer"],
    ),
    edit(
        "e55_di_serialize",
        "register_serialization_lazy in distributed/protocol/serialize.py has only raised an"
        " exception for years. Please delete it.",
        definition_deleted=["distributed/protocol/serialize.py", "register_serialization_lazy"],
    ),
    edit(
        "e55_di_serialize",
        "pickle_dumps has no docstring. Can you add one that says out-of-band buffers become"
        " extra frames and header['writeable'] records which of them were writeable?",
        docstring="pickle_dumps",
    ),
    edit(
        "e55_di_serialize",
        "put `# built-in serialization families` on line 204 of serialize.py, directly above"
        " the register_serialization_family calls",
        line_inserted_at=[
            "distributed/protocol/serialize.py",
            204,
            "# built-in serialization families",
        ],
    ),
    edit(
        "e55_di_serialize",
        "When one of the serializers blows up inside serialize(), i want see it on stderr too."
        " Right after the line that saves the formatted traceback, add traceback.print_exc()",
        line_after=[
            "distributed/protocol/serialize.py",
            "tb = traceback.format_exc()",
            "traceback.print_exc()",
        ],
    ),
    beyond(
        "e55_di_serialize",
        "deserialize() takes a deserializers mapping, but when I pass my own {'pickle': (...)}"
        " entry it still loads with the built-in pickle loads. Can you find out why and fix"
        " it?",
    ),
    beyond(
        "e55_di_serialize",
        "_is_msgpack_serializable and _is_dumpable are the same long chain of `typ is ...`"
        " checks with a few extra types. Refactor them so they share one helper driven by a"
        " set of allowed types.",
    ),
    # --- sympy/polys/domains/domain.py ----------------------------------------------------
    edit(
        "e55_sp_domain",
        "sympy/polys/domains/domain.py \u2014 Domain.canonical_unit has no docstring. Add one:"
        " it returns -one for negative elements and one otherwise.",
        docstring="Domain.canonical_unit",
    ),
    edit(
        "e55_sp_domain",
        "We decided to keep the dtype comparison in Domain.__eq__, so the XXX comment there is"
        " wrong now. Remove that comment line.",
        line_deleted=["sympy/polys/domains/domain.py", "# XXX: Remove this."],
    ),
    edit(
        "e55_sp_domain",
        "pls comment out in class Domain the line wich make n an alias of evalf, we think it"
        " clash with a n attribute in our subclass",
        comment_out=["sympy/polys/domains/domain.py", "n = evalf"],
    ),
    edit(
        "e55_sp_domain",
        "In Domain.unify, just before the line `from sympy.polys.domains import EX`, add the"
        " comment `# nothing else matched: fall back to the expression domain`.",
        line_before=[
            "sympy/polys/domains/domain.py",
            "from sympy.polys.domains import EX",
            "# nothing else matched: fall back to the expression domain",
        ],
    ),
    edit(
        "e55_sp_domain",
        "new file sympy/polys/domains/domain_notes.py with one line:"
        " UNIFY_ORDER = ('GF(p)', 'ZZ', 'QQ', 'RR', 'CC', 'ALG', 'K[x]', 'K(x)', 'EX')",
        file=[
            "sympy/polys/domains/domain_notes.py",
            "UNIFY_ORDER = ('GF(p)', 'ZZ', 'QQ', 'RR', 'CC', 'ALG', 'K[x]', 'K(x)', 'EX')",
        ],
    ),
    beyond(
        "e55_sp_domain",
        "Please add type hints to Domain's arithmetic methods (abs, neg, pos, add, sub, mul, pow,"
        " exquo, quo, rem, div) and to is_zero / is_one, using a TypeVar for the element type.",
    ),
    beyond(
        "e55_sp_domain",
        "domain.py \u2192 drop `K0, K1 = K1, K0`",
    ),
]


# Set 56 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 55. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (sympy/printing/latex.py, 3318 lines;
# scipy/signal/_signaltools.py, 5356 lines; dask/local.py, 649 lines;
# pandas/core/dtypes/cast.py, 1951 lines), as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; a line number, a line range; "right
# after the line", "just before"; a first sentence that only gives context or a reason, then
# the request; a pronoun for what was named before; terse, polite, chatty, non-native, typos;
# questions). Seven of them say the line by what it does or what it holds, without quoting it
# (the line of _print_beta that builds tex with an f-string from the unprinted arguments; the
# class attribute that makes RandomSymbol print like Symbol; the raise of resample_poly that
# passes padtype as a second argument to ValueError; the line of _timeit_fast that builds the
# timeit.Timer, as the anchor of a line_after; the line of get_sync that pops num_workers out
# of kwargs, whose trailing comment is part of the line; the line of maybe_promote that swaps
# in the canonical NaN/NaT, as the anchor of a line_after; the line of find_common_type that
# de-duplicates the types, not the comment above it that names dict.fromkeys), where exactly
# one line fits. 8 requests are beyond the model: speed (unique_roots/_group_poles walk the
# poles in a Python loop), a new feature (a padtype='reflect' option for filtfilt), a bug to
# find (multiline_latex passes **settings to LatexPrinter, whose __init__ takes one settings
# dict, so any extra option raises TypeError), type hints (get_async, start_state_from_dask,
# finish_task, execute_task), a refactor (the three "unwrap to _values, raise if _hasna" blocks
# of np_can_hold_element), and three whose description fits several lines ("from
# sympy.combinatorics.permutations import Permutation", twice in latex.py; the bare
# "dependencies[key]" statement, twice in start_state_from_dask; "dtype = np.dtype(np.object_)",
# seven times in cast.py). The one value_set request adds 'imath' to latex.py's other_symbols,
# a set literal that spans two lines (a change of one of its lines only); the uncomment request
# is detrend's "#        Nreg = len(bp) - 1", whose "#" sits in column 0, so a correct edit
# re-indents it to the else block; the at_top request adds "import logging" to a file that
# opens with a comment and "from __future__ import annotations"; the text_replaced requests
# quote "LaTeX wnvironment" and "will be give to" so that the corrected text occurs nowhere in
# the untouched files; the line_inserted_at request puts a comment on line 446 of local.py,
# right above the line that defaults chunksize; lines 4436-4446 of _signaltools.py are the
# commented-out "for future reference" formula of lfilter_zi; the renamed queue_get has two
# definitions (Windows and POSIX branches) and one call. Every gold was checked by hand without
# the model on the installed copies (sympy 1.14.0, scipy 1.17.1, dask 2026.8.0, pandas 3.1.1):
# anchors occur once, new names are unused, line numbers are the file's, and each check fails
# on the untouched file and holds after a correct edit made by hand; each decline holds on the
# untouched workspace. Not measured when written.
WORKSPACES56: dict[str, list[str]] = {
    "e56_sp_latex": ["sympy/printing/latex.py"],
    "e56_sc_signaltools": ["scipy/signal/_signaltools.py"],
    "e56_da_local": ["dask/local.py"],
    "e56_pd_cast": ["pandas/core/dtypes/cast.py"],
}

QUESTIONS56: list[dict] = [
    # --- sympy/printing/latex.py ----------------------------------------------------------
    edit(
        "e56_sp_latex",
        'docs(printing): multiline_latex docstring -> "Which LaTeX wnvironment to use" should'
        " say environment",
        text_replaced=["sympy/printing/latex.py", "LaTeX wnvironment", "LaTeX environment"],
    ),
    edit(
        "e56_sp_latex",
        "beta(x, y) comes out with raw str() of its arguments in LaTeX, e.g. alpha instead of"
        " \\alpha. In _print_beta, the line that builds tex with an f-string puts x and y in"
        ' unprinted; change it to tex = r"\\left(%s, %s\\right)" % (self._print(x),'
        " self._print(y))",
        line_replaced=[
            "sympy/printing/latex.py",
            r'tex = rf"\left({x}, {y}\right)"',
            r'tex = r"\left(%s, %s\right)" % (self._print(x), self._print(y))',
        ],
    ),
    edit(
        "e56_sp_latex",
        "[sympy/printing/latex.py] rename `_between_two_numbers_p` \u2192 `_NUMBER_BOUNDARY_RES`,"
        " it's a pair of compiled regexes, not a predicate",
        renamed=["_between_two_numbers_p", "_NUMBER_BOUNDARY_RES"],
    ),
    edit(
        "e56_sp_latex",
        "Could you add \u2018imath\u2019 to other_symbols in latex.py? Symbol('imath') should"
        " come out as \\imath the same way hbar gets its backslash.",
        value_set=[
            "sympy/printing/latex.py",
            "other_symbols",
            "{'aleph', 'beth', 'daleth', 'gimel', 'ell', 'eth', 'hbar', 'hslash', 'mho', 'wp',"
            " 'imath'}",
        ],
    ),
    edit(
        "e56_sp_latex",
        "remove the print_latex function, we never call it. file is sympy/printing/latex.py",
        definition_deleted=["sympy/printing/latex.py", "print_latex"],
    ),
    edit(
        "e56_sp_latex",
        "in LatexPrinter pls comment out the alias wich make RandomSymbol print same like a"
        " normal Symbol, we register our own printer for it",
        comment_out=["sympy/printing/latex.py", "_print_RandomSymbol = _print_Symbol"],
    ),
    beyond(
        "e56_sp_latex",
        "multiline_latex's docstring says all the options of latex() work, but"
        " multiline_latex(x, expr, mul_symbol='dot') dies with a TypeError about an unexpected"
        " keyword argument. Can you figure out why and fix it?",
    ),
    beyond(
        "e56_sp_latex",
        "TODO(sympy/printing/latex.py): drop the local import"
        " `from sympy.combinatorics.permutations import Permutation`",
    ),
    # --- scipy/signal/_signaltools.py -----------------------------------------------------
    edit(
        "e56_sc_signaltools",
        "There's a commented-out Nreg = len(bp) - 1 in detrend, just above the piecewise fit"
        " loop. Uncomment it please, I'm going to use Nreg in that loop.",
        uncomment=["scipy/signal/_signaltools.py", "Nreg = len(bp) - 1"],
    ),
    edit(
        "e56_sc_signaltools",
        "resample_poly: the ValueError raised when cval is given with a non-constant padtype"
        " passes padtype as a second argument, so the message prints as a tuple. Make that line"
        " raise ValueError(f'cval has no effect when padtype is {padtype}')",
        line_replaced=[
            "scipy/signal/_signaltools.py",
            "raise ValueError('cval has no effect when padtype is ', padtype)",
            "raise ValueError(f'cval has no effect when padtype is {padtype}')",
        ],
    ),
    edit(
        "e56_sc_signaltools",
        'scipy/signal/_signaltools.py lines 4436-4446: dead "for future reference" formula in'
        " lfilter_zi, delete them",
        lines_deleted=["scipy/signal/_signaltools.py", 4436, 4446],
    ),
    edit(
        "e56_sc_signaltools",
        "The first timing in _timeit_fast is always slow on our CI boxes. Right after the line"
        " that builds the timeit.Timer, add timer.timeit(1) as a warm-up.",
        line_after=[
            "scipy/signal/_signaltools.py",
            "timer = timeit.Timer(stmt, setup)",
            "timer.timeit(1)",
        ],
    ),
    edit(
        "e56_sc_signaltools",
        "`_group_poles` in _signaltools.py has no docstring \u2014 could you write one? It groups"
        " the sorted poles that lie within tol of each other and returns the reduced poles with"
        " their multiplicities.",
        docstring="_group_poles",
    ),
    edit(
        "e56_sc_signaltools",
        "add 'import logging' at the top of _signaltools.py (scipy/signal), with the other imports",
        at_top=["scipy/signal/_signaltools.py", "import logging"],
    ),
    beyond(
        "e56_sc_signaltools",
        "residue() and unique_roots() crawl when I feed them ~100k poles, the grouping walks"
        " every pole in a Python loop. Can you vectorize _group_poles with numpy without"
        " changing the results?",
    ),
    beyond(
        "e56_sc_signaltools",
        "Please add a padtype='reflect' option to filtfilt (and _validate_pad) that mirrors the"
        " signal at both ends without repeating the edge sample, and document it in the"
        " docstring.",
    ),
    # --- dask/local.py --------------------------------------------------------------------
    edit(
        "e56_da_local",
        "dask/local.py: reraise() needs a docstring. it re-raises exc with the traceback tb"
        " attached, unless exc already carries that traceback",
        docstring="reraise",
    ),
    edit(
        "e56_da_local",
        "Could you rename queue_get to _get_from_queue in dask/local.py? Both the Windows and"
        " the POSIX version, and the call in get_async too.",
        renamed=["queue_get", "_get_from_queue"],
    ),
    edit(
        "e56_da_local",
        "get_sync shouldn't silently swallow num_workers anymore, we want the TypeError. Delete"
        " the line that pops it out of kwargs.",
        line_deleted=[
            "dask/local.py",
            'kwargs.pop("num_workers", None)  # if num_workers present, remove it',
        ],
    ),
    edit(
        "e56_da_local",
        "put `# chunksize=-1 spreads the ready tasks evenly over the workers` on line 446 of"
        " local.py, just above where chunksize gets its default",
        line_inserted_at=[
            "dask/local.py",
            446,
            "# chunksize=-1 spreads the ready tasks evenly over the workers",
        ],
    ),
    edit(
        "e56_da_local",
        "some old code of ours still imports dask.local.get. append get = get_sync as the very"
        " last line of dask/local.py",
        last_line=["dask/local.py", "get = get_sync"],
    ),
    edit(
        "e56_da_local",
        'In get_async, just before `return nested_get(result, state["cache"])`, add'
        ' `assert not state["running"]`.',
        line_before=[
            "dask/local.py",
            'return nested_get(result, state["cache"])',
            'assert not state["running"]',
        ],
    ),
    beyond(
        "e56_da_local",
        "Can you add type hints to get_async, start_state_from_dask, finish_task and"
        " execute_task? Use a TypedDict for the state dict.",
    ),
    beyond(
        "e56_da_local",
        "local.py \u2192 start_state_from_dask has a bare dependencies[key] statement that does"
        " nothing, remove it",
    ),
    # --- pandas/core/dtypes/cast.py -------------------------------------------------------
    edit(
        "e56_pd_cast",
        "Typo in the convert_dtypes docstring: \u201cwill be give to integer\u201d should be"
        " \u201cwill be given to integer\u201d.",
        text_replaced=["pandas/core/dtypes/cast.py", "will be give to", "will be given to"],
    ),
    edit(
        "e56_pd_cast",
        "pandas/core/dtypes/cast.py: _dtype_can_hold_range -> _range_fits_dtype",
        renamed=["_dtype_can_hold_range", "_range_fits_dtype"],
    ),
    edit(
        "e56_pd_cast",
        "In maybe_promote, right after the line that swaps in the canonical NaN/NaT object for"
        " fill_value, add the comment # canonical NaN/NaT keep the lru_cache below hitting",
        line_after=[
            "pandas/core/dtypes/cast.py",
            "fill_value = _canonical_nans.get(type(fill_value), fill_value)",
            "# canonical NaN/NaT keep the lru_cache below hitting",
        ],
    ),
    edit(
        "e56_pd_cast",
        "i want to check if the dedup in find_common_type is still needed. can you comment out"
        " the line that makes the types unique? (cast.py)",
        comment_out=["pandas/core/dtypes/cast.py", "types = list(dict.fromkeys(types).keys())"],
    ),
    edit(
        "e56_pd_cast",
        "Please create pandas/core/dtypes/_cast_limits.py containing the single line"
        " INT_MAXES = {'int8': 127, 'int16': 32767, 'int32': 2147483647}",
        file=[
            "pandas/core/dtypes/_cast_limits.py",
            "INT_MAXES = {'int8': 127, 'int16': 32767, 'int32': 2147483647}",
        ],
    ),
    beyond(
        "e56_pd_cast",
        "np_can_hold_element repeats the same block three times: unwrap an Index/Series to"
        " _values, then raise LossySetitemError if it has NAs. Pull that into one helper and"
        " use it in all three places.",
    ),
    beyond(
        "e56_pd_cast",
        "[cast.py] delete the line \u2018dtype = np.dtype(np.object_)\u2019",
    ),
]


# Set 57 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 56. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (sympy/core/function.py, 3423 lines;
# pygments/lexers/shell.py, 902 lines; distributed/worker_memory.py, 484 lines;
# scipy/stats/_stats_py.py, 10840 lines), as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; a line number, a line range; "right
# after the line", "just before"; a first sentence that only gives context or a reason, then
# the request; a pronoun for what was named before; terse, polite, chatty, non-native, typos;
# questions). Six of them say the line by what it does or what it holds, without quoting it
# (the condition of Derivative.doit that decides whether to call doit a second time, which
# lacks a space before "!="; the comment right above def arity about Python 3 and Deprecation
# warnings; the here-string rule of BashLexer's 'basic' state, whose trailing comment is part
# of the line; the assert of WorkerMemoryManager.__init__ that the monitor interval is not
# None, not the isinstance assert above it; the line of NannyMemoryManager.memory_monitor that
# reads the worker's RSS through psutil, as the anchor of a line_after; the module-level line
# that adds the rate-limit filter to worker_logger), where exactly one line fits. 8 requests
# are beyond the model: type hints (diff, expand, count_ops, nfloat), a bug to find
# (FishShellLexer's 'math' state lists the one-character operator class before "\*\*" and
# "\|\|", so "**" and "||" come out as two tokens), a refactor (the two near-identical
# "Worker is at %d%% memory usage" warnings of _maybe_pause_or_unpause), speed
# (_compute_qth_percentile recurses once per percentile), a new feature (an
# interpolation_method='nearest' for scoreatpercentile), and three whose description fits
# several lines ("from sympy.sets.sets import FiniteSet", four times in function.py;
# "(r'`', String.Backtick, '#pop'),", in the 'backticks' states of BashLexer and TcshLexer;
# "self._throttled_gc.collect()", twice in worker_memory.py). The value_set requests append
# 'ShellSessionBaseLexer' to shell.py's __all__, a list literal over four lines (a change of
# its last line only), and hard-code _scale_conversions of _stats_py.py, whose value calls
# special.erfinv, as the literal {'normal': 1.3489795003921636} (float(special.erfinv(0.5) *
# 2.0 * math.sqrt(2.0)) on the installed scipy); the uncomment request is
# "# axis = range(x.ndim) if axis is None else axis" in _xp_var, the first of two commented-out
# lines; the at_top request adds "import functools" to a file that opens with a licence
# comment and a docstring; the text_replaced requests quote "any of it's variables" and the
# doubled "source|stop|suspend|source|suspend|telltc" of TcshLexer, so that the corrected text
# occurs nowhere in the untouched files; the line_replaced new line
# "if rv != self and rv.has(Derivative):" occurs nowhere in the untouched file (the similar
# "rv = rv.doit(**hints)" of Subs.doit was avoided for that reason); the line_inserted_at
# request puts a comment on line 2062 of _stats_py.py, right above the range check of
# _compute_qth_percentile; lines 957-963 of function.py are the "XXX: The type: ignore on
# WildFunction" note; the definition_deleted request names UndefinedFunction.__ne__, not
# Subs.__ne__; the renamed innerlexer occurs three times in one method. Every gold was checked
# by hand without the model on the installed copies (sympy 1.14.0, Pygments 2.20.0,
# distributed 2026.8.0, scipy 1.17.1): anchors occur once, new names are unused, line numbers
# are the file's, and each check fails on the untouched file and holds after a correct edit
# made by hand; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES57: dict[str, list[str]] = {
    "e57_sp_function": ["sympy/core/function.py"],
    "e57_pg_shell": ["pygments/lexers/shell.py"],
    "e57_di_wmemory": ["distributed/worker_memory.py"],
    "e57_sc_stats": ["scipy/stats/_stats_py.py"],
}

QUESTIONS57: list[dict] = [
    # --- sympy/core/function.py -----------------------------------------------------------
    edit(
        "e57_sp_function",
        "fix(core): grammar in a comment of Derivative._sort_variable_count \u2014 \"any of it's"
        ' variables" should read "any of its variables"',
        text_replaced=["sympy/core/function.py", "any of it's variables", "any of its variables"],
    ),
    edit(
        "e57_sp_function",
        "In Derivative.doit, the if that decides whether to run doit a second time on the"
        " result is missing a space before the !=. Please make it"
        " `if rv != self and rv.has(Derivative):`",
        line_replaced=[
            "sympy/core/function.py",
            "if rv!= self and rv.has(Derivative):",
            "if rv != self and rv.has(Derivative):",
        ],
    ),
    edit(
        "e57_sp_function",
        "sympy/core/function.py \u2014 rename the module-level _undef_sage_helper to"
        " _SAGE_HELPER, it's a singleton",
        renamed=["_undef_sage_helper", "_SAGE_HELPER"],
    ),
    edit(
        "e57_sp_function",
        "Lines 957\u2013963 of sympy/core/function.py are an XXX note about a mypy error on"
        " WildFunction that points at a line number which no longer exists. Delete those lines.",
        lines_deleted=["sympy/core/function.py", 957, 963],
    ),
    edit(
        "e57_sp_function",
        "UndefinedFunction defines __ne__ as `not self == other`, which Python 3 already gives"
        " us for free. Could you delete that method? Only UndefinedFunction's one, leave Subs"
        " alone.",
        definition_deleted=["sympy/core/function.py", "UndefinedFunction.__ne__"],
    ),
    edit(
        "e57_sp_function",
        "pls remove the old comment rigth above def arity in function.py, the one about"
        " python 3 and deprecation warning. it mean nothing now",
        line_deleted=[
            "sympy/core/function.py",
            "# Python 3 version that does not raise a Deprecation warning",
        ],
    ),
    beyond(
        "e57_sp_function",
        "Add full type annotations to diff(), expand(), count_ops() and nfloat() in"
        " sympy/core/function.py, including the **hints kwargs and the return types.",
    ),
    beyond(
        "e57_sp_function",
        "function.py: delete the `from sympy.sets.sets import FiniteSet` import line",
    ),
    # --- pygments/lexers/shell.py ---------------------------------------------------------
    edit(
        "e57_pg_shell",
        "We subclass ShellSessionBaseLexer from a plugin and our linter complains it isn't"
        " exported. Add 'ShellSessionBaseLexer' at the end of __all__ in"
        " pygments/lexers/shell.py.",
        value_set=[
            "pygments/lexers/shell.py",
            "__all__",
            "['BashLexer', 'BashSessionLexer', 'TcshLexer', 'BatchLexer', 'SlurmBashLexer',"
            " 'MSDOSSessionLexer', 'PowerShellLexer', 'PowerShellSessionLexer',"
            " 'TcshSessionLexer', 'FishShellLexer', 'ExeclineLexer', 'ShellSessionBaseLexer']",
        ],
    ),
    edit(
        "e57_pg_shell",
        "TcshLexer's builtin regex has source|stop|suspend|source|suspend|telltc \u2014 source"
        " and suspend are in there twice. Make it source|stop|suspend|telltc",
        text_replaced=[
            "pygments/lexers/shell.py",
            "source|stop|suspend|source|suspend|telltc",
            "source|stop|suspend|telltc",
        ],
    ),
    edit(
        "e57_pg_shell",
        "[pygments/lexers/shell.py] innerlexer \u2192 inner_lexer in"
        " ShellSessionBaseLexer.get_tokens_unprocessed",
        renamed=["innerlexer", "inner_lexer"],
    ),
    edit(
        "e57_pg_shell",
        "Could you comment out the here-string rule in BashLexer's 'basic' state? I want to"
        " see how <<< is lexed without it.",
        comment_out=["pygments/lexers/shell.py", "(r'<<<', Operator),  # here-string"],
    ),
    edit(
        "e57_pg_shell",
        "bash's |& pipe isn't highlighted as an operator. in BashLexer, right after the line"
        " (r'&&|\\|\\|', Operator), add (r'\\|&', Operator),",
        line_after=[
            "pygments/lexers/shell.py",
            r"(r'&&|\|\|', Operator),",
            r"(r'\|&', Operator),",
        ],
    ),
    edit(
        "e57_pg_shell",
        "Give BashLexer.analyse_text a docstring: it returns 1 for a sh/bash/zsh shebang and"
        " 0.2 when the text starts with a \u201c$ \u201d prompt.",
        docstring="BashLexer.analyse_text",
    ),
    beyond(
        "e57_pg_shell",
        "In the Fish lexer, ** and || inside math come out as two separate Operator tokens"
        " each, while the Bash lexer gives one token. Can you track down why and fix it?",
    ),
    beyond(
        "e57_pg_shell",
        "remove (r'`', String.Backtick, '#pop'), from shell.py",
    ),
    # --- distributed/worker_memory.py -----------------------------------------------------
    edit(
        "e57_di_wmemory",
        "distributed/worker_memory.py: parse_memory_limit has no docstring. Write one: 'auto'"
        " scales the system memory by nthreads/total_cores, a float <= 1 is a fraction of"
        " system memory, strings like '4GiB' are parsed, 0 means no limit, and anything above"
        " the system limit is capped to it.",
        docstring="parse_memory_limit",
    ),
    edit(
        "e57_di_wmemory",
        'TODO(distributed/worker_memory.py): add __all__ = ["WorkerMemoryManager",'
        ' "NannyMemoryManager", "parse_memory_limit"] as the last line',
        last_line=[
            "distributed/worker_memory.py",
            '__all__ = ["WorkerMemoryManager", "NannyMemoryManager", "parse_memory_limit"]',
        ],
    ),
    edit(
        "e57_di_wmemory",
        "In WorkerMemoryManager.__init__ the assert that the monitor interval is not None is"
        " redundant, the isinstance assert a few lines above already covers it. Delete it.",
        line_deleted=[
            "distributed/worker_memory.py",
            "assert self.memory_monitor_interval is not None",
        ],
    ),
    edit(
        "e57_di_wmemory",
        "NannyMemoryManager.memory_monitor: right after the line that reads the worker"
        " process's RSS through psutil, add"
        ' nanny_logger.debug("worker %d rss: %d", process.pid, memory)',
        line_after=[
            "distributed/worker_memory.py",
            "memory = psutil.Process(process.pid).memory_info().rss",
            'nanny_logger.debug("worker %d rss: %d", process.pid, memory)',
        ],
    ),
    edit(
        "e57_di_wmemory",
        "I'm debugging a leak and want to see every single 'Unmanaged memory use is high'"
        " warning. can you comment out the line that adds the rate-limit filter to"
        " worker_logger?",
        comment_out=[
            "distributed/worker_memory.py",
            'worker_logger.addFilter(RateLimiterFilter(r"Unmanaged memory use is high",'
            ' rate="300s"))',
        ],
    ),
    edit(
        "e57_di_wmemory",
        "worker_memory.py, just before `process.terminate()` \u2192"
        ' `nanny_logger.info("sending SIGTERM to pid %d", process.pid)`',
        line_before=[
            "distributed/worker_memory.py",
            "process.terminate()",
            'nanny_logger.info("sending SIGTERM to pid %d", process.pid)',
        ],
    ),
    beyond(
        "e57_di_wmemory",
        "_maybe_pause_or_unpause logs almost the same 'Worker is at %d%% memory usage'"
        " warning twice, once for pausing and once for resuming. Pull that into a small helper"
        " and call it from both branches.",
    ),
    beyond(
        "e57_di_wmemory",
        "Please delete the self._throttled_gc.collect() call in worker_memory.py, our fork"
        " does GC elsewhere.",
    ),
    # --- scipy/stats/_stats_py.py ---------------------------------------------------------
    edit(
        "e57_sc_stats",
        "Please add `import functools` at the top of scipy/stats/_stats_py.py.",
        at_top=["scipy/stats/_stats_py.py", "import functools"],
    ),
    edit(
        "e57_sc_stats",
        "_scale_conversions in _stats_py.py calls erfinv at import time just to get a"
        " constant. Hard-code it: {'normal': 1.3489795003921636}",
        value_set=[
            "scipy/stats/_stats_py.py",
            "_scale_conversions",
            "{'normal': 1.3489795003921636}",
        ],
    ),
    edit(
        "e57_sc_stats",
        "In _xp_var there are two commented-out ternary lines under the _length_nonmasked"
        " call. Could you uncomment just the first one,"
        " \u2018axis = range(x.ndim) if axis is None else axis\u2019?",
        uncomment=["scipy/stats/_stats_py.py", "axis = range(x.ndim) if axis is None else axis"],
    ),
    edit(
        "e57_sc_stats",
        "_stats_py.py:2062 \u2014 insert `# from here on per is a single scalar` (it should sit"
        " right above the range check in _compute_qth_percentile)",
        line_inserted_at=[
            "scipy/stats/_stats_py.py",
            2062,
            "# from here on per is a single scalar",
        ],
    ),
    edit(
        "e57_sc_stats",
        "create scipy/stats/_mad_alias.py with one line in it:"
        " from scipy.stats._stats_py import median_abs_deviation as mad",
        file=[
            "scipy/stats/_mad_alias.py",
            "from scipy.stats._stats_py import median_abs_deviation as mad",
        ],
    ),
    beyond(
        "e57_sc_stats",
        "scoreatpercentile with a list of 50k percentiles takes forever because"
        " _compute_qth_percentile calls itself once per value. Can you vectorize it so the"
        " whole list is done in one numpy pass?",
    ),
    beyond(
        "e57_sc_stats",
        "add an interpolation_method='nearest' option to scoreatpercentile that rounds the"
        " fractional index to the closest order statistic, and document it in the docstring"
        " next to 'fraction', 'lower' and 'higher'",
    ),
]


# Set 58 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 57. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (scipy/integrate/_ivp/rk.py, 601 lines;
# matplotlib/collections.py, 2710 lines; sympy/sets/fancysets.py, 1523 lines;
# pandas/core/ops/array_ops.py, 625 lines), as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; a line number, a line range; "right
# after the line", "right before"; a first sentence that only gives context or a reason, then
# the request; a pronoun for what was named before; terse, polite, chatty, non-native, typos;
# questions). Seven of them say the line by what it does or what it holds, without quoting it
# (the call of RungeKutta.__init__ that warns about extraneous keyword arguments, not the
# import of warn_extraneous; the commented-out fmt.format_ticks call in the TODO of
# PathCollection.legend_elements, as an uncomment; the line of QuadMesh.__init__ that turns
# mouseover off; the if of Range.size with two spaces after the keyword, as a line_replaced;
# the "** ProductSet of FiniteSets in the Complex Plane. **" comment of
# CartesianComplexRegion.__new__; the libops.vec_binop call of na_logical_op, as the anchor of
# a line_before; the "TODO: but not pd.NA?" comment of comparison_op), where exactly one line
# fits. 8 requests are beyond the model: type hints (rk_step, RungeKutta.__init__ and
# _step_impl), a refactor (the two near-identical "draw_path_collection, else loop over
# _iter_collection and draw_path" blocks of Collection.draw), speed (PolyQuadMesh rebuilds its
# unmasked-polygon mask in every get_facecolor and get_edgecolor call), a new feature
# (Range.index), a bug to find (_masked_arith_op tests "op is pow", the builtin, while the ops
# passed are operator.pow, so its 1 ** nan special case never runs), and three whose
# description fits several lines ("super().__init__(t_old, t)", in RkDenseOutput and
# Dop853DenseOutput, as the anchor of a line_after; "return SetKind(NumberKind)", four times in
# fancysets.py; "# Avoid making a copy if we can", twice in fill_binop). The value_set request
# sets rk.py's SAFETY from 0.9 to 0.8 (a float, on a line of its own); the at_top request adds
# "import warnings" to a file whose first statement after the docstring is
# "from __future__ import annotations", so the import must go below it; the last_line request
# appends "BrokenBarHCollection = PolyCollection" to collections.py; the text_replaced requests
# quote "there in no way" (a comment of LineCollection.get_segments) and "should of type Set"
# (the TypeError of ImageSet.__new__), so that the corrected text occurs nowhere in the
# untouched files; the line_replaced requests fix "horizontal or vice versus." of
# EventCollection.switch_orientation and the double space of Range.size, whose new lines occur
# nowhere in the untouched files (the similar "Set the lengths of second axes" docstring of
# get_heights was avoided, as set_heights has the same line); the line_inserted_at request puts
# a comment on line 119 of rk.py, right above the min_step line of _step_impl; lines 2638-2640
# of collections.py are the three-line comment of PolyQuadMesh.__init__; the definition_deleted
# request names ImageSet._is_multivariate, which nothing in the installed sympy calls; the
# renamed error_exponent occurs three times, symsetmap six times (never as part of
# get_symsetmap, which \b keeps apart); the docstring requests are for RkDenseOutput (a class
# without one), ImageSet.doit and na_logical_op. Every gold was checked by hand without the
# model on the installed copies (scipy 1.17.1, matplotlib 3.11.2, sympy 1.14.0, pandas 3.1.1):
# anchors occur once, new names are unused, line numbers are the file's, and each check fails
# on the untouched file and holds after a correct edit made by hand; each decline holds on the
# untouched workspace. Not measured when written.
WORKSPACES58: dict[str, list[str]] = {
    "e58_sc_rk": ["scipy/integrate/_ivp/rk.py"],
    "e58_mp_collections": ["matplotlib/collections.py"],
    "e58_sp_fancysets": ["sympy/sets/fancysets.py"],
    "e58_pd_arrayops": ["pandas/core/ops/array_ops.py"],
}

QUESTIONS58: list[dict] = [
    # --- scipy/integrate/_ivp/rk.py -------------------------------------------------------
    edit(
        "e58_sc_rk",
        "We get a lot of rejected steps with RK45 on a stiff-ish problem. In"
        " scipy/integrate/_ivp/rk.py set SAFETY to 0.8 instead of 0.9.",
        value_set=["scipy/integrate/_ivp/rk.py", "SAFETY", "0.8"],
    ),
    edit(
        "e58_sc_rk",
        "rk.py: error_exponent \u2192 step_exponent (it is the exponent of the step size"
        " update, not of the error)",
        renamed=["error_exponent", "step_exponent"],
    ),
    edit(
        "e58_sc_rk",
        "Could you give RkDenseOutput a docstring? It evaluates the dense-output polynomial Q"
        " of the last step between t_old and t, for a scalar t as well as for an array of"
        " times.",
        docstring="RkDenseOutput",
    ),
    edit(
        "e58_sc_rk",
        "pls comment out the call in RungeKutta constructor that warn about extraneous"
        " keyword arguments, we pass extra options on purpose and the warning spam our logs",
        comment_out=["scipy/integrate/_ivp/rk.py", "warn_extraneous(extraneous)"],
    ),
    edit(
        "e58_sc_rk",
        'Insert "# 10 ulps of t is the smallest step we allow" as line 119 of'
        " scipy/integrate/_ivp/rk.py, so it sits directly above the min_step line in"
        " _step_impl.",
        line_inserted_at=[
            "scipy/integrate/_ivp/rk.py",
            119,
            "# 10 ulps of t is the smallest step we allow",
        ],
    ),
    edit(
        "e58_sc_rk",
        "[rk.py] debugging a step size collapse. right after the line"
        " error_norm = self._estimate_error_norm(self.K, h, scale) add"
        ' print(f"t={t:.6g} h={h:.3g} err={error_norm:.3g}")',
        line_after=[
            "scipy/integrate/_ivp/rk.py",
            "error_norm = self._estimate_error_norm(self.K, h, scale)",
            'print(f"t={t:.6g} h={h:.3g} err={error_norm:.3g}")',
        ],
    ),
    beyond(
        "e58_sc_rk",
        "TODO(scipy/integrate/_ivp/rk.py): full type hints for rk_step, RungeKutta.__init__"
        " and RungeKutta._step_impl \u2014 numpy.typing.NDArray for the arrays, a Callable for"
        " fun, and tuple[bool, str | None] as the return type of _step_impl",
    ),
    beyond(
        "e58_sc_rk",
        "In rk.py, right after the line `super().__init__(t_old, t)`, add `self.n_calls = 0`.",
    ),
    # --- matplotlib/collections.py --------------------------------------------------------
    edit(
        "e58_mp_collections",
        "In PathCollection.legend_elements there is a TODO with a commented-out call to"
        " fmt.format_ticks. I want to try it out: uncomment just that line.",
        uncomment=[
            "matplotlib/collections.py",
            "formatted_labels = fmt.format_ticks(label_values)",
        ],
    ),
    edit(
        "e58_mp_collections",
        "Typo in the docstring of EventCollection.switch_orientation: change the line"
        " \u201chorizontal or vice versus.\u201d to \u201chorizontal or vice versa.\u201d",
        line_replaced=[
            "matplotlib/collections.py",
            "horizontal or vice versus.",
            "horizontal or vice versa.",
        ],
    ),
    edit(
        "e58_mp_collections",
        "docs(collections): typo in a comment of LineCollection.get_segments, there in no"
        " way -> there is no way",
        text_replaced=["matplotlib/collections.py", "there in no way", "there is no way"],
    ),
    edit(
        "e58_mp_collections",
        "I'd like QuadMesh to show the value under the cursor in the toolbar again. Could you"
        " comment out the line in its __init__ that turns mouseover off? (collections.py)",
        comment_out=["matplotlib/collections.py", "self.set_mouseover(False)"],
    ),
    edit(
        "e58_mp_collections",
        "Remove lines 2638-2640 from matplotlib/collections.py \u2013 the three-line comment"
        " in PolyQuadMesh.__init__ about why the unmasked verts are set after the"
        " initializers.",
        lines_deleted=["matplotlib/collections.py", 2638, 2640],
    ),
    edit(
        "e58_mp_collections",
        "Our old plotting code still does `from matplotlib.collections import"
        " BrokenBarHCollection`. Append `BrokenBarHCollection = PolyCollection` as the very"
        " last line of collections.py so that it keeps importing.",
        last_line=["matplotlib/collections.py", "BrokenBarHCollection = PolyCollection"],
    ),
    beyond(
        "e58_mp_collections",
        "Collection.draw has the same block twice, once for the gap paths and once for the"
        " real paths: call draw_path_collection with hatchcolors if supported, else either"
        " call it without them or loop over _iter_collection and draw_path. Pull that into"
        " one private method and call it from both places.",
    ),
    beyond(
        "e58_mp_collections",
        "matplotlib/collections.py: PolyQuadMesh.get_facecolor and get_edgecolor both call"
        " _get_unmasked_polys on every draw, which rebuilds the mask from the coordinates"
        " and the array each time. That's slow for big meshes; cache the mask and invalidate"
        " it in set_array.",
    ),
    # --- sympy/sets/fancysets.py ----------------------------------------------------------
    edit(
        "e58_sp_fancysets",
        "sympy/sets/fancysets.py: the TypeError in ImageSet.__new__ says 'should of type"
        " Set', it is missing a 'be'. Make it 'should be of type Set'.",
        text_replaced=[
            "sympy/sets/fancysets.py",
            "should of type Set",
            "should be of type Set",
        ],
    ),
    edit(
        "e58_sp_fancysets",
        "Range.size has an if with two spaces after the `if`. Make it one space please,"
        " nothing else on that line should change.",
        line_replaced=[
            "sympy/sets/fancysets.py",
            "if  n.is_extended_nonnegative and all(i.is_integer for i in self.args):",
            "if n.is_extended_nonnegative and all(i.is_integer for i in self.args):",
        ],
    ),
    edit(
        "e58_sp_fancysets",
        "rename symsetmap to sym_to_set in ImageSet._contains (fancysets.py), in the nested"
        " helper as well as where it is used",
        renamed=["symsetmap", "sym_to_set"],
    ),
    edit(
        "e58_sp_fancysets",
        "CartesianComplexRegion.__new__ has a comment wrapped in ** asterisks ** about"
        " ProductSets of FiniteSets. Delete that line, the comment under it explains the case"
        " well enough.",
        line_deleted=[
            "sympy/sets/fancysets.py",
            "# ** ProductSet of FiniteSets in the Complex Plane. **",
        ],
    ),
    edit(
        "e58_sp_fancysets",
        "ImageSet._is_multivariate is dead code, nothing in sympy calls it. Please delete"
        " the method.",
        definition_deleted=["sympy/sets/fancysets.py", "ImageSet._is_multivariate"],
    ),
    edit(
        "e58_sp_fancysets",
        "Add a docstring to ImageSet.doit in sympy/sets/fancysets.py: for a Lambda of one"
        " symbol it evaluates the image through SetExpr, when every base set is a FiniteSet"
        " it returns the FiniteSet of the images, and otherwise it returns the ImageSet"
        " unchanged.",
        docstring="ImageSet.doit",
    ),
    beyond(
        "e58_sp_fancysets",
        "Can we get an index(value) method on Range, like Python's range.index? It should"
        " return the position of value, raise ValueError when value is not in the range, and"
        " do something sensible for infinite and symbolic ranges.",
    ),
    beyond(
        "e58_sp_fancysets",
        "fancysets.py \u2013 drop the line return SetKind(NumberKind)",
    ),
    # --- pandas/core/ops/array_ops.py -----------------------------------------------------
    edit(
        "e58_pd_arrayops",
        "Can you add `import warnings` at the top of pandas/core/ops/array_ops.py? I'm about"
        " to add a deprecation warning in there.",
        at_top=["pandas/core/ops/array_ops.py", "import warnings"],
    ),
    edit(
        "e58_pd_arrayops",
        "In na_logical_op, put a breakpoint() on its own line right before the vec_binop"
        " call. I need to look at x and y there.",
        line_before=[
            "pandas/core/ops/array_ops.py",
            "result = libops.vec_binop(x.ravel(), y.ravel(), op)",
            "breakpoint()",
        ],
    ),
    edit(
        "e58_pd_arrayops",
        "create pandas/core/ops/_array_ops_compat.py containing: from"
        " pandas.core.ops.array_ops import arithmetic_op, comparison_op, logical_op",
        file=[
            "pandas/core/ops/_array_ops_compat.py",
            "from pandas.core.ops.array_ops import arithmetic_op, comparison_op, logical_op",
        ],
    ),
    edit(
        "e58_pd_arrayops",
        "[array_ops.py] na_logical_op have no docstring, please write one. it apply a"
        " logical op (& | ^) on x and y and when numpy raise TypeError it fall back to"
        " object dtype through libops",
        docstring="na_logical_op",
    ),
    edit(
        "e58_pd_arrayops",
        "Remove the TODO in comparison_op that asks whether pd.NA is handled as well; it's"
        " tracked in an issue now.",
        line_deleted=["pandas/core/ops/array_ops.py", "# TODO: but not pd.NA?"],
    ),
    beyond(
        "e58_pd_arrayops",
        "_masked_arith_op checks `if op is pow:` for the 1 ** nan case, but I think what"
        " gets passed in is always operator.pow, so that branch never runs. Can you find out"
        " if that's true and fix it so the special case actually applies?",
    ),
    beyond(
        "e58_pd_arrayops",
        "array_ops.py: delete the comment \u201c# Avoid making a copy if we can\u201d",
    ),
]


# Set 59 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 58. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (pandas/core/indexes/range.py, 1707 lines;
# scipy/sparse/linalg/_isolve/iterative.py, 1051 lines; sympy/integrals/manualintegrate.py,
# 2174 lines; IPython/core/completer.py, 3346 lines), as a dozen different users type them (the
# file first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at
# all; backticks, straight or curly quotes, or none; arrows; a line number, a line range; "right
# after the line", "right before", "just before"; a first sentence that only gives context or a
# reason, then the request; a pronoun for what was named before; terse, polite, chatty,
# non-native, typos; questions). Seven of them say the line by what it does or what it holds,
# without quoting it (the call of RangeIndex._difference that validates the sort keyword, as a
# comment_out; the line of RangeIndex.__new__ that builds the range from start, stop and step,
# as the anchor of a line_before; the comment of gmres that guesses the callback_type warning
# goes away with SciPy 2.0; the one-line docstring of ArcsinhRule, whose result reads asin(x),
# as a line_replaced; the debug call of find_substitutions' test_subterm that prints the
# substituted integrand; the commented-out "p = re.compile(...)" of
# IPCompleter._default_arguments_from_docstring, as an uncomment, the only commented-out
# assignment there; the line of IPCompleter._jedi_matches that creates the jedi Interpreter, as
# the anchor of a line_before), where exactly one line fits. 8 requests are beyond the model: a
# refactor (the two identical np.tile / np.concatenate fallbacks of RangeIndex._concat), type
# hints (the six public solvers of iterative.py), a new feature (an ArccoshRule for
# 1/sqrt(x**2 - 1) in manualintegrate), speed (fwd_unicode_match scans the ~100k unicode names up
# to three times per call), a bug to find (match_dict_keys lower-cases the "0X" base of a hex
# prefix to pick the format but compares hex(key) with the prefix as typed, so d[0XF<tab> finds
# nothing while d[0xf<tab> does), and three whose description fits several lines ("# GH 25710",
# twice in range.py, in RangeIndex.start and RangeIndex.step; "rho_prev = rho_cur", in bicg, cg
# and cgs, as the anchor of a line_after; "a, b, c, x = self.a, self.b, self.c, self.variable",
# five times in manualintegrate.py, as the anchor of a line_after). The value_set request sets
# completer.py's MATCHES_LIMIT from 500 to 200 (an int, on a line of its own); the at_top
# request adds "import logging" to iterative.py, which has no docstring and starts with
# "import warnings"; the last_line request appends "manual_integrate = manualintegrate" to
# manualintegrate.py; the text_replaced requests quote "a*x + b*y = gcd(x, y)" (the docstring of
# RangeIndex._extended_gcd) and "Conjugate Gradient Method, Wikipedia," (the first reference of
# cg, missing its closing quote), so that the corrected text occurs nowhere in the untouched
# files; the line_replaced request fixes ArcsinhRule's docstring, whose new line occurs nowhere
# in the untouched file (ArcsinRule's docstring, "integrate(1/sqrt(1-x**2), x) -> asin(x)",
# differs in its sign, so the old line is on one line only); the line_inserted_at request puts a
# comment on line 1401 of range.py, right above the decorator of __floordiv__; lines 793-794 of
# manualintegrate.py are the two-line comment crediting SIN and "The Stormy Decade"; lines
# 3328-3333 of completer.py are the names loop of IPCompleter.unicode_names whose result is
# thrown away (the property then calls _unicode_name_compute); the definition_deleted request
# names proxy_rewriter, which nothing in the installed sympy calls; the renamed no_steps occurs
# five times (in min_fitting_element and RangeIndex._minmax), id four times (the local helper of
# qmr and its three uses; \b keeps it apart from identifiers holding "id"); the uncommented
# "qhat = matvec(uhat)" of cgs is followed by the still commented "r -= alpha*qhat"; the file
# request creates IPython/core/completer_compat.py; the docstring requests are for
# RangeIndex.factorize and sqrt_quadratic_rule (functions without one). Every gold was checked by
# hand without the model on the installed copies (pandas 3.1.1, scipy 1.17.1, sympy 1.14.0,
# IPython 8.12.3): anchors occur once, new names are unused, line numbers are the file's, and each
# check fails on the untouched file and holds after a correct edit made by hand; each decline
# holds on the untouched workspace. Not measured when written.
WORKSPACES59: dict[str, list[str]] = {
    "e59_pd_range": ["pandas/core/indexes/range.py"],
    "e59_sc_iterative": ["scipy/sparse/linalg/_isolve/iterative.py"],
    "e59_sp_manualint": ["sympy/integrals/manualintegrate.py"],
    "e59_ip_completer": ["IPython/core/completer.py"],
}

QUESTIONS59: list[dict] = [
    # --- pandas/core/indexes/range.py -----------------------------------------------------
    edit(
        "e59_pd_range",
        "docs(range): the Bezout identity in the _extended_gcd docstring is wrong. Replace"
        ' "a*x + b*y = gcd(x, y)" with "a*x + b*y = gcd(a, b)".',
        text_replaced=[
            "pandas/core/indexes/range.py",
            "a*x + b*y = gcd(x, y)",
            "a*x + b*y = gcd(a, b)",
        ],
    ),
    edit(
        "e59_pd_range",
        "no_steps reads like \u201cthere are no steps\u201d. rename it to num_steps everywhere in"
        " range.py, both min_fitting_element and _minmax use it",
        renamed=["no_steps", "num_steps"],
    ),
    edit(
        "e59_pd_range",
        "Could you write a docstring for RangeIndex.factorize? It returns the codes 0..n-1 and"
        " the index itself as the uniques, both reversed when sort=True and the step is"
        " negative.",
        docstring="RangeIndex.factorize",
    ),
    edit(
        "e59_pd_range",
        "i want to try something with the sort argument. in RangeIndex._difference pls coment"
        " out the line which validate the sort keyword, only this one line",
        comment_out=["pandas/core/indexes/range.py", "self._validate_sort_keyword(sort)"],
    ),
    edit(
        "e59_pd_range",
        "Insert `# Fast path: stay a RangeIndex when start and step divide evenly` at line 1401"
        " of pandas/core/indexes/range.py (just above the decorator of __floordiv__).",
        line_inserted_at=[
            "pandas/core/indexes/range.py",
            1401,
            "# Fast path: stay a RangeIndex when start and step divide evenly",
        ],
    ),
    edit(
        "e59_pd_range",
        "In RangeIndex.__new__, right before the line that builds the range out of start, stop"
        " and step, add `assert isinstance(stop, int)`.",
        line_before=[
            "pandas/core/indexes/range.py",
            "rng = range(start, stop, step)",
            "assert isinstance(stop, int)",
        ],
    ),
    beyond(
        "e59_pd_range",
        "RangeIndex._concat has the same fallback twice: np.tile of the first non-empty index"
        " when all indexes are equal, np.concatenate of all the values otherwise, then"
        " self._constructor(values, copy=False).rename(name). Factor it into one helper and"
        " call that from both places.",
    ),
    beyond("e59_pd_range", "range.py \u2013 delete the `# GH 25710` comment"),
    # --- scipy/sparse/linalg/_isolve/iterative.py -----------------------------------------
    edit(
        "e59_sc_iterative",
        "The first reference in the cg docstring is missing its closing quote. In"
        " scipy/sparse/linalg/_isolve/iterative.py replace \u201cConjugate Gradient Method,"
        ' Wikipedia,\u201d with \u201cConjugate Gradient Method", Wikipedia,\u201d',
        text_replaced=[
            "scipy/sparse/linalg/_isolve/iterative.py",
            "Conjugate Gradient Method, Wikipedia,",
            'Conjugate Gradient Method", Wikipedia,',
        ],
    ),
    edit(
        "e59_sc_iterative",
        "qmr defines a local helper called `id`, which shadows the builtin. Rename it \u2192"
        " `identity`.",
        renamed=["id", "identity"],
    ),
    edit(
        "e59_sc_iterative",
        "[iterative.py] gmres: right after the line Mb_nrm2 = np.linalg.norm(psolve(b)) add"
        ' print(f"gmres: ||M b|| = {Mb_nrm2:.3e}")',
        line_after=[
            "scipy/sparse/linalg/_isolve/iterative.py",
            "Mb_nrm2 = np.linalg.norm(psolve(b))",
            'print(f"gmres: ||M b|| = {Mb_nrm2:.3e}")',
        ],
    ),
    edit(
        "e59_sc_iterative",
        "TODO(scipy/sparse/linalg/_isolve/iterative.py): add `import logging` at the top, we"
        " want to log breakdowns instead of only returning negative info codes",
        at_top=["scipy/sparse/linalg/_isolve/iterative.py", "import logging"],
    ),
    edit(
        "e59_sc_iterative",
        "The comment in gmres that guesses when the callback_type warning will finally go away"
        " (the one about SciPy 2.0) is just speculation. Can you delete that line?",
        line_deleted=[
            "scipy/sparse/linalg/_isolve/iterative.py",
            "# Probably should be removed only in far future, Scipy 2.0 or so.",
        ],
    ),
    edit(
        "e59_sc_iterative",
        "I'd like to compare cgs with the original FORTRAN template: uncomment"
        " 'qhat = matvec(uhat)' in iterative.py (just that one, leave the r -= line"
        " commented)",
        uncomment=["scipy/sparse/linalg/_isolve/iterative.py", "qhat = matvec(uhat)"],
    ),
    beyond(
        "e59_sc_iterative",
        "Please add type hints to all the public solvers in iterative.py (bicg, bicgstab, cg,"
        " cgs, gmres, qmr): A as sparse array | ndarray | LinearOperator, b and x0 as"
        " NDArray, the callbacks as Callable, and tuple[NDArray, int] as the return type.",
    ),
    beyond("e59_sc_iterative", "iterative.py: breakpoint() right after `rho_prev = rho_cur` pls"),
    # --- sympy/integrals/manualintegrate.py -----------------------------------------------
    edit(
        "e59_sp_manualint",
        "ArcsinhRule's one-line docstring gives asin(x) as the result, but it is asinh(x). Fix"
        " that line in sympy/integrals/manualintegrate.py.",
        line_replaced=[
            "sympy/integrals/manualintegrate.py",
            '"""integrate(1/sqrt(1+x**2), x) -> asin(x)"""',
            '"""integrate(1/sqrt(1+x**2), x) -> asinh(x)"""',
        ],
    ),
    edit(
        "e59_sp_manualint",
        "sqrt_quadratic_rule has no docstring. Add one: it integrates f(x)*sqrt(a+b*x+c*x**2)**n"
        " for a polynomial f and an odd n >= -1 by rewriting it as a polynomial over"
        " sqrt(a+b*x+c*x**2), with a degenerate branch for when c may be zero.",
        docstring="sqrt_quadratic_rule",
    ),
    edit(
        "e59_sp_manualint",
        "manualintegrate.py \u2014 with SYMPY_DEBUG on, the debug call inside test_subterm (in"
        " find_substitutions) that prints the substituted integrand floods my terminal. Could"
        " you comment it out?",
        comment_out=[
            "sympy/integrals/manualintegrate.py",
            'debug("substituted: {}, u: {}, u_var: {}".format(substituted, u, u_var))',
        ],
    ),
    edit(
        "e59_sp_manualint",
        "Remove lines 793-794 of sympy/integrals/manualintegrate.py, the comment crediting SIN"
        ' and "Symbolic Integration: The Stormy Decade".',
        lines_deleted=["sympy/integrals/manualintegrate.py", 793, 794],
    ),
    edit(
        "e59_sp_manualint",
        "So, a bunch of our old notebooks do `from sympy.integrals.manualintegrate import"
        " manual_integrate` (with the underscore, don't ask). Could you append"
        " `manual_integrate = manualintegrate` as the very last line of manualintegrate.py"
        " so they keep working?",
        last_line=["sympy/integrals/manualintegrate.py", "manual_integrate = manualintegrate"],
    ),
    edit(
        "e59_sp_manualint",
        "proxy_rewriter isnt used anywhere in sympy. Pls remove teh function (manualintegrate.py)",
        definition_deleted=["sympy/integrals/manualintegrate.py", "proxy_rewriter"],
    ),
    beyond(
        "e59_sp_manualint",
        "manualintegrate can't do 1/sqrt(x**2 - 1) with an inverse hyperbolic result. Add an"
        " ArccoshRule (integrate(1/sqrt(x**2-1), x) -> acosh(x)) and hook it into"
        " inverse_trig_rule for k < 0 and c > 0, with the right domain condition.",
    ),
    beyond(
        "e59_sp_manualint",
        "In manualintegrate.py, right after the line a, b, c, x = self.a, self.b, self.c,"
        " self.variable add assert c != 0",
    ),
    # --- IPython/core/completer.py --------------------------------------------------------
    edit(
        "e59_ip_completer",
        "Our web frontend chokes on long completion lists. Set MATCHES_LIMIT to 200 in"
        " IPython/core/completer.py.",
        value_set=["IPython/core/completer.py", "MATCHES_LIMIT", "200"],
    ),
    edit(
        "e59_ip_completer",
        "IPCompleter.unicode_names builds a list of names over the whole 0..0x10FFFF range and"
        " then throws it away, the value actually comes from _unicode_name_compute. Delete"
        " lines 3328-3333 of completer.py (that loop and its list).",
        lines_deleted=["IPython/core/completer.py", 3328, 3333],
    ),
    edit(
        "e59_ip_completer",
        "create IPython/core/completer_compat.py with this one line: from IPython.core.completer"
        " import IPCompleter, provisionalcompleter",
        file=[
            "IPython/core/completer_compat.py",
            "from IPython.core.completer import IPCompleter, provisionalcompleter",
        ],
    ),
    edit(
        "e59_ip_completer",
        "In IPCompleter._default_arguments_from_docstring there's an old commented-out line"
        " that assigns the signature regex to p. Could you uncomment it? I want to compare it"
        " with self.docstring_sig_re.",
        uncomment=[
            "IPython/core/completer.py",
            r"p = re.compile(r'^[\w|\s.]+\(([^)]*)\).*')",
        ],
    ),
    edit(
        "e59_ip_completer",
        "_jedi_matches: just before the line that creates the jedi Interpreter, add"
        " `# jedi only sees the text up to the cursor`",
        line_before=[
            "IPython/core/completer.py",
            "interpreter = jedi.Interpreter(text[:offset], namespaces)",
            "# jedi only sees the text up to the cursor",
        ],
    ),
    beyond(
        "e59_ip_completer",
        "fwd_unicode_match scans the ~100k unicode names up to three times on every call."
        " Make it fast (a sorted list and bisect for the prefix case, or a trie as its TODO"
        " says) without adding a dependency.",
    ),
    beyond(
        "e59_ip_completer",
        "With d = {255: 'a'}, typing d[0xf<tab> completes to 0xff but d[0XF<tab> (capital X)"
        " gives nothing. Can you find out where match_dict_keys goes wrong and fix it?",
    ),
]


# Set 60 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 59. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (matplotlib/offsetbox.py, 1689 lines;
# sympy/functions/elementary/miscellaneous.py, 915 lines; distributed/nanny.py, 1049 lines;
# scipy/spatial/_kdtree.py, 926 lines), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; a line number, line ranges; "right
# after the line", "just before the line"; a first sentence that only gives context or a
# reason, then the request; a pronoun for what was named before; terse, polite, chatty,
# non-native, typos; questions). Six of them say the line by what it does or what it holds,
# without quoting it (the commented-out debug bbox call of OffsetImage.draw, as an uncomment,
# the only commented-out line there; the line of MinMaxBase.__new__ that stores the frozenset
# of args on the new object, "obj._argset = args", as a comment_out; the info log of
# Nanny.start_unsafe that prints the address the nanny started at, as a comment_out; the line
# of WorkerProcess.kill that computes the wait timeout, "wait_timeout = timeout * 0.8", as the
# anchor of a line_after; the line of distance_matrix that allocates the result array, as the
# anchor of a line_before, whose stripped text keeps its "# FIXME" comment; the comment of
# KDTree.__init__ about the default leafsize differing from cKDTree, as a line_deleted), where
# exactly one line fits. 8 requests are beyond the model: a bug to find (a VPacker whose
# children are all invisible raises ValueError from max()/min() of an empty sequence in
# _get_aligned_offsets, where HPacker returns early), a new feature (a Clamp function next to
# Max and Min), type hints (every parameter of Nanny.__init__, dropping its type: ignore), speed
# (the Python loop of distance_matrix above its threshold), a refactor (the complex-dtype check
# repeated in KDTree.__init__, query and query_ball_point), and three whose description fits
# several lines ("self.patch.set_mutation_scale(fontsize)", in the update_frame of PaddedBox
# and of AnchoredOffsetbox, as a comment_out; "argindex -= 1", in Max.fdiff and Min.fdiff, as
# the anchor of a line_after; "assert self.worker_address", in Nanny.start_unsafe and
# WorkerProcess.start, as a line_deleted). The value_set request sets offsetbox.py's DEBUG from
# False to True (a bool, on a line of its own); the at_top request adds "import logging" to
# offsetbox.py, which starts with a module docstring and "import functools"; the last_line
# request appends '__all__ = ["Nanny", "WorkerProcess"]' to nanny.py, which has no __all__; the
# text_replaced requests quote "used in conjugation with tight layout" (the comment of
# _get_packed_offsets' expand mode) and "Worker._close has moved to Worker.close" (the warning
# of Nanny._close), so that the corrected text occurs nowhere in the untouched files; the
# line_replaced requests turn Rem's docstring line "as the divisor." into "as the dividend."
# (p - int(p/q)*q takes the sign of p) and WorkerProcess's class attribute
# "_init_msg_interval = 0.05" into "_init_msg_interval = 0.01" (a class attribute, so not a
# value_set); the line_inserted_at request puts a comment on line 206 of _kdtree.py, right above
# "class KDTree(cKDTree):"; lines 214-216 of offsetbox.py are the three-line comment about
# clipping in OffsetBox.__init__; lines 374-376 of miscellaneous.py are the MINIMUM and MAXIMUM
# banner; the definition_deleted request names MinMaxBase._eval_rewrite_as_Abs; the renamed
# _minmax_as_Piecewise occurs three times (its definition and the Piecewise rewrites of Max and
# Min), _death_message twice (its definition and mark_stopped), common_datatype three times
# (minkowski_distance_p); the uncommented "bbox_artist(self, renderer, fill=False,
# props=dict(pad=0.))" keeps its name as asked (the other draw methods call _bbox_artist); the
# file request creates scipy/spatial/_kdtree_compat.py; the docstring requests are for
# DraggableOffsetBox.get_loc_in_canvas and the class MinMaxBase (neither has one). Every gold
# was checked by hand without the model on the installed copies (matplotlib 3.11.2, sympy
# 1.14.0, distributed 2026.8.0, scipy 1.17.1): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct
# edit made by hand; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES60: dict[str, list[str]] = {
    "e60_mpl_offsetbox": ["matplotlib/offsetbox.py"],
    "e60_sp_misc": ["sympy/functions/elementary/miscellaneous.py"],
    "e60_dd_nanny": ["distributed/nanny.py"],
    "e60_sc_kdtree": ["scipy/spatial/_kdtree.py"],
}

QUESTIONS60: list[dict] = [
    # --- matplotlib/offsetbox.py ----------------------------------------------------------
    edit(
        "e60_mpl_offsetbox",
        "matplotlib/offsetbox.py: set DEBUG to True, I need to see the debug bboxes the"
        " packers draw",
        value_set=["matplotlib/offsetbox.py", "DEBUG", "True"],
    ),
    edit(
        "e60_mpl_offsetbox",
        "Typo in the comment of _get_packed_offsets' expand mode: \u201cused in conjugation"
        " with tight layout\u201d \u2192 \u201cused in conjunction with tight layout\u201d"
        " (offsetbox.py)",
        text_replaced=[
            "matplotlib/offsetbox.py",
            "used in conjugation with tight layout",
            "used in conjunction with tight layout",
        ],
    ),
    edit(
        "e60_mpl_offsetbox",
        "OffsetImage.draw has its debug bbox call commented out, unlike the other draw"
        " methods. Could you uncomment that line, exactly as it is? I'll sort out the name"
        " myself afterwards.",
        uncomment=[
            "matplotlib/offsetbox.py",
            "bbox_artist(self, renderer, fill=False, props=dict(pad=0.))",
        ],
    ),
    edit(
        "e60_mpl_offsetbox",
        "TODO(matplotlib/offsetbox.py): add `import logging` at the top, the DEBUG flag"
        " should become a logger at some point",
        at_top=["matplotlib/offsetbox.py", "import logging"],
    ),
    edit(
        "e60_mpl_offsetbox",
        "could u write a docstring for DraggableOffsetBox.get_loc_in_canvas? it returns the"
        " lower left corner of the offsetbox in display coords, i.e. its offset plus"
        " bbox.x0 / bbox.y0",
        docstring="DraggableOffsetBox.get_loc_in_canvas",
    ),
    edit(
        "e60_mpl_offsetbox",
        "Delete lines 214-216 in matplotlib/offsetbox.py \u2014 the three-line comment about"
        " clipping in OffsetBox.__init__.",
        lines_deleted=["matplotlib/offsetbox.py", 214, 216],
    ),
    beyond(
        "e60_mpl_offsetbox",
        "offsetbox.py: in update_frame, comment out self.patch.set_mutation_scale(fontsize)",
    ),
    beyond(
        "e60_mpl_offsetbox",
        "A VPacker whose children are all invisible raises a ValueError when the figure is"
        " drawn; an HPacker in the same situation just draws an empty box. Can you find the"
        " bug and fix it?",
    ),
    # --- sympy/functions/elementary/miscellaneous.py ---------------------------------------
    edit(
        "e60_sp_misc",
        "refactor(miscellaneous): rename _minmax_as_Piecewise -> _minmax_piecewise",
        renamed=["_minmax_as_Piecewise", "_minmax_piecewise"],
    ),
    edit(
        "e60_sp_misc",
        "The Rem docstring gets the sign wrong: p - int(p/q)*q truncates like C's %, so the"
        " result follows the dividend. In sympy/functions/elementary/miscellaneous.py change"
        " the line 'as the divisor.' to 'as the dividend.'",
        line_replaced=[
            "sympy/functions/elementary/miscellaneous.py",
            "as the divisor.",
            "as the dividend.",
        ],
    ),
    edit(
        "e60_sp_misc",
        "MinMaxBase has no docstring. Please add one: it is the common base of Max and Min,"
        " it flattens nested arguments, drops the redundant ones and keeps only the local"
        " extrema. Thanks!",
        docstring="MinMaxBase",
    ),
    edit(
        "e60_sp_misc",
        "[miscellaneous.py] in MinMaxBase.__new__ comment out the line which is storing the"
        " frozenset of args on the new object, i want see what is breaking without it",
        comment_out=["sympy/functions/elementary/miscellaneous.py", "obj._argset = args"],
    ),
    edit(
        "e60_sp_misc",
        "Remove lines 374 to 376 from sympy/functions/elementary/miscellaneous.py (the"
        " MINIMUM and MAXIMUM banner).",
        lines_deleted=["sympy/functions/elementary/miscellaneous.py", 374, 376],
    ),
    edit(
        "e60_sp_misc",
        "In our fork Max and Min must not rewrite to Abs. Could you delete"
        " MinMaxBase._eval_rewrite_as_Abs?",
        definition_deleted=[
            "sympy/functions/elementary/miscellaneous.py",
            "MinMaxBase._eval_rewrite_as_Abs",
        ],
    ),
    beyond(
        "e60_sp_misc",
        "In fdiff, right after the line `argindex -= 1`, add `assert 0 <= argindex < n`.",
    ),
    beyond(
        "e60_sp_misc",
        "Add a Clamp(x, lo, hi) function next to Max and Min: it should evaluate to"
        " Min(Max(x, lo), hi) for numbers, stay unevaluated for symbols, and have its own"
        " fdiff and Piecewise rewrite.",
    ),
    # --- distributed/nanny.py -------------------------------------------------------------
    edit(
        "e60_dd_nanny",
        'distributed/nanny.py: Nanny._close warns "Worker._close has moved to Worker.close",'
        ' copy-pasted from worker.py. Replace it with "Nanny._close has moved to'
        ' Nanny.close".',
        text_replaced=[
            "distributed/nanny.py",
            "Worker._close has moved to Worker.close",
            "Nanny._close has moved to Nanny.close",
        ],
    ),
    edit(
        "e60_dd_nanny",
        "WorkerProcess polls init_result_q every 50 ms while it waits for the worker, too"
        " slow for our tests. change `_init_msg_interval = 0.05` to"
        " `_init_msg_interval = 0.01` pls",
        line_replaced=[
            "distributed/nanny.py",
            "_init_msg_interval = 0.05",
            "_init_msg_interval = 0.01",
        ],
    ),
    edit(
        "e60_dd_nanny",
        "Rename WorkerProcess._death_message to _exit_reason; it also describes plain exits"
        " with a status code, nobody died.",
        renamed=["_death_message", "_exit_reason"],
    ),
    edit(
        "e60_dd_nanny",
        "nanny.py \u2013 the info log in start_unsafe that prints the address the nanny"
        " started at is just noise for us (it's even padded with spaces). Comment it out.",
        comment_out=[
            "distributed/nanny.py",
            'logger.info("        Start Nanny at: %r", self.address)',
        ],
    ),
    edit(
        "e60_dd_nanny",
        "In WorkerProcess.kill, right after the line that computes the wait timeout from"
        ' timeout, insert: logger.debug("kill: waiting up to %.1fs", wait_timeout)',
        line_after=[
            "distributed/nanny.py",
            "wait_timeout = timeout * 0.8",
            'logger.debug("kill: waiting up to %.1fs", wait_timeout)',
        ],
    ),
    edit(
        "e60_dd_nanny",
        "So our docs build picks up everything public in nanny.py unless we restrict it."
        ' Append __all__ = ["Nanny", "WorkerProcess"] as the last line of'
        " distributed/nanny.py, please.",
        last_line=["distributed/nanny.py", '__all__ = ["Nanny", "WorkerProcess"]'],
    ),
    beyond("e60_dd_nanny", "nanny.py: delete the line `assert self.worker_address`, its redundant"),
    beyond(
        "e60_dd_nanny",
        "Nanny.__init__ still carries `# type: ignore[no-untyped-def]`. Annotate every one of"
        " its parameters (scheduler_ip, scheduler_port, scheduler_file, nthreads, ..."
        " config, **worker_kwargs) with proper types and drop the ignore.",
    ),
    # --- scipy/spatial/_kdtree.py ---------------------------------------------------------
    edit(
        "e60_sc_kdtree",
        "Could you create scipy/spatial/_kdtree_compat.py containing just: from"
        " scipy.spatial._kdtree import KDTree, Rectangle, distance_matrix",
        file=[
            "scipy/spatial/_kdtree_compat.py",
            "from scipy.spatial._kdtree import KDTree, Rectangle, distance_matrix",
        ],
    ),
    edit(
        "e60_sc_kdtree",
        "line 206 of _kdtree.py: insert '# KDTree: pure-Python wrapper around the compiled"
        " cKDTree' (so it sits right above the class)",
        line_inserted_at=[
            "scipy/spatial/_kdtree.py",
            206,
            "# KDTree: pure-Python wrapper around the compiled cKDTree",
        ],
    ),
    edit(
        "e60_sc_kdtree",
        "distance_matrix, large-input branch: just before the line that allocates the result"
        " array, put the comment `# fill one row or column at a time to bound the memory`",
        line_before=[
            "scipy/spatial/_kdtree.py",
            "result = np.empty((m,n),dtype=float)  # FIXME: figure out the best dtype",
            "# fill one row or column at a time to bound the memory",
        ],
    ),
    edit(
        "e60_sc_kdtree",
        "The comment in KDTree.__init__ about the default leafsize differing from cKDTree"
        " confuses people reading the signature. Remove that line."
        " (scipy/spatial/_kdtree.py)",
        line_deleted=[
            "scipy/spatial/_kdtree.py",
            "# Note KDTree has different default leafsize from cKDTree",
        ],
    ),
    edit(
        "e60_sc_kdtree",
        "in minkowski_distance_p rename the local common_datatype \u2192 common_dtype",
        renamed=["common_datatype", "common_dtype"],
    ),
    beyond(
        "e60_sc_kdtree",
        "distance_matrix falls back to a Python loop over rows or columns once M*N*K passes"
        " the threshold. Make it fast for big inputs (process blocks of rows with"
        " broadcasting) without ever building the full M*N*K temporary.",
    ),
    beyond(
        "e60_sc_kdtree",
        "KDTree.__init__, query and query_ball_point each repeat the same complex-dtype check"
        " and TypeError. Pull it into one _check_not_complex(x) helper and call that from all"
        " three.",
    ),
]


# Set 61 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 60. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (jinja2/filters.py, 1873 lines; numpy/lib/_npyio_impl.py, 2583
# lines; _pytest/fixtures.py, 2047 lines; werkzeug/routing/rules.py, 927 lines), as a dozen
# different users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a
# line number, a line range; "right after the line", "just before the line"; a first sentence
# that only gives context or a reason, then the request; a pronoun for what was named before;
# terse, polite, chatty, non-native, typos; questions). Seven of them say the line by what it
# does or what it holds, without quoting it (the assert of do_truncate that the leeway is not
# negative, as the anchor of a line_after; the comment after do_last about there being no async
# variant, "# No async do_last, it may not be safe in async mode.", as a line_deleted; the
# one-letter alias of the default filter in FILTERS, '"d": do_default,', as a comment_out; the
# commented-out line under genfromtxt's "Fixme: possible error" note that collects the
# converters' missing values, "miss_chars = [_.missing_values for _ in converters]", as an
# uncomment, the only commented-out line there; the line of load that seeks back over the magic
# bytes, "fid.seek(-min(N, len(magic)), 1)  # back-up", as the anchor of a line_before, whose
# stripped text keeps its "# back-up" comment; the line of FixtureManager.__init__ that registers
# the manager with the plugin manager, 'session.config.pluginmanager.register(self,
# "funcmanage")', as a comment_out; the line of Rule.__init__ that upper-cases the methods into
# a set, "methods = {x.upper() for x in methods}", as the anchor of a line_after), where exactly
# one line fits. 8 requests are beyond the model: a bug to find (Rule.get_empty_kwargs leaves out
# merge_slashes and websocket, so a rule that goes through Submount, Subdomain or EndpointPrefix,
# which call rule.empty(), loses both), a new feature (a pluralize filter registered in FILTERS),
# type hints (yield_fixture and the untyped FixtureRequest properties, dropping the file's
# "# mypy: allow-untyped-defs"), speed (the per-row Python loop of savetxt), a refactor (the
# scope check and AttributeError repeated in FixtureRequest.function, cls, module and path), and
# three whose description fits several lines ("# Return the real key from the first value
# instead of the lowercase key.", in sync_do_groupby and do_groupby, as a line_deleted;
# "_loadtxt_chunksize = 50000", on lines 827 and 858 of _npyio_impl.py, as a comment_out;
# "rule = rule.empty()", in the get_rules of Subdomain, Submount and EndpointPrefix, as the anchor
# of a line_before). The value_set request sets rules.py's _PYTHON_CONSTANTS, a dict literal on
# a line of its own, to the same dict plus lowercase "none", "true" and "false"; the at_top
# request adds "import io" to _npyio_impl.py, which starts with a module docstring and "import
# contextlib"; the last_line request appends '__all__ = ["fixture", "FixtureDef",
# "FixtureLookupError", "FixtureRequest"]' to fixtures.py, which has no __all__; the
# text_replaced requests quote "This makes it is possible to chain" (do_sort's docstring) and
# "from furthest to closes to the function" (a comment of FuncFixtureInfo), so that the
# corrected text occurs nowhere in the untouched files; the line_replaced request turns NpzFile's
# class attribute "_MAX_REPR_ARRAY_COUNT = 5" (line 190) into "_MAX_REPR_ARRAY_COUNT = 10" (a
# class attribute, so not a value_set); the line_inserted_at request puts a comment on line 960
# of fixtures.py, right above "class FixtureDef(Generic[FixtureValue]):"; lines 2309-2313 of
# _npyio_impl.py are the commented-out dead code in genfromtxt's check of invalid lines; the
# definition_deleted requests name _GroupTuple.__str__ and yield_fixture; the renamed indention
# occurs six times (do_indent), requested_fixtures_that_should_finalize_us three times
# (FixtureDef.execute), convertor_number four times (Rule._parse_rule), and the new names occur
# nowhere; the file request creates werkzeug/routing/rule_factories.py; the docstring requests
# are for _savez (named first, then "it") and parse_converter_args (neither has one). Every gold
# was checked by hand without the model on the installed copies (jinja2 3.1.6, numpy 2.4.6,
# pytest 9.0.3, werkzeug 3.1.8): anchors occur once, new names are unused, line numbers are the
# file's, and each check fails on the untouched file and holds after a correct edit made by hand;
# each decline holds on the untouched workspace. Not measured when written.
WORKSPACES61: dict[str, list[str]] = {
    "e61_jj_filters": ["jinja2/filters.py"],
    "e61_np_npyio": ["numpy/lib/_npyio_impl.py"],
    "e61_pt_fixtures": ["_pytest/fixtures.py"],
    "e61_wz_rules": ["werkzeug/routing/rules.py"],
}

QUESTIONS61: list[dict] = [
    # --- jinja2/filters.py ----------------------------------------------------------------
    edit(
        "e61_jj_filters",
        "jinja2/filters.py: the local `indention` in do_indent is misspelt, rename it to"
        " `indentation` everywhere",
        renamed=["indention", "indentation"],
    ),
    edit(
        "e61_jj_filters",
        'Typo in the do_sort docstring: "This makes it is possible to chain" should read'
        ' "This makes it possible to chain". Fix pls (filters.py)',
        text_replaced=[
            "jinja2/filters.py",
            "This makes it is possible to chain",
            "This makes it possible to chain",
        ],
    ),
    edit(
        "e61_jj_filters",
        "In do_truncate, right after the line that asserts the leeway is not negative, add"
        " s = soft_str(s) so that numbers and Markup get measured as text",
        line_after=[
            "jinja2/filters.py",
            'assert leeway >= 0, f"expected leeway >= 0, got {leeway}"',
            "s = soft_str(s)",
        ],
    ),
    edit(
        "e61_jj_filters",
        "[jinja2/filters.py] remove the one-line comment just after do_last that explains why"
        " there is no async version of it",
        line_deleted=["jinja2/filters.py", "# No async do_last, it may not be safe in async mode."],
    ),
    edit(
        "e61_jj_filters",
        "TODO(jinja2/filters.py): comment out the one-letter alias of the default filter in the"
        " FILTERS dict, our templates should spell out `default`",
        comment_out=["jinja2/filters.py", '"d": do_default,'],
    ),
    edit(
        "e61_jj_filters",
        "_GroupTuple overrides __str__ only to call tuple.__str__, which ends up in its own"
        " __repr__ anyway. Could you delete _GroupTuple.__str__?",
        definition_deleted=["jinja2/filters.py", "_GroupTuple.__str__"],
    ),
    beyond(
        "e61_jj_filters",
        "Add a pluralize filter to jinja2/filters.py: {{ n|pluralize }} gives '' for 1 and 's'"
        " otherwise, with optional singular and plural suffixes like Django's"
        " ({{ n|pluralize('y', 'ies') }}), and register it in FILTERS.",
    ),
    beyond(
        "e61_jj_filters",
        "in the groupby filter, delete the comment line \u201c# Return the real key from the"
        " first value instead of the lowercase key.\u201d",
    ),
    # --- numpy/lib/_npyio_impl.py ---------------------------------------------------------
    edit(
        "e61_np_npyio",
        "numpy/lib/_npyio_impl.py \u2013 add `import io` at the top with the other imports",
        at_top=["numpy/lib/_npyio_impl.py", "import io"],
    ),
    edit(
        "e61_np_npyio",
        "Delete lines 2309-2313 of numpy/lib/_npyio_impl.py, the dead commented-out code in"
        " genfromtxt's check of invalid lines.",
        lines_deleted=["numpy/lib/_npyio_impl.py", 2309, 2313],
    ),
    edit(
        "e61_np_npyio",
        "genfromtxt has a commented-out line just under the \u201cFixme: possible error\u201d"
        " note, the one which collect the missing values of every converter. Uncomment it"
        " please, i want inspect it in the debugger",
        uncomment=[
            "numpy/lib/_npyio_impl.py",
            "miss_chars = [_.missing_values for _ in converters]",
        ],
    ),
    edit(
        "e61_np_npyio",
        "npyio line 190: _MAX_REPR_ARRAY_COUNT = 5 -> _MAX_REPR_ARRAY_COUNT = 10, our archives"
        " have more keys and the repr cuts them off",
        line_replaced=[
            "numpy/lib/_npyio_impl.py",
            "_MAX_REPR_ARRAY_COUNT = 5",
            "_MAX_REPR_ARRAY_COUNT = 10",
        ],
    ),
    edit(
        "e61_np_npyio",
        "There's a private helper _savez in _npyio_impl.py that savez and savez_compressed both"
        " call. It has no docstring; could you write one for it? (what compress does, and that"
        " .npz is appended to paths without it)",
        docstring="_savez",
    ),
    edit(
        "e61_np_npyio",
        "fix(npyio): in load(), just before the line that seeks back over the magic bytes it"
        " has just read, insert the comment # rewind so the readers below see the magic string"
        " again",
        line_before=[
            "numpy/lib/_npyio_impl.py",
            "fid.seek(-min(N, len(magic)), 1)  # back-up",
            "# rewind so the readers below see the magic string again",
        ],
    ),
    beyond(
        "e61_np_npyio",
        "savetxt is painfully slow on a 5,000,000 x 3 float array: it formats and writes every"
        " row in a Python loop. Make it much faster (format blocks of rows at once) while"
        " keeping the output byte-for-byte identical.",
    ),
    beyond(
        "e61_np_npyio",
        "_npyio_impl.py: comment out `_loadtxt_chunksize = 50000`, I want to see what the"
        " tests do without that module default",
    ),
    # --- _pytest/fixtures.py --------------------------------------------------------------
    edit(
        "e61_pt_fixtures",
        "refactor(fixtures): rename requested_fixtures_that_should_finalize_us \u2192"
        " dependency_fixturedefs in FixtureDef.execute",
        renamed=["requested_fixtures_that_should_finalize_us", "dependency_fixturedefs"],
    ),
    edit(
        "e61_pt_fixtures",
        "small typo in a comment of FuncFixtureInfo: 'from furthest to closes to the function'"
        " should be 'from furthest to closest to the function' (_pytest/fixtures.py)",
        text_replaced=[
            "_pytest/fixtures.py",
            "from furthest to closes to the function",
            "from furthest to closest to the function",
        ],
    ),
    edit(
        "e61_pt_fixtures",
        "Put `# --- fixture definitions ---` on line 960 of _pytest/fixtures.py (so that it"
        " ends up directly above class FixtureDef).",
        line_inserted_at=["_pytest/fixtures.py", 960, "# --- fixture definitions ---"],
    ),
    edit(
        "e61_pt_fixtures",
        "[fixtures.py] For a local experiment FixtureManager must not show up as a plugin."
        " Comment out the line in its __init__ that registers it with the plugin manager.",
        comment_out=[
            "_pytest/fixtures.py",
            'session.config.pluginmanager.register(self, "funcmanage")',
        ],
    ),
    edit(
        "e61_pt_fixtures",
        "we're on pytest 9 and yield_fixture has been deprecated forever. delete the"
        " yield_fixture function from _pytest/fixtures.py",
        definition_deleted=["_pytest/fixtures.py", "yield_fixture"],
    ),
    edit(
        "e61_pt_fixtures",
        'Could you append __all__ = ["fixture", "FixtureDef", "FixtureLookupError",'
        ' "FixtureRequest"] as the very last line of _pytest/fixtures.py?',
        last_line=[
            "_pytest/fixtures.py",
            '__all__ = ["fixture", "FixtureDef", "FixtureLookupError", "FixtureRequest"]',
        ],
    ),
    beyond(
        "e61_pt_fixtures",
        "_pytest/fixtures.py still starts with `# mypy: allow-untyped-defs`. Add full type"
        " annotations to yield_fixture and to the FixtureRequest properties function, cls,"
        " instance and module, then remove that comment.",
    ),
    beyond(
        "e61_pt_fixtures",
        "FixtureRequest.function, cls, module and path each compare self.scope with some scopes"
        ' and raise the same kind of AttributeError ("... not available in'
        ' {self.scope}-scoped context"). Pull that into one _require_scope(name, *scopes)'
        " helper and call it from all four.",
    ),
    # --- werkzeug/routing/rules.py --------------------------------------------------------
    edit(
        "e61_wz_rules",
        "werkzeug/routing/rules.py: converter arguments like <int(signed=true):x> arrive as the"
        ' string "true". Set _PYTHON_CONSTANTS = {"None": None, "True": True, "False": False,'
        ' "none": None, "true": True, "false": False}',
        value_set=[
            "werkzeug/routing/rules.py",
            "_PYTHON_CONSTANTS",
            '{"None": None, "True": True, "False": False, "none": None, "true": True,'
            ' "false": False}',
        ],
    ),
    edit(
        "e61_wz_rules",
        "Create werkzeug/routing/rule_factories.py containing only: from .rules import"
        " EndpointPrefix, RuleFactory, RuleTemplate, Subdomain, Submount",
        file=[
            "werkzeug/routing/rule_factories.py",
            "from .rules import EndpointPrefix, RuleFactory, RuleTemplate, Subdomain, Submount",
        ],
    ),
    edit(
        "e61_wz_rules",
        "parse_converter_args in rules.py has no docstirng, can u add one? it parses the text"
        " between the parens of <conv(...):name> into an (args, kwargs) pair, the values go"
        " through _pythonize",
        docstring="parse_converter_args",
    ),
    edit(
        "e61_wz_rules",
        "Rename convertor_number -> converter_number in Rule._parse_rule, \u2018convertor\u2019"
        " is a typo (werkzeug/routing/rules.py)",
        renamed=["convertor_number", "converter_number"],
    ),
    edit(
        "e61_wz_rules",
        "In Rule.__init__, right after the line that upper-cases the given methods into a set,"
        ' add: methods.discard("")',
        line_after=[
            "werkzeug/routing/rules.py",
            "methods = {x.upper() for x in methods}",
            'methods.discard("")',
        ],
    ),
    beyond(
        "e61_wz_rules",
        "A Rule(..., merge_slashes=False) or Rule(..., websocket=True) put inside a Submount or"
        " a Subdomain behaves like a plain rule once the map is built: slashes get merged again"
        " and websocket requests no longer match it. Can you find out why and fix it?",
    ),
    beyond(
        "e61_wz_rules",
        "rules.py: in get_rules, just before `rule = rule.empty()`, add the comment"
        " `# copy, so the original rule stays unbound`",
    ),
]


# Set 62 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 60. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (babel/numbers.py, 1683 lines; trio/_channel.py, 429 lines,
# taken instead of trio/_highlevel_open_tcp_stream.py, which has 379; anyio/_core/_fileio.py,
# 1047 lines; networkx/algorithms/shortest_paths/weighted.py, 2542 lines), as a dozen different
# users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a
# line number, a line range; "right after the line", "just before the line"; a first sentence
# that only gives context or a reason, then the request; a pronoun for what was named before;
# terse, polite, chatty, non-native, typos; questions). Seven of them say the line by what it
# does or what it holds, without quoting it (the line of NumberPattern.apply that takes the
# absolute value and normalizes it, "value = abs(value).normalize()", as the anchor of a
# line_after; the assert of get_decimal_precision that its argument is a Decimal, "assert
# isinstance(number, decimal.Decimal)", as a comment_out; the XX comment of
# MemorySendChannel.statistics, "# XX should we also report statistics specific to this
# object?", as a line_deleted; the _tasks annotation of MemoryReceiveChannel that spells the full
# trio._core._run.Task path, as the old line of a line_replaced; the line of open_file that wraps
# fp in an AsyncFile and returns it, "return AsyncFile(fp, limiter=limiter)", as the anchor of a
# line_before (Path.open's "return AsyncFile(fp, limiter=self._limiter)" and wrap_file's
# "return AsyncFile(file, limiter=limiter)" differ); the line of negative_edge_cycle that
# connects the temporary node to every node, "G.add_edges_from([(newnode, n) for n in G])", as a
# comment_out; the line of _dijkstra_multisource that pops the nearest entry off the heap,
# "(dist_v, _, v) = heappop(fringe)", as the anchor of a line_after (bidirectional_dijkstra's
# pop reads "(dist, _, v) = heappop(fringe[direction])")), where exactly one line fits. 8
# requests are beyond the model: a bug to find (format_currency(float("inf"), "USD",
# format_type="name") raises OverflowError, NaN a ValueError, from loc.plural_form in
# get_currency_unit_pattern, which unlike get_currency_name does not catch them), a new feature
# (resizing a memory channel's buffer at run time, waking blocked senders when it grows), type
# hints (_dijkstra_multisource, _bellman_ford and _inner_bellman_ford), speed (the one worker
# thread round trip per line of AsyncFile.__aiter__), a refactor (the CapacityLimiter check and
# TypeError repeated in AsyncFile.__init__ and Path.__init__), and three whose description fits
# several lines ("format = locale.decimal_formats[None]", in format_compact_decimal and
# _format_currency_long_name, as a line_replaced; "await trio.lowlevel.checkpoint()", in
# the aclose of MemorySendChannel and of MemoryReceiveChannel, as a comment_out; "if source ==
# target:", in dijkstra_path_length, bellman_ford_path_length, single_source_bellman_ford and
# bidirectional_dijkstra, as the anchor of a line_after). No request is an uncomment: none of
# the four files holds a commented-out line of code. The value_set request pins numbers.py's
# LC_NUMERIC, "default_locale('LC_NUMERIC')" on a line of its own, to the str 'en_US'; the at_top
# request adds "import warnings" to _channel.py, which starts with "from __future__ import
# annotations" and does not import warnings; the last_line request appends '__all__ =
# ["AsyncFile", "Path", "open_file", "wrap_file"]' to _fileio.py, which has no __all__ and ends
# with "PathLike.register(Path)"; the text_replaced requests quote "always return a Boolean and
# never raise." (is_currency's docstring) and "the eedge joining those nodes" (_weight_function's
# docstring), so that the corrected text occurs nowhere in the untouched files; the line_replaced
# requests turn MemoryReceiveChannel's "_tasks: set[trio._core._run.Task] =
# attr.ib(factory=set)" into "_tasks: set[Task] = attr.ib(factory=set)" (the send side's line,
# so the new line is already in the file; the check holds only once the old line is gone) and
# find_negative_cycle's "if v in G[v] and weight(G, v, v) < 0:" into "if v in G[v] and weight(v,
# v, G[v][v]) < 0:"; the line_inserted_at request puts a comment on line 141 of _channel.py,
# right above MemorySendChannel's "@attr.s(eq=False, repr=False)"; lines 1003-1004 of _fileio.py
# are the two comment lines above the backported with_stem; the definition_deleted request names
# Path.lchmod; the renamed _match_number occurs four times (parse_pattern), abort_fn four times
# (MemorySendChannel.send and MemoryReceiveChannel.receive, both asked for), vwLength six times
# (bidirectional_dijkstra), and the new names occur nowhere; the file request creates
# anyio/_core/_async_paths.py; the docstring requests are for NumberPattern._format_int, the class
# MemoryChannelStats and bidirectional_dijkstra's nested path (none has one). Every gold was
# checked by hand without the model on the installed copies (babel 2.19.0, trio 0.22.2, anyio
# 4.16.0, networkx 3.6.1): anchors occur once, new names are unused, line numbers are the
# file's, and each check fails on the untouched file and holds after a correct edit made by
# hand; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES62: dict[str, list[str]] = {
    "e62_babel_numbers": ["babel/numbers.py"],
    "e62_trio_channel": ["trio/_channel.py"],
    "e62_anyio_fileio": ["anyio/_core/_fileio.py"],
    "e62_nx_weighted": ["networkx/algorithms/shortest_paths/weighted.py"],
}

QUESTIONS62: list[dict] = [
    # --- babel/numbers.py -----------------------------------------------------------------
    edit(
        "e62_babel_numbers",
        "babel/numbers.py: pin LC_NUMERIC to 'en_US' instead of reading it from the"
        " environment, our CI boxes have no LANG set",
        value_set=["babel/numbers.py", "LC_NUMERIC", "'en_US'"],
    ),
    edit(
        "e62_babel_numbers",
        "is_currency's docstring has bad grammar: \u201cThis method always return a Boolean"
        " and never raise.\u201d \u2192 \u201cThis method always returns a Boolean and never"
        " raises.\u201d",
        text_replaced=[
            "babel/numbers.py",
            "always return a Boolean and never raise.",
            "always returns a Boolean and never raises.",
        ],
    ),
    edit(
        "e62_babel_numbers",
        "could you add a docstring to NumberPattern._format_int? it left-pads the digits with"
        " zeros up to min and then puts the locale's group symbol between the groups, primary"
        " grouping first and the secondary one after that",
        docstring="NumberPattern._format_int",
    ),
    edit(
        "e62_babel_numbers",
        "refactor(numbers): rename the inner helper _match_number -> _split_number_pattern"
        " (parse_pattern)",
        renamed=["_match_number", "_split_number_pattern"],
    ),
    edit(
        "e62_babel_numbers",
        "In NumberPattern.apply, right after the line that takes the absolute value of the"
        " number and normalizes it, add the comment"
        " # value is non-negative from here on, the sign is in is_negative",
        line_after=[
            "babel/numbers.py",
            "value = abs(value).normalize()",
            "# value is non-negative from here on, the sign is in is_negative",
        ],
    ),
    edit(
        "e62_babel_numbers",
        "[babel/numbers.py] get_decimal_precision have an assert that the argument is a"
        " Decimal, it is firing on our floats when we run with debug. pls comment it out",
        comment_out=["babel/numbers.py", "assert isinstance(number, decimal.Decimal)"],
    ),
    beyond(
        "e62_babel_numbers",
        "format_currency(float('inf'), 'USD', locale='en_US', format_type='name') blows up"
        " with OverflowError (and NaN with a ValueError), although get_currency_name copes"
        " with both. Can you track down where it fails and fix it?",
    ),
    beyond(
        "e62_babel_numbers",
        "In numbers.py, replace the line `format = locale.decimal_formats[None]`"
        " with `format = locale.decimal_formats.get(None)`",
    ),
    # --- trio/_channel.py -----------------------------------------------------------------
    edit(
        "e62_trio_channel",
        "TODO(trio/_channel.py): import warnings at the top, we are going to deprecate the"
        " synchronous close()",
        at_top=["trio/_channel.py", "import warnings"],
    ),
    edit(
        "e62_trio_channel",
        'Rename abort_fn to abort_wait in both send() and receive() of _channel.py; "fn"'
        " says nothing about what it does.",
        renamed=["abort_fn", "abort_wait"],
    ),
    edit(
        "e62_trio_channel",
        "MemoryChannelStats has no docstring \u2014 please add one: it is the frozen snapshot"
        " that statistics() returns, with the buffer usage, the maximum size, the open"
        " endpoints on each side and the tasks blocked in send and receive.",
        docstring="MemoryChannelStats",
    ),
    edit(
        "e62_trio_channel",
        "The XX comment in MemorySendChannel.statistics, the one wondering whether we should"
        " also report per-object statistics, has been sitting there for years. Delete that"
        " line (trio/_channel.py).",
        line_deleted=[
            "trio/_channel.py",
            "# XX should we also report statistics specific to this object?",
        ],
    ),
    edit(
        "e62_trio_channel",
        "MemoryReceiveChannel spells the type of its _tasks attribute with the whole"
        " trio._core._run.Task path. Make that line `_tasks: set[Task] ="
        " attr.ib(factory=set)`, same as on the send side; Task is imported already.",
        line_replaced=[
            "trio/_channel.py",
            "_tasks: set[trio._core._run.Task] = attr.ib(factory=set)",
            "_tasks: set[Task] = attr.ib(factory=set)",
        ],
    ),
    edit(
        "e62_trio_channel",
        "insert '# Sending end; MemoryReceiveChannel below is the receiving end.' at line"
        " 141 of trio/_channel.py, so it sits above MemorySendChannel's decorator",
        line_inserted_at=[
            "trio/_channel.py",
            141,
            "# Sending end; MemoryReceiveChannel below is the receiving end.",
        ],
    ),
    beyond(
        "e62_trio_channel",
        "We need to change a memory channel's max_buffer_size while it is in use. Add a way"
        " to resize the buffer at run time from either end: growing it should wake as many"
        " blocked senders as now fit, shrinking must never drop buffered items.",
    ),
    beyond(
        "e62_trio_channel",
        "_channel.py \u2192 in aclose, comment out `await trio.lowlevel.checkpoint()`",
    ),
    # --- anyio/_core/_fileio.py -----------------------------------------------------------
    edit(
        "e62_anyio_fileio",
        "Delete lines 1003-1004 of anyio/_core/_fileio.py (the two comment lines above the"
        " backported with_stem).",
        lines_deleted=["anyio/_core/_fileio.py", 1003, 1004],
    ),
    edit(
        "e62_anyio_fileio",
        "We only ship on Linux, where lchmod does not exist anyway. Could you remove the"
        " Path.lchmod method?",
        definition_deleted=["anyio/_core/_fileio.py", "Path.lchmod"],
    ),
    edit(
        "e62_anyio_fileio",
        'append __all__ = ["AsyncFile", "Path", "open_file", "wrap_file"] as the very last'
        " line of _fileio.py, after the PathLike.register call",
        last_line=[
            "anyio/_core/_fileio.py",
            '__all__ = ["AsyncFile", "Path", "open_file", "wrap_file"]',
        ],
    ),
    edit(
        "e62_anyio_fileio",
        "open_file: just before the line that wraps fp in an AsyncFile and returns it,"
        " insert `# fp is a blocking file object; AsyncFile runs its methods in worker"
        " threads`",
        line_before=[
            "anyio/_core/_fileio.py",
            "return AsyncFile(fp, limiter=limiter)",
            "# fp is a blocking file object; AsyncFile runs its methods in worker threads",
        ],
    ),
    edit(
        "e62_anyio_fileio",
        "Create anyio/_core/_async_paths.py with the single line:"
        " from ._fileio import AsyncFile, Path, open_file, wrap_file",
        file=[
            "anyio/_core/_async_paths.py",
            "from ._fileio import AsyncFile, Path, open_file, wrap_file",
        ],
    ),
    beyond(
        "e62_anyio_fileio",
        "AsyncFile.__init__ and Path.__init__ both check that limiter is a CapacityLimiter"
        " or None and raise the same TypeError. Move that into one _check_limiter() helper"
        " and call it from both.",
    ),
    beyond(
        "e62_anyio_fileio",
        "`async for line in f` on an AsyncFile is painfully slow on big files: every single"
        " line costs a round trip to a worker thread. Make iteration fast, e.g. by reading"
        " batches of lines in the thread, without changing what it yields.",
    ),
    # --- networkx/algorithms/shortest_paths/weighted.py -----------------------------------
    edit(
        "e62_nx_weighted",
        "typo in _weight_function's docstring: 'the eedge joining those nodes' -> 'the edge"
        " joining those nodes' (networkx/algorithms/shortest_paths/weighted.py)",
        text_replaced=[
            "networkx/algorithms/shortest_paths/weighted.py",
            "the eedge joining those nodes",
            "the edge joining those nodes",
        ],
    ),
    edit(
        "e62_nx_weighted",
        "negative_edge_cycle: comment out the line that connects the temporary node to all"
        " the other nodes. just an experiment, I'll put it back",
        comment_out=[
            "networkx/algorithms/shortest_paths/weighted.py",
            "G.add_edges_from([(newnode, n) for n in G])",
        ],
    ),
    edit(
        "e62_nx_weighted",
        "find_negative_cycle calls the weight function with the graph as its first argument:"
        ' "if v in G[v] and weight(G, v, v) < 0:". Replace that line with'
        ' "if v in G[v] and weight(v, v, G[v][v]) < 0:" please.',
        line_replaced=[
            "networkx/algorithms/shortest_paths/weighted.py",
            "if v in G[v] and weight(G, v, v) < 0:",
            "if v in G[v] and weight(v, v, G[v][v]) < 0:",
        ],
    ),
    edit(
        "e62_nx_weighted",
        "weighted.py, _dijkstra_multisource \u2014 right after the line that pops the nearest"
        " entry off the fringe heap, add `# v is settled now unless it is already in dist`",
        line_after=[
            "networkx/algorithms/shortest_paths/weighted.py",
            "(dist_v, _, v) = heappop(fringe)",
            "# v is settled now unless it is already in dist",
        ],
    ),
    edit(
        "e62_nx_weighted",
        "vwLength isnt PEP 8. rename it to vw_length in bidirectional_dijkstra, would you?",
        renamed=["vwLength", "vw_length"],
    ),
    edit(
        "e62_nx_weighted",
        "Can you give the path() helper nested in bidirectional_dijkstra a docstring? It"
        " follows preds[direction] back from curr and returns the nodes in source-to-target"
        " order (it reverses them for the forward side).",
        docstring="bidirectional_dijkstra.path",
    ),
    beyond(
        "e62_nx_weighted",
        "Add type hints to _dijkstra_multisource, _bellman_ford and _inner_bellman_ford in"
        " weighted.py: the graph, the weight callable, the pred/paths/dist dicts and the"
        " return types.",
    ),
    beyond(
        "e62_nx_weighted",
        "networkx weighted.py: right after the line `if source == target:` add `# trivial case`",
    ),
]


# Set 63 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 60. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (mistune/block_parser.py, 615 lines;
# fsspec/implementations/local.py, 525 lines; sortedcontainers/sorteddict.py, 812 lines;
# babel/dates.py, 2206 lines), as a dozen different users type them (the file first, last, in
# brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; arrows; a line number, a line range; "right after the
# line", "just before the line"; a first sentence that only gives context or a reason, then the
# request; a pronoun for what was named before; terse, polite, chatty, non-native, typos;
# questions). Seven of them say the line by what it does or what it holds, without quoting it
# (the line of parse_fenced_code that compiles the closing-fence regex, "_end = re.compile(...)",
# as the anchor of a line_before, the other re.compile of that function being the indent trim;
# the assert of extract_block_quote, "assert text is not None", as a comment_out; the debug log
# of LocalFileOpener.__init__, 'logger.debug("open file: %s", path)', as a line_deleted; the chmod
# call of LocalFileOpener.commit, "os.chmod(self.path, mask & ~get_umask(mask))", as a
# comment_out; the line of SortedDict.popitem that pops the key off the sorted list, "key =
# self._list_pop(index)", as the anchor of a line_after; the line of SortedDict.update whose
# factor of 10 decides whether to rebuild the key list, "if (10 * len(pairs)) > len(self):", as
# a line_replaced; the line of parse_date that swaps month and day, "month, day = day, month", as
# the anchor of a line_before), where exactly one line fits. 8 requests are beyond the model: a
# bug to find (LocalFileSystem.get_file opens path1 without stripping the protocol when path2 is
# file-like, so get_file("file:///...", buffer) raises FileNotFoundError while get_file to a
# local path goes through cp_file, which strips it), a new feature (floor_key and ceiling_key on
# SortedDict), type hints (SortedDict generic in key and value, its methods and the views'
# __getitem__), speed (match_skeleton tokenizes every option again on each call), a refactor
# (the four lines parse_indent_code and _parse_indent_code_fast share), and three whose
# description fits several lines ('code = _INDENT_CODE_TRIM.sub("", code)', in
# parse_indent_code and _parse_indent_code_fast, as a comment_out; the line that makes path2's
# parent directory when auto_mkdir is set, in cp_file and mv, as a comment_out; "zone =
# get_global('zone_aliases').get(zone, zone)", in get_timezone_location and get_timezone_name,
# as the anchor of a line_after). There is no uncomment request: none of the four files has a
# commented-out line of code. The value_set request sets dates.py's LC_TIME, assigned
# default_locale('LC_TIME') on a line of its own, to 'en_US'; the at_top request adds "import
# typing" to sorteddict.py, which starts with a module docstring and "import sys"; the
# last_line request appends '__all__ = ["SortedDict", "SortedKeysView", "SortedItemsView",
# "SortedValuesView"]' to sorteddict.py, which has no __all__; the text_replaced requests quote
# "setex style heading" (parse_setex_heading's docstring) and "initailized" (fromkeys'
# docstring), so that the corrected text occurs nowhere in the untouched files; the
# line_replaced requests turn the line of SortedDict.update above and the local
# "JULIAN_DAY_OFFSET = 1721426 - 1" of DateTimeFormat.format_julian_day into
# "JULIAN_DAY_OFFSET = 1721425" (a local, so not a value_set); the line_inserted_at request puts
# a comment on line 381 of local.py, right above "class LocalFileOpener(io.IOBase):"; lines
# 371-373 of block_parser.py are the three-line comment about the nesting limit in
# parse_block_quote; the definition_deleted requests name LocalFileSystem._isfilestore and
# get_relative_name; the renamed _BLANK_TO_LINE occurs three times (its definition and
# parse_ref_link), get_umask twice (its definition and commit), _expand_two_digit_year twice
# (its definition and parse_date), and the new names occur nowhere; the file request creates
# fsspec/implementations/localfs.py; the docstring requests are for _find_next_blank_line (named
# first, then "it") and DateTimeFormat.extract (neither has one). Every gold was checked by hand
# without the model on the installed copies (mistune 3.4.0, fsspec 2026.9.0, sortedcontainers
# 2.4.0, babel 2.19.0): anchors occur once, new names are unused, line numbers are the file's,
# and each check fails on the untouched file and holds after a correct edit made by hand; each
# decline holds on the untouched workspace. Not measured when written.
WORKSPACES63: dict[str, list[str]] = {
    "e63_mi_block": ["mistune/block_parser.py"],
    "e63_fs_local": ["fsspec/implementations/local.py"],
    "e63_sc_sorteddict": ["sortedcontainers/sorteddict.py"],
    "e63_ba_dates": ["babel/dates.py"],
}

QUESTIONS63: list[dict] = [
    # --- mistune/block_parser.py ----------------------------------------------------------
    edit(
        "e63_mi_block",
        "refactor(block_parser): _BLANK_TO_LINE -> _TRAILING_BLANKS",
        renamed=["_BLANK_TO_LINE", "_TRAILING_BLANKS"],
    ),
    edit(
        "e63_mi_block",
        "There's a helper near the bottom of mistune/block_parser.py, _find_next_blank_line,"
        " that caches where every blank line of the source starts in state.env and bisects"
        " into that list. Could you give it a docstring that says so?",
        docstring="_find_next_blank_line",
    ),
    edit(
        "e63_mi_block",
        "In parse_fenced_code, just before the line that compiles the regex for the closing"
        " fence, add the comment `# closing fence: same char, at least as long as the opening"
        " one`",
        line_before=[
            "mistune/block_parser.py",
            (
                '_end = re.compile(r"^ {0,3}" + c + "{" + str(len(marker)) + r",}[ \\t]*(?:\\n|$)",'
                " re.M)"
            ),
            "# closing fence: same char, at least as long as the opening one",
        ],
    ),
    edit(
        "e63_mi_block",
        "[block_parser.py] please comment out teh assert in extract_block_quote, i want see"
        " what is happening when the first line is not a quote",
        comment_out=["mistune/block_parser.py", "assert text is not None"],
    ),
    edit(
        "e63_mi_block",
        "mistune/block_parser.py L371-L373: drop that comment about the nesting limit, it"
        " reads like a changelog entry",
        lines_deleted=["mistune/block_parser.py", 371, 373],
    ),
    edit(
        "e63_mi_block",
        'Typo in the docstring of parse_setex_heading: "setex style heading" should read'
        " \u201csetext style heading\u201d. (mistune/block_parser.py)",
        text_replaced=["mistune/block_parser.py", "setex style heading", "setext style heading"],
    ),
    beyond(
        "e63_mi_block",
        'block_parser.py: comment out `code = _INDENT_CODE_TRIM.sub("", code)`',
    ),
    beyond(
        "e63_mi_block",
        "parse_indent_code and _parse_indent_code_fast both end with the same four steps"
        " (expand the leading tab, trim the indent, strip the newlines, append the block_code"
        " token). Pull them into one helper and call it from both.",
    ),
    # --- fsspec/implementations/local.py --------------------------------------------------
    edit(
        "e63_fs_local",
        "fsspec/implementations/local.py \u2014 drop the debug log in LocalFileOpener's"
        " constructor, it floods our logs on every single open.",
        line_deleted=["fsspec/implementations/local.py", 'logger.debug("open file: %s", path)'],
    ),
    edit(
        "e63_fs_local",
        "On our NFS mount the permission reset after a commit fails with EPERM. Could you"
        " comment out the chmod call in LocalFileOpener.commit?",
        comment_out=[
            "fsspec/implementations/local.py",
            "os.chmod(self.path, mask & ~get_umask(mask))",
        ],
    ),
    edit(
        "e63_fs_local",
        "rename get_umask \u2192 read_umask in local.py; it doesn't just get the umask, it sets"
        " it and puts it back",
        renamed=["get_umask", "read_umask"],
    ),
    edit(
        "e63_fs_local",
        "TODO(fsspec/implementations/local.py): put '# file object handed out by"
        " LocalFileSystem._open' on line 381, directly above the LocalFileOpener class",
        line_inserted_at=[
            "fsspec/implementations/local.py",
            381,
            "# file object handed out by LocalFileSystem._open",
        ],
    ),
    edit(
        "e63_fs_local",
        "LocalFileSystem._isfilestore only exists for an old dask check that we don't run"
        " anymore. Delete the method, please.",
        definition_deleted=["fsspec/implementations/local.py", "LocalFileSystem._isfilestore"],
    ),
    edit(
        "e63_fs_local",
        "Could you add a new module fsspec/implementations/localfs.py whose only line is"
        " `from fsspec.implementations.local import LocalFileSystem, make_path_posix`?",
        file=[
            "fsspec/implementations/localfs.py",
            "from fsspec.implementations.local import LocalFileSystem, make_path_posix",
        ],
    ),
    beyond(
        "e63_fs_local",
        "in local.py comment out the line that creates the parent directory of path2 when"
        " auto_mkdir is on",
    ),
    beyond(
        "e63_fs_local",
        "LocalFileSystem().get_file('file:///tmp/data.bin', buf) with an io.BytesIO raises"
        " FileNotFoundError, but get_file('file:///tmp/data.bin', '/tmp/copy.bin') works with"
        " the very same URL. Can you find out why and fix it?",
    ),
    # --- sortedcontainers/sorteddict.py ---------------------------------------------------
    edit(
        "e63_sc_sorteddict",
        'Please append __all__ = ["SortedDict", "SortedKeysView", "SortedItemsView",'
        ' "SortedValuesView"] as the last line of sortedcontainers/sorteddict.py',
        last_line=[
            "sortedcontainers/sorteddict.py",
            '__all__ = ["SortedDict", "SortedKeysView", "SortedItemsView", "SortedValuesView"]',
        ],
    ),
    edit(
        "e63_sc_sorteddict",
        "sorteddict.py: add `import typing` at the top, I'm going to annotate the views next",
        at_top=["sortedcontainers/sorteddict.py", "import typing"],
    ),
    edit(
        "e63_sc_sorteddict",
        "In SortedDict.popitem, right after the line that pops the key off the sorted list,"
        " insert `assert key in self, key`",
        line_after=[
            "sortedcontainers/sorteddict.py",
            "key = self._list_pop(index)",
            "assert key in self, key",
        ],
    ),
    edit(
        "e63_sc_sorteddict",
        'the fromkeys docstring says "initailized" , pls fix the spelling to "initialized"'
        " (sortedcontainers/sorteddict.py)",
        text_replaced=["sortedcontainers/sorteddict.py", "initailized", "initialized"],
    ),
    edit(
        "e63_sc_sorteddict",
        "SortedDict.update decides whether to rebuild the whole key list with a factor of 10;"
        " on our data 5 is faster. Change that line so it multiplies by 5 instead, and keep"
        " the rest of it as it is.",
        line_replaced=[
            "sortedcontainers/sorteddict.py",
            "if (10 * len(pairs)) > len(self):",
            "if (5 * len(pairs)) > len(self):",
        ],
    ),
    beyond(
        "e63_sc_sorteddict",
        "Could you add floor_key(key) and ceiling_key(key) to SortedDict? They should return"
        " the greatest key <= key and the smallest key >= key (None when there is none),"
        " bisecting the key list, and honour the key function.",
    ),
    beyond(
        "e63_sc_sorteddict",
        "Add type hints to sorteddict.py: make SortedDict generic in its key and value types"
        " and annotate __init__, pop, popitem, peekitem, setdefault, update and the"
        " __getitem__ of the three views.",
    ),
    # --- babel/dates.py -------------------------------------------------------------------
    edit(
        "e63_ba_dates",
        "babel/dates.py: hardcode LC_TIME to 'en_US' instead of reading it from the"
        " environment, our CI containers have no LANG",
        value_set=["babel/dates.py", "LC_TIME", "'en_US'"],
    ),
    edit(
        "e63_ba_dates",
        "Rename _expand_two_digit_year to _expand_short_year (babel/dates.py)",
        renamed=["_expand_two_digit_year", "_expand_short_year"],
    ),
    edit(
        "e63_ba_dates",
        "DateTimeFormat.extract has no docstring. add one: it returns the numeric value of a"
        " calendar field (y, M, d, H, h, m or a) so that format_interval can compare the"
        " start and the end",
        docstring="DateTimeFormat.extract",
    ),
    edit(
        "e63_ba_dates",
        "parse_date: just before the line that swaps month and day, put"
        " `# a month above 12 must be the day: the fields came in the other order`",
        line_before=[
            "babel/dates.py",
            "month, day = day, month",
            "# a month above 12 must be the day: the fields came in the other order",
        ],
    ),
    edit(
        "e63_ba_dates",
        "we vendor dates.py and never use get_relative_name. can u remove it?",
        definition_deleted=["babel/dates.py", "get_relative_name"],
    ),
    edit(
        "e63_ba_dates",
        "In format_julian_day, replace `JULIAN_DAY_OFFSET = 1721426 - 1` with"
        " `JULIAN_DAY_OFFSET = 1721425`; the comment above already explains the minus one.",
        line_replaced=[
            "babel/dates.py",
            "JULIAN_DAY_OFFSET = 1721426 - 1",
            "JULIAN_DAY_OFFSET = 1721425",
        ],
    ),
    beyond(
        "e63_ba_dates",
        "babel/dates.py: right after the line `zone = get_global('zone_aliases').get(zone,"
        " zone)` add `zone = zone.strip()`",
    ),
    beyond(
        "e63_ba_dates",
        "format_skeleton with fuzzy=True is slow in our report loop: match_skeleton tokenizes"
        " every option again on each call. Make it fast (e.g. cache the field widths of each"
        " skeleton) without changing which skeleton it picks.",
    ),
]


# Set 64 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 60. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (click/termui.py, 941 lines; attr/validators.py, 750 lines;
# markdown_it/rules_block/list.py, 413 lines; httpx/_config.py, 248 lines), as a dozen different
# users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a
# line number, a line range; "right after the line", "just before the line"; a first sentence
# that only gives context or a reason, then the request; a pronoun for what was named before;
# terse, polite, chatty, non-native, typos; questions). Seven of them say the line by what it
# does or what it holds, without quoting it, where exactly one line fits (the echo of clear()
# that sends the clear-screen escape codes, as a comment_out; the line of getchar that imports
# the platform getchar, "from ._termui_impl import getchar as f", as the anchor of a
# line_after; the comment of prompt's prompt_func that links the doc bug on bugs.python.org, as
# a line_deleted; the catch-all "except Exception:" (with its ruff suppression comment) of
# _OrValidator.__call__, as a line_replaced; the commented-out tokenize call carried over from
# list.js, "state.md.block.tokenize(state, startLine, endLine, True)", as an uncomment, the only
# commented-out line of code in list.py; the line of list_block that saves the parent type,
# "oldParentType = state.parentType", as the anchor of a line_before; the line that defines the
# default connection limits, DEFAULT_LIMITS, as a line_replaced). 8 requests are beyond the
# model: a bug to find (create_ssl_context returns early when verify is a str, so a cert passed
# with it is never loaded), a new feature (hex colours such as "#ff8800" for style's fg and bg),
# type hints (the public validator factories of attr/validators.py and the __call__ methods of
# its validator classes), speed (_DeepIterable.__call__ and _DeepMapping.__call__ on a list of a
# million ints), a refactor (the "next char must be a space" block that ends both
# skipBulletListMarker and skipOrderedListMarker), and three whose description fits several
# lines ("raise Abort() from None", in prompt's prompt_func and in confirm, as a comment_out;
# ".. versionadded:: 21.3.0", on eight lines of validators.py, as a line_deleted;
# "token.markup = markerChar", on four lines of list_block, as a line_deleted). The value_set
# requests set termui.py's _HIDDEN_INPUT_MASK from "'***'" to "'<hidden>'" (a str, single quotes
# inside) and _config.py's DEFAULT_MAX_REDIRECTS from 20 to 10 (an int); the at_top request adds
# "import typing" to validators.py, which starts with an SPDX comment, a module docstring and
# "import operator"; the last_line request appends "DEFAULT_KEEPALIVE_EXPIRY = 5.0" to
# _config.py, which ends with DEFAULT_MAX_REDIRECTS; the text_replaced requests quote "Invoke
# `click.file` once per file" (edit's docstring, which means click.edit), "tokeniz does not
# take" (the NOTE comment of list_block) and 'instead,"' (the cert deprecation message of
# create_ssl_context, whose two string pieces run together as "instead,with"), so that the
# corrected text occurs nowhere in the untouched files; the other line_replaced request turns
# that whole line, suppression comment included, into "except (TypeError, ValueError):";
# the line_inserted_at request puts a comment on line 101 of list.py, right above
# "def list_block("; lines 279-282 of validators.py are the ".. versionchanged:: 22.1.0" note
# of in_'s docstring; the definition_deleted request names _OrValidator.__repr__; the renamed
# _subclass_of occurs twice (its definition and _NotValidator's exc_types), markTightParagraphs
# twice (its definition and the end of list_block); the uncommented tokenize call is kept as
# asked (with the extra True it raises TypeError when reached, which the user says they want to
# see; the file still compiles); the file request creates httpx/_defaults.py; the docstring
# requests are for _interpret_color and create_ssl_context (neither has one). Every gold was
# checked by hand without the model on the installed copies (click 8.4.0, attrs 26.1.0,
# markdown-it-py 4.3.0, httpx 0.29.0): anchors occur once, new names are unused, line numbers
# are the file's, and each check fails on the untouched file and holds after a correct edit
# made by hand; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES64: dict[str, list[str]] = {
    "e64_click_termui": ["click/termui.py"],
    "e64_attr_validators": ["attr/validators.py"],
    "e64_md_list": ["markdown_it/rules_block/list.py"],
    "e64_httpx_config": ["httpx/_config.py"],
}

QUESTIONS64: list[dict] = [
    # --- click/termui.py ------------------------------------------------------------------
    edit(
        "e64_click_termui",
        "[termui.py] set _HIDDEN_INPUT_MASK to \"'<hidden>'\" \u2014 the single quotes stay"
        " inside the string, they are part of the mask",
        value_set=["click/termui.py", "_HIDDEN_INPUT_MASK", "\"'<hidden>'\""],
    ),
    edit(
        "e64_click_termui",
        "The docstring of edit() tells people to invoke click.file once per file, but there is"
        " no such function, it means click.edit. Replace \u201cInvoke `click.file` once per"
        " file\u201d with \u201cInvoke `click.edit` once per file\u201d in click/termui.py.",
        text_replaced=[
            "click/termui.py",
            "Invoke `click.file` once per file",
            "Invoke `click.edit` once per file",
        ],
    ),
    edit(
        "e64_click_termui",
        "clear() in click/termui.py: pls comment out the echo that sends the clear-screen"
        " escape codes, our CI logs are full of garbage because of it",
        comment_out=["click/termui.py", 'echo("\\033[2J\\033[1;1H", nl=False)'],
    ),
    edit(
        "e64_click_termui",
        "In getchar, right after the line that imports the platform getchar implementation,"
        " add the comment `# imported lazily, _termui_impl is slow to import`",
        line_after=[
            "click/termui.py",
            "from ._termui_impl import getchar as f",
            "# imported lazily, _termui_impl is slow to import",
        ],
    ),
    edit(
        "e64_click_termui",
        "in prompt() there is a comment line with a link to the python bug tracker, this link"
        " is dead now. please remove only this one line, the two comment lines above it can"
        " stay (termui.py)",
        line_deleted=[
            "click/termui.py",
            "# A doc bug has been filed at https://bugs.python.org/issue24711",
        ],
    ),
    edit(
        "e64_click_termui",
        "_interpret_color has no docstring. Could you add one to it? It turns a colour name, a"
        " 0-255 int or an RGB tuple into the ANSI SGR parameter; offset is 10 for background.",
        docstring="_interpret_color",
    ),
    beyond("e64_click_termui", "click/termui.py \u2192 comment out `raise Abort() from None`"),
    beyond(
        "e64_click_termui",
        "Could style() also accept hex colours, like fg='#ff8800' or bg='#222'? Convert them to"
        " the 24-bit RGB code and raise the same TypeError as for unknown names when one is"
        " malformed.",
    ),
    # --- attr/validators.py ---------------------------------------------------------------
    edit(
        "e64_attr_validators",
        "chore(validators): rename _subclass_of -> _is_subclass_of",
        renamed=["_subclass_of", "_is_subclass_of"],
    ),
    edit(
        "e64_attr_validators",
        "TODO(attr/validators.py): import typing at the top, the annotations come in the next"
        " commit",
        at_top=["attr/validators.py", "import typing"],
    ),
    edit(
        "e64_attr_validators",
        "_OrValidator.__call__ swallows every exception, which hides real bugs inside the"
        " wrapped validators. In attr/validators.py replace that catch-all except line with:"
        " except (TypeError, ValueError):",
        line_replaced=[
            "attr/validators.py",
            "except Exception:  # noqa: BLE001, PERF203, S112",
            "except (TypeError, ValueError):",
        ],
    ),
    edit(
        "e64_attr_validators",
        "please remove the method __repr__ from the class _OrValidator, we dont need it anymore",
        definition_deleted=["attr/validators.py", "_OrValidator.__repr__"],
    ),
    edit(
        "e64_attr_validators",
        "attr/validators.py, lines 279\u2013282: delete them (it's the 22.1.0 versionchanged"
        " note in the docstring of in_, nobody cares about it now)",
        lines_deleted=["attr/validators.py", 279, 282],
    ),
    beyond(
        "e64_attr_validators", "delete the line '.. versionadded:: 21.3.0' in attr/validators.py"
    ),
    beyond(
        "e64_attr_validators",
        "Add type hints to all the public factories in attr/validators.py (instance_of,"
        " matches_re, optional, in_, is_callable, deep_iterable, deep_mapping, lt, le, ge, gt,"
        " max_len, min_len, not_, or_) and to the __call__ methods of the validator classes.",
    ),
    beyond(
        "e64_attr_validators",
        "Validating a list of a million ints with deep_iterable(instance_of(int)) takes"
        " seconds. Can you make _DeepIterable.__call__ (and _DeepMapping.__call__) a lot faster"
        " without changing the errors they raise?",
    ),
    # --- markdown_it/rules_block/list.py --------------------------------------------------
    edit(
        "e64_md_list",
        "In markdown_it/rules_block/list.py there's a commented-out tokenize call carried over"
        " from list.js. Could you uncomment it exactly as it is? I want to see the TypeError"
        " with my own eyes before I believe the NOTE.",
        uncomment=[
            "markdown_it/rules_block/list.py",
            "state.md.block.tokenize(state, startLine, endLine, True)",
        ],
    ),
    edit(
        "e64_md_list",
        "rename markTightParagraphs to mark_tight_paragraphs, snake_case like the rest of our"
        " code \u2014 markdown_it/rules_block/list.py",
        renamed=["markTightParagraphs", "mark_tight_paragraphs"],
    ),
    edit(
        "e64_md_list",
        "list.py line 101: insert `# block rule: bullet and ordered lists` so it sits directly"
        " above def list_block",
        line_inserted_at=[
            "markdown_it/rules_block/list.py",
            101,
            "# block rule: bullet and ordered lists",
        ],
    ),
    edit(
        "e64_md_list",
        "Just before the line in list_block that saves the current parentType, put a comment:"
        " # restored after the loop, see the end of list_block",
        line_before=[
            "markdown_it/rules_block/list.py",
            "oldParentType = state.parentType",
            "# restored after the loop, see the end of list_block",
        ],
    ),
    edit(
        "e64_md_list",
        'Remove the LOGGER.debug("entering list: ...") line at the start of list_block, it'
        " floods our logs (markdown_it/rules_block/list.py)",
        line_deleted=[
            "markdown_it/rules_block/list.py",
            'LOGGER.debug("entering list: %s, %s, %s, %s", state, startLine, endLine, silent)',
        ],
    ),
    edit(
        "e64_md_list",
        "typo in the NOTE comment of list.py: 'tokeniz does not take' shoud be 'tokenize does"
        " not take'",
        text_replaced=[
            "markdown_it/rules_block/list.py",
            "tokeniz does not take",
            "tokenize does not take",
        ],
    ),
    beyond("e64_md_list", "In list.py delete the line `token.markup = markerChar`."),
    beyond(
        "e64_md_list",
        "skipBulletListMarker and skipOrderedListMarker both end with the same 'the next char"
        " must be a space' block. Pull it into a helper _space_follows(state, pos, maximum) and"
        " call it from both, behaviour unchanged.",
    ),
    # --- httpx/_config.py -----------------------------------------------------------------
    edit(
        "e64_httpx_config",
        "httpx/_config.py: DEFAULT_MAX_REDIRECTS = 20 -> 10",
        value_set=["httpx/_config.py", "DEFAULT_MAX_REDIRECTS", "10"],
    ),
    edit(
        "e64_httpx_config",
        "Could you bump the default connection limits defined at the bottom of"
        " httpx/_config.py to max_connections=200 and max_keepalive_connections=40? Keep it on"
        " one line.",
        line_replaced=[
            "httpx/_config.py",
            "DEFAULT_LIMITS = Limits(max_connections=100, max_keepalive_connections=20)",
            "DEFAULT_LIMITS = Limits(max_connections=200, max_keepalive_connections=40)",
        ],
    ),
    edit(
        "e64_httpx_config",
        'The cert deprecation warning comes out as "...instead,with `.load_cert_chain()`..."'
        ' because the two string pieces are glued together. In _config.py replace `instead,"`'
        ' with `instead, "` (line 60).',
        text_replaced=["httpx/_config.py", 'instead,"', 'instead, "'],
    ),
    edit(
        "e64_httpx_config",
        "create a new file httpx/_defaults.py with just this line: from ._config import"
        " DEFAULT_LIMITS, DEFAULT_MAX_REDIRECTS, DEFAULT_TIMEOUT_CONFIG",
        file=[
            "httpx/_defaults.py",
            "from ._config import DEFAULT_LIMITS, DEFAULT_MAX_REDIRECTS, DEFAULT_TIMEOUT_CONFIG",
        ],
    ),
    edit(
        "e64_httpx_config",
        "We want the keep-alive expiry as a named default next to the others. Add"
        " DEFAULT_KEEPALIVE_EXPIRY = 5.0 as the very last line of httpx/_config.py, after"
        " DEFAULT_MAX_REDIRECTS.",
        last_line=["httpx/_config.py", "DEFAULT_KEEPALIVE_EXPIRY = 5.0"],
    ),
    edit(
        "e64_httpx_config",
        "create_ssl_context has no docstring, can u write one for it: it builds teh SSLContext"
        " from verify (True = certifi or SSL_CERT_FILE / SSL_CERT_DIR, False = no verification,"
        " or a ready context) and the deprecated cert argument. thx",
        docstring="create_ssl_context",
    ),
    beyond(
        "e64_httpx_config",
        "When I pass verify='/etc/ssl/ca.pem' together with cert=('client.pem', 'client.key')"
        " the server never gets my client certificate. No error, nothing. Can you find out why"
        " in httpx/_config.py and fix it?",
    ),
]


# Set 65 (issue 26), written blind: without reading the model's parser, its tests, the other
# sets' requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 60. 23 mechanical edits on four modules of third-party
# packages, each kept at its path (matplotlib/ticker.py, 3110 lines; matplotlib/colors.py, 4282
# lines; dask/array/reductions.py, 1847 lines; distributed/worker_memory.py, 484 lines), as a
# dozen different users type them (the file first, last, in brackets, in a "TODO(file):" prefix,
# as a commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows;
# a line number, a line range; "right after the line", "just before the line"; a first sentence
# that only gives context or a reason, then the request; a pronoun for what was named before;
# terse, polite, chatty, non-native, typos; questions). Seven of them say the line by what it
# does or what it holds, without quoting it (the line of AutoMinorLocator.__call__ that divides
# the major step into the minor step, "minorstep = majorstep / ndivs", as the anchor of a
# line_after; the warning AutoMinorLocator.__call__ gives on log scales, as a comment_out, the
# "return []" after it keeps the if body valid; the comment of LinearSegmentedColormap.__init__
# about what monochrome is for, "# True only if all colors in map are identical; needed for
# contouring.", as a line_deleted; the line of moment_chunk that casts the element count to
# int64, "n = n.astype(np.int64)", as a comment_out; the line of arg_reduction that wraps the
# graph into the temporary Array, "tmp = Array(graph, name, chunks, dtype=dtype, meta=meta)", as
# the anchor of a line_before; the line that puts the rate-limit filter on worker_logger, as a
# comment_out; the line of NannyMemoryManager.memory_monitor that records the restart as an event
# on the nanny, 'nanny.log_event("worker-restart-memory", event)', as a line_deleted), where
# exactly one line fits. 8 requests are beyond the model: a bug to find (LightSource.shade_rgb
# formats its ValueError with f'{lookup.keys}', the bound method, not the keys), a new feature
# (IEC binary prefixes for EngFormatter), type hints (topk, argtopk, cumreduction and
# prefixscan_blelloch), speed (the per-quantile Python loop of _custom_nanquantile), a refactor
# (the color_block helper defined twice, in Colormap._repr_html_ and BivarColormap._repr_html_),
# and three whose description fits several lines ("vmin, vmax = self.axis.get_view_interval()",
# in eight methods of ticker.py, seven of them __call__, as the anchor of a line_after;
# "axis = [ax + a.ndim if ax < 0 else ax for ax in axis]", in median, nanmedian, quantile and
# nanquantile, as a comment_out; "assert self.memory_limit", on lines 205, 250, 281 and 405 of
# worker_memory.py, as a line_deleted). The value_set request sets colors.py's _REPR_PNG_SIZE, a
# tuple on a line of its own, from (512, 64) to (1024, 128); the at_top request adds "import
# warnings" to colors.py, which starts with a module docstring and "import base64"; the last_line
# request appends '__all__ = ["WorkerMemoryManager", "NannyMemoryManager", "parse_memory_limit"]'
# to worker_memory.py, which has no __all__; the text_replaced requests quote "to many ideal
# ticks" (a comment of LogitLocator.tick_values), "implemented for use with with floats" (the
# NotImplementedError of BivarColormap._clip) and "duct-type compatible" (a comment of
# _maybe_spill), so that the corrected text occurs nowhere in the untouched files; the
# line_replaced request turns Locator's class attribute "MAXTICKS = 1000" into "MAXTICKS = 2000"
# (a class attribute, so not a value_set); the line_inserted_at request puts a comment on line
# 1347 of reductions.py, right above "def topk(a, k, axis=-1, split_every=None):"; lines
# 1012-1014 of reductions.py are the three-line comment of _prefixscan_combine about computing it
# in two tasks; the definition_deleted request names Colormap.set_extremes (with its deprecation
# decorator; BivarColormap and MultivarColormap have no set_extremes); the renamed _Edge_integer
# occurs four times (its definition, MultipleLocator twice, MaxNLocator._raw_ticks),
# _moment_helper three times (its definition, moment_combine, moment_agg),
# _maybe_pause_or_unpause three times (its definition, memory_monitor, _spill), and the new names
# occur nowhere; the file request creates distributed/memory_limits.py; the docstring requests are
# for scale_range (named first, then "it") and _sanitize_extrema (neither has one). No request is
# an uncomment: none of the four files holds a commented-out line of code. Every gold was checked
# by hand without the model on the installed copies (matplotlib 3.11.2, dask 2026.8.0,
# distributed 2026.8.0): anchors occur once, new names are unused, line numbers are the file's,
# and each check fails on the untouched file and holds after a correct edit made by hand; each
# decline holds on the untouched workspace. Not measured when written.
WORKSPACES65: dict[str, list[str]] = {
    "e65_mpl_ticker": ["matplotlib/ticker.py"],
    "e65_mpl_colors": ["matplotlib/colors.py"],
    "e65_da_reductions": ["dask/array/reductions.py"],
    "e65_dd_wmem": ["distributed/worker_memory.py"],
}

QUESTIONS65: list[dict] = [
    # --- matplotlib/ticker.py -------------------------------------------------------------
    edit(
        "e65_mpl_ticker",
        "Our colorbars with a few thousand fixed ticks keep tripping the too-many-ticks"
        " warning. In matplotlib/ticker.py, change `MAXTICKS = 1000` to `MAXTICKS = 2000`.",
        line_replaced=["matplotlib/ticker.py", "MAXTICKS = 1000", "MAXTICKS = 2000"],
    ),
    edit(
        "e65_mpl_ticker",
        "ticker.py, LogitLocator.tick_values: the comment says \u2018to many ideal ticks\u2019,"
        " make it \u2018too many ideal ticks\u2019",
        text_replaced=["matplotlib/ticker.py", "to many ideal ticks", "too many ideal ticks"],
    ),
    edit(
        "e65_mpl_ticker",
        "style(ticker): rename the helper class _Edge_integer \u2192 _EdgeInteger (CapWords"
        " like every other class in the module)",
        renamed=["_Edge_integer", "_EdgeInteger"],
    ),
    edit(
        "e65_mpl_ticker",
        "scale_range in matplotlib/ticker.py has no docstring. Can you give it one? It returns"
        " (scale, offset) for splitting vmin..vmax into n pieces, and the offset is only"
        " nonzero when the mean is large compared with the range (more than threshold times).",
        docstring="scale_range",
    ),
    edit(
        "e65_mpl_ticker",
        "In AutoMinorLocator.__call__, right after the line that divides the major step into"
        ' the minor step, add: _log.debug("minor step %s (ndivs=%s)", minorstep, ndivs)',
        line_after=[
            "matplotlib/ticker.py",
            "minorstep = majorstep / ndivs",
            '_log.debug("minor step %s (ndivs=%s)", minorstep, ndivs)',
        ],
    ),
    edit(
        "e65_mpl_ticker",
        "[ticker.py] pls comment out the warning AutoMinorLocator gives when the axis is on a"
        " log scale, we put minor locators on log axes on purpose and it spams teh console",
        comment_out=[
            "matplotlib/ticker.py",
            "_api.warn_external('AutoMinorLocator does not work on logarithmic scales')",
        ],
    ),
    beyond(
        "e65_mpl_ticker",
        "In ticker.py, right after the line `vmin, vmax = self.axis.get_view_interval()` in"
        ' __call__, add `_log.debug("view interval %s..%s", vmin, vmax)`',
    ),
    beyond(
        "e65_mpl_ticker",
        "EngFormatter only knows SI prefixes. Add a `binary=False` option: when True it should"
        " use powers of 1024 and the IEC prefixes (Ki, Mi, Gi, Ti, ...) for byte axes, in"
        " format_data, the offset and the tick labels alike.",
    ),
    # --- matplotlib/colors.py -------------------------------------------------------------
    edit(
        "e65_mpl_colors",
        "TODO(matplotlib/colors.py): set _REPR_PNG_SIZE to (1024, 128), the colormap previews"
        " in the notebook are tiny on hi-dpi screens",
        value_set=["matplotlib/colors.py", "_REPR_PNG_SIZE", "(1024, 128)"],
    ),
    edit(
        "e65_mpl_colors",
        "colors.py has a doubled word in the NotImplementedError of BivarColormap._clip:"
        ' "implemented for use with with floats" -> "implemented for use with floats"',
        text_replaced=[
            "matplotlib/colors.py",
            "implemented for use with with floats",
            "implemented for use with floats",
        ],
    ),
    edit(
        "e65_mpl_colors",
        "Could you add import warnings at the top of matplotlib/colors.py?",
        at_top=["matplotlib/colors.py", "import warnings"],
    ),
    edit(
        "e65_mpl_colors",
        "We're on our own fork and already moved everything to with_extremes. Delete the"
        " deprecated Colormap.set_extremes method from colors.py \u2014 only that one, keep"
        " set_bad/set_under/set_over for now.",
        definition_deleted=["matplotlib/colors.py", "Colormap.set_extremes"],
    ),
    edit(
        "e65_mpl_colors",
        "add a docstring to _sanitize_extrema: it turns a vmin/vmax given as a numpy scalar,"
        " 0-d array or plain number into a Python float and lets None through unchanged."
        " (matplotlib/colors.py)",
        docstring="_sanitize_extrema",
    ),
    edit(
        "e65_mpl_colors",
        "In LinearSegmentedColormap.__init__ there's a comment explaining what monochrome is"
        " for (the contouring one). It's outdated since ListedColormap computes it; delete"
        " that line please.",
        line_deleted=[
            "matplotlib/colors.py",
            "# True only if all colors in map are identical; needed for contouring.",
        ],
    ),
    beyond(
        "e65_mpl_colors",
        "LightSource.shade_rgb(rgb, elev, blend_mode='multiply') raises a ValueError whose"
        " message ends in '<built-in method keys of dict object at 0x7f...>' instead of"
        " listing the valid modes. Can you find the bug and fix it?",
    ),
    beyond(
        "e65_mpl_colors",
        "Colormap._repr_html_ and BivarColormap._repr_html_ each define the same nested"
        " color_block() helper. Move it out into a single module-level _color_block_html(color)"
        " and use that from both.",
    ),
    # --- dask/array/reductions.py ---------------------------------------------------------
    edit(
        "e65_da_reductions",
        "dask/array/reductions.py \u2014 rename `_moment_helper` to `_central_moment_sum`, the"
        " old name says nothing about what it computes",
        renamed=["_moment_helper", "_central_moment_sum"],
    ),
    edit(
        "e65_da_reductions",
        "insert '# --- top-k and arg-top-k ---' as line 1347 of dask/array/reductions.py, so"
        " it sits directly above def topk",
        line_inserted_at=["dask/array/reductions.py", 1347, "# --- top-k and arg-top-k ---"],
    ),
    edit(
        "e65_da_reductions",
        "Remove lines 1012\u20131014 of reductions.py (the three-line comment in"
        " _prefixscan_combine about doing it in two tasks).",
        lines_deleted=["dask/array/reductions.py", 1012, 1014],
    ),
    edit(
        "e65_da_reductions",
        "I suspect the count dtype is what breaks var() on our masked data. In moment_chunk,"
        " comment out the line that casts the element count to int64 so I can test without"
        " it.",
        comment_out=["dask/array/reductions.py", "n = n.astype(np.int64)"],
    ),
    edit(
        "e65_da_reductions",
        "arg_reduction: just before the line that wraps the graph into the temporary Array,"
        " add the comment `# one intermediate block per input block; _tree_reduce combines"
        " them`",
        line_before=[
            "dask/array/reductions.py",
            "tmp = Array(graph, name, chunks, dtype=dtype, meta=meta)",
            "# one intermediate block per input block; _tree_reduce combines them",
        ],
    ),
    beyond(
        "e65_da_reductions",
        "reductions.py: comment out the line `axis = [ax + a.ndim if ax < 0 else ax for ax in"
        " axis]`, negative axes are already normalised before we get there",
    ),
    beyond(
        "e65_da_reductions",
        "_custom_nanquantile sorts once but then loops in Python over every q, rebuilding the"
        " positions and gathering lower/higher each time; with a few hundred quantiles it is"
        " slow. Vectorise the interpolation over all q at once.",
    ),
    beyond(
        "e65_da_reductions",
        "Could you add type hints to topk, argtopk, cumreduction and prefixscan_blelloch?"
        " All parameters and the return types, with dask.array.Array where it fits.",
    ),
    # --- distributed/worker_memory.py -----------------------------------------------------
    edit(
        "e65_dd_wmem",
        "distributed/worker_memory.py: comment out the line that puts the rate-limit filter"
        " on the worker logger, I need to see every unmanaged-memory warning while debugging",
        comment_out=[
            "distributed/worker_memory.py",
            'worker_logger.addFilter(RateLimiterFilter(r"Unmanaged memory use is high",'
            ' rate="300s"))',
        ],
    ),
    edit(
        "e65_dd_wmem",
        "In NannyMemoryManager.memory_monitor please delete the line which is recording the"
        " restart as event on the nanny, we are not wanting it in the event log, we track"
        " restarts other place",
        line_deleted=[
            "distributed/worker_memory.py",
            'nanny.log_event("worker-restart-memory", event)',
        ],
    ),
    edit(
        "e65_dd_wmem",
        "rename _maybe_pause_or_unpause to _pause_or_resume in worker_memory.py",
        renamed=["_maybe_pause_or_unpause", "_pause_or_resume"],
    ),
    edit(
        "e65_dd_wmem",
        "Typo in a comment in _maybe_spill: \u201cduct-type compatible\u201d should be"
        " \u201cduck-type compatible\u201d.",
        text_replaced=[
            "distributed/worker_memory.py",
            "duct-type compatible",
            "duck-type compatible",
        ],
    ),
    edit(
        "e65_dd_wmem",
        "Append this as the very last line of distributed/worker_memory.py:"
        ' __all__ = ["WorkerMemoryManager", "NannyMemoryManager", "parse_memory_limit"]',
        last_line=[
            "distributed/worker_memory.py",
            '__all__ = ["WorkerMemoryManager", "NannyMemoryManager", "parse_memory_limit"]',
        ],
    ),
    edit(
        "e65_dd_wmem",
        "We want a stable import path for parse_memory_limit that doesn't mention workers."
        " Can you create distributed/memory_limits.py with just"
        " `from distributed.worker_memory import parse_memory_limit` in it?",
        file=[
            "distributed/memory_limits.py",
            "from distributed.worker_memory import parse_memory_limit",
        ],
    ),
    beyond(
        "e65_dd_wmem",
        "worker_memory.py: delete the `assert self.memory_limit` line, mypy doesn't need it"
        " anymore",
    ),
]


# Set 66 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 60 (locating it showed the last requests of set 59 and the
# comment block of set 61 on screen; nothing was taken from them). 23 mechanical edits on four
# modules of third-party packages, each kept at its path (lark/lexer.py, 702 lines;
# sympy/core/power.py, 1847 lines; yaml/constructor.py, 748 lines; tornado/httpclient.py, 793
# lines), as a dozen different users type them (the file first, last, in brackets, in a
# "TODO(file):" prefix, as a commit-message scope or not at all; backticks, straight or curly
# quotes, or none; arrows; a line number, a line range; "right after the line", "just before the
# line"; a first sentence that only gives context or a reason, then the request; a pronoun for what
# was named before; terse, polite, chatty, non-native, typos; questions). Seven of them say the
# line by what it does or what it holds, without quoting it (the assert of
# BasicLexer._build_scanner that no callback is empty, "assert all(self.callback.values())", as a
# comment_out; the closing banner of "=" signs after the helper functions of Pow._eval_power, "#
# ===...", as a line_deleted; the line of Pow._eval_derivative that differentiates the exponent,
# "dexp = self.exp.diff(s)", as the anchor of a line_after; the line of construct_yaml_timestamp
# that turns the match into a dict of its named groups, "values = match.groupdict()", as the anchor
# of a line_before; the line of flatten_mapping that deletes the merge key from node.value, "del
# node.value[index]", as the anchor of a line_after; the line of make_client in HTTPClient.__init__
# that sleeps zero seconds, "await gen.sleep(0)", as a comment_out; the line of
# AsyncHTTPClient.fetch that hands the proxied request and handle_response to fetch_impl, as the
# anchor of a line_before), where exactly one line fits. 8 requests are beyond the model: a bug to
# find (Token.__reduce__ and Token.__deepcopy__ rebuild the token from type, value, start_pos, line
# and column only, so a pickled or deep-copied token loses end_line, end_column and end_pos), speed
# (Pow.as_real_imag for an integer exponent expands poly((a + b)**exp) and scans its terms three
# times), a refactor (construct_yaml_omap and construct_yaml_pairs, whose own comment says they are
# the same code), type hints (every method of BaseConstructor, which has none), a new feature
# (retries with backoff in AsyncHTTPClient.fetch and HTTPClient.fetch), and three whose description
# fits several lines ('kwargs["type"] = kwargs.pop("type_")', in Token.__new__ and Token.update, as
# a line_deleted; "s = 1  # floor = 0", three times in Pow._eval_power, as a comment_out;
# "self._closed = False", in HTTPClient.__init__ and AsyncHTTPClient.initialize, as the anchor of a
# line_after). No request is a value_set or an uncomment: none of the four files has a module-level
# assignment of a literal on one line (yaml's __all__ spans eight lines) or a commented-out line of
# code; "set a constant" is asked of a class attribute instead, HTTPRequest._DEFAULTS'
# "max_redirects=5," into "max_redirects=10," (one line of a dict(...) call, so a line_replaced).
# The at_top request adds "import sys" to lexer.py, which starts with the comment "# Lexer
# Implementation" and "from abc import abstractmethod, ABC"; the last_line request appends
# "ConstructorError.__module__ = 'yaml'" to constructor.py, which ends with the class Constructor;
# the text_replaced requests quote '"Found 8 regex collisions, will not check for more."' (the
# warning of _check_regex_collisions, made an f-string of max_collisions_to_show) and "An
# non-blocking HTTP client." (AsyncHTTPClient's docstring), so that the corrected text occurs
# nowhere in the untouched files; the line_replaced requests turn as_base_exp's docstring line "If
# base a Rational less than 1, then return 1/Rational, -exp." into "If base is a Rational ..." and
# max_redirects as above; the line_inserted_at request puts a comment on line 33 of lexer.py, right
# above "class Pattern(Serialize, ABC):"; lines 1778-1787 of power.py are the "#e" / "#= ..."
# derivation comments of as_content_primitive; the line_deleted requests name the closing banner of
# _eval_power (described) and the comment "# Note: the same code as `construct_yaml_omap`." of
# construct_yaml_pairs; the definition_deleted request names Pow._eval_rewrite_as_tanh; the renamed
# _regexp_has_newline occurs twice (its definition and BasicLexer.__init__), _n2 three times (its
# definition and two calls in _eval_power), get_state_keys_blacklist twice (its definition and
# get_state_keys_blacklist_regexp, whose own name the \b check does not match), and the new names
# occur nowhere; the file request creates tornado/httpclient_compat.py; the docstring requests are
# for the class Scanner and SafeConstructor.flatten_mapping (the latter named first, then "it";
# neither has one). Every gold was checked by hand without the model on the installed copies (lark
# 1.3.1, sympy 1.14.0, PyYAML 6.0.3, tornado 6.6.1): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct edit
# made by hand; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES66: dict[str, list[str]] = {
    "e66_lark_lexer": ["lark/lexer.py"],
    "e66_sp_power": ["sympy/core/power.py"],
    "e66_yaml_constructor": ["yaml/constructor.py"],
    "e66_tornado_httpclient": ["tornado/httpclient.py"],
}

QUESTIONS66: list[dict] = [
    # --- lark/lexer.py --------------------------------------------------------------------
    edit(
        "e66_lark_lexer",
        "refactor(lexer): _regexp_has_newline -> _regexp_may_match_newline, it only guesses"
        " from the pattern text",
        renamed=["_regexp_has_newline", "_regexp_may_match_newline"],
    ),
    edit(
        "e66_lark_lexer",
        "lark/lexer.py: _check_regex_collisions always says 8 even when max_collisions_to_show"
        ' is something else. Replace "Found 8 regex collisions, will not check for more."'
        ' with f"Found {max_collisions_to_show} regex collisions, will not check for more."',
        text_replaced=[
            "lark/lexer.py",
            '"Found 8 regex collisions, will not check for more."',
            'f"Found {max_collisions_to_show} regex collisions, will not check for more."',
        ],
    ),
    edit(
        "e66_lark_lexer",
        "[lexer.py] in BasicLexer._build_scanner comment out the assert which is checking"
        " that no callback is empty, it fire for our callback objects who define __bool__",
        comment_out=["lark/lexer.py", "assert all(self.callback.values())"],
    ),
    edit(
        "e66_lark_lexer",
        "Could you give the Scanner class a docstring? It compiles the terminals into as few"
        " alternation regexes as Python's group limit allows, and matches them at a position"
        " of the text.",
        docstring="Scanner",
    ),
    edit(
        "e66_lark_lexer",
        "line 33 of lark/lexer.py: insert `# Patterns: the regexp/string abstraction"
        " terminals are built from` (it should end up right above class Pattern)",
        line_inserted_at=[
            "lark/lexer.py",
            33,
            "# Patterns: the regexp/string abstraction terminals are built from",
        ],
    ),
    edit(
        "e66_lark_lexer",
        "TODO(lark/lexer.py): add import sys at the top, we want sys.maxsize in _build_mres",
        at_top=["lark/lexer.py", "import sys"],
    ),
    beyond(
        "e66_lark_lexer",
        'lexer.py \u2013 remove the line kwargs["type"] = kwargs.pop("type_"), we dropped the'
        " type_ alias in our fork",
    ),
    beyond(
        "e66_lark_lexer",
        "After pickling a parse tree, or copy.deepcopy of it, every Token has end_line,"
        " end_column and end_pos set to None, so our error squiggles break. Can you find out"
        " why and fix it?",
    ),
    # --- sympy/core/power.py --------------------------------------------------------------
    edit(
        "e66_sp_power",
        "pls rename _n2 to _two_digit_value in power.py (the little helper inside"
        " _eval_power), nobody knows what n2 means",
        renamed=["_n2", "_two_digit_value"],
    ),
    edit(
        "e66_sp_power",
        "Drop Pow._eval_rewrite_as_tanh from sympy/core/power.py; in our fork exp should"
        " never be rewritten in terms of tanh.",
        definition_deleted=["sympy/core/power.py", "Pow._eval_rewrite_as_tanh"],
    ),
    edit(
        "e66_sp_power",
        "In _eval_power the helper functions section is closed by a comment that is nothing"
        " but = signs. Delete that line, the opening banner is enough.",
        line_deleted=[
            "sympy/core/power.py",
            "# ===================================================",
        ],
    ),
    edit(
        "e66_sp_power",
        "Remove lines 1778-1787 from sympy/core/power.py (the #e / #= ce*pe derivation"
        " scribbles in as_content_primitive).",
        lines_deleted=["sympy/core/power.py", 1778, 1787],
    ),
    edit(
        "e66_sp_power",
        "In Pow._eval_derivative, right after the line that differentiates the exponent, add"
        " the comment # d(b**e) = b**e*(e'*log(b) + b'*e/b)",
        line_after=[
            "sympy/core/power.py",
            "dexp = self.exp.diff(s)",
            "# d(b**e) = b**e*(e'*log(b) + b'*e/b)",
        ],
    ),
    edit(
        "e66_sp_power",
        "as_base_exp's docstring is missing a verb: change the line \u2018If base a Rational"
        " less than 1, then return 1/Rational, -exp.\u2019 to \u2018If base is a Rational less"
        " than 1, then return 1/Rational, -exp.\u2019",
        line_replaced=[
            "sympy/core/power.py",
            "If base a Rational less than 1, then return 1/Rational, -exp.",
            "If base is a Rational less than 1, then return 1/Rational, -exp.",
        ],
    ),
    beyond("e66_sp_power", "power.py: comment out `s = 1  # floor = 0`"),
    beyond(
        "e66_sp_power",
        "Pow.as_real_imag is painfully slow for things like ((2 + 3*I)*x)**200: for an"
        " integer exponent it expands poly((a + b)**exp) and walks its terms three times."
        " Make it fast for large exponents without changing the results.",
    ),
    # --- yaml/constructor.py --------------------------------------------------------------
    edit(
        "e66_yaml_constructor",
        "yaml/constructor.py: rename get_state_keys_blacklist \u2192 get_state_keys_denylist"
        " (only that method, get_state_keys_blacklist_regexp keeps its name for now)",
        renamed=["get_state_keys_blacklist", "get_state_keys_denylist"],
    ),
    edit(
        "e66_yaml_constructor",
        "SafeConstructor.flatten_mapping has no docstring. Could you write one for it? It"
        " resolves the << merge keys of a mapping node in place, and the node's own keys win"
        " over the merged ones.",
        docstring="SafeConstructor.flatten_mapping",
    ),
    edit(
        "e66_yaml_constructor",
        "A malformed !!timestamp crashes with \"'NoneType' object has no attribute"
        " 'groupdict'\". In construct_yaml_timestamp, just before the line that turns the"
        " match into a dict of its named groups, add: assert match is not None, node.value",
        line_before=[
            "yaml/constructor.py",
            "values = match.groupdict()",
            "assert match is not None, node.value",
        ],
    ),
    edit(
        "e66_yaml_constructor",
        "flatten_mapping: right after the line that deletes the merge key out of node.value,"
        " insert `# no index += 1 here, the next pair moved into this slot`",
        line_after=[
            "yaml/constructor.py",
            "del node.value[index]",
            "# no index += 1 here, the next pair moved into this slot",
        ],
    ),
    edit(
        "e66_yaml_constructor",
        "Delete the comment \u201c# Note: the same code as `construct_yaml_omap`.\u201d in"
        " construct_yaml_pairs, it will be stale after my change (yaml/constructor.py)",
        line_deleted=["yaml/constructor.py", "# Note: the same code as `construct_yaml_omap`."],
    ),
    edit(
        "e66_yaml_constructor",
        "So that our tracebacks print yaml.ConstructorError instead of"
        " yaml.constructor.ConstructorError, append ConstructorError.__module__ = 'yaml' as"
        " the last line of yaml/constructor.py, thanks!",
        last_line=["yaml/constructor.py", "ConstructorError.__module__ = 'yaml'"],
    ),
    beyond(
        "e66_yaml_constructor",
        "construct_yaml_omap and construct_yaml_pairs are the same code (the comment even"
        " says so). Pull the loop into one helper that takes the context message and the"
        " list to fill, and make both call it.",
    ),
    beyond(
        "e66_yaml_constructor",
        "constructor.py has no annotations at all. Add type hints to every method of"
        " BaseConstructor (node types from yaml.nodes, the return types, the class-level"
        " constructor dicts) so mypy --strict passes on it.",
    ),
    # --- tornado/httpclient.py ------------------------------------------------------------
    edit(
        "e66_tornado_httpclient",
        "Our SSO bounces through more than 5 redirects. In HTTPRequest._DEFAULTS set"
        " max_redirects=5 to max_redirects=10 (tornado/httpclient.py)",
        line_replaced=["tornado/httpclient.py", "max_redirects=5,", "max_redirects=10,"],
    ),
    edit(
        "e66_tornado_httpclient",
        "typo in AsyncHTTPClient docstring: 'An non-blocking HTTP client.' -> 'A non-blocking"
        " HTTP client.'",
        text_replaced=[
            "tornado/httpclient.py",
            "An non-blocking HTTP client.",
            "A non-blocking HTTP client.",
        ],
    ),
    edit(
        "e66_tornado_httpclient",
        "httpclient.py, HTTPClient.__init__ / make_client: can you comment out the line that"
        " sleeps for zero seconds before the client is built? I want to see if our tests"
        " still pass without that extra loop iteration.",
        comment_out=["tornado/httpclient.py", "await gen.sleep(0)"],
    ),
    edit(
        "e66_tornado_httpclient",
        "AsyncHTTPClient.fetch: just before the line where it hands the proxied request and"
        " handle_response over to fetch_impl, put the comment"
        " `# fetch_impl must call handle_response exactly once`",
        line_before=[
            "tornado/httpclient.py",
            "self.fetch_impl(cast(HTTPRequest, request_proxy), handle_response)",
            "# fetch_impl must call handle_response exactly once",
        ],
    ),
    edit(
        "e66_tornado_httpclient",
        "new file tornado/httpclient_compat.py \u2190 from tornado.httpclient import HTTPClient,"
        " AsyncHTTPClient, HTTPRequest, HTTPResponse, HTTPError",
        file=[
            "tornado/httpclient_compat.py",
            "from tornado.httpclient import HTTPClient, AsyncHTTPClient, HTTPRequest,"
            " HTTPResponse, HTTPError",
        ],
    ),
    beyond(
        "e66_tornado_httpclient",
        "Add retries to AsyncHTTPClient.fetch: a retries=N argument that retries on 599 and"
        " connection errors with exponential backoff (but never for non-idempotent methods),"
        " and pass it through HTTPClient.fetch too.",
    ),
    beyond(
        "e66_tornado_httpclient",
        "tornado/httpclient.py: after `self._closed = False` add `self._fetch_count = 0`",
    ),
]


# Set 67 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 66 (heldout_edits.py's module
# docstring, the edit/beyond helpers, the comment block above WORKSPACES66, WORKSPACES66 and
# QUESTIONS66). 23 mechanical edits on four modules of third-party packages, each kept at its path
# (fontTools/ttLib/ttFont.py, 1806 lines; setuptools/dist.py, 1222 lines; cryptography/x509/base.py,
# 773 lines; PIL/Image.py, 4390 lines), as a dozen different users type them (the file first, last,
# in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; arrows; a line number, a line range; "right after the line",
# "just before the line"; a first sentence that only gives context or a reason, then the request; a
# pronoun for what was named before; terse, polite, chatty, non-native, typos; questions). Seven of
# them say the line by what it does or what it holds, without quoting it (the line of
# TTFont._getGlyphNamesFromCmap that names the first placeholder glyph .notdef, 'glyphOrder[0] =
# ".notdef"', as the anchor of a line_after; the line of TTFont._save that drops the GlyphOrder
# pseudo-tag off the front of the tag list, "tags.pop(0)  # skip GlyphOrder tag", as a comment_out;
# the FIXME comment line right above Distribution._parse_config_files, "# FIXME:
# 'Distribution._parse_config_files' is too complex (14)", as a line_deleted (the other FIXMEs are
# above _set_command_options and at the end of write_pkg_file's def line); the line of
# get_egg_cache_dir that hides the .eggs folder on Windows,
# "windows_support.hide_file(egg_cache_dir)", as the anchor of a line_after; the line of
# CertificateBuilder.__init__ that pins the version to v3, "self._version = Version.v3", as the
# anchor of a line_before; the line of Exif.load_from_fp that calls tell() on the file and drops the
# result, "self.fp.tell()", as a comment_out; the line of open() that reads the header bytes the
# plugins' accept checks look at, "prefix = fp.read(16)", as the anchor of a line_before), where
# exactly one line fits. 8 requests are beyond the model: a bug to find (check_packages matches
# package names with re.match and an unanchored pattern, so 'my-pkg' or 'foo bar' never warns),
# speed (Image.remap_palette grows palette_bytes with += in a Python loop and copies and converts
# the whole image twice), a refactor (every setter of CertificateBuilder repeats the seven-argument
# constructor call), type hints (setuptools/dist.py, nearly untyped), a new feature (an atomic
# TTFont.save through a temporary file and os.replace), and three whose description fits several
# lines ("import re", three times in ttFont.py, as a line_deleted; 'raise ValueError("Last update
# may only be set once.")', in CertificateRevocationListBuilder.last_update and next_update, as a
# line_replaced; "self.load()", 33 times in Image.py, as a comment_out). The value_set request turns
# setuptools' "__all__ = ['Distribution']" into "['Distribution', 'DistDeprecationWarning']" (the
# other module-level assignments of a literal on one line are Image.py's "TYPE_CHECKING = False",
# twice, "_MAPMODES = (...)" and "_initialized = 0"; MAX_IMAGE_PIXELS and WARN_POSSIBLE_FORMATS are
# annotated, so not an ast.Assign, and ttFont.py and base.py have none); the uncomment request is
# the only commented-out line of code, "# m_im.putpalette(mapping_palette, 'L')  # converts to 'P'"
# in Image.remap_palette (asked by its call only). The at_top request adds "import secrets" to
# cryptography/x509/base.py, which starts with a license comment, "from __future__ import
# annotations" and "import datetime"; the last_line request appends "MAX_IMAGE_PIXELS = None" to
# PIL/Image.py, which ends with Exif.__iter__; the text_replaced requests quote '" 1950 January
# 1)."' (the stray parenthesis in not_valid_before's error, quotes included, so that the corrected
# text occurs nowhere in the untouched file) and ":py:method:`~PIL.Image.getmodetype`"
# (getmodebandnames' docstring); the line_replaced requests turn TTFont.__init__'s TypeError line
# '"fileOrPath must be a file path ..."' into '"file must be a file path ..."' and check_specifier's
# '"{attr!r} must be a string " "containing valid version specifiers; {error}"' into one literal;
# the line_inserted_at request puts a comment on line 37 of base.py, right above "_EARLIEST_UTC_TIME
# = datetime.datetime(1950, 1, 1)"; lines 1158-1169 of ttFont.py are the "This is rather convoluted"
# comment block of _getGlyphNamesFromCmap; the definition_deleted request names Image._repr_jpeg_;
# the renamed _escapechar occurs twice (its definition and tagToIdentifier), _read_list_from_msg
# seven times (its definition and six calls in read_pkg_file), and the new names occur nowhere; the
# file request creates setuptools/_dist_compat.py; the docstring requests are for
# TTFont._makeGlyphName (named first, then "it") and random_serial_number (neither has one). Every
# gold was checked by hand without the model on the installed copies (fonttools 4.68.0, setuptools
# 65.5.0, cryptography 48.0.0, Pillow 13.0.0): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct edit
# made by hand; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES67: dict[str, list[str]] = {
    "e67_ft_ttfont": ["fontTools/ttLib/ttFont.py"],
    "e67_st_dist": ["setuptools/dist.py"],
    "e67_cr_x509base": ["cryptography/x509/base.py"],
    "e67_pil_image": ["PIL/Image.py"],
}

QUESTIONS67: list[dict] = [
    # --- fontTools/ttLib/ttFont.py --------------------------------------------------------
    edit(
        "e67_ft_ttfont",
        "[ttFont.py] rename `_escapechar` to `_escape_tag_char`, the old name reads like it"
        " escapes XML",
        renamed=["_escapechar", "_escape_tag_char"],
    ),
    edit(
        "e67_ft_ttfont",
        "TTFont has a static helper _makeGlyphName with no docstring. Could you give it one?"
        " It turns a Unicode codepoint into a glyph name: the AGL name if there is one, else"
        " uniXXXX or uXXXXX.",
        docstring="TTFont._makeGlyphName",
    ),
    edit(
        "e67_ft_ttfont",
        "In _getGlyphNamesFromCmap, right after the line that names the first placeholder"
        " glyph .notdef, add the comment"
        " # the rest keep their glyphNNNNN names until the cmap pass below",
        line_after=[
            "fontTools/ttLib/ttFont.py",
            'glyphOrder[0] = ".notdef"',
            "# the rest keep their glyphNNNNN names until the cmap pass below",
        ],
    ),
    edit(
        "e67_ft_ttfont",
        "I'm debugging a font with a strange table directory. In TTFont._save, comment out"
        " the line that throws away the first tag (the GlyphOrder pseudo-table) before the"
        " tables are counted. fontTools/ttLib/ttFont.py",
        comment_out=["fontTools/ttLib/ttFont.py", "tags.pop(0)  # skip GlyphOrder tag"],
    ),
    edit(
        "e67_ft_ttfont",
        "fontTools/ttLib/ttFont.py: delete lines 1158-1169, the 'rather convoluted'"
        " explanation at the top of _getGlyphNamesFromCmap; it lives in our design doc now.",
        lines_deleted=["fontTools/ttLib/ttFont.py", 1158, 1169],
    ),
    edit(
        "e67_ft_ttfont",
        "the TypeError in TTFont.__init__ talk about fileOrPath but the parametr is called"
        ' file. change the line \u201c"fileOrPath must be a file path (str or PathLike) if it'
        ' isn\'t an object with a `read` method."\u201d to \u201c"file must be a file path (str'
        " or PathLike) if it isn't an object with a `read` method.\"\u201d",
        line_replaced=[
            "fontTools/ttLib/ttFont.py",
            "\"fileOrPath must be a file path (str or PathLike) if it isn't an object with a"
            ' `read` method."',
            "\"file must be a file path (str or PathLike) if it isn't an object with a `read`"
            ' method."',
        ],
    ),
    beyond(
        "e67_ft_ttfont",
        "TTFont.save \u2192 can it write to a temp file in the same folder and os.replace() it"
        " over the target at the end? A crash mid-save currently leaves a truncated .ttf."
        " Keep the lazy=True overwrite check.",
    ),
    beyond("e67_ft_ttfont", "ttFont.py: remove the `import re` line"),
    # --- setuptools/dist.py ---------------------------------------------------------------
    edit(
        "e67_st_dist",
        "TODO(setuptools/dist.py): __all__ should export DistDeprecationWarning too ->"
        " __all__ = ['Distribution', 'DistDeprecationWarning']",
        value_set=["setuptools/dist.py", "__all__", "['Distribution', 'DistDeprecationWarning']"],
    ),
    edit(
        "e67_st_dist",
        "_read_list_from_msg gives back every value of a repeated header, it has nothing to"
        " do with lists. pls rename it to _read_all_fields_from_msg (setuptools/dist.py)",
        renamed=["_read_list_from_msg", "_read_all_fields_from_msg"],
    ),
    edit(
        "e67_st_dist",
        "dist.py, check_specifier: the message is two adjacent literals on one line for no"
        ' reason. Replace the line `"{attr!r} must be a string " "containing valid version'
        ' specifiers; {error}"` with `"{attr!r} must be a string containing valid version'
        ' specifiers; {error}"`',
        line_replaced=[
            "setuptools/dist.py",
            '"{attr!r} must be a string " "containing valid version specifiers; {error}"',
            '"{attr!r} must be a string containing valid version specifiers; {error}"',
        ],
    ),
    edit(
        "e67_st_dist",
        "We split Distribution._parse_config_files up in our fork, so delete the FIXME"
        " comment line just above that method, the one saying it is too complex."
        " (setuptools/dist.py)",
        line_deleted=[
            "setuptools/dist.py",
            "# FIXME: 'Distribution._parse_config_files' is too complex (14)",
        ],
    ),
    edit(
        "e67_st_dist",
        "in get_egg_cache_dir after the line which make the .eggs folder hidden on windows,"
        ' please add distutils.log.info("created %s", egg_cache_dir)',
        line_after=[
            "setuptools/dist.py",
            "windows_support.hide_file(egg_cache_dir)",
            'distutils.log.info("created %s", egg_cache_dir)',
        ],
    ),
    edit(
        "e67_st_dist",
        "new file setuptools/_dist_compat.py with one line:"
        " from setuptools.dist import Distribution, DistDeprecationWarning",
        file=[
            "setuptools/_dist_compat.py",
            "from setuptools.dist import Distribution, DistDeprecationWarning",
        ],
    ),
    beyond(
        "e67_st_dist",
        "setuptools/dist.py is almost untyped. Add type hints to every function and method in"
        " it (the check_* validators, read_pkg_file/write_pkg_file, all of Distribution) so"
        " mypy --strict is clean on it.",
    ),
    beyond(
        "e67_st_dist",
        "Why does check_packages never warn? setup(packages=['my-pkg', 'foo bar']) goes"
        " through without a word. Find the bug in setuptools/dist.py and fix it.",
    ),
    # --- cryptography/x509/base.py --------------------------------------------------------
    edit(
        "e67_cr_x509base",
        "fix(x509): stray paren in the not_valid_before error message,"
        ' `" 1950 January 1)."` -> `" 1950 January 1."`',
        text_replaced=[
            "cryptography/x509/base.py",
            '" 1950 January 1)."',
            '" 1950 January 1."',
        ],
    ),
    edit(
        "e67_cr_x509base",
        "random_serial_number() needs a docstring (cryptography/x509/base.py): it returns a"
        " random positive integer of at most 159 bits, fit for a certificate serial number.",
        docstring="random_serial_number",
    ),
    edit(
        "e67_cr_x509base",
        "In CertificateBuilder.__init__, just before the line that pins the version to v3,"
        " add: # extensions need v3, so every certificate built here is v3",
        line_before=[
            "cryptography/x509/base.py",
            "self._version = Version.v3",
            "# extensions need v3, so every certificate built here is v3",
        ],
    ),
    edit(
        "e67_cr_x509base",
        "Insert '# UTCTime cannot encode dates before 1950 (RFC 5280, 4.1.2.5.1)' at line 37"
        " of cryptography/x509/base.py, so that it sits right above _EARLIEST_UTC_TIME.",
        line_inserted_at=[
            "cryptography/x509/base.py",
            37,
            "# UTCTime cannot encode dates before 1950 (RFC 5280, 4.1.2.5.1)",
        ],
    ),
    edit(
        "e67_cr_x509base",
        "Could you put import secrets at the top of x509/base.py? I'm switching"
        " random_serial_number over to secrets.randbits next.",
        at_top=["cryptography/x509/base.py", "import secrets"],
    ),
    beyond(
        "e67_cr_x509base",
        "Every setter of CertificateBuilder repeats the whole seven-argument"
        " CertificateBuilder(...) call. Add a private _replace(**changes) helper and make"
        " issuer_name, subject_name, public_key, serial_number, not_valid_before,"
        " not_valid_after and add_extension use it.",
    ),
    beyond(
        "e67_cr_x509base",
        'In base.py replace raise ValueError("Last update may only be set once.") with'
        ' raise ValueError("Next update may only be set once.")',
    ),
    # --- PIL/Image.py ---------------------------------------------------------------------
    edit(
        "e67_pil_image",
        "Image.py, remap_palette: uncomment the m_im.putpalette(mapping_palette, 'L') line,"
        " I want to try the documented path instead of forcing the palette in",
        uncomment=["PIL/Image.py", "m_im.putpalette(mapping_palette, 'L')  # converts to 'P'"],
    ),
    edit(
        "e67_pil_image",
        "There's a line in Exif.load_from_fp that calls tell() on the file and throws the"
        " result away. Comment it out please (PIL/Image.py).",
        comment_out=["PIL/Image.py", "self.fp.tell()"],
    ),
    edit(
        "e67_pil_image",
        "PIL/Image.py, open(): just before the line that reads the header bytes handed to"
        " each plugin's accept check, put `# 16 bytes is enough for every registered"
        " _accept() check`",
        line_before=[
            "PIL/Image.py",
            "prefix = fp.read(16)",
            "# 16 bytes is enough for every registered _accept() check",
        ],
    ),
    edit(
        "e67_pil_image",
        "Remove Image._repr_jpeg_ from PIL/Image.py \u2014 Jupyter should only ever get the"
        " PNG repr from us.",
        definition_deleted=["PIL/Image.py", "Image._repr_jpeg_"],
    ),
    edit(
        "e67_pil_image",
        "append MAX_IMAGE_PIXELS = None as the very last line of PIL/Image.py, our scanned"
        " TIFFs trip the bomb check",
        last_line=["PIL/Image.py", "MAX_IMAGE_PIXELS = None"],
    ),
    edit(
        "e67_pil_image",
        "docs typo in getmodebandnames: ':py:method:`~PIL.Image.getmodetype`' should be"
        " ':py:meth:`~PIL.Image.getmodetype`' (Image.py)",
        text_replaced=[
            "PIL/Image.py",
            ":py:method:`~PIL.Image.getmodetype`",
            ":py:meth:`~PIL.Image.getmodetype`",
        ],
    ),
    beyond(
        "e67_pil_image",
        "remap_palette is slow on our big GIFs: it grows palette_bytes with += in a Python"
        " loop and copies and converts the whole image twice. Make it faster, same output.",
    ),
    beyond("e67_pil_image", "comment out self.load() in Image.py"),
]


# Set 68 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers and the format of set 66 (its comment block, WORKSPACES66 and QUESTIONS66; no other
# set was read). 23 mechanical edits on four modules of third-party packages, each kept at its path
# (docutils/nodes.py, 2314 lines; dask/array/core.py, 6278 lines; distributed/scheduler.py, 9421
# lines; matplotlib/axes/_axes.py, 9316 lines), as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; line numbers and a line range; "right after
# the line", "just before the line"; a first sentence that only gives context or a reason, then the
# request; a pronoun for what was named before; terse, polite, chatty, non-native, typos;
# questions). Seven of them say the line by what it does or what it holds, without quoting it (the
# debug print of system_message.__init__ before it re-raises, "print('system_message: children=%r'
# % (children,))", as a line_deleted; the python 2 alias of Array.__bool__, "__nonzero__ = __bool__
# # python 2", as a line_deleted (the other python 2 alias, "__long__ = __int__", is of __int__);
# the line of offset_func's inner _offset that adds the offset to every argument, "args2 =
# list(map(add, args, offset))", as the anchor of a line_after; the entry of work stealing in
# DEFAULT_EXTENSIONS, '"stealing": WorkStealing,', as a line_deleted; the line of
# WorkerStatusPlugin.add_worker that removes the metrics from the identity, 'del
# ident["metrics"]', as a comment_out (the next line deletes "last_seen"); the line where
# decide_worker calls itself again without valid workers because the restrictions are loose,
# "return decide_worker(ts, all_workers, None, objective)", as the anchor of a line_before; the
# assert of Axes._convert_dx that xconv is exactly an ndarray, "assert type(xconv) is np.ndarray",
# as the old line of a line_replaced), where exactly one line fits. 8 requests are beyond the
# model: a bug to find (Element.get_language_code asks the parent for get_language, a method that
# does not exist, so the AttributeError it catches always returns the fallback and a language-*
# class on an ancestor is never found), a new feature (BlockView indexing with several lists and
# with np.newaxis, which __getitem__ refuses), a refactor (KilledWorker, NoValidWorkerError and
# NoWorkerError, which each keep their fields in self.args behind one-line properties), speed
# (Axes.hist with thousands of bins makes one Rectangle per bin), type hints (Axes.errorbar and its
# nested helpers _upcast_err and apply_mask), and three whose description fits several lines
# ("self.set_id(footnote)", in note_autofootnote, note_symbol_footnote and note_footnote, as a
# comment_out; '"shape": self.shape,', in both branches of the collection_annotations code of
# Array.__new__, as a line_deleted; "scheduler.remove_plugin(name=self.name)", in
# WorkerStatusPlugin.add_worker and remove_worker, as the anchor of a line_after).
# The value_set request sets STIMULUS_ID_UNSET = "<stimulus_id unset>" (a one-line module-level
# string in scheduler.py) to "stimulus-id-unset"; the uncomment request is line 33 of nodes.py,
# "# import docutils.transforms # -> conditional import in document.__init__()", whose trailing
# comment stays; the lines_deleted request is lines 30-31 of nodes.py, the commented-out
# xml.dom.minidom import and its continuation line; the line_inserted_at request puts a comment on
# line 2255 of _axes.py, right above "def _parse_bar_color_args(self, kwargs):"; the at_top request
# adds "import warnings" to _axes.py, which does not import it; the last_line request appends
# 'warnings.simplefilter("always", PerformanceWarning)' to dask/array/core.py, which ends with
# "from dask.array.blockwise import blockwise"; the text_replaced requests quote "methods then to
# pass" (update_all_atts' docstring) and '"`newdims` should be positive"' (transposelist, whose
# argument is extradims), so the corrected text occurs nowhere in the untouched files; the other
# line_replaced request turns heartbeat_interval's "if n <= 10:" into "if n <= 20:"; the
# definition_deleted request names _split_up_single_chunk, which nothing in dask or distributed
# calls; the renamed _fast_findall occurs three times (its definition, its recursive call and the
# call in findall; _superfast_findall's own name is not matched by the \b check) and
# _make_axes_method eight times, and the new names occur nowhere; the file request creates
# distributed/scheduler_errors.py; the docstring requests are for document.set_id, ensure_int and
# _GroupedBarReturn.remove (the last named first, then "it"; none has one). Every gold was checked
# by hand without the model on the installed copies (docutils 0.19, dask 2026.8.0, distributed
# 2026.8.0, matplotlib 3.11.2): anchors occur once, new names are unused, line numbers are the
# file's, and each check fails on the untouched file and holds after a correct edit made by hand;
# each decline holds on the untouched workspace. Not measured when written.
WORKSPACES68: dict[str, list[str]] = {
    "e68_docutils_nodes": ["docutils/nodes.py"],
    "e68_dask_array_core": ["dask/array/core.py"],
    "e68_dist_scheduler": ["distributed/scheduler.py"],
    "e68_mpl_axes": ["matplotlib/axes/_axes.py"],
}

QUESTIONS68: list[dict] = [
    # --- docutils/nodes.py ----------------------------------------------------------------
    edit(
        "e68_docutils_nodes",
        'TODO(docutils/nodes.py): rename _fast_findall to _findall_isinstance, "fast" means'
        " nothing next to _superfast_findall",
        renamed=["_fast_findall", "_findall_isinstance"],
    ),
    edit(
        "e68_docutils_nodes",
        "Our PyInstaller build misses docutils.transforms, because nodes.py only imports it"
        " inside document.__init__. Could you uncomment the module-level import of"
        " docutils.transforms near the top (line 33)?",
        uncomment=[
            "docutils/nodes.py",
            "import docutils.transforms # -> conditional import in document.__init__()",
        ],
    ),
    edit(
        "e68_docutils_nodes",
        "[docutils/nodes.py] document.set_id has no docstring, pls add one: it registers the"
        " node's existing ids (reporting duplicates) or makes a new id from its names or the"
        " auto_id_prefix, and returns the id",
        docstring="document.set_id",
    ),
    edit(
        "e68_docutils_nodes",
        "nodes.py lines 30-31 -> delete them (the commented-out xml.dom.minidom import and its"
        " continuation line), it's just noise",
        lines_deleted=["docutils/nodes.py", 30, 31],
    ),
    edit(
        "e68_docutils_nodes",
        "system_message.__init__ prints the children to stdout before it re-raises, and that"
        " ends up in our CLI output. Remove that debug print line please.",
        line_deleted=["docutils/nodes.py", "print('system_message: children=%r' % (children,))"],
    ),
    edit(
        "e68_docutils_nodes",
        "typo in the update_all_atts docstring (nodes.py): \u201cmethods then to pass\u201d \u2192"
        " \u201cmethods than to pass\u201d",
        text_replaced=["docutils/nodes.py", "methods then to pass", "methods than to pass"],
    ),
    beyond(
        "e68_docutils_nodes",
        "Element.get_language_code() never sees a language-de class set on a parent: for a"
        " paragraph inside a section with classes=['language-de'] it just returns the"
        " fallback. Can you find out why and fix it?",
    ),
    beyond(
        "e68_docutils_nodes",
        "nodes.py \u2014 comment out `self.set_id(footnote)`, we assign footnote ids in our own"
        " transform",
    ),
    # --- dask/array/core.py ---------------------------------------------------------------
    edit(
        "e68_dask_array_core",
        "dask/array/core.py: we are python 3 only, delte the python 2 alias of Array.__bool__",
        line_deleted=["dask/array/core.py", "__nonzero__ = __bool__  # python 2"],
    ),
    edit(
        "e68_dask_array_core",
        "Nothing in dask calls _split_up_single_chunk anymore, so please delete that function"
        " from dask/array/core.py.",
        definition_deleted=["dask/array/core.py", "_split_up_single_chunk"],
    ),
    edit(
        "e68_dask_array_core",
        "Could you write a docstring for ensure_int in dask/array/core.py? It turns a number"
        " that holds a whole value into an int and raises ValueError otherwise.",
        docstring="ensure_int",
    ),
    edit(
        "e68_dask_array_core",
        'transposelist complains about an argument that does not exist. Change "`newdims`'
        ' should be positive" to "`extradims` should be non-negative" (0 is allowed)',
        text_replaced=[
            "dask/array/core.py",
            "`newdims` should be positive",
            "`extradims` should be non-negative",
        ],
    ),
    edit(
        "e68_dask_array_core",
        "offset_func: right after the line in the inner _offset that adds the offset to every"
        " argument, put the comment # map() stops at the shorter of args and offset",
        line_after=[
            "dask/array/core.py",
            "args2 = list(map(add, args, offset))",
            "# map() stops at the shorter of args and offset",
        ],
    ),
    edit(
        "e68_dask_array_core",
        "we want to see every PerformanceWarning, not only the first one per call site. append"
        ' warnings.simplefilter("always", PerformanceWarning) as the very last line of'
        " core.py",
        last_line=["dask/array/core.py", 'warnings.simplefilter("always", PerformanceWarning)'],
    ),
    beyond(
        "e68_dask_array_core",
        "x.blocks[[0, 2], [1, 3]] raises 'Can only slice with a single list' and"
        " x.blocks[None, 0] is refused too. Make BlockView support outer indexing with several"
        " lists and np.newaxis, like numpy's np.ix_.",
    ),
    beyond(
        "e68_dask_array_core",
        'In Array.__new__ remove the line "shape": self.shape, from the collection'
        " annotations (dask/array/core.py)",
    ),
    # --- distributed/scheduler.py ---------------------------------------------------------
    edit(
        "e68_dist_scheduler",
        'distributed/scheduler.py: set STIMULUS_ID_UNSET to "stimulus-id-unset", the angle'
        " brackets break our log parser",
        value_set=["distributed/scheduler.py", "STIMULUS_ID_UNSET", '"stimulus-id-unset"'],
    ),
    edit(
        "e68_dist_scheduler",
        "heartbeat_interval \u2192 keep the half-second heartbeat up to 20 workers: `if n <= 10:`"
        " -> `if n <= 20:`",
        line_replaced=["distributed/scheduler.py", "if n <= 10:", "if n <= 20:"],
    ),
    edit(
        "e68_dist_scheduler",
        "create distributed/scheduler_errors.py containing: from distributed.scheduler import"
        " KilledWorker, NoValidWorkerError, NoWorkerError",
        file=[
            "distributed/scheduler_errors.py",
            "from distributed.scheduler import KilledWorker, NoValidWorkerError, NoWorkerError",
        ],
    ),
    edit(
        "e68_dist_scheduler",
        "We run our clusters without work stealing. Please drop its entry from"
        " DEFAULT_EXTENSIONS in scheduler.py.",
        line_deleted=["distributed/scheduler.py", '"stealing": WorkStealing,'],
    ),
    edit(
        "e68_dist_scheduler",
        "in WorkerStatusPlugin.add_worker please comment out the line which remove the metrics"
        " from the identity, our cluster manager want them also",
        comment_out=["distributed/scheduler.py", 'del ident["metrics"]'],
    ),
    edit(
        "e68_dist_scheduler",
        "scheduler.py, decide_worker: just before the line where it calls itself again without"
        " valid workers because the restrictions are loose, add"
        ' logger.debug("Relaxing loose restrictions of %s", ts.key)',
        line_before=[
            "distributed/scheduler.py",
            "return decide_worker(ts, all_workers, None, objective)",
            'logger.debug("Relaxing loose restrictions of %s", ts.key)',
        ],
    ),
    beyond(
        "e68_dist_scheduler",
        "WorkerStatusPlugin: right after scheduler.remove_plugin(name=self.name) add"
        ' logger.info("worker-status comm closed")',
    ),
    beyond(
        "e68_dist_scheduler",
        "So KilledWorker, NoValidWorkerError and NoWorkerError all stuff their fields into"
        " self.args and then have a one-line property per field, which is a lot of"
        " boilerplate. Could you refactor them onto a shared base class (or dataclasses) that"
        " keeps pickling and the current __str__ messages working?",
    ),
    # --- matplotlib/axes/_axes.py ---------------------------------------------------------
    edit(
        "e68_mpl_axes",
        "matplotlib/axes/_axes.py: add `import warnings` at the top",
        at_top=["matplotlib/axes/_axes.py", "import warnings"],
    ),
    edit(
        "e68_mpl_axes",
        "_GroupedBarReturn.remove has no docstring. Give it one: it removes every bar"
        " container of the grouped bar plot from the Axes.",
        docstring="_GroupedBarReturn.remove",
    ),
    edit(
        "e68_mpl_axes",
        "refactor(axes): _make_axes_method -> _as_axes_method",
        renamed=["_make_axes_method", "_as_axes_method"],
    ),
    edit(
        "e68_mpl_axes",
        "Insert '# Helpers for Axes.bar' at line 2255 of matplotlib/axes/_axes.py, so that it"
        " sits just above _parse_bar_color_args",
        line_inserted_at=["matplotlib/axes/_axes.py", 2255, "# Helpers for Axes.bar"],
    ),
    edit(
        "e68_mpl_axes",
        "In Axes._convert_dx the assert that checks xconv is exactly an ndarray rejects our"
        " ndarray subclass. Replace that line with assert isinstance(xconv, np.ndarray)",
        line_replaced=[
            "matplotlib/axes/_axes.py",
            "assert type(xconv) is np.ndarray",
            "assert isinstance(xconv, np.ndarray)",
        ],
    ),
    beyond(
        "e68_mpl_axes",
        "ax.hist(data, bins=5000) takes ages to draw because it makes one Rectangle per bin."
        " Speed it up (one collection per dataset?) but keep (n, bins, patches) working for"
        " existing callers.",
    ),
    beyond(
        "e68_mpl_axes",
        "add type hints to Axes.errorbar and its nested helpers (_upcast_err, apply_mask) in"
        " _axes.py, so mypy --strict is happy without the .pyi stub",
    ),
]


# Set 69 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 66 (its comment block,
# WORKSPACES66 and QUESTIONS66, and the module docstring and the edit/beyond helpers of
# heldout_edits.py; nothing else of that file). 23 mechanical edits on four modules of third-party
# packages, each kept at its path (prompt_toolkit/layout/containers.py, 2766 lines;
# babel/numbers.py, 1683 lines; pandas/io/parsers/readers.py, 3556 lines;
# docutils/utils/__init__.py, 821 lines), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; a line number, two line ranges; "right
# after the line", "just before the line"; a first sentence that only gives context or a reason,
# then the request; a pronoun for what was named before; terse, polite, chatty, non-native,
# typos; questions). Seven of them say the line by what it does or what it holds, without quoting
# it (the assert of Float.__init__ that the z-index is at least one, "assert z_index >= 1", as a
# comment_out; the comment of get_decimal_precision that says where the code was copied from,
# "# Copied from: https://github.com/mahmoud/boltons/pull/59", as a line_deleted; the line of
# NumberPattern._format_frac that right-pads value with zeros up to min, "value += '0' * (min -
# len(value))", as the anchor of a line_after; the line of TextFileReader._make_engine that builds
# the engine from the mapping with the cleaned options, "return mapping[engine](f,
# **self.options)", as the anchor of a line_before; the line of TextParser that forces the python
# engine, 'kwds["engine"] = "python"', as a comment_out; the commented-out assert of
# Reporter.system_message about a line but no source argument, '# assert source is not None,
# "line- but no source-argument"', as an uncomment; the TODO of decode_path that asks whether it
# is still needed on Python 3, as a line_deleted: that line has a no-break space between "Python"
# and "3" in the installed file, so its gold is written with \u00a0), where exactly one line
# fits. 8 requests are beyond the model: a bug to find (WindowRenderInfo.full_height_visible
# compares last_visible_line(), a 0-based line number, with content_height, the line count, so it
# is never True when the whole buffer is shown), speed (NumberPattern.apply resolving the locale's
# symbols through Locale.parse and _get_number_symbols several times per number), a new feature
# (an on_progress callback for read_csv, in the parallel and the serial path), a refactor (the
# nested if/elif/pass of TextFileReader._get_options_with_defaults that its own TODO calls
# convoluted), type hints (all of docutils/utils/__init__.py, which has none), and three whose
# description fits several lines ('style = parent_style + " " + to_str(self.style)', five lines of
# containers.py in HSplit, VSplit, FloatContainer (twice) and Window._apply_style, as the anchor
# of a line_after; "pattern = parse_pattern(format)", seven lines of numbers.py, as a
# line_deleted; "self.file = None", in DependencyList.set_output and DependencyList.close, as a
# line_deleted). The value_set request sets pandas' "_MAX_DEFAULT_WORKERS = 6" to 4; the uncomment
# is the docutils assert above (uncommented it stays inside "if line is not None:", so the file
# still compiles). The at_top request adds "import logging" to containers.py, whose first statement
# after the docstring is "from __future__ import annotations" (a line put before it does not
# compile); the last_line request appends '__all__ = ["TextFileReader", "TextParser", "read_csv",
# "read_fwf", "read_table"]' to readers.py, which ends with _validate_skipfooter and has no
# __all__; the text_replaced requests quote "scrolled to much" (a comment of do_scroll in
# Window._scroll_without_linewrapping) and "on_bad_line can only be a callable function" (the
# error of _refine_defaults_read), so that the corrected text occurs nowhere in the untouched
# files; the line_replaced requests turn Window's docstring line ":param dont_extend_height: When
# `True`, don't take up more width then the" into "... more height than the" (the
# dont_extend_width line above it keeps "width then") and is_currency's "This method always
# return a Boolean and never raise." into "This function always returns a Boolean and never
# raises."; the line_inserted_at request puts a comment on line 503 of docutils/utils/__init__.py,
# right above "def get_stylesheet_reference(settings, relative_to=None):"; lines 2114-2117 of
# containers.py are the commented-out "raise ValueError(" of cursor_pos_to_screen_pos in
# Window._copy_body, lines 3356-3367 of readers.py the "# gh-23761" comment block of
# _refine_defaults_read; the definition_deleted request names format_number (deprecated since
# 2.6.0); the renamed _in_insert_mode occurs twice (its assignment and
# _show_key_processor_key_buffer), _remove_trailing_zeros_after_decimal five times (its
# definition, parse_decimal and three doctest lines of its own docstring), and the new names
# occur nowhere; the file request creates docutils/utils/compat.py; the docstring requests are
# for NumberPattern._format_int and uniq (the latter named first, then "it"; neither has one).
# Every gold was checked by hand without the model on the installed copies (prompt_toolkit
# 3.0.52, Babel 2.19.0, pandas 3.1.1, docutils 0.19): anchors occur once, new names are unused,
# line numbers are the file's, and each check fails on the untouched file and holds after a
# correct edit made by hand; each decline holds on the untouched workspace. Not measured when
# written.
WORKSPACES69: dict[str, list[str]] = {
    "e69_ptk_containers": ["prompt_toolkit/layout/containers.py"],
    "e69_babel_numbers": ["babel/numbers.py"],
    "e69_pd_readers": ["pandas/io/parsers/readers.py"],
    "e69_docutils_utils": ["docutils/utils/__init__.py"],
}

QUESTIONS69: list[dict] = [
    # --- prompt_toolkit/layout/containers.py ---------------------------------------------
    edit(
        "e69_ptk_containers",
        "refactor(containers): rename _in_insert_mode to _insert_mode_filter, it's a Filter"
        " and not a bool",
        renamed=["_in_insert_mode", "_insert_mode_filter"],
    ),
    edit(
        "e69_ptk_containers",
        "In the Window docstring the line for dont_extend_height is wrong, it say width but"
        " it mean height. Please change the line \u201c:param dont_extend_height: When"
        " `True`, don't take up more width then the\u201d to \u201c:param dont_extend_height:"
        " When `True`, don't take up more height than the\u201d",
        line_replaced=[
            "prompt_toolkit/layout/containers.py",
            ":param dont_extend_height: When `True`, don't take up more width then the",
            ":param dont_extend_height: When `True`, don't take up more height than the",
        ],
    ),
    edit(
        "e69_ptk_containers",
        "[prompt_toolkit/layout/containers.py] We draw some floats underneath the content"
        " with z_index=0. Comment out the assert in Float's constructor that insists the"
        " z-index is at least one.",
        comment_out=["prompt_toolkit/layout/containers.py", "assert z_index >= 1"],
    ),
    edit(
        "e69_ptk_containers",
        "Delete lines 2114 to 2117 of prompt_toolkit/layout/containers.py, that's the dead"
        " commented-out raise ValueError in cursor_pos_to_screen_pos.",
        lines_deleted=["prompt_toolkit/layout/containers.py", 2114, 2117],
    ),
    edit(
        "e69_ptk_containers",
        "typo in a comment of do_scroll: 'scrolled to much' -> 'scrolled too much'",
        text_replaced=[
            "prompt_toolkit/layout/containers.py",
            "scrolled to much",
            "scrolled too much",
        ],
    ),
    edit(
        "e69_ptk_containers",
        "Could you add `import logging` at the top of containers.py? I'd like to log when"
        " a split falls back to the window-too-small message.",
        at_top=["prompt_toolkit/layout/containers.py", "import logging"],
    ),
    beyond(
        "e69_ptk_containers",
        "WindowRenderInfo.full_height_visible never comes out True for us, even when the"
        " whole buffer fits in the window and nothing is scrolled. Can you figure out why"
        " and fix it?",
    ),
    beyond(
        "e69_ptk_containers",
        'containers.py: right after the line `style = parent_style + " " +'
        " to_str(self.style)` add `style = style.strip()`",
    ),
    # --- babel/numbers.py -----------------------------------------------------------------
    edit(
        "e69_babel_numbers",
        "rename _remove_trailing_zeros_after_decimal \u2192 _strip_trailing_fraction_zeros,"
        " doctests included (babel/numbers.py)",
        renamed=["_remove_trailing_zeros_after_decimal", "_strip_trailing_fraction_zeros"],
    ),
    edit(
        "e69_babel_numbers",
        "NumberPattern._format_int has no docstring. Can you add one? It left-pads the digit"
        " string with zeros to `min` digits and inserts the locale's group symbol using the"
        " primary and then the secondary grouping size.",
        docstring="NumberPattern._format_int",
    ),
    edit(
        "e69_babel_numbers",
        "in get_decimal_precision pls drop the coment line that says where the code was"
        " copied from, legal wants attributions in NOTICE only",
        line_deleted=[
            "babel/numbers.py",
            "# Copied from: https://github.com/mahmoud/boltons/pull/59",
        ],
    ),
    edit(
        "e69_babel_numbers",
        "TODO(babel/numbers.py): in _format_frac, right after the line that right-pads value"
        " with zeros up to min, insert # from here on value has at least min digits",
        line_after=[
            "babel/numbers.py",
            "value += '0' * (min - len(value))",
            "# from here on value has at least min digits",
        ],
    ),
    edit(
        "e69_babel_numbers",
        'is_currency docstring grammar: replace "This method always return a Boolean and'
        ' never raise." by "This function always returns a Boolean and never raises."',
        line_replaced=[
            "babel/numbers.py",
            "This method always return a Boolean and never raise.",
            "This function always returns a Boolean and never raises.",
        ],
    ),
    edit(
        "e69_babel_numbers",
        "format_number has been deprecated since 2.6.0 and nothing of ours calls it anymore."
        " Remove it from babel/numbers.py.",
        definition_deleted=["babel/numbers.py", "format_number"],
    ),
    beyond(
        "e69_babel_numbers",
        "Formatting a few million numbers with format_decimal is slow: inside"
        " NumberPattern.apply every number goes through Locale.parse and _get_number_symbols"
        " again for the decimal, group, sign and exponential symbols. Make apply look the"
        " symbols up once (or cache them per locale and numbering system), same output.",
    ),
    beyond("e69_babel_numbers", "numbers.py: delete the line pattern = parse_pattern(format)"),
    # --- pandas/io/parsers/readers.py -----------------------------------------------------
    edit(
        "e69_pd_readers",
        "Our CI runners have 4 cores shared by two jobs, so the parallel CSV reader"
        " oversubscribes them. Set _MAX_DEFAULT_WORKERS to 4 in pandas/io/parsers/readers.py.",
        value_set=["pandas/io/parsers/readers.py", "_MAX_DEFAULT_WORKERS", "4"],
    ),
    edit(
        "e69_pd_readers",
        "The error raised in _refine_defaults_read names the parameter wrong. Change"
        " 'on_bad_line can only be a callable function' to 'on_bad_lines can only be a"
        " callable function'.",
        text_replaced=[
            "pandas/io/parsers/readers.py",
            "on_bad_line can only be a callable function",
            "on_bad_lines can only be a callable function",
        ],
    ),
    edit(
        "e69_pd_readers",
        "readers.py lines 3356-3367: remove the gh-23761 comment block in"
        " _refine_defaults_read, I'm moving that explanation into the docs",
        lines_deleted=["pandas/io/parsers/readers.py", 3356, 3367],
    ),
    edit(
        "e69_pd_readers",
        "In TextFileReader._make_engine, just before the line that builds the engine from the"
        " mapping with the cleaned options, add a comment:"
        " # every engine class takes the cleaned options as keywords",
        line_before=[
            "pandas/io/parsers/readers.py",
            "return mapping[engine](f, **self.options)",
            "# every engine class takes the cleaned options as keywords",
        ],
    ),
    edit(
        "e69_pd_readers",
        "TextParser(): comment out the line that forces the python enigne, we want it to"
        " honour the engine= our callers pass",
        comment_out=["pandas/io/parsers/readers.py", 'kwds["engine"] = "python"'],
    ),
    edit(
        "e69_pd_readers",
        'pls append `__all__ = ["TextFileReader", "TextParser", "read_csv", "read_fwf",'
        ' "read_table"]` as the very last line of pandas/io/parsers/readers.py',
        last_line=[
            "pandas/io/parsers/readers.py",
            '__all__ = ["TextFileReader", "TextParser", "read_csv", "read_fwf", "read_table"]',
        ],
    ),
    beyond(
        "e69_pd_readers",
        "Add a progress callback to read_csv: a new on_progress=callable(bytes_done,"
        " bytes_total) argument, called by the parallel reader as each chunk finishes and by"
        " the serial path once per chunk of rows.",
    ),
    beyond(
        "e69_pd_readers",
        "There's a TODO in TextFileReader._get_options_with_defaults saying the engine"
        " support check is pretty convoluted. Refactor that nested if/elif/pass into a small"
        " table of unsupported options per engine, raising exactly the same errors.",
    ),
    # --- docutils/utils/__init__.py -------------------------------------------------------
    edit(
        "e69_docutils_utils",
        "docutils utils: in Reporter.system_message please uncomment the assert which"
        " complain about a line but no source argument, we want it blow up in our test runs",
        uncomment=[
            "docutils/utils/__init__.py",
            'assert source is not None, "line- but no source-argument"',
        ],
    ),
    edit(
        "e69_docutils_utils",
        "Insert `# --- stylesheet helpers ---` at line 503 of docutils/utils/__init__.py (it"
        " should sit right above def get_stylesheet_reference)",
        line_inserted_at=["docutils/utils/__init__.py", 503, "# --- stylesheet helpers ---"],
    ),
    edit(
        "e69_docutils_utils",
        "Create docutils/utils/compat.py containing:"
        " from docutils.utils import Reporter, SystemMessage, new_document",
        file=[
            "docutils/utils/compat.py",
            "from docutils.utils import Reporter, SystemMessage, new_document",
        ],
    ),
    edit(
        "e69_docutils_utils",
        "decode_path has a TODO asking whether it's still needed on Python 3. It is (we get"
        " bytes paths from a C extension), so delete that TODO line.",
        line_deleted=[
            "docutils/utils/__init__.py",
            "# TODO: is this still required with Python\u00a03?",
        ],
    ),
    edit(
        "e69_docutils_utils",
        "uniq() in docutils/utils/__init__.py has no docstring. Could you write one for it?"
        " It returns a new list without the duplicates, keeping the first-seen order.",
        docstring="uniq",
    ),
    beyond(
        "e69_docutils_utils",
        "Add type annotations to everything in docutils/utils/__init__.py (Reporter, the"
        " option helpers, the path helpers, DependencyList) so that mypy --strict is clean on"
        " it.",
    ),
    beyond("e69_docutils_utils", "remove `self.file = None` from docutils/utils/__init__.py"),
]


# Set 70 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 66 (the module docstring,
# the edit/beyond helpers, its comment block, WORKSPACES66 and QUESTIONS66; locating set 66 put
# the first lines of set 67's comment block on screen, nothing was taken from them). 23 mechanical
# edits on four modules of third-party packages, each kept at its path (parso/python/tree.py, 1255
# lines; soupsieve/css_match.py, 2672 lines; bs4/builder/_htmlparser.py, 517 lines;
# traitlets/config/application.py, 1136 lines), as a dozen different users type them (the file
# first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; a line number, a line range; "right after
# the line", "just before the line"; a first sentence that only gives context or a reason, then the
# request; a pronoun for what was named before; terse, polite, chatty, non-native, typos;
# questions). Seven of them say the line by what it does or what it holds, without quoting it (the
# line of Function.__init__ that looks up the parameters node, "parameters =
# self._find_parameters()", as the anchor of a line_after; the assert of Param.annotation that the
# tfpdef has exactly three children, "assert len(tfpdef.children) == 3", as a comment_out; the line
# of CSSMatch.contains_text that compiles all the values into one alternation pattern, "compiled =
# (re.compile('|'.join(re.escape(v) for v in ordered)), len(ordered[0]) - 1)", as the anchor of a
# line_before; the line of CSSMatch.reset that clears the cache of lowered names,
# "self.lower_cache.clear()", named as "the lowered-name cache" then "it", as a comment_out; the
# commented-out debug print of handle_starttag, '# print("START", tag)', as an uncomment (the two
# other commented-out prints are in handle_endtag); the orphan comment under subcommand_description,
# "# get running program name", as a line_deleted; the line of start_show_config that writes the
# trailing newline after the JSON dump, 'sys.stdout.write("\n")', as the anchor of a line_after),
# where exactly one line fits. 8 requests are beyond the model: type hints (Import, ImportFrom and
# ImportName, for mypy --strict), a refactor (Inputs.parse_value's if/elif chain into one parser
# per input type in a dict), a new feature (a "join" strategy for on_duplicate_attribute), a bug to
# find (flatten_flags tests `isinstance(aliases, tuple)`, the dict, instead of the key `alias`, so a
# tuple alias key stays one tuple key, where a tuple flag key is split into one entry per name;
# asked by its symptom), speed (_classes_with_config_traits rebuilds its OrderedDict until nothing
# changes, for an app with ~400 classes), and three whose description fits several lines
# ("super().__init__(children)", five times in tree.py, as the anchor of a line_after; "# I don't
# think this can ever happen, but it makes `mypy` happy", in match_past_relations and
# match_future_relations, as a line_deleted; "self.soup.endData()", four times in
# BeautifulSoupHTMLParser, as a comment_out). "Set a constant" is a value_set of the module-level
# 'HTMLPARSER = "html.parser"' of _htmlparser.py into "html.parser.vendored" (the other use,
# 'NAME: str = HTMLPARSER', is left alone); the traitlets default date format, one line of a
# Unicode(...) call, is a line_replaced instead ('"%Y-%m-%d %H:%M:%S",' into
# '"%Y-%m-%dT%H:%M:%S",'). The at_top request adds "import sys" to css_match.py, which starts with
# its docstring and "from __future__ import annotations" and has no import of sys; the last_line
# request appends '__all__ += ["BeautifulSoupHTMLParser"]' to _htmlparser.py, which ends inside
# HTMLParserTreeBuilder.feed; the docstring requests are for String._get_payload (none) and the
# class BeautifulSoupHTMLParser, whose would-be docstring stands after the REPLACE and IGNORE
# constants, so ast.get_docstring finds none; the text_replaced requests fix "was an character
# entity reference" (handle_entityref's comment) and "TerminalInteraciveShell" (flatten_flags'
# docstring); the line_replaced requests are the date format above and assert_valid_input's
# TypeError message, made to show type(tag).__name__; the line_inserted_at request puts a comment
# on line 521 of css_match.py, right above "class Inputs:"; lines 1229-1231 of tree.py are the
# two-line comment and "CompFor = SyncCompFor"; the definition_deleted requests name Class.__init__
# (parso, it only calls super().__init__) and Application.__del__; the renamed _create_params
# occurs three times (its definition, Function.__init__ and Lambda.__init__) and find_bidi twice
# (its definition and resolve_dir), and the new names occur nowhere; the file request creates
# traitlets/config/app_compat.py. Every gold was checked by hand without the model on the installed
# copies (parso 0.8.7, soupsieve 4.1.4, beautifulsoup4 4.15.0, traitlets 5.15.0): anchors occur
# once, new names are unused, line numbers are the file's, and each check fails on the untouched
# file and holds after a correct edit made by hand in a scratch copy; each decline holds on the
# untouched workspace. Not measured when written.
WORKSPACES70: dict[str, list[str]] = {
    "e70_parso_tree": ["parso/python/tree.py"],
    "e70_sv_match": ["soupsieve/css_match.py"],
    "e70_bs4_htmlparser": ["bs4/builder/_htmlparser.py"],
    "e70_tl_app": ["traitlets/config/application.py"],
}

QUESTIONS70: list[dict] = [
    # --- parso/python/tree.py -------------------------------------------------------------
    edit(
        "e70_parso_tree",
        "refactor(parso/tree): _create_params -> _params_from_arglist, it turns the argslist"
        " into Param nodes",
        renamed=["_create_params", "_params_from_arglist"],
    ),
    edit(
        "e70_parso_tree",
        "Class.__init__ in parso/python/tree.py does nothing but call"
        " super().__init__(children). Could you delete it?",
        definition_deleted=["parso/python/tree.py", "Class.__init__"],
    ),
    edit(
        "e70_parso_tree",
        "[parso/python/tree.py] remove lines 1229-1231, the CompFor alias + its comment; we"
        " pin a recent jedi anyway",
        lines_deleted=["parso/python/tree.py", 1229, 1231],
    ),
    edit(
        "e70_parso_tree",
        "in Function.__init__ please put right after the line which is finding the parameters"
        " node this comment: `# children[0] is '(' and children[-1] is ')'`",
        line_after=[
            "parso/python/tree.py",
            "parameters = self._find_parameters()",
            "# children[0] is '(' and children[-1] is ')'",
        ],
    ),
    edit(
        "e70_parso_tree",
        "tree.py \u2014 Param.annotation asserts that the tfpdef has exactly three children;"
        " comment that assert out, it trips on our error-recovery trees",
        comment_out=["parso/python/tree.py", "assert len(tfpdef.children) == 3"],
    ),
    edit(
        "e70_parso_tree",
        "String._get_payload needs a docstirng: it returns the contents of the string literal"
        " without its prefix and its quotes",
        docstring="String._get_payload",
    ),
    beyond(
        "e70_parso_tree",
        "Could you add type annotations to Import, ImportFrom and ImportName in"
        " parso/python/tree.py? get_paths returns list[list[Name]], level an int, and so on;"
        " they should pass mypy --strict.",
    ),
    beyond(
        "e70_parso_tree",
        "tree.py: right after the line `super().__init__(children)` add `self._cache = None`",
    ),
    # --- soupsieve/css_match.py -----------------------------------------------------------
    edit(
        "e70_sv_match",
        "TODO(soupsieve/css_match.py): import sys at the top, parse_year should look at"
        " sys.get_int_max_str_digits() instead of catching ValueError",
        at_top=["soupsieve/css_match.py", "import sys"],
    ),
    edit(
        "e70_sv_match",
        "css_match.py: rename find_bidi to find_auto_dir please, it's what resolves dir=auto"
        " from the text and 'bidi' confuses people",
        renamed=["find_bidi", "find_auto_dir"],
    ),
    edit(
        "e70_sv_match",
        "In contains_text, just before the line which compiles all the values into one"
        " alternation pattern, insert: # longest values first, so the alternation prefers them",
        line_before=[
            "soupsieve/css_match.py",
            "compiled = (re.compile('|'.join(re.escape(v) for v in ordered)), len(ordered[0]) - 1)",
            "# longest values first, so the alternation prefers them",
        ],
    ),
    edit(
        "e70_sv_match",
        "I want to find out whether the lowered-name cache matters across resets. In"
        " CSSMatch.reset, comment out the line that clears it.",
        comment_out=["soupsieve/css_match.py", "self.lower_cache.clear()"],
    ),
    edit(
        "e70_sv_match",
        "_DocumentNav.assert_valid_input prints \"<class 'str'>\" in its error, I'd rather have"
        " just the class name. Change"
        " `raise TypeError(f\"Expected a BeautifulSoup 'Tag', but instead received type"
        " {type(tag)}\")` to `raise TypeError(f\"Expected a BeautifulSoup 'Tag', but instead"
        ' received type {type(tag).__name__}")`',
        line_replaced=[
            "soupsieve/css_match.py",
            "raise TypeError(f\"Expected a BeautifulSoup 'Tag', but instead received type"
            ' {type(tag)}")',
            "raise TypeError(f\"Expected a BeautifulSoup 'Tag', but instead received type"
            ' {type(tag).__name__}")',
        ],
    ),
    edit(
        "e70_sv_match",
        "line 521 of soupsieve/css_match.py \u2192 `# Input values for :in-range, :out-of-range"
        " and :placeholder-shown` (it should land just above class Inputs)",
        line_inserted_at=[
            "soupsieve/css_match.py",
            521,
            "# Input values for :in-range, :out-of-range and :placeholder-shown",
        ],
    ),
    beyond(
        "e70_sv_match",
        "Inputs.parse_value is one long if/elif chain over the input types. Could you refactor"
        " it into one small parser per type, looked up in a dict by type, with the"
        " MAX_INPUT_VALUE check kept in one place?",
    ),
    beyond(
        "e70_sv_match",
        "Delete the comment \u201c# I don't think this can ever happen, but it makes `mypy`"
        " happy\u201d from css_match.py",
    ),
    # --- bs4/builder/_htmlparser.py -------------------------------------------------------
    edit(
        "e70_bs4_htmlparser",
        "bs4/builder/_htmlparser.py: I'm debugging the order tags get opened in. Can you"
        " uncomment the debug print in handle_starttag?",
        uncomment=["bs4/builder/_htmlparser.py", 'print("START", tag)'],
    ),
    edit(
        "e70_bs4_htmlparser",
        "We vendor bs4 next to the upstream one and both register an html.parser builder."
        ' Set HTMLPARSER = "html.parser.vendored" in bs4/builder/_htmlparser.py',
        value_set=["bs4/builder/_htmlparser.py", "HTMLPARSER", '"html.parser.vendored"'],
    ),
    edit(
        "e70_bs4_htmlparser",
        "The docstring of BeautifulSoupHTMLParser sits below REPLACE and IGNORE, so Python"
        " never sees it and BeautifulSoupHTMLParser.__doc__ is None. Give the class a real"
        " docstring.",
        docstring="BeautifulSoupHTMLParser",
    ),
    edit(
        "e70_bs4_htmlparser",
        "fix the grammar in handle_entityref's comment: 'was an character entity reference'"
        " \u2192 'was a character entity reference'",
        text_replaced=[
            "bs4/builder/_htmlparser.py",
            "was an character entity reference",
            "was a character entity reference",
        ],
    ),
    edit(
        "e70_bs4_htmlparser",
        'append `__all__ += ["BeautifulSoupHTMLParser"]` as the very last line of'
        " _htmlparser.py, so star imports get the parser class too",
        last_line=["bs4/builder/_htmlparser.py", '__all__ += ["BeautifulSoupHTMLParser"]'],
    ),
    beyond(
        "e70_bs4_htmlparser",
        'Add a third on_duplicate_attribute strategy, "join", that joins the values of a'
        ' repeated attribute with a space (class="a" class="b" gives "a b"). Document it next'
        " to REPLACE and IGNORE and make HTMLParserTreeBuilder accept it too.",
    ),
    beyond("e70_bs4_htmlparser", "_htmlparser.py: comment out self.soup.endData()"),
    # --- traitlets/config/application.py --------------------------------------------------
    edit(
        "e70_tl_app",
        "Our log aggregator wants ISO timestamps. In the log_datefmt trait change the default"
        ' line "%Y-%m-%d %H:%M:%S", into "%Y-%m-%dT%H:%M:%S", (traitlets/config/application.py)',
        line_replaced=[
            "traitlets/config/application.py",
            '"%Y-%m-%d %H:%M:%S",',
            '"%Y-%m-%dT%H:%M:%S",',
        ],
    ),
    edit(
        "e70_tl_app",
        "typo in the flatten_flags docstring: TerminalInteraciveShell -> TerminalInteractiveShell",
        text_replaced=[
            "traitlets/config/application.py",
            "TerminalInteraciveShell",
            "TerminalInteractiveShell",
        ],
    ),
    edit(
        "e70_tl_app",
        "Create traitlets/config/app_compat.py containing just: from"
        " traitlets.config.application import Application, boolean_flag, catch_config_error",
        file=[
            "traitlets/config/app_compat.py",
            "from traitlets.config.application import Application, boolean_flag,"
            " catch_config_error",
        ],
    ),
    edit(
        "e70_tl_app",
        "application.py has an orphan comment right under subcommand_description that says"
        " it gets the running program name, but no code follows it. Remove that line.",
        line_deleted=["traitlets/config/application.py", "# get running program name"],
    ),
    edit(
        "e70_tl_app",
        "pls get rid of Application.__del__ , closing the log handlers during interpreter"
        " teardown swallows errors we want to see",
        definition_deleted=["traitlets/config/application.py", "Application.__del__"],
    ),
    edit(
        "e70_tl_app",
        "In start_show_config, right after the line that writes the trailing newline after"
        " the JSON dump, add sys.stdout.flush() \u2014 our wrapper pipes the output and the end"
        " sometimes gets cut off.",
        line_after=[
            "traitlets/config/application.py",
            'sys.stdout.write("\\n")',
            "sys.stdout.flush()",
        ],
    ),
    beyond(
        "e70_tl_app",
        'flatten_flags gives back an alias with a tuple key like ("v", "verbose") as one'
        " tuple key, while a tuple key of flags is split into one entry per name. Can you"
        " find the bug and fix it?",
    ),
    beyond(
        "e70_tl_app",
        "--help-all and generate_config_file are slow for our app with ~400 configurable"
        " classes: _classes_with_config_traits rebuilds the whole OrderedDict again and again"
        " until nothing changes. Make it a single pass that yields the classes in the same"
        " order.",
    ),
]


# Set 71 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 66 (heldout_edits.py's module
# docstring, the edit/beyond helpers, the comment block above WORKSPACES66, WORKSPACES66 and
# QUESTIONS66; printing that range by line number also showed the comment block of set 67 on screen,
# and nothing was taken from it). 23 mechanical edits on four modules of third-party packages, each
# kept at its path (boto3/resources/factory.py, 601 lines; zmq/sugar/socket.py, 1169 lines;
# jupyter_builder/jupyterlab_semver.py, 1220 lines; cffi/vengine_cpy.py, 1087 lines), as a dozen
# different users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a line
# number, a line range; "right after the line", "just before the line"; a first sentence that only
# gives context or a reason, then the request; a pronoun for what was named before; terse, polite,
# chatty, non-native, typos; questions). Six of them say the line by what it does or what it holds,
# without quoting it (the line of ResourceFactory._create_available_subresources_command that sorts
# the subresource names, "_subresources = sorted(_subresources)", as a comment_out, asked so that
# get_available_subresources keeps the model's order; the line of _load_actions that makes reload an
# alias of load, "attrs['reload'] = attrs['load']", as the anchor of a line_after; the line of
# bind_to_random_port that draws the random port, "port = random.randrange(min_port, max_port)", as
# the anchor of a line_before; the line that makes recv_unicode an alias of recv_string,
# "recv_unicode = recv_string", as a line_deleted (the other alias lines are send_unicode =
# send_string and the setsockopt_/getsockopt_ chains); the module-level line that builds
# full_key_function, "full_key_function = make_key_function(True)", as a line_replaced into
# "make_key_function(False)"; the line of replace_stars that strips the stars, 'return
# regexp[STAR].sub("", comp.strip())', as the anchor of a line_before), where exactly one line fits.
# 8 requests are beyond the model: speed (create_resource in ResourceFactory._create_class_partial
# calls load_from_definition, and so builds a new class, on every call), a new feature (a timeout
# for recv_string, recv_pyobj and recv_json), a bug to find (valid() calls parse(), which returns
# None for a version that does not match, and reads .version of it, so an invalid version raises
# AttributeError instead of returning None), a refactor (the eight one-line struct/union methods of
# VCPythonEngine), type hints (every method of VCPythonEngine, which has none), and three whose
# description fits several lines ("self.load()", in property_loader of _create_autoload_property and
# in get_reference of _create_reference, as a comment_out; the line that appends the address to
# e.strerror, 'e.strerror += f" (addr={addr!r})"', in Socket.bind and Socket.connect, described, as
# a comment_out; "self.loose = loose", in SemVer.__init__, Comparator.__init__ and Range.__init__,
# as the anchor of a line_after). No request is an uncomment: the only commented-out code of the
# four files is the two-line "# if i == -1:" / "# self.prerelease.append(0)" of SemVer.inc (deleted
# here instead, with its "needless code" header, as lines 542-544) and JavaScript in comments;
# neither of those two lines can be uncommented alone. The value_set request turns zmq's "__all__ =
# ['Socket', 'SyncSocket']" into "['Socket', 'SyncSocket', 'DEFAULT_PROTOCOL']" (the module's other
# top-level names are a try-block DEFAULT_PROTOCOL, TypeVar calls and annotated aliases). The at_top
# request adds "import functools" to jupyterlab_semver.py, which starts with a docstring, a "# mypy:
# ignore-errors" line, a license comment and "import logging" / "import re"; the last_line request
# appends "__all__ = ['VCPythonEngine']" to vengine_cpy.py, which ends with the closing quotes of
# the cffimod_header string; the text_replaced requests quote "Create the action in in this closure"
# (the doubled word in _create_action's comment) and "The following two 'chained_list_constants'
# items contains" (write_source_to_f's comment, into "contain"), so that the corrected text occurs
# nowhere in the untouched files; the line_replaced requests turn send_string's 'raise
# TypeError("str objects only")' into an f-string naming type(u).__name__ (curly quotes around both
# lines) and full_key_function as above; the line_inserted_at request puts a comment on line 28 of
# factory.py, directly above "class ResourceFactory:"; lines 542-544 of jupyterlab_semver.py are the
# "# ## this is needless code in python ##" comment and the two commented-out lines under it; the
# comment_out requests are "_subresources = sorted(_subresources)" (described; "self.meta.data =
# None" of the non-load do_action was not used, as commenting it out leaves its if-block without a
# statement) and cffi's "prnt('  PyUnstable_Module_SetGIL(lib, Py_MOD_GIL_NOT_USED);')"; the
# line_after requests anchor on reload's alias (described) and "library = FFILibrary()" in
# VCPythonEngine.load_library; the definition_deleted request names the deprecated property
# Socket.socket_type (socket_type also names a parameter of Socket.__init__, which stays); the
# renamed _load_has_relations occurs twice (its definition and load_from_definition), _deserialize
# five times (its definition and recv_serialized, recv_string, recv_pyobj, recv_json), is_x 16 times
# (its definition and calls in replace_tilde, replace_caret, replace_xrange and hyphen_replace), and
# the new names occur nowhere; the file request creates cffi/vengine_compat.py; the docstring
# requests are for ResourceFactory._create_available_subresources_command (named first, then "it")
# and test_set (neither has one). Every gold was checked by hand without the model on the installed
# copies (boto3 1.43.11, pyzmq 27.3.0, jupyter_builder 1.3.0, cffi 2.0.0): anchors occur once, new
# names are unused, line numbers are the file's, and each check fails on the untouched file and
# holds after a correct edit made by hand; each decline holds on the untouched workspace. Not
# measured when written.
WORKSPACES71: dict[str, list[str]] = {
    "e71_boto3_factory": ["boto3/resources/factory.py"],
    "e71_zmq_socket": ["zmq/sugar/socket.py"],
    "e71_jb_semver": ["jupyter_builder/jupyterlab_semver.py"],
    "e71_cffi_vengine_cpy": ["cffi/vengine_cpy.py"],
}

QUESTIONS71: list[dict] = [
    # --- boto3/resources/factory.py -------------------------------------------------------
    edit(
        "e71_boto3_factory",
        "boto3/resources/factory.py - rename _load_has_relations to"
        ' _load_references_and_subresources, "has relations" tells nobody anything',
        renamed=["_load_has_relations", "_load_references_and_subresources"],
    ),
    edit(
        "e71_boto3_factory",
        "Could you fix the doubled word in the comment at the top of _create_action?"
        ' "Create the action in in this closure" should be "Create the action in this'
        ' closure".',
        text_replaced=[
            "boto3/resources/factory.py",
            "Create the action in in this closure",
            "Create the action in this closure",
        ],
    ),
    edit(
        "e71_boto3_factory",
        "get_available_subresources() returns the names alphabetically, but our docs"
        " generator wants them in the order of the resource model. In factory.py, comment out"
        " the line that sorts the subresource names.",
        comment_out=["boto3/resources/factory.py", "_subresources = sorted(_subresources)"],
    ),
    edit(
        "e71_boto3_factory",
        "_load_actions \u2192 right after the line that makes reload an alias of load, add:"
        " attrs['refresh'] = attrs['load']",
        line_after=[
            "boto3/resources/factory.py",
            "attrs['reload'] = attrs['load']",
            "attrs['refresh'] = attrs['load']",
        ],
    ),
    edit(
        "e71_boto3_factory",
        "The resource factory has a helper, _create_available_subresources_command, with no"
        " docstring. Please give it one: it sorts the names of the subresources and attaches a"
        " get_available_subresources method that returns them.",
        docstring="ResourceFactory._create_available_subresources_command",
    ),
    edit(
        "e71_boto3_factory",
        "line 28 of boto3/resources/factory.py, directly above class ResourceFactory: add"
        ' "# Resource classes are created at runtime with type(), see load_from_definition"',
        line_inserted_at=[
            "boto3/resources/factory.py",
            28,
            "# Resource classes are created at runtime with type(), see load_from_definition",
        ],
    ),
    beyond(
        "e71_boto3_factory",
        "Accessing a subresource like bucket.Object('k') rebuilds the whole resource class"
        " every time: create_resource in _create_class_partial calls load_from_definition on"
        " each call. Make that fast (cache the built classes per service and resource name)"
        " without changing what users see.",
    ),
    beyond(
        "e71_boto3_factory",
        "[boto3/resources/factory.py] comment out `self.load()`, we always call load()"
        " ourselves before reading attributes",
    ),
    # --- zmq/sugar/socket.py --------------------------------------------------------------
    edit(
        "e71_zmq_socket",
        "TODO(zmq/sugar/socket.py): __all__ should export DEFAULT_PROTOCOL too, set it to"
        " ['Socket', 'SyncSocket', 'DEFAULT_PROTOCOL']",
        value_set=[
            "zmq/sugar/socket.py",
            "__all__",
            "['Socket', 'SyncSocket', 'DEFAULT_PROTOCOL']",
        ],
    ),
    edit(
        "e71_zmq_socket",
        "please to rename the method _deserialize into _decode_received in the socket.py,"
        " also at every place where it is called (recv_string, recv_pyobj, recv_json,"
        " recv_serialized)",
        renamed=["_deserialize", "_decode_received"],
    ),
    edit(
        "e71_zmq_socket",
        "bind_to_random_port: just before the line where it draws the random port number,"
        " insert the comment # max_port itself is never tried, randrange excludes it",
        line_before=[
            "zmq/sugar/socket.py",
            "port = random.randrange(min_port, max_port)",
            "# max_port itself is never tried, randrange excludes it",
        ],
    ),
    edit(
        "e71_zmq_socket",
        'Can you change \u2018raise TypeError("str objects only")\u2019 in send_string to'
        ' \u2018raise TypeError(f"str objects only, not {type(u).__name__}")\u2019 so people'
        " see what they passed in?",
        line_replaced=[
            "zmq/sugar/socket.py",
            'raise TypeError("str objects only")',
            'raise TypeError(f"str objects only, not {type(u).__name__}")',
        ],
    ),
    edit(
        "e71_zmq_socket",
        "Drop the line that makes recv_unicode an alias of recv_string, nothing of ours uses"
        " the py2-era name anymore (zmq/sugar/socket.py).",
        line_deleted=["zmq/sugar/socket.py", "recv_unicode = recv_string"],
    ),
    edit(
        "e71_zmq_socket",
        "socket.py: delete the deprecated socket_type property from Socket, everyone should use"
        " Socket.type by now",
        definition_deleted=["zmq/sugar/socket.py", "Socket.socket_type"],
    ),
    beyond(
        "e71_zmq_socket",
        "zmq socket.py: I'd like recv_string, recv_pyobj and recv_json to take a timeout= in"
        " milliseconds \u2014 poll first and raise zmq.Again if nothing arrives in time, and keep"
        " the current behaviour when timeout is None.",
    ),
    beyond(
        "e71_zmq_socket",
        "In zmq/sugar/socket.py comment out the line that tacks the address onto e.strerror,"
        " our log parser matches the raw libzmq message.",
    ),
    # --- jupyter_builder/jupyterlab_semver.py ---------------------------------------------
    edit(
        "e71_jb_semver",
        "jupyterlab_semver.py needs `import functools` at the top, I want to lru_cache"
        " make_semver next",
        at_top=["jupyter_builder/jupyterlab_semver.py", "import functools"],
    ),
    edit(
        "e71_jb_semver",
        "sort(versions, False) still parses the versions loosely. In"
        " jupyter_builder/jupyterlab_semver.py the line that builds full_key_function passes"
        " True just like the loose one; make it pass False.",
        line_replaced=[
            "jupyter_builder/jupyterlab_semver.py",
            "full_key_function = make_key_function(True)",
            "full_key_function = make_key_function(False)",
        ],
    ),
    edit(
        "e71_jb_semver",
        'rm lines 542-544 of jupyter_builder/jupyterlab_semver.py (the commented-out "needless'
        ' code" in SemVer.inc)',
        lines_deleted=["jupyter_builder/jupyterlab_semver.py", 542, 544],
    ),
    edit(
        "e71_jb_semver",
        "test_set has no doc. could u write a docstring for it? it checks a version against"
        " one AND-ed set of comparators, and a prerelease only passes if some comparator has"
        " a prerelease on the same major.minor.patch",
        docstring="test_set",
    ),
    edit(
        "e71_jb_semver",
        "In replace_stars, just before the line that actually strips the stars out, add a"
        " comment line: # an empty comparator left over means any version",
        line_before=[
            "jupyter_builder/jupyterlab_semver.py",
            'return regexp[STAR].sub("", comp.strip())',
            "# an empty comparator left over means any version",
        ],
    ),
    edit(
        "e71_jb_semver",
        "is_x \u2192 is_wildcard (jupyterlab_semver.py), is_x reads like a typo",
        renamed=["is_x", "is_wildcard"],
    ),
    beyond(
        "e71_jb_semver",
        "valid('not a version', False) raises AttributeError: 'NoneType' object has no"
        " attribute 'version' instead of returning None like node-semver does. Can you find"
        " out why and fix it? (jupyter_builder/jupyterlab_semver.py)",
    ),
    beyond(
        "e71_jb_semver",
        "jupyterlab_semver: after self.loose = loose add self.include_prerelease = False",
    ),
    # --- cffi/vengine_cpy.py --------------------------------------------------------------
    edit(
        "e71_cffi_vengine_cpy",
        "Create a new file cffi/vengine_compat.py containing just: from .vengine_cpy import"
        " VCPythonEngine",
        file=["cffi/vengine_compat.py", "from .vengine_cpy import VCPythonEngine"],
    ),
    edit(
        "e71_cffi_vengine_cpy",
        "add __all__ = ['VCPythonEngine'] as the very last line of cffi/vengine_cpy.py, after"
        " the big header string, thx",
        last_line=["cffi/vengine_cpy.py", "__all__ = ['VCPythonEngine']"],
    ),
    edit(
        "e71_cffi_vengine_cpy",
        "vengine_cpy.py, load_library(): right after the line `library = FFILibrary()` please"
        " insert `# _cffi_setup() below fills this instance in`",
        line_after=[
            "cffi/vengine_cpy.py",
            "library = FFILibrary()",
            "# _cffi_setup() below fills this instance in",
        ],
    ),
    edit(
        "e71_cffi_vengine_cpy",
        "grammar nit in write_source_to_f's comment: \"The following two"
        " 'chained_list_constants' items contains\" should be \"The following two"
        " 'chained_list_constants' items contain\"",
        text_replaced=[
            "cffi/vengine_cpy.py",
            "The following two 'chained_list_constants' items contains",
            "The following two 'chained_list_constants' items contain",
        ],
    ),
    edit(
        "e71_cffi_vengine_cpy",
        "fix(vengine_cpy): comment out prnt('  PyUnstable_Module_SetGIL(lib,"
        " Py_MOD_GIL_NOT_USED);') \u2014 the Python headers on our old build box don't"
        " declare it",
        comment_out=[
            "cffi/vengine_cpy.py",
            "prnt('  PyUnstable_Module_SetGIL(lib, Py_MOD_GIL_NOT_USED);')",
        ],
    ),
    beyond(
        "e71_cffi_vengine_cpy",
        "cffi/vengine_cpy.py has eight near-identical one-line methods for structs and unions"
        " (_generate_cpy_struct_decl / _generate_cpy_union_decl, the _method, _loading_ and"
        " _loaded_ ones). Refactor them into one set parameterized by the prefix, same"
        " behaviour.",
    ),
    beyond(
        "e71_cffi_vengine_cpy",
        "Could you add type hints to every method of VCPythonEngine in vengine_cpy.py (the"
        " model types from cffi.model, the verifier, the output file) so that it passes"
        " mypy --strict?",
    ),
]


# Set 72 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 66 (heldout_edits.py's module
# docstring, the edit/beyond helpers, the comment block above WORKSPACES66, WORKSPACES66 and
# QUESTIONS66; printing that range also put the comment block of set 67 on screen, and a grep for
# the sets' names showed the first lines of the comment blocks of sets 2 to 10; nothing was taken
# from them). 23 mechanical edits on four modules of third-party packages, each kept at its
# path (_pytest/recwarn.py, 367 lines; botocore/handlers.py, 1784 lines;
# mpl_toolkits/axes_grid1/axes_divider.py, 618 lines; awscli/customizations/cloudformation/
# deployer.py, 232 lines), as a dozen different users type them (the file first, last, in brackets,
# in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks, straight or curly
# quotes, or none; arrows; a line number, a line range; "right after the line", "just before the
# line"; a first sentence that only gives context or a reason, then the request; a pronoun for what
# was named before; terse, polite, chatty, non-native, typos; questions). Seven of them say the
# line by what it does or what it holds, without quoting it (the line of WarningsRecorder.__enter__
# that sets the "always" filter, 'warnings.simplefilter("always")', as a line_deleted; the line of
# WarningsChecker.__init__ that stores the normalised tuple on self, "self.expected_warning =
# expected_warning_tup", as the anchor of a line_before; the line of _handle_200_error that rewrites
# the status code to 500, "response_dict['status_code'] = 500", as the anchor of a line_before (the
# other such line, "http_response.status_code = 500", is in check_for_200_error); the line of the
# module-level _locate helper of axes_divider.py that solves the linear system, "*karray, height =
# np.linalg.solve(A, B)", as the anchor of a line_after; the line of Divider.new_locator that puts
# the divider's get_subplotspec on the partial, "locator.get_subplotspec = self.get_subplotspec", as
# a comment_out; the debug log of create_changeset's except branch, 'LOG.debug("Unable to create
# changeset", exc_info=ex)', as a comment_out; the line of create_changeset that builds the change
# set name from the prefix and the time, "changeset_name = self.changeset_prefix +
# str(int(time.time()))", as the anchor of a line_after), where exactly one line fits. 8 requests
# are beyond the model: a bug to find (WarningsChecker.__exit__ re-emits unmatched warnings with
# module=w.__module__, the module of the WarningMessage class, "warnings", so a module= filter never
# applies to them), speed (_looks_like_special_case_error runs a full XML parse of every 200 body),
# a refactor (the five remove_* handlers of h2-only operations in handlers.py), type hints
# (axes_divider.py, which has none), a new feature (printing stack events while wait_for_execute
# waits), and three whose description fits several lines ("__tracebackhide__ = True", six times in
# recwarn.py, as a line_deleted; "raise ParamValidationError(report=error_msg)", in
# validate_bucket_name and validate_ascii_metadata, as the anchor of a line_before; "# docstring
# inherited", in HBoxDivider._locate and VBoxDivider._locate, as a line_deleted). No request is an
# uncomment: none of the four files has a commented-out line of code. The value_set request turns
# handlers.py's "S3_SIGNING_NAMES = ('s3', 's3-outposts', 's3-object-lambda', 's3express')" into the
# same tuple with 's3tables' added (the only module-level assignment of a literal on one line in the
# four files). The at_top request adds "import json" to deployer.py, which starts with a license
# comment and "import sys"; the last_line request appends '__all__ = ["Deployer",
# "ChangeSetResult"]' to deployer.py, which ends with Deployer.create_and_wait_for_changeset; the
# text_replaced requests quote "the warnings types above" (deprecated_call's docstring) and "on a a
# stack" (has_stack's comment), whose corrections occur nowhere in the untouched files; the
# line_replaced requests turn the Glacier accountId doc line "'default if no value is not
# specified.'," into "' default if no value is specified.'," and set_anchor's 'raise
# TypeError("anchor must be str or 2-tuple")' into an f-string naming the anchor; the
# line_inserted_at request puts a comment on line 30 of recwarn.py, right above 'T = TypeVar("T")';
# lines 188-194 of axes_divider.py are the comment block on _xrefindex in Divider.new_locator; the
# definition_deleted request names HeaderToHostHoister (whose TODO says it is unused); the renamed
# found_str occurs three times (its definition in WarningsChecker.__exit__ and two calls),
# _get_presigned_url_source_and_destination_regions three times (its definition and two calls),
# _calc_k three times (its definition and two calls in Divider._locate), and the new names occur
# nowhere; the file request creates awscli/customizations/cloudformation/waiter_config.py; the
# docstring requests are for WarningsChecker.matches (named first, then "it") and
# make_axes_locatable (neither has one). Every gold was checked by hand without the model on the
# installed copies (pytest 9.0.3, botocore 1.43.11, matplotlib 3.11.2, awscli 1.45.11): anchors
# occur once, new names are unused, line numbers are the file's, and each check fails on the
# untouched file and holds after a correct edit made by hand; each decline holds on the untouched
# workspace. Not measured when written.
WORKSPACES72: dict[str, list[str]] = {
    "e72_pytest_recwarn": ["_pytest/recwarn.py"],
    "e72_botocore_handlers": ["botocore/handlers.py"],
    "e72_mpl_axes_divider": ["mpl_toolkits/axes_grid1/axes_divider.py"],
    "e72_awscli_deployer": ["awscli/customizations/cloudformation/deployer.py"],
}

QUESTIONS72: list[dict] = [
    # --- _pytest/recwarn.py ---------------------------------------------------------------
    edit(
        "e72_pytest_recwarn",
        "refactor(recwarn): found_str -> _format_emitted in WarningsChecker.__exit__, the"
        " name reads like a boolean",
        renamed=["found_str", "_format_emitted"],
    ),
    edit(
        "e72_pytest_recwarn",
        "WarningsChecker.matches in _pytest/recwarn.py has no docstring. Could you add one"
        " to it? It tells whether a recorded warning is of one of the expected categories"
        " and, when match_expr is set, whether its message matches that regex.",
        docstring="WarningsChecker.matches",
    ),
    edit(
        "e72_pytest_recwarn",
        "deprecated_call's docstring says \u201cthe warnings types above\u201d, should be"
        " \u201cthe warning types above\u201d \u2014 _pytest/recwarn.py",
        text_replaced=[
            "_pytest/recwarn.py",
            "the warnings types above",
            "the warning types above",
        ],
    ),
    edit(
        "e72_pytest_recwarn",
        "We set our own warning filters with -W and want them to be respected also inside"
        " recwarn. Please delete in WarningsRecorder.__enter__ the line which is putting the"
        " filter to always show every warning.",
        line_deleted=["_pytest/recwarn.py", 'warnings.simplefilter("always")'],
    ),
    edit(
        "e72_pytest_recwarn",
        "TODO(_pytest/recwarn.py): pytest.warns(()) accepts an empty tuple and then can never"
        " pass. In WarningsChecker.__init__, just before the line that stores the normalised"
        ' tuple on self, add `assert expected_warning_tup, "expected_warning must not be an'
        ' empty tuple"`',
        line_before=[
            "_pytest/recwarn.py",
            "self.expected_warning = expected_warning_tup",
            'assert expected_warning_tup, "expected_warning must not be an empty tuple"',
        ],
    ),
    edit(
        "e72_pytest_recwarn",
        "recwarn.py line 30: put `# T: what the callable passed to warns()/deprecated_call()"
        ' returns` there (it should land just above T = TypeVar("T"))',
        line_inserted_at=[
            "_pytest/recwarn.py",
            30,
            "# T: what the callable passed to warns()/deprecated_call() returns",
        ],
    ),
    beyond(
        "e72_pytest_recwarn",
        "[recwarn.py] remove the __tracebackhide__ = True line, I want to see those frames in"
        " the traceback",
    ),
    beyond(
        "e72_pytest_recwarn",
        "With filterwarnings = ignore::DeprecationWarning:mylib.* in pytest.ini, the warnings"
        " that pytest.warns re-emits because they didn't match are still shown. Can you find"
        " out why the module part of the filter never applies to them and fix it?",
    ),
    # --- botocore/handlers.py -------------------------------------------------------------
    edit(
        "e72_botocore_handlers",
        "botocore/handlers.py: set S3_SIGNING_NAMES to ('s3', 's3-outposts',"
        " 's3-object-lambda', 's3express', 's3tables') so S3 Tables gets the s3v4 signers too",
        value_set=[
            "botocore/handlers.py",
            "S3_SIGNING_NAMES",
            "('s3', 's3-outposts', 's3-object-lambda', 's3express', 's3tables')",
        ],
    ),
    edit(
        "e72_botocore_handlers",
        "that helper name is way too long lol. pls rename"
        " _get_presigned_url_source_and_destination_regions to _presign_regions in"
        " handlers.py, and the two callers ofc",
        renamed=["_get_presigned_url_source_and_destination_regions", "_presign_regions"],
    ),
    edit(
        "e72_botocore_handlers",
        "The TODO above it says it is no longer used and grep agrees. Remove the"
        " HeaderToHostHoister class from botocore/handlers.py.",
        definition_deleted=["botocore/handlers.py", "HeaderToHostHoister"],
    ),
    edit(
        "e72_botocore_handlers",
        'The Glacier accountId docs render as \'set to "-" bydefault if no value is not'
        " specified.' In handlers.py replace the line `'default if no value is not"
        " specified.',` with `' default if no value is specified.',`",
        line_replaced=[
            "botocore/handlers.py",
            "'default if no value is not specified.',",
            "' default if no value is specified.',",
        ],
    ),
    edit(
        "e72_botocore_handlers",
        "Could you add the comment `# the body is an <Error> document even though S3 said"
        " 200` right before the line in _handle_200_error that rewrites the status code to"
        " 500?",
        line_before=[
            "botocore/handlers.py",
            "response_dict['status_code'] = 500",
            "# the body is an <Error> document even though S3 said 200",
        ],
    ),
    beyond(
        "e72_botocore_handlers",
        "botocore/handlers.py \u2014 just before `raise ParamValidationError(report=error_msg)`"
        " insert `logger.debug(error_msg)`",
    ),
    beyond(
        "e72_botocore_handlers",
        "_handle_200_error feeds every 200 response body through a full XML parser just to"
        " look at the root tag, which is slow for big CompleteMultipartUpload responses. Make"
        " _looks_like_special_case_error fast without changing what it detects.",
    ),
    beyond(
        "e72_botocore_handlers",
        "The five remove_*(class_attributes, **kwargs) handlers for the h2-only operations in"
        " handlers.py are copy-paste of each other. Refactor them into one factory that takes"
        " the method name, and update BUILTIN_HANDLERS to use it.",
    ),
    # --- mpl_toolkits/axes_grid1/axes_divider.py ------------------------------------------
    edit(
        "e72_mpl_axes_divider",
        "[mpl_toolkits/axes_grid1/axes_divider.py] Divider._calc_k \u2192 _size_scale_factor",
        renamed=["_calc_k", "_size_scale_factor"],
    ),
    edit(
        "e72_mpl_axes_divider",
        "please write a docstring for make_axes_locatable: it creates an AxesDivider for the"
        " given Axes, makes the divider's (0, 0) cell that Axes' locator and returns the"
        " divider",
        docstring="make_axes_locatable",
    ),
    edit(
        "e72_mpl_axes_divider",
        "axes_divider.py, the module-level _locate helper: right after the line that solves"
        " the linear system, add # height is the common height H that every axes gets",
        line_after=[
            "mpl_toolkits/axes_grid1/axes_divider.py",
            "*karray, height = np.linalg.solve(A, B)",
            "# height is the common height H that every axes gets",
        ],
    ),
    edit(
        "e72_mpl_axes_divider",
        'In Divider.set_anchor change raise TypeError("anchor must be str or 2-tuple") to'
        ' raise TypeError(f"anchor must be str or 2-tuple, not {anchor!r}") please, the'
        " error doesnt say what we passed",
        line_replaced=[
            "mpl_toolkits/axes_grid1/axes_divider.py",
            'raise TypeError("anchor must be str or 2-tuple")',
            'raise TypeError(f"anchor must be str or 2-tuple, not {anchor!r}")',
        ],
    ),
    edit(
        "e72_mpl_axes_divider",
        "For debugging I need that the locators from Divider.new_locator does not carry a"
        " subplotspec. Comment out the line which attach the divider's get_subplotspec to"
        " the partial object.",
        comment_out=[
            "mpl_toolkits/axes_grid1/axes_divider.py",
            "locator.get_subplotspec = self.get_subplotspec",
        ],
    ),
    edit(
        "e72_mpl_axes_divider",
        "delete lines 188-194 of mpl_toolkits/axes_grid1/axes_divider.py, the _xrefindex"
        " explanation moved to the developer docs",
        lines_deleted=["mpl_toolkits/axes_grid1/axes_divider.py", 188, 194],
    ),
    beyond(
        "e72_mpl_axes_divider",
        "axes_divider.py: drop the `# docstring inherited` comment, it's noise",
    ),
    beyond(
        "e72_mpl_axes_divider",
        "Add full type annotations to mpl_toolkits/axes_grid1/axes_divider.py (Divider,"
        " SubplotDivider, AxesDivider, HBoxDivider, VBoxDivider and the helper functions) so"
        " that it passes mypy --strict against matplotlib's stubs.",
    ),
    # --- awscli/customizations/cloudformation/deployer.py ---------------------------------
    edit(
        "e72_awscli_deployer",
        "add `import json` at the top of awscli/customizations/cloudformation/deployer.py,"
        " I'm going to dump the change set kwargs in the debug log",
        at_top=["awscli/customizations/cloudformation/deployer.py", "import json"],
    ),
    edit(
        "e72_awscli_deployer",
        'Append __all__ = ["Deployer", "ChangeSetResult"] as the very last line of deployer.py',
        last_line=[
            "awscli/customizations/cloudformation/deployer.py",
            '__all__ = ["Deployer", "ChangeSetResult"]',
        ],
    ),
    edit(
        "e72_awscli_deployer",
        "fix the dupliacted word in has_stack's comment: 'on a a stack' -> 'on a stack'"
        " (cloudformation/deployer.py)",
        text_replaced=[
            "awscli/customizations/cloudformation/deployer.py",
            "on a a stack",
            "on a stack",
        ],
    ),
    edit(
        "e72_awscli_deployer",
        "TODO(deployer.py): create_changeset \u2014 comment out the debug log in its except"
        " branch, the caller already logs the failure",
        comment_out=[
            "awscli/customizations/cloudformation/deployer.py",
            'LOG.debug("Unable to create changeset", exc_info=ex)',
        ],
    ),
    edit(
        "e72_awscli_deployer",
        "New file awscli/customizations/cloudformation/waiter_config.py with one line:"
        " STACK_WAITER_CONFIG = {'Delay': 30, 'MaxAttempts': 120}",
        file=[
            "awscli/customizations/cloudformation/waiter_config.py",
            "STACK_WAITER_CONFIG = {'Delay': 30, 'MaxAttempts': 120}",
        ],
    ),
    edit(
        "e72_awscli_deployer",
        "Two deploys in the same second end up with the same change set name. To confirm it,"
        " in create_changeset, right after the line that builds the name from the prefix and"
        ' the current time, add LOG.debug("Changeset name: %s", changeset_name)',
        line_after=[
            "awscli/customizations/cloudformation/deployer.py",
            "changeset_name = self.changeset_prefix + str(int(time.time()))",
            'LOG.debug("Changeset name: %s", changeset_name)',
        ],
    ),
    beyond(
        "e72_awscli_deployer",
        "While `aws cloudformation deploy` sits in wait_for_execute, print each new stack"
        " event (timestamp, logical id, status, reason) as it happens instead of waiting"
        " silently, and keep the same 30s x 120 timeout behaviour.",
    ),
]


# Set 73 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 66 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES66, WORKSPACES66 and QUESTIONS66; a grep
# for the line numbers of the sets put a few lines of the comment blocks of later sets on screen,
# and nothing was taken from them). 23 mechanical edits on four modules of third-party packages,
# each kept at its path (moto/logs/models.py, 1780 lines; playwright/_impl/page.py, 1945 lines;
# awscli/customizations/codedeploy/push.py, 287 lines; s3transfer/upload.py, 840 lines), as a dozen
# different users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a line
# number, a line range; "right after the line", "just before the line"; a first sentence that only
# gives context or a reason, then the request; a pronoun for what was named before; terse, polite,
# chatty, non-native, typos; questions). Six of them say the line by what it does or what it
# holds, without quoting it (the statement of LogEvent.__init__ that is only an empty string
# literal, '""', as a line_deleted; the line of LogStream.put_log_events that bumps the upload
# sequence token, "self.upload_sequence_token += 1", as the anchor of a line_after; the line of
# Page.pause that tells the instrumentation it will pause,
# 'self._instrumentation.on_will_pause({"keepTestTimeout": False})', as a comment_out; the line of
# Push._compress that prunes hidden directories from the walk, "dirs[:] = [dn for dn in dirs if
# not dn.startswith('.')]", as a comment_out; the line of
# UploadSeekableInputManager.provide_transfer_size that seeks back to the start position,
# "fileobj.seek(start_position)", as the anchor of a line_after; the line of UploadPartTask._main
# that takes the ETag out of the response, "etag = response['ETag']", as the anchor of a
# line_before), where exactly one line fits. 8 requests are beyond the model: a bug to find
# (LogsBackend._find_log_group, given a logGroupIdentifier ARN, rebinds its loop variable and never
# breaks, so it returns the last group of the region whatever the ARN), speed (LogGroup/LogStream
# filter_log_events build an EventMessageFilter for every event and sort every stream's events on
# every page), a refactor (Page.reload, go_back and go_forward are the same code around a
# different channel call), type hints (every method of Push, which has none), a new feature
# (spooling UploadNonSeekableInputManager's buffered parts to disk above a memory budget), and
# three whose description fits several lines ("# Not ported: assertMaxArguments(arguments.length,
# 3).", four times in page.py, as a line_deleted; "Key=params.key,", four times in push.py, as the
# anchor of a line_after; "close_callbacks = self._get_close_callbacks(callbacks)", four times in
# upload.py, as a comment_out). No request is an uncomment: the one commented-out line of the four
# files, '# "logStreamName":' in LogEvent.to_filter_dict, is half of a dict item and would not
# compile uncommented. The value_set request sets moto's MAX_RESOURCE_POLICIES_PER_REGION = 10 to
# 20 (push.py's ONE_MB and MULTIPART_LIMIT are expressions, not literals). The at_top request adds
# "import logging" to push.py, which starts with the licence comment and "import os"; the
# last_line request appends '__all__ = ["Page", "BindingCall"]' to page.py, which ends with the
# function _to_impl; the line_inserted_at request puts a comment on line 27 of push.py, right
# above "ONE_MB = 1 << 20"; lines 188-189 of push.py are the two-line comment on 'try'/'finally'
# for Python 2.6 in _compress, as a lines_deleted; the text_replaced requests fix "Should provider
# either name or id" (moto, _find_log_group) and "must implement store_body_in_memory()" (upload.py,
# UploadInputManager.stores_body_in_memory), so that the corrected text occurs nowhere in the
# untouched files; the line_replaced request fixes "# If the the initial data is empty, we simply
# read from the fileobj" (UploadNonSeekableInputManager._read); the line_deleted requests name the
# empty string statement of LogEvent.__init__ (described) and the comment "# Not ported:
# this.coverage = new Coverage(this._channel), JavaScript only." of Page.__init__ (quoted); the
# line_before with a quoted anchor is "await self._owned_context.close(reason=None)" in Page.close;
# the definition_deleted request names Page._set_dock_tile; the renamed _find_log_group occurs five
# times (its definition and four calls), _is_number four times (its definition and three calls in
# Page.pdf), _wrap_data three times (its definition and two calls), and the new names
# (_resolve_log_group, _is_js_number, _wrap_in_memory_data) occur nowhere; the file request
# creates awscli/customizations/codedeploy/push_limits.py; the docstring requests are for
# LogStream.get_log_events (named first, then "it") and the class AggregatedProgressCallback (whose
# __init__ has one, the class none); neither has one.
# Every gold was checked by hand without the model on the installed copies (moto 5.2.1,
# playwright 1.65.2, awscli 1.45.11, s3transfer 0.17.0): anchors occur once, new names are unused,
# line numbers are the file's, and each check fails on the untouched file and holds after a correct
# edit made by hand in a scratch copy; each decline holds on the untouched workspace. Not measured
# when written.
WORKSPACES73: dict[str, list[str]] = {
    "e73_moto_logs": ["moto/logs/models.py"],
    "e73_pw_page": ["playwright/_impl/page.py"],
    "e73_awscli_push": ["awscli/customizations/codedeploy/push.py"],
    "e73_s3t_upload": ["s3transfer/upload.py"],
}

QUESTIONS73: list[dict] = [
    # --- moto/logs/models.py ---------------------------------------------------------------
    edit(
        "e73_moto_logs",
        "Our terraform stack creates 14 CloudWatch resource policies and moto throws"
        " LimitExceededException. In moto/logs/models.py set MAX_RESOURCE_POLICIES_PER_REGION"
        " to 20 please",
        value_set=["moto/logs/models.py", "MAX_RESOURCE_POLICIES_PER_REGION", "20"],
    ),
    edit(
        "e73_moto_logs",
        "refactor(logs): rename `_find_log_group` \u2192 `_resolve_log_group`, it resolves a"
        " name or an ARN",
        renamed=["_find_log_group", "_resolve_log_group"],
    ),
    edit(
        "e73_moto_logs",
        "LogEvent.__init__ ends with a line which is only an empty string literal, it do nothing."
        " Remove that line (models.py)",
        line_deleted=["moto/logs/models.py", '""'],
    ),
    edit(
        "e73_moto_logs",
        "In LogStream.put_log_events, right after the line that bumps the upload sequence"
        " token, add the comment # the token returned below is this counter, zero-padded to"
        " 56 digits",
        line_after=[
            "moto/logs/models.py",
            "self.upload_sequence_token += 1",
            "# the token returned below is this counter, zero-padded to 56 digits",
        ],
    ),
    edit(
        "e73_moto_logs",
        "LogStream.get_log_events is hard to follow with the b/ and f/ tokens. Could you give"
        " it a docstring? It returns one page of events sorted by timestamp plus the backward"
        " and forward tokens (direction letter + 56-digit index).",
        docstring="LogStream.get_log_events",
    ),
    edit(
        "e73_moto_logs",
        "typo in the error of _find_log_group: \u201cShould provider either name or id\u201d"
        " should be \u201cShould provide either name or id\u201d",
        text_replaced=[
            "moto/logs/models.py",
            "Should provider either name or id",
            "Should provide either name or id",
        ],
    ),
    beyond(
        "e73_moto_logs",
        "get_log_events with logGroupIdentifier set to a log group ARN gives me the events of"
        " a different group as soon as the account has more than one log group. Can you track"
        " down why in moto/logs/models.py and fix it?",
    ),
    beyond(
        "e73_moto_logs",
        "[moto/logs/models.py] filter_log_events is super slow once a stream has ~200k events:"
        " paging through it with nextToken takes minutes. Make filtering and pagination fast"
        " (same results, same tokens).",
    ),
    # --- playwright/_impl/page.py ----------------------------------------------------------
    edit(
        "e73_pw_page",
        "page.py: _is_number -> _is_js_number (it mirrors typeof === 'number', not Python's"
        " idea of a number)",
        renamed=["_is_number", "_is_js_number"],
    ),
    edit(
        "e73_pw_page",
        "TODO(playwright/_impl/page.py): just before the line"
        " `await self._owned_context.close(reason=None)` in Page.close, put"
        " `# a page of browser.new_page() owns its context; closing the page closes it`",
        line_before=[
            "playwright/_impl/page.py",
            "await self._owned_context.close(reason=None)",
            "# a page of browser.new_page() owns its context; closing the page closes it",
        ],
    ),
    edit(
        "e73_pw_page",
        "I'm debugging a hang in page.pause(). Can you comment out the line in pause() that"
        " tells the instrumentation it is about to pause? Just temporarily.",
        comment_out=[
            "playwright/_impl/page.py",
            'self._instrumentation.on_will_pause({"keepTestTimeout": False})',
        ],
    ),
    edit(
        "e73_pw_page",
        "Delete the comment '# Not ported: this.coverage = new Coverage(this._channel),"
        " JavaScript only.' from Page.__init__ in playwright/_impl/page.py, the class comment"
        " already says so.",
        line_deleted=[
            "playwright/_impl/page.py",
            "# Not ported: this.coverage = new Coverage(this._channel), JavaScript only.",
        ],
    ),
    edit(
        "e73_pw_page",
        'append __all__ = ["Page", "BindingCall"] as the very last line of'
        " playwright/_impl/page.py so star-imports stop leaking trim_url and friends",
        last_line=["playwright/_impl/page.py", '__all__ = ["Page", "BindingCall"]'],
    ),
    edit(
        "e73_pw_page",
        "we never set a dock tile, pls remove Page._set_dock_tile entirely",
        definition_deleted=["playwright/_impl/page.py", "Page._set_dock_tile"],
    ),
    beyond(
        "e73_pw_page",
        "Page.reload, go_back and go_forward are the same code apart from the channel call."
        " Could you pull it into one private helper that takes the channel method and have"
        " all three use it?",
    ),
    beyond(
        "e73_pw_page",
        "page.py: delete `# Not ported: assertMaxArguments(arguments.length, 3).`",
    ),
    # --- awscli/customizations/codedeploy/push.py -----------------------------------------
    edit(
        "e73_awscli_push",
        "add `import logging` at the top of awscli/customizations/codedeploy/push.py, I want"
        " to log the bundle size later",
        at_top=["awscli/customizations/codedeploy/push.py", "import logging"],
    ),
    edit(
        "e73_awscli_push",
        "push.py line 27 \u2192 insert # S3 rejects multipart parts under 5 MiB, except the"
        " last one (it should end up just above ONE_MB)",
        line_inserted_at=[
            "awscli/customizations/codedeploy/push.py",
            27,
            "# S3 rejects multipart parts under 5 MiB, except the last one",
        ],
    ),
    edit(
        "e73_awscli_push",
        "Please create a new file awscli/customizations/codedeploy/push_limits.py containing"
        " MIN_PART_SIZE = 5 * (1 << 20)",
        file=[
            "awscli/customizations/codedeploy/push_limits.py",
            "MIN_PART_SIZE = 5 * (1 << 20)",
        ],
    ),
    edit(
        "e73_awscli_push",
        "remove lines 188-189 of push.py, the comment about Python 2.6 and try/finally is obsolete",
        lines_deleted=["awscli/customizations/codedeploy/push.py", 188, 189],
    ),
    edit(
        "e73_awscli_push",
        "With --ignore-hidden-files we still want .well-known/ and friends in the bundle, only"
        " hidden files should go. In Push._compress comment out the line which prunes the"
        " hidden directories from the walk. (codedeploy/push.py)",
        comment_out=[
            "awscli/customizations/codedeploy/push.py",
            "dirs[:] = [dn for dn in dirs if not dn.startswith('.')]",
        ],
    ),
    beyond(
        "e73_awscli_push",
        "Could you add type hints to every method of Push in codedeploy/push.py (parsed_args,"
        " the bundle file, the boto3 responses) so that mypy --strict is clean on it?",
    ),
    beyond(
        "e73_awscli_push",
        "awscli/customizations/codedeploy/push.py: after the line Key=params.key, add"
        " ExpectedBucketOwner=params.bucket_owner,",
    ),
    # --- s3transfer/upload.py --------------------------------------------------------------
    edit(
        "e73_s3t_upload",
        "s3transfer/upload.py: please rename _wrap_data to _wrap_in_memory_data, there is"
        " _wrap_fileobj too and I keep mixing them up",
        renamed=["_wrap_data", "_wrap_in_memory_data"],
    ),
    edit(
        "e73_s3t_upload",
        "fix the doubled word in UploadNonSeekableInputManager._read: change the comment line"
        ' "# If the the initial data is empty, we simply read from the fileobj" to'
        ' "# If the initial data is empty, we simply read from the fileobj"',
        line_replaced=[
            "s3transfer/upload.py",
            "# If the the initial data is empty, we simply read from the fileobj",
            "# If the initial data is empty, we simply read from the fileobj",
        ],
    ),
    edit(
        "e73_s3t_upload",
        "The NotImplementedError of stores_body_in_memory names a method that doesn't exist."
        " Replace 'must implement store_body_in_memory()' with"
        " 'must implement stores_body_in_memory()' in upload.py",
        text_replaced=[
            "s3transfer/upload.py",
            "must implement store_body_in_memory()",
            "must implement stores_body_in_memory()",
        ],
    ),
    edit(
        "e73_s3t_upload",
        "upload.py, UploadSeekableInputManager.provide_transfer_size: right after the line that"
        " seeks back to the start position, insert"
        " `# back where the caller left it; only the size was measured`",
        line_after=[
            "s3transfer/upload.py",
            "fileobj.seek(start_position)",
            "# back where the caller left it; only the size was measured",
        ],
    ),
    edit(
        "e73_s3t_upload",
        "Some S3-compatible store of ours returns no ETag for UploadPart and we get a bare"
        " KeyError. In UploadPartTask._main, just before the line that takes the ETag out of"
        " the response, add: assert 'ETag' in response, response",
        line_before=[
            "s3transfer/upload.py",
            "etag = response['ETag']",
            "assert 'ETag' in response, response",
        ],
    ),
    edit(
        "e73_s3t_upload",
        "Can you write a class docstring for AggregatedProgressCallback in"
        " s3transfer/upload.py? It batches the progress updates and only calls the callbacks"
        " once the threshold of bytes is reached (or on flush).",
        docstring="AggregatedProgressCallback",
    ),
    beyond(
        "e73_s3t_upload",
        "For non-seekable streams UploadNonSeekableInputManager keeps every part in memory."
        " Add a max_memory option: above it, spool the parts to a temporary file on disk and"
        " upload from there, and wire the option through TransferConfig.",
    ),
    beyond(
        "e73_s3t_upload",
        "[upload.py] comment out close_callbacks = self._get_close_callbacks(callbacks)",
    ),
]


# Set 74 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 73 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES73, WORKSPACES73 and QUESTIONS73). 23
# mechanical edits on four modules of third-party packages, each kept at its path
# (urllib3/poolmanager.py, 653 lines; werkzeug/formparser.py, 430 lines; click/decorators.py, 551
# lines; matplotlib/quiver.py, 1235 lines), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all;
# backticks, straight or curly quotes, or none; arrows; a line number, line ranges; "right after
# the line", "just before the line"; a first sentence that only gives context or a reason, then
# the request; a pronoun for what was named before; terse, polite, chatty, non-native, typos;
# questions). Six of them say the line by what it does or what it holds, without quoting it (the
# line of PoolManager.urlopen that logs the redirect at info level,
# 'log.info("Redirecting %s -> %s", url, redirect_location)', as the anchor of a line_before; the
# line of default_stream_factory that sets the 500 KiB spooling threshold,
# "max_size = 1024 * 500", as a line_replaced; the line of MultiPartParser.parse that rewinds a
# finished file part's container, "container.seek(0)", as the anchor of a line_after; the line of
# command()'s inner decorator that copies the function's docstring onto the built command,
# "cmd.__doc__ = f.__doc__", as a comment_out; the line of version_option that deletes the frame
# to break the reference cycle, "del frame", as a line_deleted; the line of QuiverKey.__init__ that
# puts the key 0.1 above the quiver in z-order,
# "self.zorder = zorder if zorder is not None else Q.zorder + 0.1", as the anchor of a
# line_before), where exactly one line fits. 8 requests are beyond the model: a bug to find
# (MultiPartParser.get_part_charset accepts only "iso-8859-1" of the Latin-1 names, so a part sent
# with charset=latin-1 is decoded as UTF-8 with replacement characters), speed (the pool key is
# rebuilt by copying and renaming the whole request context on every request), a new feature
# (NO_PROXY support for ProxyManager), a refactor (pass_obj, make_pass_decorator and pass_meta_key
# each build the same context-fetching new_func), type hints (the class Barbs, which has none),
# and three whose description fits several lines ("stream_factory = default_stream_factory",
# twice in formparser.py, as a comment_out; 'kwargs.setdefault("is_eager", True)', twice in
# decorators.py, as the anchor of a line_after; "xy = np.column_stack((x, y))", three times in
# quiver.py, as a line_deleted). The uncomment request restores the one commented-out statement of
# the four files that compiles alone, "# length = np.minimum(length, 2 ** 16)" in
# Quiver._h_arrows. The value_set request sets urllib3's _DEFAULT_BLOCKSIZE = 16384 to 65536. The
# at_top request adds "import warnings" to quiver.py, which starts with the module docstring and
# "import math"; the last_line request appends "pass_ctx = pass_context" to decorators.py, which
# ends with the function help_option; the line_inserted_at request puts a comment on line 441 of
# quiver.py, right above "def _parse_args("; lines 206-213 of poolmanager.py are the eight-line
# comment on normalising retries in PoolManager.__init__ and lines 378-379 of quiver.py the dead
# "if False: ... return" of QuiverKey._init, both as lines_deleted; the text_replaced requests fix
# "that contain the context" (urllib3, _default_key_normalizer's docstring) and change "Missing
# boundary" to "Missing multipart boundary" (werkzeug, FormDataParser._parse_multipart), so that
# the old text is no part of the new and the new text occurs nowhere in the untouched files; the
# line_after with a quoted anchor is "magnitude = np.hypot(u, v)" in Barbs.set_UVC; the
# definition_deleted request names MultiPartParser.fail (never called in the file); the renamed
# _default_key_normalizer occurs three times (its definition and two functools.partial), _chunk_iter
# twice (its definition and one call), _param_memo three times (its definition and two calls), and
# the new names (_normalize_pool_key, _iter_chunks, _attach_param) occur nowhere; the file request
# creates werkzeug/_form_limits.py; the docstring requests are for proxy_from_url (named first,
# then "it") and the callback nested in version_option (qualified name version_option.callback);
# neither has one.
# Every gold was checked by hand without the model on the installed copies (urllib3 2.7.0,
# werkzeug 3.1.8, click 8.4.0, matplotlib 3.11.2): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct
# edit made by hand in a scratch copy; each decline holds on the untouched workspace. Not measured
# when written.
WORKSPACES74: dict[str, list[str]] = {
    "e74_urllib3_pool": ["urllib3/poolmanager.py"],
    "e74_wz_formparser": ["werkzeug/formparser.py"],
    "e74_click_decorators": ["click/decorators.py"],
    "e74_mpl_quiver": ["matplotlib/quiver.py"],
}

QUESTIONS74: list[dict] = [
    # --- urllib3/poolmanager.py ------------------------------------------------------------
    edit(
        "e74_urllib3_pool",
        "Our uploads over a 10 Gbit link are CPU bound in send(), bigger reads help a lot."
        " Set _DEFAULT_BLOCKSIZE to 65536 in urllib3/poolmanager.py",
        value_set=["urllib3/poolmanager.py", "_DEFAULT_BLOCKSIZE", "65536"],
    ),
    edit(
        "e74_urllib3_pool",
        "refactor(poolmanager): `_default_key_normalizer` \u2192 `_normalize_pool_key`",
        renamed=["_default_key_normalizer", "_normalize_pool_key"],
    ),
    edit(
        "e74_urllib3_pool",
        "In PoolManager.urlopen, just before the line that logs the redirect at info level,"
        " add `# retries.increment() above already counted this redirect`",
        line_before=[
            "urllib3/poolmanager.py",
            'log.info("Redirecting %s -> %s", url, redirect_location)',
            "# retries.increment() above already counted this redirect",
        ],
    ),
    edit(
        "e74_urllib3_pool",
        "proxy_from_url in poolmanager.py has no docstring. can you add one? it just builds a"
        " ProxyManager for the given proxy URL and passes the keyword arguments through",
        docstring="proxy_from_url",
    ),
    edit(
        "e74_urllib3_pool",
        "[poolmanager.py] grammar in the docstring of the key normalizer:"
        " \u201cthat contain the context\u201d \u2192 \u201cthat contains the context\u201d",
        text_replaced=[
            "urllib3/poolmanager.py",
            "that contain the context",
            "that contains the context",
        ],
    ),
    edit(
        "e74_urllib3_pool",
        "pls delete lines 206-213 of urllib3/poolmanager.py (the long comment about retries"
        " in __init__), it is in the changelog now",
        lines_deleted=["urllib3/poolmanager.py", 206, 213],
    ),
    beyond(
        "e74_urllib3_pool",
        "We push ~40k requests/s through one PoolManager and py-spy shows a big chunk of the"
        " time building pool keys: every request copies the whole context dict and renames"
        " every key. Can you make connection_from_host / the pool key lookup much faster"
        " without changing which pool a request ends up in?",
    ),
    beyond(
        "e74_urllib3_pool",
        "urllib3/poolmanager.py: ProxyManager ignores NO_PROXY. Add a no_proxy parameter"
        " (host names, .domain suffixes and CIDR ranges, defaulting to the NO_PROXY env var)"
        " and send requests to matching hosts directly instead of through the proxy.",
    ),
    # --- werkzeug/formparser.py ------------------------------------------------------------
    edit(
        "e74_wz_formparser",
        "werkzeug/formparser.py \u2014 default_stream_factory keeps an upload in memory up to"
        " 500 KiB before it spools to disk. Could you change the line that sets that"
        " threshold to max_size = 1024 * 1024 ?",
        line_replaced=[
            "werkzeug/formparser.py",
            "max_size = 1024 * 500",
            "max_size = 1024 * 1024",
        ],
    ),
    edit(
        "e74_wz_formparser",
        "rename _chunk_iter to _iter_chunks",
        renamed=["_chunk_iter", "_iter_chunks"],
    ),
    edit(
        "e74_wz_formparser",
        'TODO(werkzeug/formparser.py): the ValueError should say "Missing multipart boundary"'
        ' instead of just "Missing boundary"',
        text_replaced=[
            "werkzeug/formparser.py",
            "Missing boundary",
            "Missing multipart boundary",
        ],
    ),
    edit(
        "e74_wz_formparser",
        "In MultiPartParser.parse, when a file part is complete its container is rewound to"
        " the beginning. Right after the line that does that, add:"
        " # FileStorage reads the upload from position 0",
        line_after=[
            "werkzeug/formparser.py",
            "container.seek(0)",
            "# FileStorage reads the upload from position 0",
        ],
    ),
    edit(
        "e74_wz_formparser",
        "MultiPartParser.fail isnt used anywhere in formparser, please remove this method complete",
        definition_deleted=["werkzeug/formparser.py", "MultiPartParser.fail"],
    ),
    edit(
        "e74_wz_formparser",
        "Please create a new file werkzeug/_form_limits.py with a single line:"
        " DEFAULT_MAX_SPOOL_SIZE = 1024 * 500",
        file=["werkzeug/_form_limits.py", "DEFAULT_MAX_SPOOL_SIZE = 1024 * 500"],
    ),
    beyond(
        "e74_wz_formparser",
        "An old kiosk browser posts multipart forms with 'Content-Type: text/plain;"
        " charset=latin-1' on every text part, and in request.form all the umlauts come out"
        " as \ufffd. Can you find out why in werkzeug/formparser.py and fix it?",
    ),
    beyond(
        "e74_wz_formparser",
        "comment out `stream_factory = default_stream_factory` in formparser.py",
    ),
    # --- click/decorators.py ---------------------------------------------------------------
    edit(
        "e74_click_decorators",
        "click/decorators.py: _param_memo is a weird name. Call it _attach_param instead"
        " (the def and both callers)",
        renamed=["_param_memo", "_attach_param"],
    ),
    edit(
        "e74_click_decorators",
        "We pass help= explicitly on all our commands. In command()'s inner decorator,"
        " comment out the line that copies the function's docstring onto the freshly built"
        " command object.",
        comment_out=["click/decorators.py", "cmd.__doc__ = f.__doc__"],
    ),
    edit(
        "e74_click_decorators",
        "version_option: remove the line which deletes the frame (the one under the"
        " 'break reference cycle' comment), we measured it, it makes no difference",
        line_deleted=["click/decorators.py", "del frame"],
    ),
    edit(
        "e74_click_decorators",
        "Could you write a docstring for the callback nested in version_option in"
        " click/decorators.py? It echoes \u2018prog, version X\u2019 and exits the context,"
        " and does nothing while parsing resiliently.",
        docstring="version_option.callback",
    ),
    edit(
        "e74_click_decorators",
        "append `pass_ctx = pass_context` as the last line of decorators.py, we use that"
        " short name everywhere",
        last_line=["click/decorators.py", "pass_ctx = pass_context"],
    ),
    beyond(
        "e74_click_decorators",
        "pass_obj, make_pass_decorator and pass_meta_key each define their own new_func that"
        " gets the current context, looks something up and invokes f with it. Could you pull"
        " that into one private helper and have all three use it? (click/decorators.py)",
    ),
    beyond(
        "e74_click_decorators",
        'click/decorators.py: right after the line kwargs.setdefault("is_eager", True) add'
        ' kwargs.setdefault("hidden", False)',
    ),
    # --- matplotlib/quiver.py --------------------------------------------------------------
    edit(
        "e74_mpl_quiver",
        "matplotlib/quiver.py, in _h_arrows: uncomment '# length = np.minimum(length, 2 ** 16)',"
        " I want to compare it with the np.clip below",
        uncomment=["matplotlib/quiver.py", "length = np.minimum(length, 2 ** 16)"],
    ),
    edit(
        "e74_mpl_quiver",
        "add import warnings at the top of quiver.py",
        at_top=["matplotlib/quiver.py", "import warnings"],
    ),
    edit(
        "e74_mpl_quiver",
        "quiver.py line 441 -> # --- argument parsing shared by Quiver and Barbs ---",
        line_inserted_at=[
            "matplotlib/quiver.py",
            441,
            "# --- argument parsing shared by Quiver and Barbs ---",
        ],
    ),
    edit(
        "e74_mpl_quiver",
        'In Barbs.set_UVC, right after the line "magnitude = np.hypot(u, v)" insert'
        ' "# compared with barb_increments: half=5, full=10, flag=50 unless overridden"',
        line_after=[
            "matplotlib/quiver.py",
            "magnitude = np.hypot(u, v)",
            "# compared with barb_increments: half=5, full=10, flag=50 unless overridden",
        ],
    ),
    edit(
        "e74_mpl_quiver",
        "QuiverKey.__init__ \u2014 just before the line that puts the key 0.1 above the quiver"
        " in the z-order, add a comment: # the key is drawn over its arrows unless a zorder"
        " is given",
        line_before=[
            "matplotlib/quiver.py",
            "self.zorder = zorder if zorder is not None else Q.zorder + 0.1",
            "# the key is drawn over its arrows unless a zorder is given",
        ],
    ),
    edit(
        "e74_mpl_quiver",
        "Lines 378\u2013379 in matplotlib/quiver.py are dead code (`if False:` and its"
        " `return`). Can you delete them?",
        lines_deleted=["matplotlib/quiver.py", 378, 379],
    ),
    beyond(
        "e74_mpl_quiver",
        "Add type hints to the Barbs class in matplotlib/quiver.py: __init__, _find_tails,"
        " _make_barbs, set_UVC and set_offsets, with numpy.typing arrays, so mypy --strict"
        " passes on it.",
    ),
    beyond(
        "e74_mpl_quiver",
        "quiver.py: delete the line `xy = np.column_stack((x, y))`",
    ),
]


# Set 75 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 73 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES73, WORKSPACES73 and QUESTIONS73; printing
# that range also put the comment block above WORKSPACES74 on screen, and nothing was taken from
# it). 23 mechanical edits on four modules of third-party packages, each kept at its path
# (tornado/locks.py, 582 lines; distributed/utils_comm.py, 426 lines;
# fontTools/misc/arrayTools.py, 424 lines; urllib3/response.py, 1493 lines), as a dozen different
# users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a line
# number, line ranges; "right after the line", "just before the line", "right before"; a first
# sentence that only gives context or a reason, then the request; a pronoun for what was named
# before; terse, polite, chatty, non-native, typos; questions). Six of them say the line by what it
# does or what it holds, without quoting it (the line of Event.set that flips the internal flag to
# True, "self._value = True", as the anchor of a line_after; the line of Event.wait that registers
# the done-callback removing the future from the waiter set,
# "fut.add_done_callback(lambda fut: self._waiters.remove(fut))", as a comment_out; the line of
# gather_from_workers that sleeps when every holder is busy, "await asyncio.sleep(0.15)", as the
# anchor of a line_before; the line of scatter_to_workers that advances the round-robin counter,
# "_round_robin_counter[0] += len(data)", as a comment_out; the doctest line of _test's docstring
# that imports math, ">>> import math", as a line_deleted; the line of HTTPResponse.drain_conn that
# drops the decoder, "self._decoder = None", as a comment_out), where exactly one line fits. 8
# requests are beyond the model: a bug to find (_unpack_remotedata_inner passes byte_keys along but
# never uses it, so unpack_remotedata(..., byte_keys=True) does not stringify keys as its docstring
# says), speed (gather_from_workers subtracts sets and builds a list for random.choice for every key
# on every round), a new feature (Condition.wait_for(predicate, timeout)), type hints (every
# function of arrayTools.py, which has none), a refactor (HTTPResponse.read and read1 repeat the
# block that drains the decoder's unconsumed tail into _decoded_buffer), and three whose
# description fits several lines ("self._value -= 1", twice in locks.py, in Semaphore.release and
# Semaphore.acquire, as a comment_out; "xMin, yMin, xMax, yMax = rect", nine times in
# arrayTools.py, as a line_deleted; "self.chunk_left = None", three times in response.py's
# _handle_chunk, as the anchor of a line_after). No request is an uncomment: the four files have no
# commented-out statement (only prose comments and a "with (yield ...):" fragment in a comment). No
# request is a value_set: no module-level assignment of the four files holds a literal worth
# setting (utils_comm's _round_robin_counter = [0] is state, locks.py's __all__ a name list);
# "set a constant" is asked of the class attribute MultiDecoder.max_decode_links = 5 -> 8, as a
# line_replaced. The at_top request adds "import logging" to locks.py, which starts with the
# licence comment and "import collections"; the last_line request appends
# '__all__ = ["BaseHTTPResponse", "HTTPResponse"]' to response.py, which ends with
# HTTPResponse.__iter__; the line_inserted_at request puts a comment on line 138 of utils_comm.py,
# right above "_round_robin_counter = [0]"; lines 26-27 of utils_comm.py are "# Backwards compat"
# and "WrappedKey = TaskRef", and lines 420-424 of arrayTools.py the 'if __name__ == "__main__":'
# block, both as lines_deleted; the text_replaced request changes "RFC 8529 Section 8.1" to
# "RFC 8259 Section 8.1" (json's docstring, whose link is rfc8259), so that the old text is no part
# of the new and the new text occurs nowhere in the untouched file; the line_replaced requests fix
# "A iterable yielding two elements per iteration." (pairwise's docstring) and set
# "max_decode_links = 5" to 8; the line_deleted with a quoted line is the comment
# "# Occasionally clear timed-out waiters." of _TimeoutGarbageCollector._garbage_collect; the
# line_before with a quoted anchor is "self._pool._put_conn(self._connection)" in
# HTTPResponse.release_conn; the definition_deleted request names BaseHTTPResponse.geturl (not
# overridden by HTTPResponse); the renamed _garbage_collect occurs three times (its definition and
# two calls), _namedtuple_packing three times (its definition and two calls), normRect four times
# (its definition, the call in quantizeRect and two doctests of _test), and the new names
# (_prune_timed_out_waiters, _rebuild_namedtuple, normalizeRect) occur nowhere; the file request
# creates fontTools/misc/rectTypes.py; the docstring requests are for Semaphore.__repr__ (named
# first, then "it") and the class Vector of arrayTools.py; neither has one.
# Every gold was checked by hand without the model on the installed copies (tornado 6.6.1,
# distributed 2026.8.0, fonttools 4.68.0, urllib3 2.7.0): anchors occur once, new names are
# unused, line numbers are the file's, and each check fails on the untouched file and holds after
# a correct edit made by hand in a scratch copy; each decline holds on the untouched workspace. Not
# measured when written.
WORKSPACES75: dict[str, list[str]] = {
    "e75_tornado_locks": ["tornado/locks.py"],
    "e75_dist_utils_comm": ["distributed/utils_comm.py"],
    "e75_ft_arraytools": ["fontTools/misc/arrayTools.py"],
    "e75_urllib3_response": ["urllib3/response.py"],
}

QUESTIONS75: list[dict] = [
    # --- tornado/locks.py ------------------------------------------------------------------
    edit(
        "e75_tornado_locks",
        "refactor(locks): `_garbage_collect` \u2192 `_prune_timed_out_waiters`, the old name"
        " makes people think of the gc module",
        renamed=["_garbage_collect", "_prune_timed_out_waiters"],
    ),
    edit(
        "e75_tornado_locks",
        "Event.set in tornado/locks.py: right after the line that flips the internal flag to"
        " True, add the comment # wake every waiter; later wait() calls return at once",
        line_after=[
            "tornado/locks.py",
            "self._value = True",
            "# wake every waiter; later wait() calls return at once",
        ],
    ),
    edit(
        "e75_tornado_locks",
        "Semaphore.__repr__ packs the locked state, the value and the number of waiters into"
        " one string. could you give it a docstring saying what it shows?",
        docstring="Semaphore.__repr__",
    ),
    edit(
        "e75_tornado_locks",
        "[tornado/locks.py] drop the comment \u201c# Occasionally clear timed-out waiters.\u201d"
        " in _garbage_collect, the method name already says it",
        line_deleted=["tornado/locks.py", "# Occasionally clear timed-out waiters."],
    ),
    edit(
        "e75_tornado_locks",
        "So I suspect Event.wait is what keeps our futures alive and I want to test that"
        " theory. In locks.py, can you comment out the line in Event.wait that registers the"
        " done-callback removing the future from self._waiters? Just for a quick experiment.",
        comment_out=[
            "tornado/locks.py",
            "fut.add_done_callback(lambda fut: self._waiters.remove(fut))",
        ],
    ),
    edit(
        "e75_tornado_locks",
        "Please add `import logging` to the imports at the top of tornado/locks.py, I want to"
        " log slow acquires later",
        at_top=["tornado/locks.py", "import logging"],
    ),
    beyond(
        "e75_tornado_locks",
        "Could you add a wait_for(predicate, timeout=None) method to tornado's Condition in"
        " locks.py, like asyncio.Condition.wait_for: keep waiting until predicate() is true,"
        " and return False if the timeout hits first?",
    ),
    beyond(
        "e75_tornado_locks",
        "tornado/locks.py: comment out self._value -= 1",
    ),
    # --- distributed/utils_comm.py ----------------------------------------------------------
    edit(
        "e75_dist_utils_comm",
        "distributed/utils_comm.py - rename _namedtuple_packing to _rebuild_namedtuple"
        " everywhere pls",
        renamed=["_namedtuple_packing", "_rebuild_namedtuple"],
    ),
    edit(
        "e75_dist_utils_comm",
        "TODO(distributed/utils_comm.py): just before the line in gather_from_workers that"
        " sleeps when every worker is busy, add"
        " `# all holders are busy: back off a little, then ask them again`",
        line_before=[
            "distributed/utils_comm.py",
            "await asyncio.sleep(0.15)",
            "# all holders are busy: back off a little, then ask them again",
        ],
    ),
    edit(
        "e75_dist_utils_comm",
        "Nothing imports WrappedKey from this module anymore. Delete lines 26-27 (the"
        " 'Backwards compat' comment and the alias) in utils_comm.py.",
        lines_deleted=["distributed/utils_comm.py", 26, 27],
    ),
    edit(
        "e75_dist_utils_comm",
        "for a reproducible test i need scatter_to_workers always start from same worker."
        " can you comment out the line which advance the round-robin counter? (utils_comm)",
        comment_out=["distributed/utils_comm.py", "_round_robin_counter[0] += len(data)"],
    ),
    edit(
        "e75_dist_utils_comm",
        "utils_comm.py, line 138 \u2192 `# process-wide, shared by every scatter_to_workers"
        " call` (it should land just above _round_robin_counter)",
        line_inserted_at=[
            "distributed/utils_comm.py",
            138,
            "# process-wide, shared by every scatter_to_workers call",
        ],
    ),
    beyond(
        "e75_dist_utils_comm",
        "The docstring of unpack_remotedata says byte_keys=True forces string keys, but"
        " unpack_remotedata(TaskRef(('x', 1)), byte_keys=True) still gives me the tuple back."
        " Can you figure out what's wrong in distributed/utils_comm.py and fix it?",
    ),
    beyond(
        "e75_dist_utils_comm",
        "gather_from_workers gets really slow when we gather ~1M keys from a few hundred"
        " workers, most of the time goes into the loop that picks a random worker for each"
        " key. Make it fast, same semantics please.",
    ),
    # --- fontTools/misc/arrayTools.py -------------------------------------------------------
    edit(
        "e75_ft_arraytools",
        "Rename normRect to normalizeRect in fontTools/misc/arrayTools.py, including the call"
        " in quantizeRect and the doctests.",
        renamed=["normRect", "normalizeRect"],
    ),
    edit(
        "e75_ft_arraytools",
        "The Vector class in arrayTools.py has no docstring at all. Could you add one that"
        " says it's deprecated and points to fontTools.misc.vector.Vector?",
        docstring="Vector",
    ),
    edit(
        "e75_ft_arraytools",
        'typo in pairwise\'s docstring: "A iterable yielding two elements per iteration."'
        ' should read "An iterable yielding two elements per iteration."'
        " (fontTools/misc/arrayTools.py)",
        line_replaced=[
            "fontTools/misc/arrayTools.py",
            "A iterable yielding two elements per iteration.",
            "An iterable yielding two elements per iteration.",
        ],
    ),
    edit(
        "e75_ft_arraytools",
        "_test's docstring imports math again although the doctests already run with the"
        " module's globals. remove that doctest line from arrayTools.py",
        line_deleted=["fontTools/misc/arrayTools.py", ">>> import math"],
    ),
    edit(
        "e75_ft_arraytools",
        "Delete lines 420 to 424 of fontTools/misc/arrayTools.py, we run the doctests"
        " through pytest so the __main__ block is dead",
        lines_deleted=["fontTools/misc/arrayTools.py", 420, 424],
    ),
    edit(
        "e75_ft_arraytools",
        "Please create fontTools/misc/rectTypes.py with one line in it:"
        " Rect = tuple[float, float, float, float]",
        file=["fontTools/misc/rectTypes.py", "Rect = tuple[float, float, float, float]"],
    ),
    beyond(
        "e75_ft_arraytools",
        "add type hints to all the functions in arrayTools.py (points as 2-tuples, rects as"
        " 4-tuples, the round/min/max callables) so that it passes mypy --strict",
    ),
    beyond(
        "e75_ft_arraytools",
        "arrayTools: delete the line `xMin, yMin, xMax, yMax = rect`",
    ),
    # --- urllib3/response.py ----------------------------------------------------------------
    edit(
        "e75_urllib3_response",
        "drain_conn() in urllib3/response.py: comment out the line that drops the decoder, I"
        " want to see if that's what breaks our retry after a partial gzip read",
        comment_out=["urllib3/response.py", "self._decoder = None"],
    ),
    edit(
        "e75_urllib3_response",
        "The json() docstring cites 'RFC 8529 Section 8.1' but links to RFC 8259. Replace"
        " RFC 8529 Section 8.1 with RFC 8259 Section 8.1 in response.py please.",
        text_replaced=[
            "urllib3/response.py",
            "RFC 8529 Section 8.1",
            "RFC 8259 Section 8.1",
        ],
    ),
    edit(
        "e75_urllib3_response",
        "MultiDecoder: max_decode_links = 5 -> max_decode_links = 8, one of our CDNs stacks"
        " more encodings than that (urllib3/response.py)",
        line_replaced=[
            "urllib3/response.py",
            "max_decode_links = 5",
            "max_decode_links = 8",
        ],
    ),
    edit(
        "e75_urllib3_response",
        "remove BaseHTTPResponse.geturl from urllib3/response.py, we don't support the"
        " http.cookiejar path anymore",
        definition_deleted=["urllib3/response.py", "BaseHTTPResponse.geturl"],
    ),
    edit(
        "e75_urllib3_response",
        'Could you append `__all__ = ["BaseHTTPResponse", "HTTPResponse"]` as the last line'
        " of urllib3/response.py?",
        last_line=["urllib3/response.py", '__all__ = ["BaseHTTPResponse", "HTTPResponse"]'],
    ),
    edit(
        "e75_urllib3_response",
        'In release_conn (urllib3/response.py) put log.debug("returning %r to the pool",'
        " self._connection) right before the line self._pool._put_conn(self._connection)",
        line_before=[
            "urllib3/response.py",
            "self._pool._put_conn(self._connection)",
            'log.debug("returning %r to the pool", self._connection)',
        ],
    ),
    beyond(
        "e75_urllib3_response",
        "read() and read1() in urllib3/response.py both carry the same block that drains the"
        " decoder's unconsumed tail into _decoded_buffer. Pull it out into one helper method"
        " and call that from both.",
    ),
    beyond(
        "e75_urllib3_response",
        "response.py: right after the line self.chunk_left = None add # chunk fully consumed",
    ),
]


# Set 76 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 73 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES73, WORKSPACES73 and QUESTIONS73; printing
# up to the end of QUESTIONS73 put the first lines of set 74's comment block on screen, and nothing
# was taken from them). 23 mechanical edits on four modules of third-party packages, each kept at
# its path (jinja2/ext.py, 870 lines; docker/api/container.py, 1348 lines;
# networkx/algorithms/clique.py, 818 lines; fontTools/subset/cff.py, 191 lines), as a dozen
# different users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a line
# number, a line range; "right after the line", "just before the line"; a first sentence that only
# gives context or a reason, then the request; a pronoun for what was named before; terse, polite,
# chatty, non-native, typos; questions). Seven of them say the line by what it does or what it
# holds, without quoting it (the line of InternationalizationExtension.__init__ that registers the
# underscore alias, 'environment.globals["_"] = _gettext_alias', as a comment_out; the line of
# ContainerApiMixin.logs that falls back to the whole log for an unusable tail, "tail = 'all'", as
# the anchor of a line_before; the line of make_clique_bipartite that clears the graph it has just
# made, "B.clear()", as a line_deleted; the line of enumerate_all_cliques that takes the next base
# and its candidates off the queue, "base, cnbrs = map(list, queue.popleft())", as the anchor of a
# line_after; the line of MaxWeightClique.find_max_weight_clique that drops the nodes whose weight
# is not positive, "nodes = [v for v in nodes if self.node_weights[v] > 0]", as a comment_out; the
# line of prune_pre_subset that keeps only the first font name,
# "cff.fontNames = cff.fontNames[:1]", as a line_deleted; the line of subset_glyphs that deletes
# the CharStrings index's file and offsets, "del csi.file, csi.offsets", as the anchor of a
# line_after; its FDArray twin in prune_post_subset reads "del arr.file, arr.offsets"), where
# exactly one line fits. 8 requests are beyond the model: a refactor (the four near-identical
# _make_new_*gettext factories of jinja2/ext.py), a bug to find (ContainerApiMixin.stop without a
# timeout sends no "t" and lets the daemon use the container's StopTimeout, but adds a fixed 10 s
# to the client's read timeout, so a container with StopTimeout=120 that ignores SIGTERM ends in a
# ReadTimeout), speed (make_max_clique_graph compares every pair of maximal cliques), type hints
# (clique.py has none), a new feature (keeping every font of a multi-font CFF table, which
# prune_pre_subset truncates to the first), and three whose description fits several lines
# ("# Always treat as a format string, see gettext comment above.", three times in ext.py, as a
# line_deleted; "conn_timeout += timeout", twice in container.py (restart and stop), as a
# comment_out; "cff = self.cff", four times in cff.py, as the anchor of a line_after). No request
# is a value_set: none of the four files has a module-level plain assignment of a literal on one
# line (jinja2's GETTEXT_FUNCTIONS is an annotated, multi-line tuple; networkx's __all__ spans ten
# lines; Extension.priority = 100 is a class attribute). No request is an uncomment: no
# commented-out line of the four files is code ("# Python < 3.8" in _install_null parses, but is
# prose). The at_top request adds "import warnings" to container.py, which starts with
# "from datetime import datetime"; the last_line request appends "extract = babel_extract" to
# ext.py, which ends with the alias "debug = DebugExtension"; the line_inserted_at request puts a
# comment on line 1204 of container.py, right above "timeout = 10" in stop(); lines 1106-1111 of
# container.py are the four-line "**Deprecation warning:**" paragraph of start()'s docstring and
# the two blank lines after it, as a lines_deleted; the text_replaced requests fix "name as
# includes the name" (Extension's class docstring), "Imcompatible" (create_host_config's
# docstring; "Incompatible" occurs nowhere, only the lower-case "incompatible") and "seac accent
# bulding" (_ClosureGlyphsT2Decompiler.op_endchar), so that the corrected text occurs nowhere in
# the untouched files; the line_replaced request turns "# Python < 3.8" of _install_null (in the
# branch where NullTranslations has pgettext, i.e. 3.8 and later) into "# Python >= 3.8"; the
# definition_deleted requests name ContainerApiMixin.prune_containers and the module function
# desubroutinize of cff.py (the deprecated wrapper, not CFFFontSet's method); the renamed
# _CommentFinder occurs twice (its class and one call), greedily_find_independent_set twice (its
# definition and one call), _empty_charstring three times (its definition and two calls), and the
# new names (_TranslatorCommentFinder, greedy_independent_set, _clear_charstring) occur nowhere;
# the file request creates networkx/algorithms/clique_limits.py; the docstring requests are for
# InternationalizationExtension._install_callables (named, then "It") and the inner generator
# expand of find_cliques_recursive (qualified name find_cliques_recursive.expand; the method
# MaxWeightClique.expand has a docstring already); neither has one.
# Every gold was checked by hand without the model on the installed copies (jinja2 3.1.6,
# docker 7.1.0, networkx 3.6.1, fonttools 4.68.0): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct
# edit made by hand in a scratch copy; each decline holds on the untouched workspace. Not measured
# when written.
WORKSPACES76: dict[str, list[str]] = {
    "e76_jinja_ext": ["jinja2/ext.py"],
    "e76_docker_container": ["docker/api/container.py"],
    "e76_nx_clique": ["networkx/algorithms/clique.py"],
    "e76_ft_subset_cff": ["fontTools/subset/cff.py"],
}

QUESTIONS76: list[dict] = [
    # --- jinja2/ext.py ---------------------------------------------------------------------
    edit(
        "e76_jinja_ext",
        "refactor(jinja2/ext): rename _CommentFinder to _TranslatorCommentFinder, it only ever"
        " looks for translator comments",
        renamed=["_CommentFinder", "_TranslatorCommentFinder"],
    ),
    edit(
        "e76_jinja_ext",
        "Could you add a docstring to InternationalizationExtension._install_callables in"
        " jinja2/ext.py? It wraps the callables for newstyle gettext when that is on and then"
        " puts them in the environment globals.",
        docstring="InternationalizationExtension._install_callables",
    ),
    edit(
        "e76_jinja_ext",
        "Extension's class docstring misses a word: \u2018name as includes the name\u2019 should"
        " read \u2018name as it includes the name\u2019 (jinja2/ext.py)",
        text_replaced=[
            "jinja2/ext.py",
            "name as includes the name",
            "name as it includes the name",
        ],
    ),
    edit(
        "e76_jinja_ext",
        'In _install_null the comment "# Python < 3.8" is backwards, that branch is the one'
        " where NullTranslations already has pgettext. Replace that line with"
        ' "# Python >= 3.8".',
        line_replaced=["jinja2/ext.py", "# Python < 3.8", "# Python >= 3.8"],
    ),
    edit(
        "e76_jinja_ext",
        "For a test I want `_` to stop being a template global. In"
        " InternationalizationExtension.__init__, comment out the line which registers the"
        " underscore alias pls",
        comment_out=["jinja2/ext.py", 'environment.globals["_"] = _gettext_alias'],
    ),
    edit(
        "e76_jinja_ext",
        "[jinja2/ext.py] add extract = babel_extract as the last line of the file, below the"
        " other short aliases",
        last_line=["jinja2/ext.py", "extract = babel_extract"],
    ),
    beyond(
        "e76_jinja_ext",
        "The four _make_new_*gettext factories in jinja2/ext.py are nearly copy-paste of each"
        " other. Can you fold them into one generic factory and use it in _install_callables?",
    ),
    beyond(
        "e76_jinja_ext",
        "ext.py: delete the line '# Always treat as a format string, see gettext comment above.'",
    ),
    # --- docker/api/container.py -----------------------------------------------------------
    edit(
        "e76_docker_container",
        "docker/api/container.py \u2192 add `import warnings` at the top, I'll need it for a"
        " deprecation",
        at_top=["docker/api/container.py", "import warnings"],
    ),
    edit(
        "e76_docker_container",
        'typo in the create_host_config docstring: "Imcompatible" should be "Incompatible"',
        text_replaced=["docker/api/container.py", "Imcompatible", "Incompatible"],
    ),
    edit(
        "e76_docker_container",
        "pls remove lines 1106-1111 of docker/api/container.py (the deprecation warning"
        " paragraph in start()'s docstring + the two blank lines after it), start() rejects"
        " those args anyway",
        lines_deleted=["docker/api/container.py", 1106, 1111],
    ),
    edit(
        "e76_docker_container",
        "At line 1204 of container.py please insert this comment:"
        " # no t param: the daemon uses the container's StopTimeout",
        line_inserted_at=[
            "docker/api/container.py",
            1204,
            "# no t param: the daemon uses the container's StopTimeout",
        ],
    ),
    edit(
        "e76_docker_container",
        "In ContainerApiMixin.logs, just before the line that falls back to the whole log when"
        " tail isn't usable, insert: # anything but 'all' or a non-negative int means the"
        " whole log",
        line_before=[
            "docker/api/container.py",
            "tail = 'all'",
            "# anything but 'all' or a non-negative int means the whole log",
        ],
    ),
    edit(
        "e76_docker_container",
        "We are never pruning from this client. Please delete the method prune_containers of"
        " ContainerApiMixin together with its decorator (docker/api/container.py).",
        definition_deleted=["docker/api/container.py", "ContainerApiMixin.prune_containers"],
    ),
    beyond(
        "e76_docker_container",
        "client.api.stop(cid) without a timeout fails with ReadTimeout on our containers that"
        " have StopTimeout=120, while `docker stop` works fine. Can you figure out why in"
        " docker/api/container.py and fix it?",
    ),
    beyond(
        "e76_docker_container",
        "comment out conn_timeout += timeout in container.py",
    ),
    # --- networkx/algorithms/clique.py -----------------------------------------------------
    edit(
        "e76_nx_clique",
        "networkx/algorithms/clique.py: greedily_find_independent_set -> greedy_independent_set"
        " please",
        renamed=["greedily_find_independent_set", "greedy_independent_set"],
    ),
    edit(
        "e76_nx_clique",
        "the inner expand() generator of find_cliques_recursive has no docstring. can u add one"
        " saying it yields the maximal cliques that extend Q with nodes of cand, subg being the"
        " current subgraph",
        docstring="find_cliques_recursive.expand",
    ),
    edit(
        "e76_nx_clique",
        "make_clique_bipartite: remove the line that clears the graph right after it is"
        " created, nx.empty_graph already hands back an empty one",
        line_deleted=["networkx/algorithms/clique.py", "B.clear()"],
    ),
    edit(
        "e76_nx_clique",
        "TODO(networkx/algorithms/clique.py): in enumerate_all_cliques, right after the line"
        " that takes the next base and its candidate list off the queue, add"
        " `# base is a clique and every node of cnbrs extends it`",
        line_after=[
            "networkx/algorithms/clique.py",
            "base, cnbrs = map(list, queue.popleft())",
            "# base is a clique and every node of cnbrs extends it",
        ],
    ),
    edit(
        "e76_nx_clique",
        "I'm debugging max_weight_clique on a graph with zero weights and want every node in"
        " the search. Comment out the line in find_max_weight_clique that drops the nodes"
        " whose weight isnt positive.",
        comment_out=[
            "networkx/algorithms/clique.py",
            "nodes = [v for v in nodes if self.node_weights[v] > 0]",
        ],
    ),
    edit(
        "e76_nx_clique",
        "create networkx/algorithms/clique_limits.py with the single line"
        " MAX_EXACT_CLIQUE_NODES = 200",
        file=["networkx/algorithms/clique_limits.py", "MAX_EXACT_CLIQUE_NODES = 200"],
    ),
    beyond(
        "e76_nx_clique",
        "make_max_clique_graph compares every pair of cliques; on a graph with 40k maximal"
        " cliques it never finishes. Could you make it roughly linear, e.g. by going through"
        " the nodes instead of the clique pairs?",
    ),
    beyond(
        "e76_nx_clique",
        "Add full type annotations (PEP 484) to every public function and to MaxWeightClique"
        " in networkx/algorithms/clique.py",
    ),
    # --- fontTools/subset/cff.py -----------------------------------------------------------
    edit(
        "e76_ft_subset_cff",
        "fontTools/subset/cff.py has a typo in the comment of op_endchar:"
        " \u201cseac accent bulding\u201d \u2192 \u201cseac accent building\u201d",
        text_replaced=[
            "fontTools/subset/cff.py",
            "seac accent bulding",
            "seac accent building",
        ],
    ),
    edit(
        "e76_ft_subset_cff",
        "Rename _empty_charstring to _clear_charstring in fontTools/subset/cff.py. It doesn't"
        " create an empty charstring, it blanks an existing one.",
        renamed=["_empty_charstring", "_clear_charstring"],
    ),
    edit(
        "e76_ft_subset_cff",
        "delete teh deprecated module-level desubroutinize wrapper from"
        " fontTools/subset/cff.py, CFFFontSet.desubroutinize() is the way now",
        definition_deleted=["fontTools/subset/cff.py", "desubroutinize"],
    ),
    edit(
        "e76_ft_subset_cff",
        "Context: for a test we subset CFF tables holding two fonts. In prune_pre_subset,"
        " delete the line that keeps only the first font name.",
        line_deleted=["fontTools/subset/cff.py", "cff.fontNames = cff.fontNames[:1]"],
    ),
    edit(
        "e76_ft_subset_cff",
        "subset_glyphs in cff.py: right after the line that deletes the file and offsets of the"
        " CharStrings index, add a comment"
        " # the INDEX is rebuilt from csi.items when the table is compiled",
        line_after=[
            "fontTools/subset/cff.py",
            "del csi.file, csi.offsets",
            "# the INDEX is rebuilt from csi.items when the table is compiled",
        ],
    ),
    beyond(
        "e76_ft_subset_cff",
        "Can you make the CFF subsetter keep every font of a CFF table that holds more than one"
        " font (a real font set) instead of only the first? Closure, subsetting and pruning"
        " should all handle each font.",
    ),
    beyond(
        "e76_ft_subset_cff",
        "after cff = self.cff insert assert cff is not None  (fontTools/subset/cff.py)",
    ),
]


# Set 77 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 76 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES76, WORKSPACES76 and QUESTIONS76). 23
# mechanical edits on four modules of third-party packages, each kept at its path
# (pip/_internal/utils/filesystem.py, 153 lines; pip/_internal/operations/check.py, 187 lines;
# trio/_core/_parking_lot.py, 216 lines; aws_xray_sdk/core/models/entity.py, 313 lines), as a dozen
# different users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a line
# number, a line range; "right after the line", "just before the line"; a first sentence that only
# gives context or a reason, then the request; a pronoun for what was named before; terse, polite,
# chatty, non-native, typos; questions). Six of them say the line by what it does or what it holds,
# without quoting it (the line of _test_writable_dir_win that closes the probe file's descriptor,
# "os.close(fd)", as the anchor of a line_after; the line of check_package_set that calls the
# legacy-version warner, "warn_legacy_versions_and_specifiers(package_set)", as a line_deleted; the
# line of _simulate_installation_of that records the name as installed, "installed.add(name)", as a
# comment_out; the line of ParkingLot.repark that tells each moved task which lot it now sleeps in,
# "task.custom_sleep_data = new_lot", as the anchor of a line_before (park's
# "task.custom_sleep_data = self" is another line); the first of the two self.name assignments of
# Entity.__init__, "self.name = name", as a line_deleted; the line of Entity.close that turns the
# in-progress flag off, "self.in_progress = False", as the anchor of a line_after (__init__'s
# "self.in_progress = True" sets it on)), where exactly one line fits. 8 requests are beyond the
# model: speed (directory_size of filesystem.py, one islink and one getsize per file, rewritten
# around os.scandir), a new feature (check_package_set evaluates markers with extra="" only; make it
# honour the extras actually requested), type hints (_parking_lot.py has none), a refactor
# (ParkingLot and _ParkingLotStatistics off attrs onto plain classes with __slots__), a bug to find
# (Entity.close tests "if end_time:", so close(end_time=0) records the current time), and three
# whose description fits several lines ("return os.access(path, os.W_OK)", twice in filesystem.py
# (check_path_owner and test_writable_dir), as a comment_out; "issue=12063,", twice in check.py, as
# a line_deleted; "self._check_ended()", eight times in entity.py, as a line_deleted). The one
# value_set sets ORIGIN_TRACE_HEADER_ATTR_KEY of entity.py (a module-level one-line string) to
# '_xray_origin_trace_header' (its neighbour _common_invalid_name_characters is the only other
# module-level one-line literal of the four files). No request is an uncomment: no commented-out
# line of the four files is code (the headings "# Shorthands", "# items", "# sampling", "# state"
# and "# list is thread-safe" parse, but are prose). The at_top request adds "import errno" to
# filesystem.py, which starts with "import fnmatch"; the last_line request appends
# '__all__ = ["ParkingLot"]' to _parking_lot.py, which ends inside ParkingLot.statistics and has no
# __all__; the line_inserted_at request puts a comment on line 157 of check.py, right above
# "def warn_legacy_versions_and_specifiers"; lines 74-75 of filesystem.py are the two-line "copied
# from Flit" comment, as a lines_deleted; the text_replaced requests change 'suffix=".tmp"' of
# adjacent_tmp_file to 'suffix=".pip-tmp"', fix "with a conforming dependency specifiers"
# (warn_legacy_versions_and_specifiers) and the "Segment/Subsugment Name" of Entity.__init__'s
# warning ("Subsegment" alone occurs in to_dict's docstring, so the gold takes the text around it),
# so that the new text occurs nowhere in the untouched files; the line_replaced request drops the
# stray "because" of "# This is in the core because for two reasons. First, it's used by" in
# _parking_lot.py's header comment; the definition_deleted request names Entity.remove_subsegment;
# the renamed _replace_retry occurs twice (its assignment and one call), _create_whitelist twice
# (its definition and one call), _pop_several three times (its definition and two calls), and the
# new names (_retry_os_replace, _create_allowlist, _pop_up_to) occur nowhere; the file request
# creates aws_xray_sdk/core/models/limits.py; the docstring requests are for check_path_owner,
# warn_legacy_versions_and_specifiers and the abort_fn closure of ParkingLot.park (qualified name
# ParkingLot.park.abort_fn); none has one.
# Every gold was checked by hand without the model on the installed copies (pip 23.2.1, trio 0.22.2,
# aws-xray-sdk 2.15.0): anchors occur once, new names are unused, line numbers are the file's, and
# each check fails on the untouched file and holds after a correct edit made by hand in a scratch
# copy; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES77: dict[str, list[str]] = {
    "e77_pip_filesystem": ["pip/_internal/utils/filesystem.py"],
    "e77_pip_check": ["pip/_internal/operations/check.py"],
    "e77_trio_parking_lot": ["trio/_core/_parking_lot.py"],
    "e77_xray_entity": ["aws_xray_sdk/core/models/entity.py"],
}

QUESTIONS77: list[dict] = [
    # --- pip/_internal/utils/filesystem.py -------------------------------------------------
    edit(
        "e77_pip_filesystem",
        "refactor(pip/_internal/utils/filesystem.py): _replace_retry -> _retry_os_replace, it is"
        " the retry policy we wrap around os.replace",
        renamed=["_replace_retry", "_retry_os_replace"],
    ),
    edit(
        "e77_pip_filesystem",
        "Could you give check_path_owner a docstring? It walks up from path to the first"
        " ancestor that exists and tells whether the current user can write there (for root:"
        " whether root owns it). The file is pip/_internal/utils/filesystem.py.",
        docstring="check_path_owner",
    ),
    edit(
        "e77_pip_filesystem",
        "In _test_writable_dir_win, right after the line that closes the file descriptor it"
        " just opened, add the comment # probe file not needed anymore, unlink it",
        line_after=[
            "pip/_internal/utils/filesystem.py",
            "os.close(fd)",
            "# probe file not needed anymore, unlink it",
        ],
    ),
    edit(
        "e77_pip_filesystem",
        "pip/_internal/utils/filesystem.py lines 74-75: delete them (the note that the"
        " writable-dir helpers were copied from Flit)",
        lines_deleted=["pip/_internal/utils/filesystem.py", 74, 75],
    ),
    edit(
        "e77_pip_filesystem",
        "[filesystem.py] the temp files of adjacent_tmp_file should end in .pip-tmp so our"
        ' cleanup cron can spot them: change suffix=".tmp" to suffix=".pip-tmp"',
        text_replaced=[
            "pip/_internal/utils/filesystem.py",
            'suffix=".tmp"',
            'suffix=".pip-tmp"',
        ],
    ),
    edit(
        "e77_pip_filesystem",
        "TODO(pip/_internal/utils/filesystem.py): import errno at the top of the module",
        at_top=["pip/_internal/utils/filesystem.py", "import errno"],
    ),
    beyond(
        "e77_pip_filesystem",
        "directory_size is slow on big site-packages trees, one islink and one getsize call per"
        " file. Can you rewrite it around os.scandir so it reuses the DirEntry stat results and"
        " gives the same totals faster?",
    ),
    beyond(
        "e77_pip_filesystem",
        "filesystem.py - comment out the line 'return os.access(path, os.W_OK)' please",
    ),
    # --- pip/_internal/operations/check.py -------------------------------------------------
    edit(
        "e77_pip_check",
        "We're moving away from whitelist wording. In pip/_internal/operations/check.py rename"
        " the helper `_create_whitelist` \u2192 `_create_allowlist` (definition and the call).",
        renamed=["_create_whitelist", "_create_allowlist"],
    ),
    edit(
        "e77_pip_check",
        "warn_legacy_versions_and_specifiers has no docstring, pls write one: it emits a"
        " deprecation for every package whose version, or any of whose dependency specifiers,"
        " is legacy (not PEP 440)",
        docstring="warn_legacy_versions_and_specifiers",
    ),
    edit(
        "e77_pip_check",
        "grammar nit in check.py: \u201cwith a conforming dependency specifiers\u201d \u2192"
        " \u201cwith conforming dependency specifiers\u201d",
        text_replaced=[
            "pip/_internal/operations/check.py",
            "with a conforming dependency specifiers",
            "with conforming dependency specifiers",
        ],
    ),
    edit(
        "e77_pip_check",
        "i dont want check_package_set emit the deprecation warnings anymore, can you delete"
        " the line near it's start which calls the legacy versions warner?"
        " (operations/check.py)",
        line_deleted=[
            "pip/_internal/operations/check.py",
            "warn_legacy_versions_and_specifiers(package_set)",
        ],
    ),
    edit(
        "e77_pip_check",
        "In _simulate_installation_of, comment out teh line that records the name in the set"
        " of installed packages. I want the whitelist to stay empty for a test.",
        comment_out=["pip/_internal/operations/check.py", "installed.add(name)"],
    ),
    edit(
        "e77_pip_check",
        "Insert `# TODO: remove once pip 23.3 is out (gone_in)` at line 157 of"
        " pip/_internal/operations/check.py",
        line_inserted_at=[
            "pip/_internal/operations/check.py",
            157,
            "# TODO: remove once pip 23.3 is out (gone_in)",
        ],
    ),
    beyond(
        "e77_pip_check",
        'check_package_set evaluates every marker with extra="", so a dependency that is'
        " only needed through an extra we actually installed (e.g. requests[socks]) is never"
        " reported as missing. Can you make it track which extras of each package were"
        " requested and evaluate the markers against those?",
    ),
    beyond(
        "e77_pip_check",
        "operations/check.py: drop the line issue=12063,",
    ),
    # --- trio/_core/_parking_lot.py --------------------------------------------------------
    edit(
        "e77_trio_parking_lot",
        "trio/_core/_parking_lot.py has a helper called _pop_several. Rename it to _pop_up_to,"
        " since it never pops more tasks than are parked.",
        renamed=["_pop_several", "_pop_up_to"],
    ),
    edit(
        "e77_trio_parking_lot",
        "Add a docstring to the abort_fn closure inside ParkingLot.park"
        " (trio/_core/_parking_lot.py): it takes the task out of whichever lot it is parked in"
        " now and reports the abort as successful.",
        docstring="ParkingLot.park.abort_fn",
    ),
    edit(
        "e77_trio_parking_lot",
        "In the long comment at the top of _parking_lot.py the line"
        ' "# This is in the core because for two reasons. First, it\'s used by" has a stray'
        ' word. Replace it with "# This is in the core for two reasons. First, it\'s used by"',
        line_replaced=[
            "trio/_core/_parking_lot.py",
            "# This is in the core because for two reasons. First, it's used by",
            "# This is in the core for two reasons. First, it's used by",
        ],
    ),
    edit(
        "e77_trio_parking_lot",
        'append __all__ = ["ParkingLot"] as the very last line of trio/_core/_parking_lot.py',
        last_line=["trio/_core/_parking_lot.py", '__all__ = ["ParkingLot"]'],
    ),
    edit(
        "e77_trio_parking_lot",
        "repark(): just before the line that tells each moved task which lot it now sleeps in,"
        " put `# abort_fn looks the task up in this lot, so keep it in sync`",
        line_before=[
            "trio/_core/_parking_lot.py",
            "task.custom_sleep_data = new_lot",
            "# abort_fn looks the task up in this lot, so keep it in sync",
        ],
    ),
    beyond(
        "e77_trio_parking_lot",
        "Please add type annotations to everything in trio/_core/_parking_lot.py (park, unpark,"
        " repark, statistics, the attrs fields, abort_fn) so the module passes mypy --strict.",
    ),
    beyond(
        "e77_trio_parking_lot",
        "ParkingLot only uses attrs for one field. Could you refactor it and"
        " _ParkingLotStatistics into plain classes with __slots__ and a hand-written __init__"
        " (the statistics one still frozen), without changing behaviour?",
    ),
    # --- aws_xray_sdk/core/models/entity.py ------------------------------------------------
    edit(
        "e77_xray_entity",
        "hey so another lib we use also sets _origin_trace_header on objects and they clash :("
        " could you change ORIGIN_TRACE_HEADER_ATTR_KEY to '_xray_origin_trace_header' in"
        " entity.py? thx",
        value_set=[
            "aws_xray_sdk/core/models/entity.py",
            "ORIGIN_TRACE_HEADER_ATTR_KEY",
            "'_xray_origin_trace_header'",
        ],
    ),
    edit(
        "e77_xray_entity",
        "fix typo Subsugment -> Subsegment in the warning logged by Entity.__init__",
        text_replaced=[
            "aws_xray_sdk/core/models/entity.py",
            "Segment/Subsugment Name",
            "Segment/Subsegment Name",
        ],
    ),
    edit(
        "e77_xray_entity",
        "Entity.__init__ assigns self.name twice in a row. Remove the first assignment, the one"
        " that just copies the raw name; the next line overwrites it anyway.",
        line_deleted=["aws_xray_sdk/core/models/entity.py", "self.name = name"],
    ),
    edit(
        "e77_xray_entity",
        "Nobody calls Entity.remove_subsegment \u2014 delete that method from"
        " aws_xray_sdk/core/models/entity.py.",
        definition_deleted=[
            "aws_xray_sdk/core/models/entity.py",
            "Entity.remove_subsegment",
        ],
    ),
    edit(
        "e77_xray_entity",
        "(aws_xray_sdk/core/models/entity.py) in close(), right after the line that switches"
        ' the in-progress flag off, add: log.debug("closed entity %s", self.id)',
        line_after=[
            "aws_xray_sdk/core/models/entity.py",
            "self.in_progress = False",
            'log.debug("closed entity %s", self.id)',
        ],
    ),
    edit(
        "e77_xray_entity",
        "new file aws_xray_sdk/core/models/limits.py containing MAX_ANNOTATION_KEY_LENGTH = 500",
        file=["aws_xray_sdk/core/models/limits.py", "MAX_ANNOTATION_KEY_LENGTH = 500"],
    ),
    beyond(
        "e77_xray_entity",
        "When we replay recorded traces, a segment closed with end_time=0 ends up with the"
        " current wall-clock time as its end_time instead. Why? Please find the bug in"
        " entity.py and fix it.",
    ),
    beyond(
        "e77_xray_entity",
        "remove the self._check_ended() line from entity.py, we guard that upstream",
    ),
]


# Set 78: written blind (from the module docstring, the edit/beyond helpers and set 76's comment
# block, WORKSPACES76 and QUESTIONS76 only; no other set, nothing of ctxmagic, its docs or tests).
# 23 mechanical edits on four modules of third-party packages, each kept at its path
# (PIL/ImageFile.py, 944 lines; samtranslator/model/api/api_generator.py, 1602 lines;
# mpmath/libmp/libelefun.py, 1428 lines; docutils/io.py, 611 lines), as a dozen different users
# type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a commit-message
# scope or not at all; backticks, straight or curly quotes, or none; arrows; a line number, a line
# range; "right after the line", "just before the line"; a first sentence that only gives context
# or a reason, then the request; a pronoun for what was named before; terse, polite, chatty,
# non-native, typos; questions). Six of them say the line by what it does, without quoting it,
# where exactly one line fits (the line of ImageFile.load that sorts the tiles in file order,
# "self.tile.sort(key=_tilesort)", as a comment_out; _save's "tile.sort(key=_tilesort)" is
# another function's; the line of _safe_read that reads the whole size in one call,
# "data = fp.read(size)", as the anchor of a line_before; the line of
# ApiGenerator._construct_rest_api that copies the minimum compression size onto the RestApi,
# "rest_api.MinimumCompressionSize = self.minimum_compression_size", as a line_deleted; the line
# of _construct_usage_plan that logs the creation of the shared usage plan,
# 'LOG.info("Creating SHARED usage plan for all the Apis")', as the anchor of a line_after; the
# line of mpf_exp that computes e at a higher precision for the integer-argument shortcut,
# "e = mpf_e(wp+int(1.45*mag))", as the anchor of a line_after; the line of FileOutput.write that
# replaces the newlines with os.linesep, "data = data.replace(b'\n', bytes(os.linesep, 'ascii'))",
# as the anchor of a line_before). 8 requests are beyond the model: speed (decoding the tiles of
# ImageFile.load in a thread pool), type hints (the "# type: ignore[no-untyped-def]" methods of
# api_generator.py), a refactor (the Route53 block that _construct_api_domain and
# _construct_api_domain_v2 repeat almost line for line), a bug to find (log_int_fixed compares wp
# with LOG_TAYLOR_SHIFT, 9, instead of LOG_TAYLOR_PREC, so its Taylor branch never runs and every
# call goes through mpf_log), a new feature (a gzip-reading input class for docutils/io.py), and
# three whose description fits several lines ("use_mmap = False", twice in ImageFile.load, as a
# comment_out; "wp = prec + 15", four times in libelefun.py (mpf_asin, mpf_acos, mpf_acosh,
# mpf_atanh), as a line_replaced; "self._stderr = ErrorOutput()", twice in io.py (FileInput and
# FileOutput), as a line_deleted). No request is an uncomment: no commented-out line of the four
# files is code ("#     pass" under the commented-out "# def load_seek" and "# def load_read"
# stubs of ImageFile.py parses alone, but is only half of a stub whose def line alone would not
# compile; "# N = ceil(p*log(2)/(2*log(x)))" of libelefun.py is a formula). The value_set
# requests set LOAD_TRUNCATED_IMAGES of ImageFile.py (a one-line module-level "= False") to True
# and MAX_LOG_INT_CACHE of libelefun.py ("= 2000") to 5000; the at_top request adds
# "import copy" to api_generator.py, which starts with "import logging"; the last_line request
# appends "ErrorString = error_string" to io.py, which ends with DocTreeInput.read; the
# line_inserted_at request puts a comment on line 66 of ImageFile.py, right above
# "SAFEBLOCK = 1024 * 1024"; lines 382-398 of libelefun.py are the comment block about "froot"
# above nthroot_fixed (from "# froot(s, n, prec, rnd) computes" to "# The last factor is
# accounted for in the last line of froot."), as a lines_deleted; the line_replaced request, by
# its number, turns line 1096 of api_generator.py,
# 'create_usage_plans_accepted_values = ["SHARED", "PER_API", "NONE"]', into the same tuple; the
# text_replaced requests fix "self.defintion_uri is a Py27UniStr" (a comment of
# _construct_body_s3_dict) and "last ressort" (Input.decode's docstring), so that the corrected
# text occurs nowhere in the untouched files; the definition_deleted requests name the module
# function mpf_fibonacci of libelefun.py and the class DocTreeInput of io.py; the renamed
# _tilesort occurs three times (its definition and two sort keys), hostedZoneId four times (all in
# _construct_single_record_set_group; "HostedZoneId" differs in case), bspe four times (its
# definition, two recursive calls and one call in e_fixed), and the new names (_tile_offset_key,
# hosted_zone_id, bs_e_series) occur nowhere; the file request creates docutils/io_defaults.py;
# the docstring requests are for ImageFile._seek_check (named, then "It") and atan_newton;
# neither has one.
# Every gold was checked by hand without the model on the installed copies (Pillow 13.0.0,
# aws-sam-translator 1.110.0, mpmath 1.3.0, docutils 0.19): anchors occur once, new names are
# unused, line numbers are the file's, and each check fails on the untouched file and holds after
# a correct edit made by hand in a scratch copy; each decline holds on the untouched workspace.
# Not measured when written.
WORKSPACES78: dict[str, list[str]] = {
    "e78_pil_imagefile": ["PIL/ImageFile.py"],
    "e78_sam_api_generator": ["samtranslator/model/api/api_generator.py"],
    "e78_mpmath_libelefun": ["mpmath/libmp/libelefun.py"],
    "e78_docutils_io": ["docutils/io.py"],
}

QUESTIONS78: list[dict] = [
    # --- PIL/ImageFile.py ------------------------------------------------------------------
    edit(
        "e78_pil_imagefile",
        "PIL/ImageFile.py: flip LOAD_TRUNCATED_IMAGES to True. Half our camera uploads are cut"
        " short and we'd rather get a partial image than an OSError",
        value_set=["PIL/ImageFile.py", "LOAD_TRUNCATED_IMAGES", "True"],
    ),
    edit(
        "e78_pil_imagefile",
        "[PIL/ImageFile.py] _tilesort -> _tile_offset_key, it's only ever used as a sort key",
        renamed=["_tilesort", "_tile_offset_key"],
    ),
    edit(
        "e78_pil_imagefile",
        "ImageFile._seek_check has no docstring. Could you add one? It raises EOFError for a"
        " frame outside the sequence and otherwise tells whether that frame differs from the"
        " current one.",
        docstring="ImageFile._seek_check",
    ),
    edit(
        "e78_pil_imagefile",
        "i want to see what happens when the tiles are decoded in the order the plugin listed"
        " them. in ImageFile.load comment out the line wich sorts the tiles in file order",
        comment_out=["PIL/ImageFile.py", "self.tile.sort(key=_tilesort)"],
    ),
    edit(
        "e78_pil_imagefile",
        "In _safe_read, just before the line that reads the whole size in a single call (the"
        " small-read path), add `# at most SAFEBLOCK bytes: one read is fine`",
        line_before=[
            "PIL/ImageFile.py",
            "data = fp.read(size)",
            "# at most SAFEBLOCK bytes: one read is fine",
        ],
    ),
    edit(
        "e78_pil_imagefile",
        "Please insert at line 66 of ImageFile.py: # upper bound of a single read in _safe_read",
        line_inserted_at=[
            "PIL/ImageFile.py",
            66,
            "# upper bound of a single read in _safe_read",
        ],
    ),
    beyond(
        "e78_pil_imagefile",
        "ImageFile.load decodes the tiles one after another; on our 40000x40000 tiled TIFFs with"
        " thousands of tiles that takes minutes. Can you make it decode the tiles in parallel"
        " with a thread pool?",
    ),
    beyond(
        "e78_pil_imagefile",
        "PIL/ImageFile.py - comment out `use_mmap = False`, I want the mmap path even with a"
        " custom reader",
    ),
    # --- samtranslator/model/api/api_generator.py ------------------------------------------
    edit(
        "e78_sam_api_generator",
        "fix(api_generator): the comment in _construct_body_s3_dict says"
        " \u201cself.defintion_uri is a Py27UniStr\u201d, should be"
        " \u201cself.definition_uri is a Py27UniStr\u201d",
        text_replaced=[
            "samtranslator/model/api/api_generator.py",
            "self.defintion_uri is a Py27UniStr",
            "self.definition_uri is a Py27UniStr",
        ],
    ),
    edit(
        "e78_sam_api_generator",
        "Could you add `import copy` at the top of samtranslator/model/api/api_generator.py? I'm"
        " going to deep-copy the definition body before post-processing it.",
        at_top=["samtranslator/model/api/api_generator.py", "import copy"],
    ),
    edit(
        "e78_sam_api_generator",
        "We don't want the compression setting on the RestApi resource any more. In"
        " ApiGenerator._construct_rest_api drop the line that copies the minimum compression"
        " size onto the rest api.",
        line_deleted=[
            "samtranslator/model/api/api_generator.py",
            "rest_api.MinimumCompressionSize = self.minimum_compression_size",
        ],
    ),
    edit(
        "e78_sam_api_generator",
        "TODO(samtranslator/model/api/api_generator.py): in _construct_usage_plan, right after"
        " the line that logs that the shared usage plan is being created, add:"
        " # one ServerlessUsagePlan serves every Api of the template",
        line_after=[
            "samtranslator/model/api/api_generator.py",
            'LOG.info("Creating SHARED usage plan for all the Apis")',
            "# one ServerlessUsagePlan serves every Api of the template",
        ],
    ),
    edit(
        "e78_sam_api_generator",
        "line 1096 of api_generator.py \u2192"
        ' create_usage_plans_accepted_values = ("SHARED", "PER_API", "NONE")'
        "   (a tuple, nobody mutates it)",
        line_replaced=[
            "samtranslator/model/api/api_generator.py",
            'create_usage_plans_accepted_values = ["SHARED", "PER_API", "NONE"]',
            'create_usage_plans_accepted_values = ("SHARED", "PER_API", "NONE")',
        ],
    ),
    edit(
        "e78_sam_api_generator",
        "pls snake_case hostedZoneId to hosted_zone_id in _construct_single_record_set_group"
        " (api_generator.py), ruff keeps complaining",
        renamed=["hostedZoneId", "hosted_zone_id"],
    ),
    beyond(
        "e78_sam_api_generator",
        "api_generator.py still has a bunch of methods marked"
        " `# type: ignore[no-untyped-def]` (get_combined_resource_attributes,"
        " _set_deletion_policy, _get_authorizers, _get_permission, ...). Please give them real"
        " type annotations and drop the ignores.",
    ),
    beyond(
        "e78_sam_api_generator",
        "_construct_api_domain and _construct_api_domain_v2 repeat the whole Route53 part almost"
        " line for line. Pull it out into one helper and call that from both.",
    ),
    # --- mpmath/libmp/libelefun.py ---------------------------------------------------------
    edit(
        "e78_mpmath_libelefun",
        "mpmath/libmp/libelefun.py - set MAX_LOG_INT_CACHE = 5000, our zeta sums go well past 2000",
        value_set=["mpmath/libmp/libelefun.py", "MAX_LOG_INT_CACHE", "5000"],
    ),
    edit(
        "e78_mpmath_libelefun",
        "Rename bspe to bs_e_series in libelefun.py (it's the binary-splitting sum for e, the"
        " name says nothing).",
        renamed=["bspe", "bs_e_series"],
    ),
    edit(
        "e78_mpmath_libelefun",
        "atan_newton in mpmath/libmp/libelefun.py has no docstring; add one: it computes atan(x)"
        " of a fixed-point x with Newton's iteration on tan, starting from a float estimate and"
        " raising the precision step by step",
        docstring="atan_newton",
    ),
    edit(
        "e78_mpmath_libelefun",
        "Please remove the function mpf_fibonacci from libelefun.py, we have own fibonacci in"
        " other module and this one confuse people.",
        definition_deleted=["mpmath/libmp/libelefun.py", "mpf_fibonacci"],
    ),
    edit(
        "e78_mpmath_libelefun",
        "lines 382\u2013398 of libelefun.py are a comment about froot, which isn't in this file"
        " under that name anymore. delete them",
        lines_deleted=["mpmath/libmp/libelefun.py", 382, 398],
    ),
    edit(
        "e78_mpmath_libelefun",
        "libelefun.py, mpf_exp: right after the line that computes e to a higher precision for"
        " the integer-argument shortcut, insert the comment"
        " # e**n by repeated squaring, see mpf_pow_int",
        line_after=[
            "mpmath/libmp/libelefun.py",
            "e = mpf_e(wp+int(1.45*mag))",
            "# e**n by repeated squaring, see mpf_pow_int",
        ],
    ),
    beyond(
        "e78_mpmath_libelefun",
        "log_int_fixed never seems to take its Taylor-series branch: even at 53 bits every call"
        " ends up in mpf_log, so our zeta sums are slow. Is there a bug in there? Please find it"
        " and fix it.",
    ),
    beyond(
        "e78_mpmath_libelefun",
        "in libelefun.py change wp = prec + 15 to wp = prec + 20",
    ),
    # --- docutils/io.py --------------------------------------------------------------------
    edit(
        "e78_docutils_io",
        'Input.decode docstring in docutils/io.py: "last ressort" -> "last resort"',
        text_replaced=["docutils/io.py", "last ressort", "last resort"],
    ),
    edit(
        "e78_docutils_io",
        "Append `ErrorString = error_string` as the very last line of docutils/io.py, some old"
        " plugins still import that name.",
        last_line=["docutils/io.py", "ErrorString = error_string"],
    ),
    edit(
        "e78_docutils_io",
        "create docutils/io_defaults.py with the single line DEFAULT_OUTPUT_ENCODING = 'utf-8'",
        file=["docutils/io_defaults.py", "DEFAULT_OUTPUT_ENCODING = 'utf-8'"],
    ),
    edit(
        "e78_docutils_io",
        "In FileOutput.write, just before the line that replaces the newlines with os.linesep,"
        " add the comment: # data is bytes here, encoded for a text-mode destination",
        line_before=[
            "docutils/io.py",
            "data = data.replace(b'\\n', bytes(os.linesep, 'ascii'))",
            "# data is bytes here, encoded for a text-mode destination",
        ],
    ),
    edit(
        "e78_docutils_io",
        "Nothing of ours passes a doctree as input anymore. Drop teh DocTreeInput class"
        " (docutils/io.py).",
        definition_deleted=["docutils/io.py", "DocTreeInput"],
    ),
    beyond(
        "e78_docutils_io",
        "Can you add a GzipFileInput to docutils/io.py that reads .gz sources transparently,"
        " with the same encoding detection and newline normalisation as FileInput?",
    ),
    beyond(
        "e78_docutils_io",
        "docutils/io.py: remove the line 'self._stderr = ErrorOutput()'",
    ),
]


# Set 79 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 76 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES76, WORKSPACES76 and QUESTIONS76; looking
# for the start of set 76's comment block put the last requests of set 75 on screen, and nothing
# was taken from them). 23 mechanical edits on four modules of third-party packages, each kept at
# its path (samtranslator/plugins/api/implicit_api_plugin.py, 502 lines;
# setuptools/_vendor/packaging/version.py, 504 lines; tornado/httputil.py, 1435 lines;
# sympy/combinatorics/prufer.py, 435 lines), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; arrows; a line number, a line range; "right after the line",
# "just before the line"; a first sentence that only gives context or a reason, then the request; a
# pronoun for what was named before; terse, polite, chatty, non-native, typos; questions). Six of
# them say the line by what it does or what it holds, without quoting it (the line of
# _add_tags_to_implicit_api_if_necessary that switches PropagateTags on,
# 'implicit_api_resource.properties["PropagateTags"] = True', as a comment_out (the Tags update
# above it is kept by name); the call of on_before_transform_template that adds the update replace
# policy, "self._maybe_add_update_replace_policy_to_implicit_api(template_dict)  # type:
# ignore[no-untyped-call]", as a line_deleted (the method's own def line is no call); the line of
# _legacy_cmpkey that hardcodes the epoch, "epoch = -1", as the anchor of a line_after (the comment
# above it only says so); the line of parse_multipart_form_data that strips the double quotes off
# the boundary, "boundary = boundary[1:-1]", as the anchor of a line_before (_parse_header's
# "value = value[1:-1]" and _unquote_cookie's "s = s[1:-1]" strip other things in other
# functions); the first assignment of nmin in Prufer.edges, the one taken from the first run,
# "nmin = runs[0][0]", as a line_deleted (its reset "nmin = nmax = None" is another line); the line
# of Prufer.to_tree that starts last as an empty list, "last = []", as a comment_out (the later
# "last = [i for i in range(n) if d[i] == 1] or [0, 1]" is no empty list)), where exactly one line
# fits. 8 requests are beyond the model: a refactor (the deletion-policy and update-replace-policy
# methods of ImplicitApiPlugin into one helper), a new feature (bump_major/bump_minor/bump_micro on
# Version), a bug to find (HTTPHeaders.get_list hands out the internal list of _as_list, so a
# caller that appends to it changes the headers without clearing _combined_cache and
# headers["Set-Cookie"] keeps the old joined value), speed (Prufer.to_prufer rescans every node
# and the whole edge list at each step, quadratic), type hints (prufer.py has none), and three
# whose description fits several lines ('implicit_api_resource =
# template_dict.get("Resources").get(self.IMPLICIT_API_LOGICAL_ID)', three times in
# implicit_api_plugin.py, as a comment_out; "return NotImplemented", six times in version.py, as a
# line_deleted; "norm_name = _normalize_header(name)", five times in httputil.py, as the anchor of a
# line_after). The one value_set sets version.py's one-line module-level list __all__ to the same
# list without "LegacyVersion" (httputil.py's HTTP_WHITESPACE = " \t" is the only other module-level
# one-line literal of the four files). No request is an uncomment: no commented-out line of the
# four files is code (the dict-format example "# {api_id: {path: {method: condition_name_or_None}}}"
# of ImplicitApiPlugin.__init__ and the headings "# Epoch", "# Pre-release", "# Post-release" and
# "# record and update" parse, but are prose).
# The at_top request adds "import logging" to implicit_api_plugin.py, which starts with
# "import copy" and imports logging nowhere; the last_line request appends "__all__ = ['Prufer']"
# to prufer.py, which ends inside Prufer.prev and has no __all__; the line_inserted_at request puts
# a comment on line 1122 of httputil.py, the line "final_boundary_index = data.rfind(...)" of
# parse_multipart_form_data; lines 66-68 of version.py are the three-line "Please keep the
# duplicated `isinstance` check" comment of _BaseVersion, as a lines_deleted; the text_replaced
# requests fix "solifies" (_add_implicit_api_id_if_necessary's docstring), "it's adoption"
# (_legacy_cmpkey's comment) and "self.rank -delta" (Prufer.prev), so that the corrected text
# ("solidifies", "its adoption", "self.rank - delta") occurs nowhere in the untouched files; the
# line_replaced request turns 'elif letter in ["rev", "r"]:' of _parse_letter_version (line 415;
# line 413 has the other list) into 'elif letter in ("rev", "r"):'; the definition_deleted requests
# name the method ImplicitApiPlugin._add_implicit_api_id_if_necessary and the module function
# doctests of httputil.py; the renamed _maybe_remove_implicit_api occurs twice (its definition and
# one call) and _int_or_none three times (its definition and two calls in _parse_request_range),
# and the new names (_drop_unused_implicit_api, _parse_int_or_none) occur nowhere; the file request
# creates sympy/combinatorics/tests/test_prufer_extra.py; the docstring requests are for the
# module functions _parse_letter_version of version.py (named, then "It") and _parseparam of
# httputil.py; neither has one (every method of Prufer has one, so prufer.py has no docstring
# request). The comment_out of httputil.py comments out the bare statement "responses" (line 45;
# the comment above it and "from http.client import responses" are other lines).
# Every gold was checked by hand without the model on the installed copies (aws-sam-translator
# 1.110.0, setuptools 65.5.0 with its vendored packaging 21.3, tornado 6.6.1, sympy 1.14.0):
# anchors occur once, new names are unused, line numbers are the file's, and each check fails on
# the untouched file and holds after a correct edit made by hand in a scratch copy; each decline
# holds on the untouched workspace. Not measured when written.
WORKSPACES79: dict[str, list[str]] = {
    "e79_sam_implicit_api": ["samtranslator/plugins/api/implicit_api_plugin.py"],
    "e79_packaging_version": ["setuptools/_vendor/packaging/version.py"],
    "e79_tornado_httputil": ["tornado/httputil.py"],
    "e79_sympy_prufer": ["sympy/combinatorics/prufer.py"],
}

QUESTIONS79: list[dict] = [
    # --- samtranslator/plugins/api/implicit_api_plugin.py ---------------------------------------
    edit(
        "e79_sam_implicit_api",
        "samtranslator/plugins/api/implicit_api_plugin.py: rename _maybe_remove_implicit_api"
        " \u2192 _drop_unused_implicit_api, the \u201cmaybe\u201d hides what it actually does",
        renamed=["_maybe_remove_implicit_api", "_drop_unused_implicit_api"],
    ),
    edit(
        "e79_sam_implicit_api",
        'Typo in the docstring of _add_implicit_api_id_if_necessary: "solifies" should be'
        ' "solidifies" (implicit_api_plugin.py)',
        text_replaced=[
            "samtranslator/plugins/api/implicit_api_plugin.py",
            "solifies",
            "solidifies",
        ],
    ),
    edit(
        "e79_sam_implicit_api",
        "We want to see what the implicit API looks like when tags are copied but not"
        " propagated. In _add_tags_to_implicit_api_if_necessary, could you comment out the line"
        " that switches PropagateTags on for the implicit API resource? Keep the Tags update.",
        comment_out=[
            "samtranslator/plugins/api/implicit_api_plugin.py",
            'implicit_api_resource.properties["PropagateTags"] = True',
        ],
    ),
    edit(
        "e79_sam_implicit_api",
        "[implicit_api_plugin.py] on_before_transform_template should leave UpdateReplacePolicy"
        " alone for now, remove the call that adds the update replace policy to the implicit api",
        line_deleted=[
            "samtranslator/plugins/api/implicit_api_plugin.py",
            "self._maybe_add_update_replace_policy_to_implicit_api(template_dict)"
            "  # type: ignore[no-untyped-call]",
        ],
    ),
    edit(
        "e79_sam_implicit_api",
        "nobody uses _add_implicit_api_id_if_necessary anymore -- pls delete that method from"
        " ImplicitApiPlugin in samtranslator/plugins/api/implicit_api_plugin.py",
        definition_deleted=[
            "samtranslator/plugins/api/implicit_api_plugin.py",
            "ImplicitApiPlugin._add_implicit_api_id_if_necessary",
        ],
    ),
    edit(
        "e79_sam_implicit_api",
        "TODO(samtranslator/plugins/api/implicit_api_plugin.py): `import logging` at the top of"
        " the module",
        at_top=["samtranslator/plugins/api/implicit_api_plugin.py", "import logging"],
    ),
    beyond(
        "e79_sam_implicit_api",
        "_maybe_add_deletion_policy_to_implicit_api and"
        " _maybe_add_update_replace_policy_to_implicit_api are the same loop twice with other"
        " policy names. Could you merge them into one helper that takes the attribute name and"
        " the order of precedence, and call it twice from on_before_transform_template?",
    ),
    beyond(
        "e79_sam_implicit_api",
        "implicit_api_plugin.py - comment out"
        ' implicit_api_resource = template_dict.get("Resources").get(self.IMPLICIT_API_LOGICAL_ID)',
    ),
    # --- setuptools/_vendor/packaging/version.py ------------------------------------------------
    edit(
        "e79_packaging_version",
        "LegacyVersion is deprecated, so let's stop exporting it: in"
        " setuptools/_vendor/packaging/version.py set `__all__` to"
        ' `["parse", "Version", "InvalidVersion", "VERSION_PATTERN"]`',
        value_set=[
            "setuptools/_vendor/packaging/version.py",
            "__all__",
            '["parse", "Version", "InvalidVersion", "VERSION_PATTERN"]',
        ],
    ),
    edit(
        "e79_packaging_version",
        "Could you give _parse_letter_version in the vendored packaging version.py a docstring?"
        " It normalises the pre/post/dev letter (alpha -> a, beta -> b, c/pre/preview -> rc,"
        " rev/r -> post) and returns a (letter, number) tuple, or None when there is neither.",
        docstring="_parse_letter_version",
    ),
    edit(
        "e79_packaging_version",
        'version.py line 415: `elif letter in ["rev", "r"]:` \u2192 `elif letter in ("rev", "r"):`',
        line_replaced=[
            "setuptools/_vendor/packaging/version.py",
            'elif letter in ["rev", "r"]:',
            'elif letter in ("rev", "r"):',
        ],
    ),
    edit(
        "e79_packaging_version",
        "grammar in the _legacy_cmpkey comment of setuptools/_vendor/packaging/version.py:"
        " \u201cit's adoption\u201d \u2192 \u201cits adoption\u201d",
        text_replaced=[
            "setuptools/_vendor/packaging/version.py",
            "it's adoption",
            "its adoption",
        ],
    ),
    edit(
        "e79_packaging_version",
        "setuptools/_vendor/packaging/version.py, _legacy_cmpkey: right after the line that"
        " hardcodes the epoch, add the comment # LegacyVersion sorts before every PEP 440 version",
        line_after=[
            "setuptools/_vendor/packaging/version.py",
            "epoch = -1",
            "# LegacyVersion sorts before every PEP 440 version",
        ],
    ),
    edit(
        "e79_packaging_version",
        "remove lines 66-68 of setuptools/_vendor/packaging/version.py (the 'Please keep the"
        " duplicated isinstance check' comment in _BaseVersion), we will refactor those"
        " comparisons anyway",
        lines_deleted=["setuptools/_vendor/packaging/version.py", 66, 68],
    ),
    beyond(
        "e79_packaging_version",
        "I'd like Version to get bump_major(), bump_minor() and bump_micro() methods that return a"
        " new Version with the later release parts reset to 0 and pre/post/dev/local dropped. Can"
        " you add them to the vendored packaging/version.py, with doctests?",
    ),
    beyond(
        "e79_packaging_version",
        "version.py: delete the line `return NotImplemented`",
    ),
    # --- tornado/httputil.py --------------------------------------------------------------------
    edit(
        "e79_tornado_httputil",
        "Please rename _int_or_none to _parse_int_or_none in tornado/httputil.py (the definition"
        " and both call sites in _parse_request_range).",
        renamed=["_int_or_none", "_parse_int_or_none"],
    ),
    edit(
        "e79_tornado_httputil",
        "_parseparam in httputil.py has no docstring, can u write one? it yields every"
        " ;-separated parameter of a header value, stripped, and a ; inside a quoted string"
        " doesnt split",
        docstring="_parseparam",
    ),
    edit(
        "e79_tornado_httputil",
        "tornado/httputil.py, line 1122 (the rfind for the final boundary): insert"
        " `# the body must end with --boundary--` at that line",
        line_inserted_at=["tornado/httputil.py", 1122, "# the body must end with --boundary--"],
    ),
    edit(
        "e79_tornado_httputil",
        "In parse_multipart_form_data, just before the line that strips the surrounding double"
        " quotes off the boundary, add a comment:"
        " # RFC 2046 allows the boundary parameter to be quoted",
        line_before=[
            "tornado/httputil.py",
            "boundary = boundary[1:-1]",
            "# RFC 2046 allows the boundary parameter to be quoted",
        ],
    ),
    edit(
        "e79_tornado_httputil",
        "httputil: we dropped pyflakes, so comment out the bare 'responses' statement under the"
        " imports",
        comment_out=["tornado/httputil.py", "responses"],
    ),
    edit(
        "e79_tornado_httputil",
        "Please to delete the doctests() function from tornado/httputil.py \u2014 we are"
        " collecting the doctests with pytest --doctest-modules now.",
        definition_deleted=["tornado/httputil.py", "doctests"],
    ),
    beyond(
        "e79_tornado_httputil",
        'After we append to the list we get from headers.get_list("Set-Cookie"),'
        ' headers["Set-Cookie"] sometimes still shows the old value. Could you find out why in'
        " tornado/httputil.py and fix it?",
    ),
    beyond(
        "e79_tornado_httputil",
        "after norm_name = _normalize_header(name) add assert norm_name plz (httputil.py)",
    ),
    # --- sympy/combinatorics/prufer.py ----------------------------------------------------------
    edit(
        "e79_sympy_prufer",
        "Could you create sympy/combinatorics/tests/test_prufer_extra.py with the line"
        " from sympy.combinatorics.prufer import Prufer in it? I'll write the tests myself.",
        file=[
            "sympy/combinatorics/tests/test_prufer_extra.py",
            "from sympy.combinatorics.prufer import Prufer",
        ],
    ),
    edit(
        "e79_sympy_prufer",
        "add __all__ = ['Prufer'] at the very end of sympy/combinatorics/prufer.py",
        last_line=["sympy/combinatorics/prufer.py", "__all__ = ['Prufer']"],
    ),
    edit(
        "e79_sympy_prufer",
        "style(prufer): self.rank -delta -> self.rank - delta in prev()",
        text_replaced=["sympy/combinatorics/prufer.py", "self.rank -delta", "self.rank - delta"],
    ),
    edit(
        "e79_sympy_prufer",
        "In Prufer.edges the very first assignment to nmin, the one taken from the first run, is"
        " dead: nmin is reset to None a few lines further down before anything reads it. Remove"
        " that line.",
        line_deleted=["sympy/combinatorics/prufer.py", "nmin = runs[0][0]"],
    ),
    edit(
        "e79_sympy_prufer",
        "sympy/combinatorics/prufer.py: in to_tree, comment out the line that initialises last"
        " to an empty list, it gets reassigned before use anyway",
        comment_out=["sympy/combinatorics/prufer.py", "last = []"],
    ),
    beyond(
        "e79_sympy_prufer",
        "Prufer.to_prufer rescans all n nodes for the smallest leaf and the whole edge list on"
        " every step, so its quadratic; a tree with 10^5 nodes takes forever. Rewrite it with a"
        " heap and adjacency sets so it runs in O(n log n), same output.",
    ),
    beyond(
        "e79_sympy_prufer",
        "[sympy/combinatorics/prufer.py] Please add type hints to every method of Prufer,"
        " parameters and return types.",
    ),
]


# Set 80 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 76 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES76, WORKSPACES76 and QUESTIONS76; printing
# up to the end of QUESTIONS76 put the first lines of set 77's comment block on screen, and a grep
# for the sets' names showed one line each of the comment blocks of sets 77-79; nothing was taken
# from them). 23 mechanical edits on four modules of third-party packages, each kept at its path
# (matplotlib/legend.py, 1406 lines; pandas/core/tools/datetimes.py, 1577 lines;
# IPython/core/history.py, 968 lines; pygments/formatters/html.py, 997 lines), as a dozen
# different users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a line
# number, a line range; "right after the line", "just before the line"; a first sentence that only
# gives context or a reason, then the request; a pronoun for what was named before; terse, polite,
# chatty, non-native, typos; questions). Six of them say the line by what it does or what it
# holds, without quoting it (the line of Legend._find_best_position that records when the search
# started, "start_time = time.perf_counter()", as the anchor of a line_after; the line of
# _parse_legend_args that makes a logger it never uses, "log = logging.getLogger(__name__)", as a
# line_deleted; the line of Legend.draw that rescales the frame patch to the font size in pixels,
# "self.legendPatch.set_mutation_scale(fontsize)", as a comment_out; the line of to_datetime that
# returns NaT for a None arg, "return NaT", as the anchor of a line_before; the line of
# HistorySavingThread.__init__ that registers stop() to run at interpreter exit,
# "atexit.register(self.stop)", as a comment_out; the line of HtmlFormatter._format_lines that
# caches the span opener of a token type, "self.span_element_openers[ttype] = cspan", as the anchor
# of a line_after), where exactly one line fits. 8 requests are beyond the model: a bug to find
# (Legend.__init__ formats its "numpoints must be > 0" error with the numpoints argument, which is
# None when the value comes from rcParams, so legend.numpoints = 0 ends in a TypeError from "%d"
# instead of the ValueError), type hints (_convert_listlike_datetimes, _to_datetime_with_unit and
# _adjust_to_origin have mostly unannotated parameters), a refactor (the "astype(object), blank the
# masked entries, call itself again" fallback that _to_datetime_with_unit repeats), speed
# (HistoryAccessor.search with unique=True on a large history database), a new feature (a copy
# button option for HtmlFormatter), and three whose description fits several lines
# ("bbox = Bbox.from_bounds(0, 0, width, height)", twice in legend.py (_findoffset and
# _find_best_position), as a line_deleted; "self.writeout_cache()", four times in history.py, as a
# comment_out; "nocls = self.noclasses", three times in html.py, as the anchor of a line_after). No
# request is an uncomment: no commented-out line of the four files is code. The value_set requests
# set the module-level start_caching_at = 50 of datetimes.py to 100 and _SAVE_DB_SIZE = 16384 of
# history.py to 32768; the at_top request adds "import warnings" to html.py, which has none and
# starts with its module docstring; the last_line request appends an __all__ to history.py, which
# has none and ends with _format_lineno; the line_inserted_at request puts a comment on line 834 of
# html.py, right above "@functools.lru_cache(maxsize=100)" of _translate_parts; lines 1251-1254 of
# datetimes.py are the four-line pasted mypy "error: Argument 1 to "_maybe_cache"" comment in
# to_datetime, as a lines_deleted; the text_replaced requests fix "you may may benefit"
# (_loc_doc_best) and "so that that the last" (HistoryManager.get_tail's docstring), so that the
# corrected text occurs nowhere in the untouched files; the line_replaced request turns
# "See the :ref`<legend_guide>` for more" (line 20, the module docstring, a role without its
# colon) into "See the :ref:`legend_guide` for more"; the line_deleted request by quote removes
# "import os.path" of html.py, which also imports os; the definition_deleted requests name
# stringify_numeric_column of datetimes.py (defined, not called in the file) and _format_lineno of
# history.py; the renamed _array_strptime_with_fallback occurs twice (its definition and one call)
# and this_querry twice (an assignment and one use), and the new names (_strptime_to_index,
# full_query) occur nowhere; the file request creates pygments/formatters/html_defaults.py; the
# docstring requests are for DraggableLegend.finalize_offset and the inner helper coerce of
# _assemble_from_unit_mappings (qualified name _assemble_from_unit_mappings.coerce); neither has
# one.
# Every gold was checked by hand without the model on the installed copies (matplotlib 3.11.2,
# pandas 3.1.1, ipython 8.12.3, pygments 2.20.0): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct
# edit made by hand in a scratch copy; each decline holds on the untouched workspace. Not measured
# when written.
WORKSPACES80: dict[str, list[str]] = {
    "e80_mpl_legend": ["matplotlib/legend.py"],
    "e80_pd_datetimes": ["pandas/core/tools/datetimes.py"],
    "e80_ipy_history": ["IPython/core/history.py"],
    "e80_pyg_html": ["pygments/formatters/html.py"],
}

QUESTIONS80: list[dict] = [
    # --- matplotlib/legend.py --------------------------------------------------------------
    edit(
        "e80_mpl_legend",
        "legend.py: doubled word in the docs of loc='best' \u2014 \u201cyou may may benefit\u201d"
        " \u2192 \u201cyou may benefit\u201d",
        text_replaced=["matplotlib/legend.py", "you may may benefit", "you may benefit"],
    ),
    edit(
        "e80_mpl_legend",
        'Line 20 of matplotlib/legend.py reads "See the :ref`<legend_guide>` for more", the role'
        ' is missing its colon. Replace that line with "See the :ref:`legend_guide` for more".',
        line_replaced=[
            "matplotlib/legend.py",
            "See the :ref`<legend_guide>` for more",
            "See the :ref:`legend_guide` for more",
        ],
    ),
    edit(
        "e80_mpl_legend",
        "[matplotlib/legend.py] In Legend._find_best_position, right after the line that records"
        " when the search started, add a comment: # a slow search warns at the end of this method",
        line_after=[
            "matplotlib/legend.py",
            "start_time = time.perf_counter()",
            "# a slow search warns at the end of this method",
        ],
    ),
    edit(
        "e80_mpl_legend",
        "DraggableLegend.finalize_offset has no docstring. Could you write one for it? It commits"
        " the dragged position, either to loc or to bbox_to_anchor depending on `update`.",
        docstring="DraggableLegend.finalize_offset",
    ),
    edit(
        "e80_mpl_legend",
        "_parse_legend_args sets up a logger that it never uses. remove that line pls (legend.py)",
        line_deleted=["matplotlib/legend.py", "log = logging.getLogger(__name__)"],
    ),
    edit(
        "e80_mpl_legend",
        "fix(legend): while I bisect a frame rendering glitch, comment out the line in"
        " Legend.draw that rescales the frame patch to the font size in pixels",
        comment_out=["matplotlib/legend.py", "self.legendPatch.set_mutation_scale(fontsize)"],
    ),
    beyond(
        "e80_mpl_legend",
        "With rcParams['legend.numpoints'] = 0, ax.legend() dies with `TypeError: %d format: a"
        " real number is required, not NoneType` instead of a clean ValueError. Can you find out"
        " why in matplotlib/legend.py and fix it?",
    ),
    beyond(
        "e80_mpl_legend",
        "legend.py \u2014 delete `bbox = Bbox.from_bounds(0, 0, width, height)`",
    ),
    # --- pandas/core/tools/datetimes.py ----------------------------------------------------
    edit(
        "e80_pd_datetimes",
        "Our benchmarks show the cache of to_datetime doesn't pay off below 100 values. Set"
        " start_caching_at to 100 in pandas/core/tools/datetimes.py.",
        value_set=["pandas/core/tools/datetimes.py", "start_caching_at", "100"],
    ),
    edit(
        "e80_pd_datetimes",
        "rename _array_strptime_with_fallback -> _strptime_to_index",
        renamed=["_array_strptime_with_fallback", "_strptime_to_index"],
    ),
    edit(
        "e80_pd_datetimes",
        "Nothing in datetimes.py calls stringify_numeric_column anymore. Could you delete that"
        " function?",
        definition_deleted=["pandas/core/tools/datetimes.py", "stringify_numeric_column"],
    ),
    edit(
        "e80_pd_datetimes",
        "TODO(pandas/core/tools/datetimes.py): in to_datetime, just before the line that returns"
        " NaT when arg is None, insert `# a lone None means missing, not an error`",
        line_before=[
            "pandas/core/tools/datetimes.py",
            "return NaT",
            "# a lone None means missing, not an error",
        ],
    ),
    edit(
        "e80_pd_datetimes",
        "could u add a docstring to the coerce helper nested in _assemble_from_unit_mappings? it"
        " runs to_numeric on one column and upcasts float32 to float64 and the small ints to"
        " int64",
        docstring="_assemble_from_unit_mappings.coerce",
    ),
    edit(
        "e80_pd_datetimes",
        "datetimes.py, lines 1251-1254: thats an old mypy error message pasted in as a comment,"
        " it doesnt apply any more. Delete these four lines.",
        lines_deleted=["pandas/core/tools/datetimes.py", 1251, 1254],
    ),
    beyond(
        "e80_pd_datetimes",
        "Please add complete type annotations to _convert_listlike_datetimes,"
        " _to_datetime_with_unit and _adjust_to_origin in pandas/core/tools/datetimes.py (most of"
        " their parameters have none) and keep mypy clean.",
    ),
    beyond(
        "e80_pd_datetimes",
        "_to_datetime_with_unit repeats the same fallback (astype(object), put None at the masked"
        " entries, call itself again) in several branches. Can you factor it out into one small"
        " helper?",
    ),
    # --- IPython/core/history.py -----------------------------------------------------------
    edit(
        "e80_ipy_history",
        "Our tiny test databases keep piling up as -corrupt-<timestamp> copies. In"
        " IPython/core/history.py, set _SAVE_DB_SIZE = 32768 (32 kB).",
        value_set=["IPython/core/history.py", "_SAVE_DB_SIZE", "32768"],
    ),
    edit(
        "e80_ipy_history",
        "this_querry in _run_sql is misspelt, rename it to full_query (history.py)",
        renamed=["this_querry", "full_query"],
    ),
    edit(
        "e80_ipy_history",
        "HistoryManager.get_tail's docstring says 'so that that the last' \u2014 please change it"
        " to 'so that the last'",
        text_replaced=["IPython/core/history.py", "so that that the last", "so that the last"],
    ),
    edit(
        "e80_ipy_history",
        "I embed IPython in a long-running service and I stop the saving thread myself. In"
        " HistorySavingThread.__init__, comment out the line that registers stop() to run at"
        " interpreter exit.",
        comment_out=["IPython/core/history.py", "atexit.register(self.stop)"],
    ),
    edit(
        "e80_ipy_history",
        "delete _format_lineno from IPython/core/history.py, the magics have their own copy now",
        definition_deleted=["IPython/core/history.py", "_format_lineno"],
    ),
    edit(
        "e80_ipy_history",
        'Append __all__ = ["HistoryAccessor", "HistoryManager", "extract_hist_ranges"] as the'
        " very last line of history.py",
        last_line=[
            "IPython/core/history.py",
            '__all__ = ["HistoryAccessor", "HistoryManager", "extract_hist_ranges"]',
        ],
    ),
    beyond(
        "e80_ipy_history",
        "%history -g -u foo takes 10+ seconds on our 400k-line history.sqlite. Could you speed"
        " up HistoryAccessor.search for unique=True, e.g. with an index or a better query?",
    ),
    beyond(
        "e80_ipy_history",
        "history.py: comment out self.writeout_cache()",
    ),
    # --- pygments/formatters/html.py -------------------------------------------------------
    edit(
        "e80_pyg_html",
        "Could you put `import warnings` at the top of pygments/formatters/html.py? I'm about to"
        " deprecate an option.",
        at_top=["pygments/formatters/html.py", "import warnings"],
    ),
    edit(
        "e80_pyg_html",
        "\u2018import os.path\u2019 is redundant next to \u2018import os\u2019 in html.py. Remove"
        " it.",
        line_deleted=["pygments/formatters/html.py", "import os.path"],
    ),
    edit(
        "e80_pyg_html",
        "In HtmlFormatter._format_lines, right after the line which caches the span opener for"
        " the token type, add the comment # computed once per token type",
        line_after=[
            "pygments/formatters/html.py",
            "self.span_element_openers[ttype] = cspan",
            "# computed once per token type",
        ],
    ),
    edit(
        "e80_pyg_html",
        "new file pygments/formatters/html_defaults.py containing DEFAULT_CSSCLASS = 'highlight'",
        file=["pygments/formatters/html_defaults.py", "DEFAULT_CSSCLASS = 'highlight'"],
    ),
    edit(
        "e80_pyg_html",
        "At line 834 of html.py (just above the lru_cache decorator of _translate_parts) insert:"
        " # NB: this cache keeps a reference to every formatter instance",
        line_inserted_at=[
            "pygments/formatters/html.py",
            834,
            "# NB: this cache keeps a reference to every formatter instance",
        ],
    ),
    beyond(
        "e80_pyg_html",
        "Add a new `copybutton` option to HtmlFormatter that renders a 'Copy' button above each"
        " <pre> block, and emit the CSS for it from get_style_defs().",
    ),
    beyond(
        "e80_pyg_html",
        "html.py: insert `# inline styles instead of classes` right after the line"
        " nocls = self.noclasses",
    ),
]


# Set 81 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 76 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES76, WORKSPACES76 and QUESTIONS76; printing
# up to the end of QUESTIONS76 put the comment block of set 77 on screen, and nothing was taken
# from it). 23 mechanical edits on four modules of third-party packages, each kept at its path
# (jinja2/lexer.py, 868 lines; sympy/matrices/dense.py, 1094 lines; matplotlib/colorbar.py, 1585
# lines; tornado/websocket.py, 1789 lines), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; arrows; a line number, a line range; "right after the line",
# "just before the line"; a first sentence that only gives context or a reason, then the request;
# a pronoun for what was named before; terse, polite, chatty, non-native, typos; questions). Seven
# of them say the line by what it does or what it holds, without quoting it (the line of
# TokenStream.close that flags the stream as closed, "self.closed = True", as a comment_out; the
# module-level assert that no operator was lost when the operators dict was reversed,
# 'assert len(operators) == len(reverse_operators), "operators dropped"', as a line_deleted; the
# line of hessian that turns a column vector varlist into a row, "varlist = varlist.T", as the
# anchor of a line_after (the next line, "varlist = varlist.tolist()[0]", makes a list of it); the
# line of Colorbar._draw_all that empties the short axis's minor ticks,
# "self._short_axis().set_ticks([], minor=True)", as a comment_out (the line above it empties the
# major ticks; minorticks_on sets a NullLocator on the short axis, in another method); the debug
# log of the locator that ends Colorbar._get_ticker_locator_formatter,
# "_log.debug('locator: %r', locator)", as a line_deleted (update_normal's debug log is of the
# norms); the line of WebSocketClientConnection.__init__ that turns off following redirects,
# "request.follow_redirects = False", as a comment_out; the line of WebSocketProtocol13._write_frame
# that draws the random 4-byte mask, "mask = os.urandom(4)", as the anchor of a line_before), where
# exactly one line fits; none of the three comment_out lines is the only statement of its block,
# so the commented-out file still parses. 8 requests are beyond the model: speed (Lexer.tokeniter
# tries each rule's regex in turn at every position), a bug to find (hessian tests
# "getattr(f, 'diff')" without a default, so hessian(5, (x, y)) raises AttributeError instead of
# its ValueError, and the message for a constraint without diff names f), type hints (colorbar.py
# has none), a new feature (the "TODO: Add wbits option." of get_compression_options: negotiating
# the max_window_bits parameters), a refactor (the max_wbits defaulting and range check repeated in
# _PerMessageDeflateCompressor and _PerMessageDeflateDecompressor, onto a common base), and three
# whose description fits several lines ("statetokens = self.rules[stack[-1]]", twice in
# tokeniter, as a comment_out; "kwargs['cols'] = kwargs.pop('c')", twice in dense.py (ones and
# zeros), as a line_deleted; "cax.set_aspect('auto')", twice in colorbar.py (make_axes and
# make_axes_gridspec), as a comment_out). The one value_set sets _FRAME_YIELD_COST of websocket.py
# (a module-level one-line int) to 2048; the only other module-level one-line literal of the four
# files is dense.py's __doctest_requires__ dict (websocket.py's _YIELD_THRESHOLD = 256 * 1024 and
# _default_max_message_size = 10 * 1024 * 1024 are products, which literal_eval refuses). No
# request is an uncomment: no commented-out line of the four files is code (the headings
# "# list2numpy, matrix2numpy, symmarray", "# yield items" and "# raise error" parse, but are
# prose).
# The at_top request adds "import warnings" to colorbar.py, which starts with its module docstring
# and "import functools" and has no warnings import (dense.py is not used for it: it starts with
# "from __future__ import annotations"); the last_line request appends
# '__all__ = ["Colorbar", "ColorbarBase", "make_axes", "make_axes_gridspec"]' to colorbar.py, which
# ends with "return cax, kwargs" of make_axes_gridspec and has no __all__; the line_inserted_at
# request puts a comment on line 1417 of websocket.py, right above
# "return max(0, last_ping_time + interval - now)" in ping_sleep_time; lines 31-35 of dense.py are
# the five-line "#"-boxed comment at the top of DenseMatrix's body, as a lines_deleted; the
# text_replaced requests fix "Got n tokens ahead." (TokenStream.skip), "biggen than one"
# (rot_givens's ValueError; "bigger than 1" of its docstring is other text) and "Invoked when the a
# ping frame is received." (WebSocketHandler.on_ping), so that the corrected text occurs nowhere in
# the untouched files; the line_replaced request turns "# internal the tokens and keep references
# to them" of lexer.py into "# intern the tokens and keep references to them"; the
# definition_deleted request names the deprecated property DenseMatrix._mat; the renamed
# _describe_token_type occurs three times (its definition and two calls), _iszero twice (its
# definition and one use in _eval_inverse), _ColorbarSpine twice (its class and one call), and the
# new names (_token_type_description, _is_zero_entry, _OutlineSpine) occur nowhere; the file
# request creates tornado/websocket_defaults.py; the docstring requests are for
# TokenStreamIterator.__next__ (named, then "It") and the class MutableDenseMatrix; neither has one.
# Every gold was checked by hand without the model on the installed copies (jinja2 3.1.6,
# sympy 1.14.0, matplotlib 3.11.2, tornado 6.6.1): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct
# edit made by hand in a scratch copy; each decline holds on the untouched workspace. Not measured
# when written.
WORKSPACES81: dict[str, list[str]] = {
    "e81_jinja_lexer": ["jinja2/lexer.py"],
    "e81_sympy_dense": ["sympy/matrices/dense.py"],
    "e81_mpl_colorbar": ["matplotlib/colorbar.py"],
    "e81_tornado_websocket": ["tornado/websocket.py"],
}

QUESTIONS81: list[dict] = [
    # --- jinja2/lexer.py -------------------------------------------------------------------
    edit(
        "e81_jinja_lexer",
        "refactor(jinja2/lexer): rename _describe_token_type \u2192 _token_type_description",
        renamed=["_describe_token_type", "_token_type_description"],
    ),
    edit(
        "e81_jinja_lexer",
        "TokenStreamIterator.__next__ in jinja2/lexer.py has no docstring. Could you give it"
        " one? It hands back the current token and moves the stream on, closing it at eof.",
        docstring="TokenStreamIterator.__next__",
    ),
    edit(
        "e81_jinja_lexer",
        'lexer.py: the docstring of TokenStream.skip says "Got n tokens ahead." - make that'
        ' "Go n tokens ahead."',
        text_replaced=["jinja2/lexer.py", "Got n tokens ahead.", "Go n tokens ahead."],
    ),
    edit(
        "e81_jinja_lexer",
        "I want to see what the parser does with a stream that still claims to be open after"
        " close(). In TokenStream.close, comment out the line that flags the stream as closed.",
        comment_out=["jinja2/lexer.py", "self.closed = True"],
    ),
    edit(
        "e81_jinja_lexer",
        "[jinja2/lexer.py] pls delete the sanity assert that checks no operator got lost when"
        " the operators dict was reversed",
        line_deleted=[
            "jinja2/lexer.py",
            'assert len(operators) == len(reverse_operators), "operators dropped"',
        ],
    ),
    edit(
        "e81_jinja_lexer",
        "the comment above the TOKEN_ constants reads \u2018# internal the tokens and keep"
        " references to them\u2019, replace that line with \u2018# intern the tokens and keep"
        " references to them\u2019",
        line_replaced=[
            "jinja2/lexer.py",
            "# internal the tokens and keep references to them",
            "# intern the tokens and keep references to them",
        ],
    ),
    beyond(
        "e81_jinja_lexer",
        "Lexing our 2 MB templates is slow. Lexer.tokeniter tries every rule's regex one after"
        " the other at each position; could you make it faster, e.g. by merging each state's"
        " rules into one compiled alternation with named groups?",
    ),
    beyond(
        "e81_jinja_lexer",
        "comment out statetokens = self.rules[stack[-1]] in jinja2/lexer.py",
    ),
    # --- sympy/matrices/dense.py -----------------------------------------------------------
    edit(
        "e81_sympy_dense",
        "sympy/matrices/dense.py: rename the helper _iszero to _is_zero_entry (and its use in"
        " _eval_inverse)",
        renamed=["_iszero", "_is_zero_entry"],
    ),
    edit(
        "e81_sympy_dense",
        "MutableDenseMatrix has no docstring at all. Can you add one to that class in dense.py,"
        " saying it is the mutable dense matrix that Matrix is an alias of?",
        docstring="MutableDenseMatrix",
    ),
    edit(
        "e81_sympy_dense",
        "typo in the rot_givens error msg: 'biggen than one' should be 'bigger than one'"
        " (sympy/matrices/dense.py)",
        text_replaced=["sympy/matrices/dense.py", "biggen than one", "bigger than one"],
    ),
    edit(
        "e81_sympy_dense",
        "In hessian, rigth after the line that turns a column vector varlist into a row, add"
        " `# varlist is a row vector now`",
        line_after=[
            "sympy/matrices/dense.py",
            "varlist = varlist.T",
            "# varlist is a row vector now",
        ],
    ),
    edit(
        "e81_sympy_dense",
        "remove lines 31-35 of sympy/matrices/dense.py, the #-boxed comment in DenseMatrix"
        " about it being the superclass of the mutable and immutable classes",
        lines_deleted=["sympy/matrices/dense.py", 31, 35],
    ),
    edit(
        "e81_sympy_dense",
        "TODO(sympy/matrices/dense.py): drop teh deprecated _mat property of DenseMatrix,"
        " decorator included; flat() has replaced it since 1.9",
        definition_deleted=["sympy/matrices/dense.py", "DenseMatrix._mat"],
    ),
    beyond(
        "e81_sympy_dense",
        "hessian(5, (x, y)) dies with AttributeError: 'int' object has no attribute 'diff'"
        " instead of the ValueError the code clearly means to raise, and the message for a"
        " constraint without diff talks about f. Could you find what is wrong in dense.py and"
        " fix it?",
    ),
    beyond(
        "e81_sympy_dense",
        "dense.py: delete kwargs['cols'] = kwargs.pop('c')",
    ),
    # --- matplotlib/colorbar.py ------------------------------------------------------------
    edit(
        "e81_mpl_colorbar",
        "matplotlib/colorbar.py: _ColorbarSpine -> _OutlineSpine, it is only ever used as the"
        " outline",
        renamed=["_ColorbarSpine", "_OutlineSpine"],
    ),
    edit(
        "e81_mpl_colorbar",
        "hello, i need `import warnings` on the top of colorbar.py for a deprecation i am"
        " adding, can you put it there?",
        at_top=["matplotlib/colorbar.py", "import warnings"],
    ),
    edit(
        "e81_mpl_colorbar",
        'Please append __all__ = ["Colorbar", "ColorbarBase", "make_axes",'
        ' "make_axes_gridspec"] as the very last line of matplotlib/colorbar.py.',
        last_line=[
            "matplotlib/colorbar.py",
            '__all__ = ["Colorbar", "ColorbarBase", "make_axes", "make_axes_gridspec"]',
        ],
    ),
    edit(
        "e81_mpl_colorbar",
        "For a screenshot test I want the short axis to keep whatever minor ticks it gets. In"
        " Colorbar._draw_all, comment out the line that empties the minor ticks of the short"
        " axis.",
        comment_out=["matplotlib/colorbar.py", "self._short_axis().set_ticks([], minor=True)"],
    ),
    edit(
        "e81_mpl_colorbar",
        "Colorbar._get_ticker_locator_formatter ends with a debug log of the locator and it"
        " floods our logs. remove that line",
        line_deleted=["matplotlib/colorbar.py", "_log.debug('locator: %r', locator)"],
    ),
    beyond(
        "e81_mpl_colorbar",
        "Could you add type hints to matplotlib/colorbar.py: Colorbar.__init__ and its public"
        " methods, plus make_axes and make_axes_gridspec?",
    ),
    beyond(
        "e81_mpl_colorbar",
        "in colorbar.py comment out `cax.set_aspect('auto')`",
    ),
    # --- tornado/websocket.py --------------------------------------------------------------
    edit(
        "e81_tornado_websocket",
        "Set _FRAME_YIELD_COST to 2048 in tornado/websocket.py; our frames are tiny and the"
        " receive loop should yield to the IOLoop sooner.",
        value_set=["tornado/websocket.py", "_FRAME_YIELD_COST", "2048"],
    ),
    edit(
        "e81_tornado_websocket",
        "WebSocketHandler.on_ping docstring: \u201cInvoked when the a ping frame is"
        " received.\u201d \u2192 \u201cInvoked when a ping frame is received.\u201d",
        text_replaced=[
            "tornado/websocket.py",
            "Invoked when the a ping frame is received.",
            "Invoked when a ping frame is received.",
        ],
    ),
    edit(
        "e81_tornado_websocket",
        "our gateway answers the ws upgrade with a 301 to the canonical host. in"
        " WebSocketClientConnection.__init__ comment out the line which turns off following"
        " redirects, i want to see what happens",
        comment_out=["tornado/websocket.py", "request.follow_redirects = False"],
    ),
    edit(
        "e81_tornado_websocket",
        "tornado/websocket.py, _write_frame: just before the line that draws the random 4-byte"
        " mask, insert # RFC 6455 5.3: a fresh unpredictable mask for every frame",
        line_before=[
            "tornado/websocket.py",
            "mask = os.urandom(4)",
            "# RFC 6455 5.3: a fresh unpredictable mask for every frame",
        ],
    ),
    edit(
        "e81_tornado_websocket",
        "Would you insert the comment `# never negative: a late ping goes out at once` at line"
        " 1417 of tornado/websocket.py?",
        line_inserted_at=[
            "tornado/websocket.py",
            1417,
            "# never negative: a late ping goes out at once",
        ],
    ),
    edit(
        "e81_tornado_websocket",
        "new file tornado/websocket_defaults.py containing: DEFAULT_PING_INTERVAL = 20",
        file=["tornado/websocket_defaults.py", "DEFAULT_PING_INTERVAL = 20"],
    ),
    beyond(
        "e81_tornado_websocket",
        "There is a TODO in get_compression_options about a wbits option. Implement it: let the"
        " handler return server_max_window_bits / client_max_window_bits in its compression"
        " options and negotiate them with the client in _accept_connection.",
    ),
    beyond(
        "e81_tornado_websocket",
        "_PerMessageDeflateCompressor and _PerMessageDeflateDecompressor repeat the same"
        " max_wbits defaulting and range check. Refactor both onto a common base class that"
        " does it once (tornado/websocket.py).",
    ),
]


# Set 82 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 76 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES76, WORKSPACES76 and QUESTIONS76; printing
# up to the line before WORKSPACES77 put set 77's comment block on screen, and nothing was taken
# from it). 23 mechanical edits on four modules of third-party packages, each kept at its path
# (babel/units.py, 390 lines; numpy/linalg/_linalg.py, 3658 lines; jedi/inference/imports.py,
# 591 lines; click/testing.py, 736 lines), as a dozen different users type them (the file first,
# last, in brackets, in a "TODO(file):" prefix, as a commit-message scope or not at all; backticks,
# straight or curly quotes, or none; arrows; a line number, a line range; "right after the line",
# "just before the line"; a first sentence that only gives context or a reason, then the request;
# a pronoun for what was named before; terse, polite, chatty, non-native, typos; questions). Six of
# them say the line by what it does or what it holds, without quoting it (the line of
# _find_unit_pattern that swaps a deprecated unit id for its replacement, "unit_id = new_id", as a
# comment_out; the line of CliRunner.isolation that forces the formatter width,
# "formatting.FORCED_WIDTH = 80", as a line_deleted (the finally block's
# "formatting.FORCED_WIDTH = old_forced_width" is another line); the assert of
# _load_builtin_module on the joined dotted name, "assert dotted_name is not None", as a
# line_deleted; the line of Importer.__init__ that gives up inference when a relative import
# leaves the filesystem, "self._infer_possible = False", as the anchor of a line_before (the
# "self._infer_possible = True" above it sets it on); the line of matrix_power that inverts a for
# a negative exponent, "a = inv(a)", as the anchor of a line_after (tensorinv's "ia = inv(a)" is
# another line); the line of qr that converts a to native byte order,
# "a = _to_native_byte_order(a)", as a comment_out), where exactly one line fits. 8 requests are
# beyond the model: a bug to find (_find_unit_pattern warns with stacklevel=4, right only when it
# is reached through format_compound_unit; called from format_unit or get_unit_name the warning
# names the caller's caller), a new feature (a timeout for CliRunner.invoke), a refactor
# (CliRunner.isolation's hand-written save/patch/restore onto contextlib.ExitStack), type hints
# (jedi/inference/imports.py has none), speed (_multi_dot_matrix_chain_order's triple Python loop),
# and three whose description fits several lines ("locale = Locale.parse(locale or LC_NUMERIC)",
# five times in units.py, as a comment_out; "return NO_VALUES", eight times in imports.py, as the
# anchor of a line_before; "# 2013-04-01, 1.8", twice in qr, as a line_deleted). No request is a
# value_set: none of the four files has a module-level plain assignment of a literal on one line
# (babel's _DEPRECATED_UNIT_IDS is an annotated, multi-line dict; numpy's __all__ spans six lines,
# its _real_types_map and _complex_types_map are multi-line dicts of names; fortran_int = intc and
# click's CaptureMode = t.Literal[...] are no literals). No request is an uncomment: no
# commented-out line of the four files is code (numpy's section headings "# Eigenvalues",
# "# trace", ... and jedi's "# flask" parse, but are prose; "# cost1 = cost((AB)C) = ..." does
# not parse; the "# type: ignore" comments trail code). The at_top request adds "import warnings" to
# click/testing.py, which starts with "from __future__ import annotations" and imports no
# warnings; the last_line request appends an __all__ to babel/units.py, which ends inside
# format_compound_unit and has none; the line_inserted_at request puts a comment on line 399 of
# click/testing.py, right above "old_stdin = sys.stdin" in isolation(); lines 2552-2553 of
# _linalg.py are the two-line "we probably should squeeze resids too" comment of lstsq, as a
# lines_deleted; the text_replaced requests fix the doctest message of get_unit_name
# ("battery/long is not a known unit/length in fi"), the "wheter" of Importer.completion_names
# (the gold takes "Indicates wheter it's possible", as "whether" occurs elsewhere) and turn lstsq's
# "Incompatible dimensions" into "a and b must have the same number of rows", so that the new text
# occurs nowhere in the untouched files; the line_replaced request changes pinv's
# "rcond = 1e-15" to "rcond = 1e-12"; the definition_deleted requests name EchoingStdin.__repr__
# (Result has a __repr__ too) and the class ModuleCache of imports.py; the renamed
# _find_compound_unit occurs six times (its definition, four doctest lines and one call),
# _prepare_infer_import three times (its definition and two calls), and the new names
# (_lookup_compound_unit, _resolve_import_parts) occur nowhere; the file request creates
# jedi/inference/import_limits.py; the docstring requests are for the class UnknownUnitError, the
# nested visible_input of CliRunner.isolation (qualified name CliRunner.isolation.visible_input)
# and _commonType of _linalg.py; none has one.
# Every gold was checked by hand without the model on the installed copies (babel 2.19.0,
# numpy 2.4.6, jedi 0.20.0, click 8.4.0): anchors occur once, new names are unused, line numbers
# are the file's, and each check fails on the untouched file and holds after a correct edit made
# by hand in a scratch copy; each decline holds on the untouched workspace. Not measured when
# written.
WORKSPACES82: dict[str, list[str]] = {
    "e82_babel_units": ["babel/units.py"],
    "e82_np_linalg": ["numpy/linalg/_linalg.py"],
    "e82_jedi_imports": ["jedi/inference/imports.py"],
    "e82_click_testing": ["click/testing.py"],
}

QUESTIONS82: list[dict] = [
    # --- babel/units.py --------------------------------------------------------------------
    edit(
        "e82_babel_units",
        "babel/units.py: _find_compound_unit \u2192 _lookup_compound_unit (the doctests call it"
        " too, rename those as well)",
        renamed=["_find_compound_unit", "_lookup_compound_unit"],
    ),
    edit(
        "e82_babel_units",
        "UnknownUnitError in babel/units.py has no docstring. Could you give it one? It's the"
        " ValueError that get_unit_name and format_unit raise when a unit id can't be resolved"
        " for the locale.",
        docstring="UnknownUnitError",
    ),
    edit(
        "e82_babel_units",
        "[babel/units.py] the doctest of get_unit_name shows the wrong message:"
        " \u201cbattery/long is not a known unit/length in fi\u201d should be"
        " \u201cbattery is not a known unit in fi\u201d, that's what UnknownUnitError says",
        text_replaced=[
            "babel/units.py",
            "battery/long is not a known unit/length in fi",
            "battery is not a known unit in fi",
        ],
    ),
    edit(
        "e82_babel_units",
        "i want to see what the fuzzy matching does with a deprecated id on its own. in"
        " _find_unit_pattern comment out the line wich swaps the deprecated id for its"
        " replacement (after the direct lookup of the new id failed)",
        comment_out=["babel/units.py", "unit_id = new_id"],
    ),
    edit(
        "e82_babel_units",
        'Append __all__ = ["format_unit", "format_compound_unit", "get_unit_name"] as the very'
        " last line of units.py please",
        last_line=[
            "babel/units.py",
            '__all__ = ["format_unit", "format_compound_unit", "get_unit_name"]',
        ],
    ),
    beyond(
        "e82_babel_units",
        "format_unit(1, 'permillion', locale='en') gives a DeprecationWarning that points into"
        " pytest instead of at my test, but format_compound_unit with the same unit points at"
        " the right line. Why? Please fix it in babel/units.py.",
    ),
    beyond(
        "e82_babel_units",
        "comment out `locale = Locale.parse(locale or LC_NUMERIC)` in babel/units.py, we always"
        " pass a parsed Locale",
    ),
    # --- numpy/linalg/_linalg.py -----------------------------------------------------------
    edit(
        "e82_np_linalg",
        "numpy/linalg/_linalg.py: _commonType only has a comment, no docstring. Add one: it"
        " returns the computation type (double or cdouble) and the result type for the given"
        " arrays, and raises TypeError for unsupported inexact dtypes.",
        docstring="_commonType",
    ),
    edit(
        "e82_np_linalg",
        "in matrix_power, right after the line that inverts a for a negative exponent, add the"
        " comment # a**-n == inv(a)**n",
        line_after=["numpy/linalg/_linalg.py", "a = inv(a)", "# a**-n == inv(a)**n"],
    ),
    edit(
        "e82_np_linalg",
        "pinv's fallback cutoff, when neither rcond nor rtol is given, is too strict for our"
        " data. Replace the line rcond = 1e-15 with rcond = 1e-12 (numpy/linalg/_linalg.py)",
        line_replaced=["numpy/linalg/_linalg.py", "rcond = 1e-15", "rcond = 1e-12"],
    ),
    edit(
        "e82_np_linalg",
        "Lines 2552\u20132553 of numpy/linalg/_linalg.py are a stale two-line comment in lstsq"
        " about squeezing resids; please delete them.",
        lines_deleted=["numpy/linalg/_linalg.py", 2552, 2553],
    ),
    edit(
        "e82_np_linalg",
        "For a benchmark I want to see what non-native byte order costs qr. Comment out the"
        " line in qr that converts a to native byte order.",
        comment_out=["numpy/linalg/_linalg.py", "a = _to_native_byte_order(a)"],
    ),
    edit(
        "e82_np_linalg",
        "lstsq: make the error for a and b with different row counts say 'a and b must have"
        " the same number of rows' instead of 'Incompatible dimensions'",
        text_replaced=[
            "numpy/linalg/_linalg.py",
            "Incompatible dimensions",
            "a and b must have the same number of rows",
        ],
    ),
    beyond(
        "e82_np_linalg",
        "_multi_dot_matrix_chain_order is a triple Python loop and multi_dot on 200 matrices"
        " spends nearly all its time there. Could you vectorize it with numpy, or otherwise"
        " make it much faster?",
    ),
    beyond(
        "e82_np_linalg",
        "_linalg.py \u2192 delete the comment # 2013-04-01, 1.8",
    ),
    # --- jedi/inference/imports.py ---------------------------------------------------------
    edit(
        "e82_jedi_imports",
        "There's a helper called _prepare_infer_import in jedi/inference/imports.py. Rename it"
        " to _resolve_import_parts and update both places that call it.",
        renamed=["_prepare_infer_import", "_resolve_import_parts"],
    ),
    edit(
        "e82_jedi_imports",
        "jedi/inference/imports.py, completion_names docstring:"
        ' "Indicates wheter it\'s possible" -> "Indicates whether it\'s possible"',
        text_replaced=[
            "jedi/inference/imports.py",
            "Indicates wheter it's possible",
            "Indicates whether it's possible",
        ],
    ),
    edit(
        "e82_jedi_imports",
        "_load_builtin_module asserts that the dotted name isn't None right after building it"
        " with '.'.join, which can never give None. remove that line pls",
        line_deleted=["jedi/inference/imports.py", "assert dotted_name is not None"],
    ),
    edit(
        "e82_jedi_imports",
        "TODO(jedi/inference/imports.py): in Importer.__init__, just before the line that turns"
        " inference off because the relative import points out of the filesystem, insert"
        " `debug.warning('relative import leaves the filesystem')`",
        line_before=[
            "jedi/inference/imports.py",
            "self._infer_possible = False",
            "debug.warning('relative import leaves the filesystem')",
        ],
    ),
    edit(
        "e82_jedi_imports",
        "new file please: jedi/inference/import_limits.py, containing only"
        " MAX_RELATIVE_IMPORT_LEVEL = 16",
        file=["jedi/inference/import_limits.py", "MAX_RELATIVE_IMPORT_LEVEL = 16"],
    ),
    edit(
        "e82_jedi_imports",
        "ModuleCache lives in jedi/inference/cache.py on our branch now, so delete the"
        " ModuleCache class from imports.py.",
        definition_deleted=["jedi/inference/imports.py", "ModuleCache"],
    ),
    beyond(
        "e82_jedi_imports",
        "Please add type annotations to every function and method of"
        " jedi/inference/imports.py (inference_state, module_context, the import paths and"
        " the return types).",
    ),
    beyond(
        "e82_jedi_imports",
        "imports.py: before return NO_VALUES add debug.dbg('import not found')",
    ),
    # --- click/testing.py ------------------------------------------------------------------
    edit(
        "e82_click_testing",
        "click/testing.py -- please add `import warnings` at the top of the module, I'm going"
        " to deprecate echo_stdin",
        at_top=["click/testing.py", "import warnings"],
    ),
    edit(
        "e82_click_testing",
        "At line 399 of click/testing.py insert this comment:"
        " # saved here, restored in the finally block below",
        line_inserted_at=[
            "click/testing.py",
            399,
            "# saved here, restored in the finally block below",
        ],
    ),
    edit(
        "e82_click_testing",
        "in invoke, right after the line `args = shlex.split(args)`, add"
        " `# a string is split the way a POSIX shell would` (click/testing.py)",
        line_after=[
            "click/testing.py",
            "args = shlex.split(args)",
            "# a string is split the way a POSIX shell would",
        ],
    ),
    edit(
        "e82_click_testing",
        "Our help-output snapshots are taken at the real terminal width. In"
        " CliRunner.isolation, delete the line that forces the formatter width to 80 (keep the"
        " one that restores it).",
        line_deleted=["click/testing.py", "formatting.FORCED_WIDTH = 80"],
    ),
    edit(
        "e82_click_testing",
        "Could you remove the __repr__ method of EchoingStdin (click/testing.py)? Nobody ever"
        " prints it.",
        definition_deleted=["click/testing.py", "EchoingStdin.__repr__"],
    ),
    edit(
        "e82_click_testing",
        "docs(testing): visible_input, the function nested in CliRunner.isolation that writes"
        " the prompt, reads a line from the fake stdin and echoes it back, has no docstring."
        " Add one to it.",
        docstring="CliRunner.isolation.visible_input",
    ),
    beyond(
        "e82_click_testing",
        "Can CliRunner.invoke get a timeout= argument that stops the command and returns a"
        " Result with an exception when it runs too long? (click/testing.py)",
    ),
    beyond(
        "e82_click_testing",
        "isolation() in click/testing.py saves, patches and restores the termui, utils, _compat"
        " and pdb hooks by hand. Refactor it onto contextlib.ExitStack with a small helper so"
        " every patch is undone automatically, in reverse order.",
    ),
]


# Set 83 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 76 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES76, WORKSPACES76 and QUESTIONS76; printing
# that block put the last lines of QUESTIONS75 and the comment block of set 77 on screen, and
# nothing was taken from them). 23 mechanical edits on four modules of third-party packages, each
# kept at its path (babel/support.py, 796 lines; dask/array/creation.py, 1301 lines;
# moto/iam/models.py, 3433 lines; packaging/specifiers.py, 1943 lines), as a dozen different users
# type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a commit-message scope
# or not at all; backticks, straight or curly quotes, or none; arrows; a line number, a line range;
# "right after the line", "just before the line"; a first sentence that only gives context or a
# reason, then the request; a pronoun for what was named before; terse, polite, chatty, non-native,
# typos; questions). Six of them say the line by what it does or what it holds, without quoting it
# (the line of Translations.load that hands back an empty catalog when no .mo file is found, "return
# NullTranslations()", as the anchor of a line_before; the line of NullTranslations.__init__ that
# installs the default plural rule, "self.plural: Callable[[float | Decimal], int] = lambda n: int(n
# != 1)", as a comment_out; the line of meshgrid that swaps the first two input arrays for xy
# indexing, "xi[0], xi[1] = xi[1], xi[0]", as the anchor of a line_after (its output twin reads
# "grid = (grid[1], grid[0], *grid[2:])"); the line of IAMBackend.list_virtual_mfa_devices that
# sorts the devices and throws the result away, "sorted(devices, key=lambda device:
# device.serial_number)", as a line_replaced; the line of upload_signing_certificate that parses the
# body as a PEM certificate, "x509.load_pem_x509_certificate(data, default_backend())", as a
# line_deleted; the line of SpecifierSet.__and__ that resets the new set's resolved-operator cache,
# "specifier._resolved_ops = None", as a line_deleted), where exactly one line fits. 8 requests are
# beyond the model: a refactor (the four deprecated l*gettext methods of babel/support.py that each
# repeat the same local "import warnings" and DeprecationWarning call), type hints
# (dask/array/creation.py has almost none), a bug to find (Role.update_from_cloudformation_json
# reads the new max session duration from the "RoleDescription" property, so a stack update that
# changes MaxSessionDuration always sets 3600), speed (IAMBackend.get_role scans every role, the
# roles being keyed by id), a new feature (SpecifierSet.simplify(), dropping redundant specifiers
# from the version ranges the class already computes), and three whose description fits several
# lines ("# backward compatibility with 0.9", four times in babel/support.py, as a line_deleted;
# 'raise ValueError("Array must be 1d or 2d only")', twice in dask's diag, as a comment_out; 'raise
# ValueError(f"Unknown operator: {op!r}")  # pragma: no cover', twice in specifiers.py
# (_standard_ranges and _operator_cost), as a line_replaced). The one value_set sets
# LIMIT_KEYS_PER_USER of moto/iam/models.py (a module-level one-line int) to 3; babel, dask and
# packaging have no module-level plain assignment of a literal on one line (packaging's __all__
# spans six lines, _MIN_VERSION is annotated; moto's SERVICE_NAME_CONVERSION spans five). No request
# is an uncomment: no commented-out line of the four files is code on its own (moto's commented-out
# create_service_linked_role call spans four lines, of which
# 'service_name="lakeformation.amazonaws.com"' parses alone but is an argument; the "((operator,
# version), prereleases)" and "(specs, prereleases)" of the two __getstate__ comments parse, but
# describe the state's shape). The at_top request adds "import functools" to babel/support.py, whose
# imports follow the module docstring and "from __future__ import annotations" (so the new line must
# go after that one); the last_line request appends '__all__ = ["IAMBackend", "iam_backends"]' to
# moto/iam/models.py, which ends with the three-line iam_backends = BackendDict(...) and has no
# __all__; the line_inserted_at request puts a comment on line 1108 of creation.py, right above
# "result = np.empty(array.ndim * (3,), dtype=object)" of pad_reuse (the same line in pad_stats is
# 1161); lines 107-108 of creation.py are the two-line "if shape is nan" comment of empty_like, as a
# lines_deleted; the text_replaced requests fix "Babel's on *gettext" (NullTranslations.__init__'s
# docstring), "where the only the values" (pad_edge's docstring) and "not parseable than"
# (SpecifierSet.__init__'s docstring), so that the corrected text occurs nowhere in the untouched
# files; the definition_deleted request names IAMBackend.update_role_description; the renamed
# _locales_to_names occurs twice (its definition and one call), _get_like_function_shapes_chunks
# five times (its definition and four calls), _trim_release three times (its definition and two
# calls), and the new names (_normalize_locale_names, _like_shapes_and_chunks,
# _strip_trailing_zeros) occur nowhere; the file request creates packaging/_specifier_limits.py; the
# line_after anchor of specifiers.py, "upper = min(left_upper, right_upper)" (_intersect_ranges),
# occurs once; the docstring requests are for the property LazyProxy.value, dask's wrapped_pad_func
# and moto's filter_items_with_path_prefix; none has one.
# Every gold was checked by hand without the model on the installed copies (babel 2.19.0, dask
# 2026.8.0, moto 5.2.1, packaging 26.2): anchors occur once, new names are unused, line numbers are
# the file's, and each check fails on the untouched file and holds after a correct edit made by hand
# in a scratch copy; each decline holds on the untouched workspace. Not measured when written.
WORKSPACES83: dict[str, list[str]] = {
    "e83_babel_support": ["babel/support.py"],
    "e83_dask_creation": ["dask/array/creation.py"],
    "e83_moto_iam": ["moto/iam/models.py"],
    "e83_packaging_specifiers": ["packaging/specifiers.py"],
}

QUESTIONS83: list[dict] = [
    # --- babel/support.py ------------------------------------------------------------------
    edit(
        "e83_babel_support",
        "babel/support.py: _locales_to_names -> _normalize_locale_names, that's what its"
        " docstring says it does",
        renamed=["_locales_to_names", "_normalize_locale_names"],
    ),
    edit(
        "e83_babel_support",
        "There's a typo in the docstring of NullTranslations.__init__:"
        " \u201coffers Babel's on *gettext methods\u201d should say"
        " \u201coffers Babel's own *gettext methods\u201d.",
        text_replaced=["babel/support.py", "Babel's on *gettext", "Babel's own *gettext"],
    ),
    edit(
        "e83_babel_support",
        "LazyProxy.value has no docstring. Could you give it one? It calls the wrapped function"
        " on first access and keeps the result unless caching was turned off.",
        docstring="LazyProxy.value",
    ),
    edit(
        "e83_babel_support",
        "In Translations.load, just before the line that hands back an empty NullTranslations"
        " when gettext.find comes up with nothing, add the comment"
        " # no .mo file for any of the requested locales",
        line_before=[
            "babel/support.py",
            "return NullTranslations()",
            "# no .mo file for any of the requested locales",
        ],
    ),
    edit(
        "e83_babel_support",
        "[babel/support.py] need `import functools` up top with the other imports, going to"
        " cache the Format lookups later",
        at_top=["babel/support.py", "import functools"],
    ),
    edit(
        "e83_babel_support",
        "So I'm trying to find out which of our callers silently rely on the fallback plural"
        " rule. For now, in NullTranslations.__init__ of babel/support.py, could you comment"
        " out the line that installs the default plural function? Just that one line.",
        comment_out=[
            "babel/support.py",
            "self.plural: Callable[[float | Decimal], int] = lambda n: int(n != 1)",
        ],
    ),
    beyond(
        "e83_babel_support",
        "ldgettext, ldngettext, lpgettext and lnpgettext in babel/support.py each repeat the"
        " same local `import warnings` + warnings.warn(..., DeprecationWarning, stacklevel=2)."
        " Please pull that into one small helper and call it from all four.",
    ),
    beyond(
        "e83_babel_support",
        "support.py: delete the comment line '# backward compatibility with 0.9'",
    ),
    # --- dask/array/creation.py ------------------------------------------------------------
    edit(
        "e83_dask_creation",
        "pad_edge docstring in dask/array/creation.py reads funny: 'where the only the values'"
        " \u2192 'where only the values'",
        text_replaced=[
            "dask/array/creation.py",
            "where the only the values",
            "where only the values",
        ],
    ),
    edit(
        "e83_dask_creation",
        "refactor(dask/array/creation): rename _get_like_function_shapes_chunks to"
        " _like_shapes_and_chunks, the old name is a mouthful",
        renamed=["_get_like_function_shapes_chunks", "_like_shapes_and_chunks"],
    ),
    edit(
        "e83_dask_creation",
        "Delete lines 107-108 in dask/array/creation.py, that comment in empty_like just"
        " repeats what the code under it does.",
        lines_deleted=["dask/array/creation.py", 107, 108],
    ),
    edit(
        "e83_dask_creation",
        "in meshgrid, right after the line that swaps the first two input arrays for xy"
        " indexing, add: # numpy's xy indexing swaps the first two axes",
        line_after=[
            "dask/array/creation.py",
            "xi[0], xi[1] = xi[1], xi[0]",
            "# numpy's xy indexing swaps the first two axes",
        ],
    ),
    edit(
        "e83_dask_creation",
        "Could you write a docstring for wrapped_pad_func in creation.py? it applies the"
        " user's pad function along one axis, one 1-D slice at a time",
        docstring="wrapped_pad_func",
    ),
    edit(
        "e83_dask_creation",
        "At line 1108 of dask/array/creation.py insert this comment:"
        " # one block per side of every axis: before, middle, after",
        line_inserted_at=[
            "dask/array/creation.py",
            1108,
            "# one block per side of every axis: before, middle, after",
        ],
    ),
    beyond(
        "e83_dask_creation",
        "Add type hints to all the public functions of dask/array/creation.py (empty_like,"
        " ones_like, linspace, arange, eye, diag, diagonal, tri, repeat, tile, pad, ...), with"
        " Array as the return type where that's what they give back.",
    ),
    beyond(
        "e83_dask_creation",
        'comment out raise ValueError("Array must be 1d or 2d only") in creation.py',
    ),
    # --- moto/iam/models.py ----------------------------------------------------------------
    edit(
        "e83_moto_iam",
        "moto/iam/models.py: set LIMIT_KEYS_PER_USER to 3",
        value_set=["moto/iam/models.py", "LIMIT_KEYS_PER_USER", "3"],
    ),
    edit(
        "e83_moto_iam",
        "list_virtual_mfa_devices has a line that sorts the devices and then throws the sorted"
        " list away. Replace that line with"
        " devices = sorted(devices, key=lambda device: device.serial_number)",
        line_replaced=[
            "moto/iam/models.py",
            "sorted(devices, key=lambda device: device.serial_number)",
            "devices = sorted(devices, key=lambda device: device.serial_number)",
        ],
    ),
    edit(
        "e83_moto_iam",
        "We only go through update_role, which sets the description anyway. Please remove the"
        " method update_role_description of IAMBackend (moto/iam/models.py).",
        definition_deleted=["moto/iam/models.py", "IAMBackend.update_role_description"],
    ),
    edit(
        "e83_moto_iam",
        'append __all__ = ["IAMBackend", "iam_backends"] as the very last line of'
        " moto/iam/models.py",
        last_line=["moto/iam/models.py", '__all__ = ["IAMBackend", "iam_backends"]'],
    ),
    edit(
        "e83_moto_iam",
        "TODO(moto/iam/models.py): docstring for filter_items_with_path_prefix \u2014 it keeps"
        " the items whose path starts with the given prefix (users and roles use it)",
        docstring="filter_items_with_path_prefix",
    ),
    edit(
        "e83_moto_iam",
        "our test signing certs are dummies. in upload_signing_certificate pls delete teh line"
        " which parses the body as a PEM x509 certificate",
        line_deleted=[
            "moto/iam/models.py",
            "x509.load_pem_x509_certificate(data, default_backend())",
        ],
    ),
    beyond(
        "e83_moto_iam",
        "When a CloudFormation stack update changes MaxSessionDuration on an AWS::IAM::Role,"
        " the mocked role always ends up with 3600 whatever the template says. Can you find out"
        " why in moto/iam/models.py and fix it?",
    ),
    beyond(
        "e83_moto_iam",
        "IAMBackend.get_role walks every role on every call and it shows up in our profiles"
        " with ~20k roles. Make the lookup by name O(1) (keep an index up to date in"
        " create_role, delete_role and wherever a role gets renamed).",
    ),
    # --- packaging/specifiers.py -----------------------------------------------------------
    edit(
        "e83_packaging_specifiers",
        'SpecifierSet.__init__ docstring: "are not parseable than this exception" has the wrong'
        ' word, make it "not parseable then" (packaging/specifiers.py)',
        text_replaced=[
            "packaging/specifiers.py",
            "not parseable than",
            "not parseable then",
        ],
    ),
    edit(
        "e83_packaging_specifiers",
        "In packaging/specifiers.py, could you rename _trim_release to _strip_trailing_zeros?",
        renamed=["_trim_release", "_strip_trailing_zeros"],
    ),
    edit(
        "e83_packaging_specifiers",
        "SpecifierSet.__and__: please to remove the line which resets the resolved operators"
        " cache of the new set, SpecifierSet() is already starting with it None.",
        line_deleted=["packaging/specifiers.py", "specifier._resolved_ops = None"],
    ),
    edit(
        "e83_packaging_specifiers",
        "create packaging/_specifier_limits.py with the single line MAX_SPECIFIERS_PER_SET = 64",
        file=["packaging/_specifier_limits.py", "MAX_SPECIFIERS_PER_SET = 64"],
    ),
    edit(
        "e83_packaging_specifiers",
        "_intersect_ranges: after `upper = min(left_upper, right_upper)` add"
        " `# overlap of the two current ranges, may be empty`",
        line_after=[
            "packaging/specifiers.py",
            "upper = min(left_upper, right_upper)",
            "# overlap of the two current ranges, may be empty",
        ],
    ),
    beyond(
        "e83_packaging_specifiers",
        "Could SpecifierSet get a simplify() method that returns an equivalent set without the"
        " redundant specifiers, e.g. '>=1.0,>=1.2,<3,<2' -> '>=1.2,<2'? The version ranges it"
        " already computes for is_unsatisfiable should make that doable.",
    ),
    beyond(
        "e83_packaging_specifiers",
        'packaging/specifiers.py: replace raise ValueError(f"Unknown operator: {op!r}")'
        '  # pragma: no cover with raise InvalidSpecifier(f"Unknown operator: {op!r}")',
    ),
]


# Set 84 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 76 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES76, WORKSPACES76 and QUESTIONS76; printing
# that range put the last lines of set 75's requests and the comment block of set 77 on screen, and
# nothing was taken from them). 23 mechanical edits on four modules of third-party packages, each
# kept at its path (sympy/polys/polyroots.py, 1227 lines; anyio/streams/memory.py, 365 lines;
# httpx/_multipart.py, 300 lines; werkzeug/datastructures/structures.py, 1239 lines), as a dozen
# different users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a line
# number, a line range; "right after the line", "just before the line"; a first sentence that only
# gives context or a reason, then the request; a pronoun for what was named before; terse, polite,
# chatty, non-native, typos; questions). Six of them say the line by what it does or what it holds,
# without quoting it (the line of roots_binomial that reverses the pair and throws the result away,
# "pair = list(reversed(pair))", as a line_deleted ("pair = ks[i: i + 2]" takes the pair, it does
# not reverse it); the line of roots_quintic that computes the discriminant of f,
# "d = discriminant(f)", as the anchor of a line_after; the line of MemoryObjectSendStream.close
# that empties the waiting receivers, "self._state.waiting_receivers.clear()", as a comment_out
# (MemoryObjectReceiveStream.close only pops its own events); the line of
# MemoryObjectReceiveStream.receive_nowait that takes the oldest waiting sender and its item,
# "send_event, item = self._state.waiting_senders.popitem(last=False)", as the anchor of a
# line_after (send_nowait's popitem takes a receiver); the line of FileField.__init__ that falls
# back to the object's name attribute for the filename,
# 'filename = Path(str(getattr(value, "name", "upload"))).name', as the anchor of a line_before;
# the line of HeaderSet.update that sets the inserted flag, "inserted_any = True", as a comment_out
# ("inserted_any = False" initialises it, and the request says so)), where exactly one line fits.
# 8 requests are beyond the model: a bug to find (roots_binomial's "if big:" loop builds reversed
# pairs and drops them, so ks is never reordered; asked as "find what it meant and fix it"), type
# hints (polyroots.py has none), a new feature (a receive_many on MemoryObjectReceiveStream), a
# refactor (a common base class for DataField and FileField of httpx/_multipart.py with
# cached_property headers), a second bug to find (HeaderSet.remove compares key.lower() with the
# header as given, so removing "Accept" drops it from _set but leaves it in _headers), speed
# (CombinedMultiDict rebuilds the set of all keys on every len(), keys() and iteration), and two
# whose description fits several lines ("from sympy.simplify.simplify import simplify", twice in
# polyroots.py (roots_linear and roots_quadratic._simplify), as a line_deleted;
# "raise ClosedResourceError", four times in memory.py (receive_nowait, both clone methods and
# send_nowait), as a comment_out). The one value_set sets _HTML5_FORM_ENCODING_REPLACEMENTS of
# httpx/_multipart.py (a module-level one-line dict literal, later extended by .update) to
# {'"': "%22", "\\": "%5C"}; none of the other three files has a module-level one-line literal
# (sympy's z = Symbol('z'), the TypeVars, anyio's multi-line __all__). No request is an uncomment:
# no commented-out line of the four files is code (sympy's "# p == 0 case", "# zeta = a fifth root
# of unity" and the "->" comments of roots_cubic do not parse; the "# a, b, c, d = ..." ones are
# trailing comments of code lines). The at_top request adds
# "from sympy.utilities.exceptions import sympy_deprecation_warning" to polyroots.py, whose imports
# follow its module docstring; the last_line request appends
# '__all__ = ["DataField", "FileField", "MultipartStream"]' to _multipart.py, which ends inside
# MultipartStream.__aiter__ and has no __all__; the line_inserted_at request puts a comment on line
# 241 of memory.py, right above "while self._state.waiting_receivers:" in send_nowait; lines
# 164-168 of structures.py are the four-line "From Werkzeug 0.3 onwards" paragraph of MultiDict's
# docstring and the blank line after it (CombinedMultiDict's docstring has the same paragraph at
# 833-836), as a lines_deleted; the text_replaced requests fix "The result can be be checked"
# (roots' docstring), "unwieldly" (the comment of FileField.__init__) and
# "Return a iterator of ``(key, values)``" (MultiDict.lists; "Return an iterator" alone occurs in
# items and listvalues, so the gold takes the text around it), so that the corrected text occurs
# nowhere in the untouched files; the line_replaced request turns FileField's
# "CHUNK_SIZE = 64 * 1024" into "CHUNK_SIZE = 256 * 1024"; the definition_deleted requests name
# MemoryObjectReceiveStream.__del__ (the send stream's __del__ stays) and the module-level
# __getattr__ of structures.py (the OrderedMultiDict deprecation shim); the renamed
# _quintic_simplify occurs fourteen times (its definition and thirteen calls),
# _MemoryObjectItemReceiver three times (its class, an annotation and one call; the comment in its
# __repr__ spells it without the underscore), _guess_content_type twice (its definition and one
# call), and the new names (_simplify_quintic, _PendingReceiver, _content_type_for_filename) occur
# nowhere; the file request creates werkzeug/datastructures/limits.py; the docstring requests are
# for the helper _update_dict nested in roots (qualified name roots._update_dict) and
# MemoryObjectReceiveStream.receive (named, then "it"); neither has one.
# Every gold was checked by hand without the model on the installed copies (sympy 1.14.0,
# anyio 4.16.0, httpx 0.29.0, Werkzeug 3.1.8): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct
# edit made by hand in a scratch copy; each decline holds on the untouched workspace. Not measured
# when written.
WORKSPACES84: dict[str, list[str]] = {
    "e84_sympy_polyroots": ["sympy/polys/polyroots.py"],
    "e84_anyio_memory": ["anyio/streams/memory.py"],
    "e84_httpx_multipart": ["httpx/_multipart.py"],
    "e84_werkzeug_structures": ["werkzeug/datastructures/structures.py"],
}

QUESTIONS84: list[dict] = [
    # --- sympy/polys/polyroots.py ----------------------------------------------------------
    edit(
        "e84_sympy_polyroots",
        "polys(polyroots): rename _quintic_simplify \u2192 _simplify_quintic, verb first like"
        " our other helpers",
        renamed=["_quintic_simplify", "_simplify_quintic"],
    ),
    edit(
        "e84_sympy_polyroots",
        'the roots() docstring says "The result can be be checked", doubled "be". pls fix it'
        ' to "The result can be checked" (sympy/polys/polyroots.py)',
        text_replaced=[
            "sympy/polys/polyroots.py",
            "The result can be be checked",
            "The result can be checked",
        ],
    ),
    edit(
        "e84_sympy_polyroots",
        "Could you give the little _update_dict helper nested inside roots() a docstring? It"
        " adds k to the multiplicity of currentroot in result, and counts it in zeros as well"
        " when the root is zero.",
        docstring="roots._update_dict",
    ),
    edit(
        "e84_sympy_polyroots",
        "In roots_binomial there is a line that reverses `pair` but the reversed list is never"
        " stored anywhere. Just delete that line for now, I'll open an issue for the ordering.",
        line_deleted=["sympy/polys/polyroots.py", "pair = list(reversed(pair))"],
    ),
    edit(
        "e84_sympy_polyroots",
        "sympy/polys/polyroots.py, roots_quintic: right after the line that computes the"
        " discriminant of f, add the comment # delta below is its square root",
        line_after=[
            "sympy/polys/polyroots.py",
            "d = discriminant(f)",
            "# delta below is its square root",
        ],
    ),
    edit(
        "e84_sympy_polyroots",
        "[sympy/polys/polyroots.py] I need"
        " `from sympy.utilities.exceptions import sympy_deprecation_warning` up with the"
        " other imports",
        at_top=[
            "sympy/polys/polyroots.py",
            "from sympy.utilities.exceptions import sympy_deprecation_warning",
        ],
    ),
    beyond(
        "e84_sympy_polyroots",
        "roots_binomial claims the roots come out sorted when the domain is ZZ, but the"
        " `if big:` branch doesn't seem to do anything. Can you work out what ordering it was"
        " meant to produce and fix it in polyroots.py?",
    ),
    beyond(
        "e84_sympy_polyroots",
        "Add type hints to every function in sympy/polys/polyroots.py (Poly in, list[Expr] or"
        " dict[Expr, int] out), it should pass mypy --strict.",
    ),
    beyond(
        "e84_sympy_polyroots",
        "polyroots.py: delete the line from sympy.simplify.simplify import simplify",
    ),
    # --- anyio/streams/memory.py -----------------------------------------------------------
    edit(
        "e84_anyio_memory",
        "anyio/streams/memory.py: _MemoryObjectItemReceiver is a mouthful, call it"
        " _PendingReceiver instead",
        renamed=["_MemoryObjectItemReceiver", "_PendingReceiver"],
    ),
    edit(
        "e84_anyio_memory",
        "MemoryObjectReceiveStream.receive has no docstring, while send() on the other side has"
        " one. Please write one for it: it waits until an item is there and returns it, and"
        " raises EndOfStream once every send stream is closed.",
        docstring="MemoryObjectReceiveStream.receive",
    ),
    edit(
        "e84_anyio_memory",
        "for a repro i need the waiting receivers to stay registered when the last send stream"
        " closes. in MemoryObjectSendStream.close comment out the line which empties the"
        " waiting receivers dict",
        comment_out=["anyio/streams/memory.py", "self._state.waiting_receivers.clear()"],
    ),
    edit(
        "e84_anyio_memory",
        "TODO(anyio/streams/memory.py): in receive_nowait, right after the line that takes the"
        " oldest waiting sender and its item, add"
        " `# its item goes to the back of the buffer, so FIFO order holds`",
        line_after=[
            "anyio/streams/memory.py",
            "send_event, item = self._state.waiting_senders.popitem(last=False)",
            "# its item goes to the back of the buffer, so FIFO order holds",
        ],
    ),
    edit(
        "e84_anyio_memory",
        "Please remove the __del__ method of MemoryObjectReceiveStream in memory.py, our own"
        " leak tracking already reports unclosed streams. Leave the send stream's one alone.",
        definition_deleted=["anyio/streams/memory.py", "MemoryObjectReceiveStream.__del__"],
    ),
    edit(
        "e84_anyio_memory",
        "insert at line 241 of anyio/streams/memory.py:"
        " # hand the item straight to the first receiver that is not being cancelled",
        line_inserted_at=[
            "anyio/streams/memory.py",
            241,
            "# hand the item straight to the first receiver that is not being cancelled",
        ],
    ),
    beyond(
        "e84_anyio_memory",
        "Can you add a receive_many(max_items) method to MemoryObjectReceiveStream that waits"
        " for at least one item and then returns up to max_items at once, waking up the"
        " blocked senders whose items it took?",
    ),
    beyond(
        "e84_anyio_memory",
        "comment out raise ClosedResourceError in memory.py",
    ),
    # --- httpx/_multipart.py ---------------------------------------------------------------
    edit(
        "e84_httpx_multipart",
        "httpx/_multipart.py: typo in the comment of FileField.__init__,"
        " \u201cunwieldly\u201d \u2192 \u201cunwieldy\u201d",
        text_replaced=["httpx/_multipart.py", "unwieldly", "unwieldy"],
    ),
    edit(
        "e84_httpx_multipart",
        "We want backslashes in multipart names percent-encoded like the quote, not doubled."
        " In httpx/_multipart.py set _HTML5_FORM_ENCODING_REPLACEMENTS to"
        ' `{\'"\': "%22", "\\\\": "%5C"}`',
        value_set=[
            "httpx/_multipart.py",
            "_HTML5_FORM_ENCODING_REPLACEMENTS",
            '{\'"\': "%22", "\\\\": "%5C"}',
        ],
    ),
    edit(
        "e84_httpx_multipart",
        "bump the read chunk size for file uploads: replace the line CHUNK_SIZE = 64 * 1024"
        " with CHUNK_SIZE = 256 * 1024 in httpx/_multipart.py",
        line_replaced=["httpx/_multipart.py", "CHUNK_SIZE = 64 * 1024", "CHUNK_SIZE = 256 * 1024"],
    ),
    edit(
        "e84_httpx_multipart",
        "in httpx's _multipart.py can u rename _guess_content_type to"
        " _content_type_for_filename? the guessing is mimetypes' job, not ours",
        renamed=["_guess_content_type", "_content_type_for_filename"],
    ),
    edit(
        "e84_httpx_multipart",
        'append __all__ = ["DataField", "FileField", "MultipartStream"] as the very last line'
        " of httpx/_multipart.py",
        last_line=[
            "httpx/_multipart.py",
            '__all__ = ["DataField", "FileField", "MultipartStream"]',
        ],
    ),
    edit(
        "e84_httpx_multipart",
        "FileField.__init__: just before the line that falls back to the object's name"
        " attribute (or 'upload') for the filename, insert"
        " # a bare file object: use the basename of its .name",
        line_before=[
            "httpx/_multipart.py",
            'filename = Path(str(getattr(value, "name", "upload"))).name',
            "# a bare file object: use the basename of its .name",
        ],
    ),
    beyond(
        "e84_httpx_multipart",
        "DataField and FileField in httpx/_multipart.py both cache their headers with hasattr"
        " checks and have the same render(). Pull that into a shared base class and use"
        " functools.cached_property for the headers and data.",
    ),
    # --- werkzeug/datastructures/structures.py ---------------------------------------------
    edit(
        "e84_werkzeug_structures",
        "grammar nit in the MultiDict.lists docstring:"
        " 'Return a iterator of ``(key, values)``' should be"
        " 'Return an iterator of ``(key, values)``'",
        text_replaced=[
            "werkzeug/datastructures/structures.py",
            "Return a iterator of ``(key, values)``",
            "Return an iterator of ``(key, values)``",
        ],
    ),
    edit(
        "e84_werkzeug_structures",
        "Create werkzeug/datastructures/limits.py containg just MAX_MULTIDICT_KEYS = 1000",
        file=["werkzeug/datastructures/limits.py", "MAX_MULTIDICT_KEYS = 1000"],
    ),
    edit(
        "e84_werkzeug_structures",
        'structures.py, lines 164-168: drop the "From Werkzeug 0.3 onwards" paragraph of'
        " MultiDict's docstring plus the blank line after it, nobody runs 0.3 anymore",
        lines_deleted=["werkzeug/datastructures/structures.py", 164, 168],
    ),
    edit(
        "e84_werkzeug_structures",
        "werkzeug 3.2 prep: delete the module-level __getattr__ at the bottom of"
        " werkzeug/datastructures/structures.py, the OrderedMultiDict aliases are going away",
        definition_deleted=["werkzeug/datastructures/structures.py", "__getattr__"],
    ),
    edit(
        "e84_werkzeug_structures",
        "please comment the line in HeaderSet.update who set the flag that something was"
        " inserted (not the one which initialise it to False), i want see if on_update still"
        " fire without it",
        comment_out=["werkzeug/datastructures/structures.py", "inserted_any = True"],
    ),
    beyond(
        "e84_werkzeug_structures",
        "hs = HeaderSet(['Accept']); hs.remove('Accept') -> len(hs) is 0 but 'Accept' is still"
        " in list(hs) and in hs.to_header(). Why? Please fix it in structures.py.",
    ),
    beyond(
        "e84_werkzeug_structures",
        "CombinedMultiDict is slow for us: with ~50 wrapped dicts every len(), keys() and"
        " iteration rebuilds the set of all keys. Make those faster in"
        " werkzeug/datastructures/structures.py.",
    ),
]


# Set 85 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 76 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES76, WORKSPACES76 and QUESTIONS76; a sed
# range that ran one block too far also put set 77's comment block on screen, and nothing was taken
# from it). 23 mechanical edits on four modules of third-party packages, each kept at its path
# (dateutil/parser/_parser.py, 1613 lines; prompt_toolkit/key_binding/bindings/emacs.py, 563 lines;
# nbconvert/preprocessors/execute.py, 125 lines; attr/validators.py, 750 lines), as a dozen
# different users type them (the file first, last, in brackets, in a "TODO(file):" prefix, as a
# commit-message scope or not at all; backticks, straight or curly quotes, or none; arrows; a line
# number, a line range; "right after the line", "just before the line"; a first sentence that only
# gives context or a reason, then the request; a pronoun for what was named before; terse, polite,
# chatty, non-native, typos; questions). Six of them say the line by what it does or what it holds,
# without quoting it (the line of parser._parse that splits the input into tokens,
# "l = _timelex.split(timestr)         # Splits the timestr into tokens" (stripped, with its
# trailing comment), as the anchor of a line_after (_tzparser.parse splits with re.split); the line
# of parser._build_naive that puts the parsed fields onto the default, "naive =
# default.replace(**repl)", as the anchor of a line_before; the line of load_emacs_bindings that
# binds Ctrl-O to operate-and-get-next, 'handle("c-o")(get_by_name("operate-and-get-next"))', as a
# comment_out; the line that binds the three-key C-x r y to yank,
# 'handle("c-x", "r", "y", filter=insert_mode)(get_by_name("yank"))', as a line_deleted (C-y's
# binding is another line); the line of ExecutePreprocessor.preprocess that writes the widget state
# into the notebook metadata, "self.set_widgets_metadata()", as a comment_out; the line of in_ that
# turns list/dict/set options into a tuple, "options = tuple(options)", as the anchor of a
# line_after), where exactly one line fits. 8 requests are beyond the model: speed (_timelex reads
# its StringIO one character at a time; rewrite the tokenizer), a new feature (the M-a / M-e
# sentence motions of emacs.py are TODO stubs), type hints (execute.py's executenb, __init__,
# _check_assign_resources and preprocess_cell have none), a bug to find
# (ExecutePreprocessor._check_assign_resources keeps the previous resources when it is given an
# empty dict, since it tests "if resources or ..."), a refactor (_MaxLengthValidator and
# _MinLengthValidator merged into one class), and three whose description fits several lines
# ("return None", three times in _tzparser.parse (and four more times elsewhere in _parser.py), as a
# line_deleted; "event.current_buffer.cut_selection()", three times in emacs.py (_replace_selection,
# _newline, _delete), as a comment_out; "We use a callable class to be able to change the
# ``__repr__``.", nine times in validators.py, as a line_deleted). The one value_set sets __all__ of
# _parser.py (a one-line list literal, the only module-level one-line literal assignment of the four
# files; emacs.py's and validators.py's __all__ span several lines) to the same list plus
# "UnknownTimezoneWarning". No request is an uncomment: no commented-out line of the four files is
# code that a one-line uncomment restores (emacs.py's "# #handle('escape', 'escape', eager=True)..."
# is commented twice, so stripping "#" leaves "#handle(...)", and _parser.py's "# TODO: ERA = [..."
# spans two lines and starts with "TODO:"). The at_top request adds "import logging" to execute.py,
# which starts with its copyright comment and module docstring and has no such import; the last_line
# request appends an __all__ to execute.py, which ends inside ExecutePreprocessor.preprocess_cell
# and has none; the line_inserted_at request puts a comment on line 353 of emacs.py, right above
# 'handle("c-r")(search.start_reverse_incremental_search)'; lines 291-292 of _parser.py are the
# two-line commented-out "TODO: ERA = [...]" of parserinfo, as a lines_deleted; the text_replaced
# requests fix "tzinfo is paased" (parser._build_tzinfo's comment; the gold takes the words around
# "passed", which occurs elsewhere), "Not that for vt100" (the Ctrl-Q comment of emacs.py) and
# "raises a `attrs.exceptions.NotCallableError`" (is_callable's docstring), so that the corrected
# text occurs nowhere in the untouched files; the line_replaced request turns _NumberValidator's
# repr line 'return f"<Validator for x {self.compare_op} {self.bound}>"' into
# 'return f"<number validator for x {self.compare_op} {self.bound}>"'; the definition_deleted
# requests name the nested handler load_emacs_bindings._swap_characters (an empty TODO stub bound to
# M-t) and the deprecated module function executenb of execute.py; the renamed _could_be_tzname
# occurs three times (its definition and two calls), _NumberValidator five times (its class and the
# four calls in lt, le, ge, gt), and the new names (_looks_like_tzname, _BoundValidator) occur
# nowhere; the file request creates nbconvert/preprocessors/execute_defaults.py; the docstring
# requests are for parser._build_naive, load_emacs_bindings._meta_dash (whose docstring is the empty
# string '""""""', which ast.get_docstring reads as empty) and _OptionalValidator.__call__; none has
# a non-empty one.
# Every gold was checked by hand without the model on the installed copies (python-dateutil
# 2.9.0.post0, prompt_toolkit 3.0.52, nbconvert 7.17.2, attrs 26.1.0): anchors occur once, new
# names are unused, line numbers are the file's, and each check fails on the untouched file and
# holds after a correct edit made by hand in a scratch copy; each decline holds on the untouched
# workspace. Not measured when written.
WORKSPACES85: dict[str, list[str]] = {
    "e85_dateutil_parser": ["dateutil/parser/_parser.py"],
    "e85_ptk_emacs": ["prompt_toolkit/key_binding/bindings/emacs.py"],
    "e85_nbc_execute": ["nbconvert/preprocessors/execute.py"],
    "e85_attrs_validators": ["attr/validators.py"],
}

QUESTIONS85: list[dict] = [
    # --- dateutil/parser/_parser.py --------------------------------------------------------
    edit(
        "e85_dateutil_parser",
        "dateutil/parser/_parser.py: rename `_could_be_tzname` \u2192 `_looks_like_tzname`"
        " (the method and both places that call it)",
        renamed=["_could_be_tzname", "_looks_like_tzname"],
    ),
    edit(
        "e85_dateutil_parser",
        'Typo in the comment inside _build_tzinfo: "tzinfo is paased" should be "tzinfo is passed"',
        text_replaced=[
            "dateutil/parser/_parser.py",
            "tzinfo is paased",
            "tzinfo is passed",
        ],
    ),
    edit(
        "e85_dateutil_parser",
        "In parser._parse, right after the line that splits the input string into tokens, add"
        " the comment # l is the token list; skipped_idxs below index into it",
        line_after=[
            "dateutil/parser/_parser.py",
            "l = _timelex.split(timestr)         # Splits the timestr into tokens",
            "# l is the token list; skipped_idxs below index into it",
        ],
    ),
    edit(
        "e85_dateutil_parser",
        "_build_naive: just before the line that copies the parsed fields onto the default"
        " datetime, put `# repl only holds the fields the string actually gave`",
        line_before=[
            "dateutil/parser/_parser.py",
            "naive = default.replace(**repl)",
            "# repl only holds the fields the string actually gave",
        ],
    ),
    edit(
        "e85_dateutil_parser",
        "[dateutil/parser/_parser.py] lines 291-292 are a commented-out ERA list that has been a"
        " TODO for years, please delete them",
        lines_deleted=["dateutil/parser/_parser.py", 291, 292],
    ),
    edit(
        "e85_dateutil_parser",
        "People catch UnknownTimezoneWarning and our linter complains it isn't exported. Could"
        ' you set __all__ in dateutil/parser/_parser.py to ["parse", "parserinfo",'
        ' "ParserError", "UnknownTimezoneWarning"]?',
        value_set=[
            "dateutil/parser/_parser.py",
            "__all__",
            '["parse", "parserinfo", "ParserError", "UnknownTimezoneWarning"]',
        ],
    ),
    edit(
        "e85_dateutil_parser",
        "pls write docstring for _build_naive of the parser class, it take the default datetime"
        " and replace the fields that was parsed, also clamp the day to end of month",
        docstring="parser._build_naive",
    ),
    beyond(
        "e85_dateutil_parser",
        "Profiling shows _timelex.get_token is our hot spot, it reads the StringIO one char at a"
        " time. Can you rewrite the tokenizer in dateutil/parser/_parser.py to be much faster"
        " (one compiled regex, say) while producing exactly the same tokens?",
    ),
    beyond(
        "e85_dateutil_parser",
        "TODO(dateutil/parser/_parser.py): delete the `return None` line in _tzparser.parse",
    ),
    # --- prompt_toolkit/key_binding/bindings/emacs.py ---------------------------------------
    edit(
        "e85_ptk_emacs",
        "emacs.py, the comment above the c-q binding says \u201cNot that for vt100\u201d, it"
        " should be \u201cNote that for vt100\u201d",
        text_replaced=[
            "prompt_toolkit/key_binding/bindings/emacs.py",
            "Not that for vt100",
            "Note that for vt100",
        ],
    ),
    edit(
        "e85_ptk_emacs",
        "My app uses Ctrl-O for something else. In load_emacs_bindings, comment out the line"
        " that binds it to operate-and-get-next.",
        comment_out=[
            "prompt_toolkit/key_binding/bindings/emacs.py",
            'handle("c-o")(get_by_name("operate-and-get-next"))',
        ],
    ),
    edit(
        "e85_ptk_emacs",
        "fix(emacs): drop the binding that makes the three-key sequence C-x r y paste (yank),"
        " plain C-y is enough",
        line_deleted=[
            "prompt_toolkit/key_binding/bindings/emacs.py",
            'handle("c-x", "r", "y", filter=insert_mode)(get_by_name("yank"))',
        ],
    ),
    edit(
        "e85_ptk_emacs",
        "remove the _swap_characters handler from load_emacs_bindings incl. its @handle"
        " decorator, its only an empty TODO and it eats M-t",
        definition_deleted=[
            "prompt_toolkit/key_binding/bindings/emacs.py",
            "load_emacs_bindings._swap_characters",
        ],
    ),
    edit(
        "e85_ptk_emacs",
        "At line 353 of prompt_toolkit/key_binding/bindings/emacs.py insert:"
        " # Ctrl-R / Ctrl-S start an incremental search",
        line_inserted_at=[
            "prompt_toolkit/key_binding/bindings/emacs.py",
            353,
            "# Ctrl-R / Ctrl-S start an incremental search",
        ],
    ),
    edit(
        "e85_ptk_emacs",
        "The _meta_dash handler inside load_emacs_bindings has an empty docstring. Could you"
        " fill it in? It starts a negative numeric argument when Meta-dash is pressed and no"
        " argument is being typed yet.",
        docstring="load_emacs_bindings._meta_dash",
    ),
    beyond(
        "e85_ptk_emacs",
        "Could you implement the escape-a and escape-e handlers in emacs.py (_prev_sentence and"
        " _end_of_sentence)? They're TODO stubs; they should move the cursor to the start of the"
        " previous sentence / the end of the current one, like readline.",
    ),
    beyond(
        "e85_ptk_emacs",
        "emacs.py: comment out event.current_buffer.cut_selection()",
    ),
    # --- nbconvert/preprocessors/execute.py -------------------------------------------------
    edit(
        "e85_nbc_execute",
        "nbconvert/preprocessors/execute.py needs `import logging` at the top",
        at_top=["nbconvert/preprocessors/execute.py", "import logging"],
    ),
    edit(
        "e85_nbc_execute",
        "executenb has been deprecated for ages \u2192 delete it from execute.py, everyone uses"
        " nbclient.execute now",
        definition_deleted=["nbconvert/preprocessors/execute.py", "executenb"],
    ),
    edit(
        "e85_nbc_execute",
        "The widget state ends up in every executed notebook and breaks our diffs. In"
        " ExecutePreprocessor.preprocess, comment out the call that writes the widgets metadata"
        " into the notebook once the kernel is done.",
        comment_out=["nbconvert/preprocessors/execute.py", "self.set_widgets_metadata()"],
    ),
    edit(
        "e85_nbc_execute",
        'append `__all__ = ["CellExecutionError", "ExecutePreprocessor", "executenb"]`'
        " as the very last line of execute.py",
        last_line=[
            "nbconvert/preprocessors/execute.py",
            '__all__ = ["CellExecutionError", "ExecutePreprocessor", "executenb"]',
        ],
    ),
    edit(
        "e85_nbc_execute",
        "new file nbconvert/preprocessors/execute_defaults.py with one line:"
        " DEFAULT_CELL_TIMEOUT = 600",
        file=["nbconvert/preprocessors/execute_defaults.py", "DEFAULT_CELL_TIMEOUT = 600"],
    ),
    beyond(
        "e85_nbc_execute",
        "add type hints to everything in nbconvert/preprocessors/execute.py that lacks them"
        " (executenb, __init__, _check_assign_resources, preprocess_cell) so that mypy --strict"
        " is happy",
    ),
    beyond(
        "e85_nbc_execute",
        "When I reuse one ExecutePreprocessor for two notebooks and pass resources={} the second"
        " time, I get the first notebook's resources back. Where is the bug in execute.py, and"
        " can you fix it?",
    ),
    # --- attr/validators.py -----------------------------------------------------------------
    edit(
        "e85_attrs_validators",
        "refactor(attr/validators): rename _NumberValidator to _BoundValidator, it backs"
        " lt/le/ge/gt and only ever compares against a bound",
        renamed=["_NumberValidator", "_BoundValidator"],
    ),
    edit(
        "e85_attrs_validators",
        "Look at _NumberValidator.__repr__: it is the only repr that starts with a capital"
        " 'Validator'. Replace its return line with"
        ' return f"<number validator for x {self.compare_op} {self.bound}>"',
        line_replaced=[
            "attr/validators.py",
            'return f"<Validator for x {self.compare_op} {self.bound}>"',
            'return f"<number validator for x {self.compare_op} {self.bound}>"',
        ],
    ),
    edit(
        "e85_attrs_validators",
        "in_(): right after the line that turns a list/dict/set of options into a tuple, add"
        " `# repr_options keeps what the caller passed, for the repr and the error`",
        line_after=[
            "attr/validators.py",
            "options = tuple(options)",
            "# repr_options keeps what the caller passed, for the repr and the error",
        ],
    ),
    edit(
        "e85_attrs_validators",
        "Could you give _OptionalValidator.__call__ a docstring? None is accepted as is,"
        " anything else goes to the wrapped validator.",
        docstring="_OptionalValidator.__call__",
    ),
    edit(
        "e85_attrs_validators",
        "grammar nit in is_callable's docstring: 'raises a `attrs.exceptions.NotCallableError`'"
        " -> 'raises an `attrs.exceptions.NotCallableError`' (attr/validators.py)",
        text_replaced=[
            "attr/validators.py",
            "raises a `attrs.exceptions.NotCallableError`",
            "raises an `attrs.exceptions.NotCallableError`",
        ],
    ),
    beyond(
        "e85_attrs_validators",
        "_MaxLengthValidator and _MinLengthValidator in attr/validators.py are the same class"
        " twice. Merge them into one _LengthValidator that takes an operator, the way"
        " _NumberValidator does, and update max_len/min_len; reprs and error messages must stay"
        " exactly as they are.",
    ),
    beyond(
        "e85_attrs_validators",
        "in validators.py delete the docstring line 'We use a callable class to be able to"
        " change the ``__repr__``.'",
    ),
]


# Set 86 (issue 26), written blind: without reading the model's parser, its tests, the other sets'
# requests or the offline model's documentation; only the four files, the effect kinds of
# bench_answers (check_effect and EXACT_EFFECTS) and the format of set 76 (the module docstring, the
# edit/beyond helpers, the comment block above WORKSPACES76, WORKSPACES76 and QUESTIONS76). 23
# mechanical edits on four modules of third-party packages, each kept at its path (yaml/parser.py,
# 589 lines; click/exceptions.py, 344 lines; matplotlib/mathtext.py, 140 lines; tornado/netutil.py,
# 689 lines), as a dozen different users type them (the file first, last, in brackets, in a
# "TODO(file):" prefix, as a commit-message scope or not at all; backticks, straight or curly
# quotes, or none; arrows; a line number, a line range; "right after the line", "just before the
# line"; a first sentence that only gives context or a reason, then the request; a pronoun for what
# was named before; terse, polite, chatty, non-native, typos; questions). Seven of them say the
# line by what it does or what it holds, without quoting it (the line of
# Parser.parse_document_start that asserts the marks stack is empty at the end of the stream,
# "assert not self.marks", as a line_deleted; its twin "assert not self.states" is about the
# states stack; the line of parse_implicit_document_start that installs the default tag handles,
# "self.tag_handles = self.DEFAULT_TAGS", as a comment_out (process_directives copies them key by
# key on another line); the line of UsageError.show that takes the color from the context,
# "color = self.ctx.color", as the anchor of a line_after (NoArgsIsHelpError.show passes
# color=self.ctx.color inside a call, on a line that reads otherwise); the line of mathtext.py that
# makes get_unicode_index claim this module, "get_unicode_index.__module__ = __name__", as a
# comment_out; the line of math_to_image that creates the figure at the size of the expression,
# "fig = figure.Figure(figsize=(width / 72.0, height / 72.0))", as the anchor of a line_after; the
# line of add_accept_handler that registers accept_handler with the IOLoop,
# "io_loop.add_handler(sock, accept_handler, IOLoop.READ)", as the anchor of a line_before; the
# module-level line of netutil.py that preloads the latin1 codec, '"foo".encode("latin1")', as a
# line_deleted; the idna one is another line), where exactly one line fits. 8 requests are beyond
# the model: a refactor (parse_flow_sequence_entry and parse_flow_mapping_key of yaml/parser.py into
# one helper), a new feature (an optional hint on every ClickException, printed by show()), a bug
# to find (MathTextParser._parse_cached is a functools.lru_cache on a method, so the cache holds up
# to 50 parsers alive through self, and a parser made per request outlives it), type hints
# (mathtext.py has none), speed (is_valid_ip calls getaddrinfo on every check), and three whose
# description fits several lines ("self.state = self.states.pop()", nine times in parser.py, as a
# line_deleted; "return self.message", five times in exceptions.py, as a comment_out;
# "sock.setblocking(False)", twice in netutil.py (bind_sockets and bind_unix_socket), as a
# comment_out). No request is an uncomment: the only commented-out code of the four files is the
# four-line "#if tag == '!':" block of Parser.parse_node, which no single line of compiles; it is
# deleted instead, as lines 311-314 (a lines_deleted). The value_set request sets tornado's
# module-level "_DEFAULT_BACKLOG = 128" to 1024 (the one plain module-level assignment of a literal
# among the four files besides yaml's __all__). The at_top request adds "import sys" to
# exceptions.py, which starts with "from __future__ import annotations" and does not import sys;
# the last_line request appends the alias "mathtext_to_image = math_to_image" to mathtext.py,
# which ends with "return depth" of math_to_image; the line_inserted_at request puts a comment on
# line 97 of mathtext.py, right above "if self._parser is None:  # Cache the parser globally."; the
# text_replaced requests fix "recursive-descendant" (the comment at the top of class Parser; the
# module's first comment says "recursive descent", without a hyphen) and "orientated"
# (bind_unix_socket's comment; "oriented" occurs nowhere); the line_replaced requests turn
# UsageError's "exit_code = 2" into "exit_code = 64" and "@functools.lru_cache(50)" into
# "@functools.lru_cache(maxsize=128)"; the definition_deleted request names BadArgumentUsage of
# click (used nowhere else in the file); the renamed process_empty_scalar occurs 14 times (its
# definition and 13 calls), _format_possibilities three times (its definition and two calls),
# _resolve_addr three times (its definition and two uses), and the new names (empty_scalar_event,
# _did_you_mean, _blocking_getaddrinfo) occur nowhere; the file request creates
# tornado/resolver_settings.py; the docstring requests are for Parser.process_directives and
# NoArgsIsHelpError (named, then "It"), neither of which has one.
# Every gold was checked by hand without the model on the installed copies (PyYAML 6.0.3,
# click 8.4.0, matplotlib 3.11.2, tornado 6.6.1): anchors occur once, new names are unused, line
# numbers are the file's, and each check fails on the untouched file and holds after a correct
# edit made by hand in a scratch copy; each decline holds on the untouched workspace. Not measured
# when written.
WORKSPACES86: dict[str, list[str]] = {
    "e86_yaml_parser": ["yaml/parser.py"],
    "e86_click_exceptions": ["click/exceptions.py"],
    "e86_mpl_mathtext": ["matplotlib/mathtext.py"],
    "e86_tornado_netutil": ["tornado/netutil.py"],
}

QUESTIONS86: list[dict] = [
    # --- yaml/parser.py --------------------------------------------------------------------
    edit(
        "e86_yaml_parser",
        "process_empty_scalar doesn't process anything, it only builds an empty ScalarEvent at a"
        " mark. Rename it to empty_scalar_event everywhere in yaml/parser.py.",
        renamed=["process_empty_scalar", "empty_scalar_event"],
    ),
    edit(
        "e86_yaml_parser",
        "[yaml/parser.py] Parser.process_directives needs a docstring: it reads the %YAML and"
        " %TAG directives of a document, returns (version, tags) and then fills in the default"
        " tag handles",
        docstring="Parser.process_directives",
    ),
    edit(
        "e86_yaml_parser",
        "fix the typo in the comment at the top of class Parser:"
        " \u201crecursive-descendant\u201d \u2192 \u201crecursive-descent\u201d",
        text_replaced=["yaml/parser.py", "recursive-descendant", "recursive-descent"],
    ),
    edit(
        "e86_yaml_parser",
        "In parse_document_start, drop the assertion that the marks stack is empty when the"
        " stream ends (keep the one about the states). yaml/parser.py",
        line_deleted=["yaml/parser.py", "assert not self.marks"],
    ),
    edit(
        "e86_yaml_parser",
        "for a test i need implicit documents to start with no tag handles at all. can you"
        " comment out the line in parse_implicit_document_start which installs the default"
        " tag handles?",
        comment_out=["yaml/parser.py", "self.tag_handles = self.DEFAULT_TAGS"],
    ),
    edit(
        "e86_yaml_parser",
        "Remove lines 311 to 314 of yaml/parser.py, that's the old commented-out check for the"
        " non-specific '!' tag.",
        lines_deleted=["yaml/parser.py", 311, 314],
    ),
    beyond(
        "e86_yaml_parser",
        "parse_flow_sequence_entry and parse_flow_mapping_key in yaml/parser.py are almost the"
        " same code (the separator check, the KEY handling, the end token). Could you refactor"
        " them to share one helper without changing the events they produce?",
    ),
    beyond(
        "e86_yaml_parser",
        "yaml/parser.py: delete the line `self.state = self.states.pop()`",
    ),
    # --- click/exceptions.py ---------------------------------------------------------------
    edit(
        "e86_click_exceptions",
        "click/exceptions.py: _format_possibilities -> _did_you_mean",
        renamed=["_format_possibilities", "_did_you_mean"],
    ),
    edit(
        "e86_click_exceptions",
        "NoArgsIsHelpError is the only exception class in click/exceptions.py without a"
        " docstring. Could you add one? It is raised when a command runs without arguments and"
        " no_args_is_help is set, and its message is the help page.",
        docstring="NoArgsIsHelpError",
    ),
    edit(
        "e86_click_exceptions",
        "TODO(click/exceptions.py): import sys at the top, I need it for a stderr fallback",
        at_top=["click/exceptions.py", "import sys"],
    ),
    edit(
        "e86_click_exceptions",
        "UsageError.show: right after the line that takes the color from the context, add"
        " `# ctx.color is None unless color was forced on or off`",
        line_after=[
            "click/exceptions.py",
            "color = self.ctx.color",
            "# ctx.color is None unless color was forced on or off",
        ],
    ),
    edit(
        "e86_click_exceptions",
        "Please change UsageError's 'exit_code = 2' to 'exit_code = 64' (EX_USAGE from"
        " sysexits.h). Only that line, in click/exceptions.py.",
        line_replaced=["click/exceptions.py", "exit_code = 2", "exit_code = 64"],
    ),
    edit(
        "e86_click_exceptions",
        "we never raise BadArgumentUsage anywhere, pls delte that class from exceptions.py",
        definition_deleted=["click/exceptions.py", "BadArgumentUsage"],
    ),
    beyond(
        "e86_click_exceptions",
        "feat(click): could ClickException and its subclasses take an optional `hint` that"
        " show() prints on its own line under the error? Wire it through UsageError,"
        " BadParameter and FileError too.",
    ),
    beyond(
        "e86_click_exceptions",
        "comment out the return self.message line in click/exceptions.py",
    ),
    # --- matplotlib/mathtext.py ------------------------------------------------------------
    edit(
        "e86_mpl_mathtext",
        "Add `mathtext_to_image = math_to_image` as the very last line of"
        " matplotlib/mathtext.py, some old scripts of ours still import that name.",
        last_line=["matplotlib/mathtext.py", "mathtext_to_image = math_to_image"],
    ),
    edit(
        "e86_mpl_mathtext",
        "matplotlib/mathtext.py line 97: insert"
        " # building a Parser sets up the whole pyparsing grammar, so do it once",
        line_inserted_at=[
            "matplotlib/mathtext.py",
            97,
            "# building a Parser sets up the whole pyparsing grammar, so do it once",
        ],
    ),
    edit(
        "e86_mpl_mathtext",
        "Our API docs should list get_unicode_index under _mathtext, where it lives. Comment"
        " out the statement that makes it claim to belong to this module (matplotlib/mathtext.py).",
        comment_out=["matplotlib/mathtext.py", "get_unicode_index.__module__ = __name__"],
    ),
    edit(
        "e86_mpl_mathtext",
        "in mathtext.py swap the decorator @functools.lru_cache(50) on _parse_cached for"
        " @functools.lru_cache(maxsize=128), 50 entries is too few for our dashboards",
        line_replaced=[
            "matplotlib/mathtext.py",
            "@functools.lru_cache(50)",
            "@functools.lru_cache(maxsize=128)",
        ],
    ),
    edit(
        "e86_mpl_mathtext",
        "In math_to_image, right after the line that creates the figure at the size of the"
        " rendered expression, add this comment: # sizes are in points, 72 per inch",
        line_after=[
            "matplotlib/mathtext.py",
            "fig = figure.Figure(figsize=(width / 72.0, height / 72.0))",
            "# sizes are in points, 72 per inch",
        ],
    ),
    beyond(
        "e86_mpl_mathtext",
        "Our web service builds a new MathTextParser('agg') for every request, and a heap dump"
        " shows dozens of them alive long after their requests are done. Could you find in"
        " matplotlib/mathtext.py why they are not freed, and fix it?",
    ),
    beyond(
        "e86_mpl_mathtext",
        "add type hints to MathTextParser (__init__, parse, _parse_cached) and to"
        " math_to_image in matplotlib/mathtext.py, it has none",
    ),
    # --- tornado/netutil.py ----------------------------------------------------------------
    edit(
        "e86_tornado_netutil",
        "Bump the default listen backlog in tornado/netutil.py: _DEFAULT_BACKLOG should be"
        " 1024 instead of 128.",
        value_set=["tornado/netutil.py", "_DEFAULT_BACKLOG", "1024"],
    ),
    edit(
        "e86_tornado_netutil",
        "Rename \u201c_resolve_addr\u201d to \u201c_blocking_getaddrinfo\u201d"
        " (tornado/netutil.py). It blocks the calling thread and its name should say so.",
        renamed=["_resolve_addr", "_blocking_getaddrinfo"],
    ),
    edit(
        "e86_tornado_netutil",
        "In add_accept_handler, just before the line that registers accept_handler with the"
        " IOLoop, insert # accept_handler takes at most _DEFAULT_BACKLOG connections per call",
        line_before=[
            "tornado/netutil.py",
            "io_loop.add_handler(sock, accept_handler, IOLoop.READ)",
            "# accept_handler takes at most _DEFAULT_BACKLOG connections per call",
        ],
    ),
    edit(
        "e86_tornado_netutil",
        "We don't need the latin1 codec preloaded at import time any more. Delete the line in"
        " tornado/netutil.py that preloads it, leave the idna one alone.",
        line_deleted=["tornado/netutil.py", '"foo".encode("latin1")'],
    ),
    edit(
        "e86_tornado_netutil",
        "netutil.py, comment in bind_unix_socket: 'orientated' should be 'oriented'",
        text_replaced=["tornado/netutil.py", "orientated", "oriented"],
    ),
    edit(
        "e86_tornado_netutil",
        "create tornado/resolver_settings.py with one line:"
        ' RESOLVER_CLASS = "tornado.netutil.DefaultLoopResolver"',
        file=[
            "tornado/resolver_settings.py",
            'RESOLVER_CLASS = "tornado.netutil.DefaultLoopResolver"',
        ],
    ),
    beyond(
        "e86_tornado_netutil",
        "is_valid_ip sits on our hot path and calls getaddrinfo on every check. Can you make it"
        " fast (the ipaddress module, say) while giving the same answers for scoped IPv6"
        " addresses, empty strings and NUL bytes?",
    ),
    beyond(
        "e86_tornado_netutil",
        "tornado/netutil.py: please comment out sock.setblocking(False)",
    ),
]
