"""The hundred-and-twenty-fifth held-out set: questions on parts of two third-party packages that
no other set uses in this cut, copied from the installed site-packages (python-dateutil
2.9.0.post0: only ``dateutil/rrule.py`` and ``dateutil/tz/tz.py``; markdown-it-py 4.3.0: only the
``.py`` files of ``markdown_it/rules_core/`` plus ``markdown_it/rules_inline/emphasis.py``,
``backticks.py`` and ``entity.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (dateutil most). About a fifth of them are in
the user's own words (``"own": True``: behaviour described in everyday words the code does not
use for it); the rest name the code, run a command or ask for an edit, each in a phrasing of its
own. The workspaces hold only the listed files, so the commands import the installed packages
(they exercise code that the workspace holds). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h125_dateutil": ["dateutil/rrule.py", "dateutil/tz/tz.py"],
    "h125_markdown_it": [
        "markdown_it/rules_core/__init__.py",
        "markdown_it/rules_core/block.py",
        "markdown_it/rules_core/inline.py",
        "markdown_it/rules_core/linkify.py",
        "markdown_it/rules_core/normalize.py",
        "markdown_it/rules_core/replacements.py",
        "markdown_it/rules_core/smartquotes.py",
        "markdown_it/rules_core/state_core.py",
        "markdown_it/rules_core/text_join.py",
        "markdown_it/rules_inline/emphasis.py",
        "markdown_it/rules_inline/backticks.py",
        "markdown_it/rules_inline/entity.py",
    ],
}

DU = "h125_dateutil"
MD = "h125_markdown_it"
RRULE = "dateutil/rrule.py"
TZ = "dateutil/tz/tz.py"
REPL = "markdown_it/rules_core/replacements.py"
QUOTES = "markdown_it/rules_core/smartquotes.py"
EMPH = "markdown_it/rules_inline/emphasis.py"


QUESTIONS: list[dict] = [
    # --- dateutil: where / returns ------------------------------------------------------------
    q(DU, "where", "where's rrulebase.xafter defined", {"def": "rrulebase.xafter"}),
    q(
        DU,
        "where",
        "Could you point me to the `transitions` method of `tzrange`? I want to read how it "
        "computes the DST start/end for a year.",
        {"def": "tzrange.transitions"},
    ),
    q(
        DU,
        "where",
        "_iterinfo.rebuild -- which file/line?",
        {"def": "_iterinfo.rebuild"},
    ),
    q(
        DU,
        "returns",
        "What does `rrulebase.after` hand back when there's no occurrence after the date I give "
        "it?",
        {"returns": "rrulebase.after"},
    ),
    q(
        DU,
        "returns",
        "what does tzfile._get_ttinfo return",
        {"returns": "tzfile._get_ttinfo"},
    ),
    # --- dateutil: who calls --------------------------------------------------------------------
    q(
        DU,
        "calls",
        "Who calls `_datetime_to_timestamp` in the tz module?",
        grep(r"(?<!def )_datetime_to_timestamp\(dt\)", TZ),
    ),
    q(
        DU,
        "calls",
        "where is _find_last_transition used?",
        grep(r"self\._find_last_transition\(", TZ),
    ),
    q(
        DU,
        "calls",
        "In rrule.py, which places call `_parse_date_value`?",
        grep(r"self\._parse_date_value\(", RRULE),
    ),
    q(
        DU,
        "calls",
        "Where does rrule's constructor call its private __construct_byset helper? I'd like to "
        "see for which frequencies.",
        grep(r"self\.__construct_byset\(", RRULE),
    ),
    # --- dateutil: where raised -----------------------------------------------------------------
    q(
        DU,
        "raises",
        "I get 'RRULE UNTIL values must be specified in UTC when DTSTART is timezone-aware'. "
        "Where is that raised?",
        grep(r"'RRULE UNTIL values must be specified in UTC when DTSTART '", RRULE),
    ),
    q(
        DU,
        "raises",
        "where does rrule reject a bad bysetpos value",
        grep(r'raise ValueError\("bysetpos must be between 1 and 366, "', RRULE),
    ),
    q(
        DU,
        "raises",
        'rrulestr blows up on my string with "unknown parameter" -- which lines raise that?',
        grep(r'raise ValueError\("unknown parameter', RRULE),
    ),
    q(
        DU,
        "raises",
        "Where is the ValueError 'Invalid rrule byxxx generates an empty set.' thrown?",
        grep(r'raise ValueError\("Invalid rrule byxxx generates an empty set\."\)', RRULE),
    ),
    q(
        DU,
        "raises",
        'where does tzfile raise "magic not found"?',
        grep(r'raise ValueError\("magic not found"\)', TZ),
    ),
    q(
        DU,
        "raises",
        "When tzical parses a VTIMEZONE block, where does it complain that a mandatory "
        "property (TZID, DTSTART, TZOFFSETFROM...) is missing?",
        grep(r'"mandatory (TZID|DTSTART|TZOFFSETFROM) not found"', TZ),
    ),
    q(
        DU,
        "raises",
        "Where does `tzical.get()` raise if I call it without a tzid?",
        grep(r'raise ValueError\("(no timezones defined|more than one timezone available)"\)', TZ),
    ),
    # --- dateutil: constant ---------------------------------------------------------------------
    q(
        DU,
        "const",
        "where is TZPATHS (the list of zoneinfo dirs) set?",
        grep(r"^    TZPATHS = ", TZ),
    ),
    q(
        DU,
        "const",
        "What's EPOCH in dateutil's tz module and where is it set?",
        grep(r"^EPOCH = ", TZ),
    ),
    # --- dateutil: which / how ------------------------------------------------------------------
    q(
        DU,
        "which",
        "Which function can tell me if a local clock time simply never happens on a given day, "
        "because the clocks were moved forward that night?",
        {"body": "datetime_exists"},
        {"body": "resolve_imaginary"},
        own=True,
    ),
    q(
        DU,
        "which",
        "in autumn when clocks go back, 1:30am happens twice. which function tells me whether my "
        "time is one of those doubled-up ones?",
        {"body": "datetime_ambiguous"},
        {"body": "tzfile.is_ambiguous"},
        {"body": "tzlocal.is_ambiguous"},
        own=True,
    ),
    q(
        DU,
        "which",
        "I combine a couple of repeating schedules with some one-off extra dates, and I cross "
        "out a few dates I don't want. Which code merges all that and hands the dates back in "
        "time order without the crossed-out ones?",
        {"body": "rruleset._iter"},
        {"body": "rruleset"},
        own=True,
    ),
    q(
        DU,
        "which",
        "Which method of rrule builds the `DTSTART:...` / `RRULE:FREQ=...` text when I print a "
        "rule?",
        {"body": "rrule.__str__"},
    ),
    q(
        DU,
        "which",
        "is there something to clone one of my recurrence rules but with a different number of "
        "occurrences, leaving everything else as is? which function",
        {"body": "rrule.replace"},
        own=True,
    ),
    q(
        DU,
        "which",
        "Which class do I use to read an iCalendar VTIMEZONE definition from a .ics file into "
        "tzinfo objects?",
        {"body": "tzical"},
    ),
    q(
        DU,
        "how",
        "How does `rrule.__init__` fill in the day of month when I make a MONTHLY rule and "
        "don't pass bymonthday?",
        grep(r"bymonthday = dtstart\.day", RRULE),
    ),
    q(
        DU,
        "how",
        "If I ask for something every 4 hours starting at 5pm but only at 2am and 7am, how does "
        "it work out that some of those hours can never come up?",
        {"body": "rrule.__construct_byset"},
        own=True,
    ),
    q(
        DU,
        "how",
        "why does tzstr('GMT+3') come out as +03:00 and not -03:00 like the POSIX TZ variable? "
        "where's that handled",
        grep(
            r'if res\.stdabbr in \("GMT", "UTC"\) and not posix_offset:|res\.stdoffset \*= -1', TZ
        ),
    ),
    q(
        DU,
        "how",
        "How does a rule like 'the second Tuesday of every month' get turned into the actual "
        "days that match?",
        grep(
            r"self\._bynweekday\.add\(|for wday, n in rr\._bynweekday:|self\.nwdaymask\[i\] = 1",
            RRULE,
        ),
        own=True,
    ),
    q(
        DU,
        "how",
        "When clocks fall back and an hour repeats, how does the zone loaded from a zoneinfo "
        "file pick which of the two readings (summer or winter) I mean?",
        {"body": "tzfile._resolve_ambiguous_time"},
        {"body": "tzfile.is_ambiguous"},
        own=True,
    ),
    q(
        DU,
        "how",
        "how does rrulestr handle BYDAY values written as +1MO versus MO(+1)?",
        {"body": "_rrulestr._handle_BYWEEKDAY"},
    ),
    # --- dateutil: commands ---------------------------------------------------------------------
    run(
        DU,
        "What does {} print?",
        "from dateutil.rrule import rrule, MONTHLY; from datetime import datetime; "
        "print([d.date().isoformat() for d in rrule(MONTHLY, count=3, "
        "dtstart=datetime(2024, 1, 31))])",
        "['2024-01-31', '2024-03-31', '2024-05-31']",
    ),
    run(
        DU,
        "can u run {} and tell me the output",
        "from datetime import datetime; from dateutil.tz import tzstr; "
        "print(datetime(2024, 1, 1, tzinfo=tzstr('UTC+3')).isoformat())",
        "2024-01-01T00:00:00+03:00",
    ),
    run(
        DU,
        "Quick check please -- output of {}?",
        "from dateutil.rrule import rrulestr; from datetime import datetime; "
        "r = rrulestr('FREQ=MONTHLY;BYDAY=+2TU;COUNT=3', dtstart=datetime(2024, 1, 1)); "
        "print([d.day for d in r])",
        "[9, 13, 12]",
    ),
    # --- dateutil: edits ------------------------------------------------------------------------
    q(
        DU,
        "edit",
        "gettz keeps only 8 zones in its strong cache. In dateutil/tz/tz.py change "
        "`self.__strong_cache_size = 8` to 16.",
        {
            "effect": {
                "text_replaced": [
                    TZ,
                    "self.__strong_cache_size = 8",
                    "self.__strong_cache_size = 16",
                ]
            }
        },
    ),
    q(
        DU,
        "edit",
        "Please add a docstring to tzfile._find_last_transition explaining that it returns the "
        "index of the last transition at or before dt (or None when there are no transitions).",
        {"effect": {"docstring": "tzfile._find_last_transition"}},
    ),
    q(
        DU,
        "edit",
        "add `import logging` at the top of dateutil/rrule.py, with the other imports",
        {"effect": {"at_top": [RRULE, "import logging"]}},
    ),
    q(
        DU,
        "edit",
        "Iterating big rrules is slow for me. Can you rewrite rrule._iter with numpy so it "
        "generates occurrences a lot faster?",
        {"effect": {"declined": True}},
    ),
    # --- markdown_it ----------------------------------------------------------------------------
    q(MD, "where", "Where is `_join_text_tokens` defined?", {"def": "_join_text_tokens"}),
    q(
        MD,
        "returns",
        "what does _build_last_runs in backticks.py return?",
        {"returns": "_build_last_runs"},
    ),
    q(
        MD,
        "calls",
        "who calls _postProcess in the emphasis rule?",
        grep(r"^\s+_postProcess\(state, ", EMPH),
    ),
    q(
        MD,
        "raises",
        "I turned on linkify and got ModuleNotFoundError. Where's that raised?",
        grep(
            r'raise ModuleNotFoundError\("Linkify enabled but not installed\."\)',
            "markdown_it/rules_core/linkify.py",
        ),
    ),
    q(
        MD,
        "which",
        "which part of the parser swaps my plain typewriter-style quote marks for the fancy "
        "curly ones?",
        {"body": "process_inlines"},
        {"body": "smartquotes"},
        own=True,
    ),
    q(
        MD,
        "which",
        "When I type the letter c in round brackets it turns into a copyright sign. Which "
        "function does that swap?",
        {"body": "replace_scoped"},
        {"body": "replaceFn"},
        own=True,
    ),
    q(
        MD,
        "how",
        "how does the backtick rule figure out whether a run of backticks has a matching "
        "closing run later on?",
        {"body": "backtick"},
        {"body": "_build_last_runs"},
    ),
    q(
        MD,
        "how",
        "How come `&amp;` in my text comes out as a real ampersand but `&foo;` is left exactly "
        "as I typed it? Where is that decided?",
        {"body": "entity"},
        own=True,
    ),
    run(
        MD,
        "what's the output of {}",
        "from markdown_it import MarkdownIt; "
        "print(MarkdownIt('commonmark', {'typographer': True}).enable('replacements')"
        ".render('(c) 2024 -- wait...'))",
        "<p>© 2024 – wait…</p>",
    ),
    q(
        MD,
        "edit",
        'in markdown_it/rules_core/smartquotes.py set APOSTROPHE to "\\u02bc" (the modifier '
        "letter apostrophe) instead of the right single quote",
        {"effect": {"value_set": [QUOTES, "APOSTROPHE", '"\\u02bc"']}},
    ),
    q(
        MD,
        "edit",
        "Comment out the line in replace_rare that collapses repeated commas "
        '(`token.content = COMMA_RE.sub(",", token.content)`), I want ",," kept as typed.',
        {"effect": {"comment_out": [REPL, 'token.content = COMMA_RE.sub(",", token.content)']}},
    ),
]
