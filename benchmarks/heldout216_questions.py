"""The two-hundred-and-sixteenth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (networkx 3.6.1:
``networkx/algorithms/lowest_common_ancestors.py``; prompt_toolkit 3.0.52:
``prompt_toolkit/layout/screen.py``; IPython 8.12.3: ``IPython/core/magics/history.py``;
beautifulsoup4 4.15.0: ``bs4/css.py``), written blind: by reading only those files, the format of
set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's
code or its notes, and committed before the model was asked any of them. Nothing is tuned on it:
only its totals are looked at.

The four files are close in size, so each has eleven to thirteen questions. About a fifth of the
non-edit questions are in the user's own words (``own=True``: behaviour described in everyday
words, without the target's names or its docstring's words, with one definition that fits); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms
are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` printed ``0 bad`` on this file (every
gold names exactly one definition or a grep with at least one line, every command printing its
expected text); each command was run by hand against the installed package (each exercises the
one file its workspace holds; the IPython one keeps its history in memory); and for every edit
the correct change was made by hand on a scratch copy of the workspace and
``bench_answers.check_effect`` held after it (for the two to decline, with the copy unchanged).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h216_networkx_lowest_common_ancestors": ["networkx/algorithms/lowest_common_ancestors.py"],
    "h216_prompt_toolkit_screen": ["prompt_toolkit/layout/screen.py"],
    "h216_ipython_history": ["IPython/core/magics/history.py"],
    "h216_bs4_css": ["bs4/css.py"],
}

LCA = "networkx/algorithms/lowest_common_ancestors.py"
SCREEN = "prompt_toolkit/layout/screen.py"
HIST = "IPython/core/magics/history.py"
CSS = "bs4/css.py"

NX_WS = "h216_networkx_lowest_common_ancestors"
PT_WS = "h216_prompt_toolkit_screen"
IP_WS = "h216_ipython_history"
BS_WS = "h216_bs4_css"


QUESTIONS: list[dict] = [
    # --- networkx/algorithms/lowest_common_ancestors.py --------------------------------------
    q(
        NX_WS,
        "where",
        "Where is all_pairs_lowest_common_ancestor defined?",
        {"def": "all_pairs_lowest_common_ancestor"},
    ),
    q(
        NX_WS,
        "returns",
        "what comes back from nx.lowest_common_ancestor(G, a, b) when a and b have nothing in "
        "common above them? the default?",
        {"returns": "lowest_common_ancestor"},
    ),
    q(
        NX_WS,
        "calls",
        "Is `all_pairs_lowest_common_ancestor` reused by anything else in the LCA module?",
        grep(r"ans = list\(all_pairs_lowest_common_ancestor\(", LCA),
    ),
    q(
        NX_WS,
        "calls",
        "who calls generate_lca_from_pairs",
        grep(r"return generate_lca_from_pairs\(", LCA),
    ),
    q(
        NX_WS,
        "raises",
        "My graph accidentally has a loop and nx.lowest_common_ancestor fails with "
        "'LCA only defined on directed acyclic graphs.' Which line raises it?",
        grep(r'raise nx\.NetworkXError\("LCA only defined on directed acyclic graphs', LCA),
    ),
    q(
        NX_WS,
        "raises",
        "where do the lowest-common-ancestor functions throw NodeNotFound",
        grep(r"raise nx\.NodeNotFound\(", LCA),
    ),
    q(
        NX_WS,
        "raises",
        "tree_all_pairs_lowest_common_ancestor told me 'Graph contains a cycle.' -- where is that "
        "raised?",
        grep(r'raise nx\.NetworkXError\("Graph contains a cycle\."\)', LCA),
    ),
    q(
        NX_WS,
        "raises",
        "Getting NetworkXError: No root specified and tree has multiple sources. Where in "
        "lowest_common_ancestors.py does that come from?",
        grep(r"No root specified and tree has multiple sources", LCA),
    ),
    q(
        NX_WS,
        "which",
        "I've got an org chart where everybody reports to exactly one manager, and I need the "
        "nearest shared boss for lots of couples of people in one go. Which function is written "
        "for that shape of graph specifically, rather than the general one?",
        {"body": "tree_all_pairs_lowest_common_ancestor"},
        own=True,
    ),
    q(
        NX_WS,
        "how",
        "How does tree_all_pairs_lowest_common_ancestor pick the root if I don't pass root=?",
        grep(
            r"if root is None:|for n, deg in G\.in_degree:|if deg == 0:|root = n$|"
            r"Graph contains a cycle",
            LCA,
        ),
    ),
    q(
        NX_WS,
        "how",
        "two packages in my dependency graph share several upstream packages. how does the "
        "general version (the one that allows several parents) settle on the nearest of those "
        "shared ones instead of just any of them?",
        {"body": "all_pairs_lowest_common_ancestor.generate_lca_from_pairs"},
        own=True,
    ),
    run(
        NX_WS,
        "Can you run {} for me and tell me what it prints?",
        "import networkx as nx; G = nx.DiGraph([(0, 1), (0, 2), (1, 3), (1, 4)]); "
        "print(nx.lowest_common_ancestor(G, 3, 4), nx.lowest_common_ancestor(G, 3, 2))",
        "1 0",
    ),
    q(
        NX_WS,
        "edit",
        "The inner generator generate_lca_from_pairs (inside all_pairs_lowest_common_ancestor in "
        "networkx/algorithms/lowest_common_ancestors.py) has no docstring. Please add a short one "
        "saying it yields ((v, w), lca) for each pair that has a common ancestor.",
        {"effect": {"docstring": "all_pairs_lowest_common_ancestor.generate_lca_from_pairs"}},
    ),
    # --- prompt_toolkit/layout/screen.py -----------------------------------------------------
    q(
        PT_WS,
        "where",
        "where's the WritePosition class",
        {"def": "WritePosition"},
    ),
    q(
        PT_WS,
        "returns",
        "What does Screen.get_cursor_position return for a window it has never seen?",
        {"returns": "Screen.get_cursor_position"},
    ),
    q(
        PT_WS,
        "calls",
        "In screen.py, where is get_cwidth called?",
        grep(r"= get_cwidth\(", SCREEN),
    ),
    q(
        PT_WS,
        "raises",
        "I described a rectangular region to paint with a negative width and got a bare "
        "AssertionError with no message. Which line stops me?",
        grep(r"assert width >= 0", SCREEN),
        own=True,
    ),
    q(
        PT_WS,
        "const",
        "How big is the _CHAR_CACHE and where is its size set?",
        grep(r"^_CHAR_CACHE: FastDictCache|Char, size=1000 \* 1000", SCREEN),
    ),
    q(
        PT_WS,
        "which",
        "which Screen method actually runs the postponed float drawing functions, lowest z_index "
        "first?",
        {"body": "Screen.draw_all_floats"},
    ),
    q(
        PT_WS,
        "which",
        "When I paste a raw ctrl-A keystroke into the input it shows up as a caret followed by "
        "the letter A, and a stray 0x85 byte comes out as <85>. Which class is responsible for "
        "that?",
        {"body": "Char"},
        own=True,
    ),
    q(
        PT_WS,
        "how",
        "Hi, how does Screen.fill_area decide whether the style is put in front of or behind "
        "the style a cell already has?",
        {"body": "Screen.fill_area"},
    ),
    q(
        PT_WS,
        "how",
        "For a pane where nothing ever recorded where the completion popup should sit, where "
        "does the popup end up being placed?",
        {"body": "Screen.get_menu_position"},
        own=True,
    ),
    run(
        PT_WS,
        "What's the output of {}?",
        "from prompt_toolkit.layout.screen import Char; print(repr(Char(chr(1))), "
        "Char(chr(0x4e2d)).width)",
        "Char('^A', ' class:control-character ')",
    ),
    q(
        PT_WS,
        "edit",
        "_CHAR_CACHE in prompt_toolkit/layout/screen.py holds up to a million Chars, which is "
        "too much memory for us. Change `size=1000 * 1000` to `size=100 * 1000` please.",
        {"effect": {"text_replaced": [SCREEN, "size=1000 * 1000", "size=100 * 1000"]}},
    ),
    # --- IPython/core/magics/history.py ------------------------------------------------------
    q(
        IP_WS,
        "where",
        "Where is the %history magic itself defined?",
        {"def": "HistoryMagics.history"},
    ),
    q(
        IP_WS,
        "returns",
        "what does the little _format_lineno helper in %history return, e.g. for a line from an "
        "older session vs the current one?",
        {"returns": "HistoryMagics.history._format_lineno"},
    ),
    q(
        IP_WS,
        "calls",
        "Which places in the history magics call shell.set_next_input?",
        grep(r"set_next_input\(", HIST),
    ),
    q(
        IP_WS,
        "const",
        "If I type `%history -l` with no number after it, how many lines do I get -- and where "
        "is that number set?",
        grep(r"n = 10 if limit is None else limit", HIST),
    ),
    q(
        IP_WS,
        "which",
        "I'd like to pull something I typed earlier back onto my prompt so I can tweak it "
        "before hitting enter, without it running straight away. Which function in this file "
        "does that?",
        {"body": "HistoryMagics.recall"},
        own=True,
    ),
    q(
        IP_WS,
        "which",
        "which magic in history.py prints '=== Executing: ===' and runs the old lines with "
        "store_history=False?",
        {"body": "HistoryMagics.rerun"},
    ),
    q(
        IP_WS,
        "how",
        "If I ask for my past commands to be dumped into a file that's already on disk, does it "
        "just clobber it or does it check with me first? What if there's no terminal to ask on?",
        grep(
            r"if os\.path\.exists\(outfname\):|ans = io\.ask_yes_no\(|ans = True$|"
            r"if not ans:|print\('Aborting\.'\)|print\(\"Overwriting file\.\"\)",
            HIST,
        ),
        own=True,
    ),
    q(
        IP_WS,
        "how",
        "How does `%rerun -g foo` avoid picking up an earlier %rerun line that also contains foo?",
        grep(r"for l in reversed\(hist\):|if \"rerun\" not in l\[2\]:|hist = \[l\]", HIST),
    ),
    q(
        IP_WS,
        "how",
        "With %history -p, how are multi-line cells printed -- what happens to the second and "
        "later lines?",
        grep(r"if multiline:|inline = \"\\n\.\.\. \"\.join", HIST),
    ),
    run(
        IP_WS,
        "Could you run this and paste the output? {}",
        "from traitlets.config import Config; "
        "from IPython.core.interactiveshell import InteractiveShell; c = Config(); "
        "c.HistoryManager.hist_file = ':memory:'; ip = InteractiveShell.instance(config=c); "
        "ip.run_cell('a = 6 * 7', store_history=True); "
        "ip.run_cell('print(a)', store_history=True); ip.run_line_magic('history', '-n -p')",
        "1: >>> a = 6 * 7",
    ),
    q(
        IP_WS,
        "edit",
        "%rerun sends blank history entries along too. In IPython/core/magics/history.py, right "
        "after the line `hist = [x[2] for x in hist]` in rerun, add "
        "`hist = [h for h in hist if h.strip()]`.",
        {
            "effect": {
                "line_after": [
                    HIST,
                    "hist = [x[2] for x in hist]",
                    "hist = [h for h in hist if h.strip()]",
                ]
            }
        },
    ),
    q(
        IP_WS,
        "edit",
        "HistoryMagics.history is one huge method. Could you split it into smaller helpers "
        "(option parsing, fetching, printing) and add full type hints to the whole class while "
        "you're at it?",
        {"effect": {"declined": True}},
    ),
    # --- bs4/css.py --------------------------------------------------------------------------
    q(
        BS_WS,
        "where",
        "where is CSS.compile",
        {"def": "CSS.compile"},
    ),
    q(
        BS_WS,
        "returns",
        "What does `CSS._ns` return when I pass namespaces=None with a plain string selector?",
        {"returns": "CSS._ns"},
    ),
    q(
        BS_WS,
        "calls",
        "which CSS methods call _rs?",
        grep(r"self\._rs\(", CSS),
    ),
    q(
        BS_WS,
        "raises",
        "On a box without soupsieve, soup.css gives NotImplementedError: Cannot execute CSS "
        "selectors... Where's that raised?",
        grep(r"Cannot execute CSS selectors because", CSS),
    ),
    q(
        BS_WS,
        "raises",
        "where does CSS.escape raise when soupsieve is missing?",
        grep(r"Cannot escape CSS identifiers because", CSS),
    ),
    q(
        BS_WS,
        "which",
        "Which method of bs4's CSS class gives back a generator rather than a ResultSet?",
        {"body": "CSS.iselect"},
    ),
    q(
        BS_WS,
        "which",
        "I'm holding one element and just want a true/false on whether that very element fits "
        "a pattern like 'div.note > p'. which one do I call?",
        {"body": "CSS.match"},
        own=True,
    ),
    q(
        BS_WS,
        "which",
        "Starting from a <span> deep in the page, I want to climb up through its parents and "
        "stop at the first one that fits 'section.card' (or the span itself if it fits). Which "
        "method does that?",
        {"body": "CSS.closest"},
        own=True,
    ),
    q(
        BS_WS,
        "how",
        "How does bs4's CSS wrapper decide which namespaces to hand to soupsieve when I don't "
        "pass any? And why does a precompiled selector get treated differently?",
        {"body": "CSS._ns"},
    ),
    run(
        BS_WS,
        "please run {} -- what do I get?",
        "from bs4 import BeautifulSoup; s = BeautifulSoup('<p class=a>x</p><p>y</p>', "
        "'html.parser'); print(len(s.css.select('p')), s.css.escape('1x'), "
        "s.css.select_one('p.a').text)",
        "\\31 x",
    ),
    q(
        BS_WS,
        "edit",
        "in bs4/css.py, CSS.select should treat a negative limit like no limit. Change "
        "`if limit is None:` to `if limit is None or limit < 0:`.",
        {"effect": {"line_replaced": [CSS, "if limit is None:", "if limit is None or limit < 0:"]}},
    ),
    q(
        BS_WS,
        "edit",
        "I think there's a bug in CSS.escape in bs4/css.py: when a test passes its own api= "
        "replacement, escape still behaves differently from the other methods. Can you find "
        "what's wrong and fix it?",
        {"effect": {"declined": True}},
    ),
]
