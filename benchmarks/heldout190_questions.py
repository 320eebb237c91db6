"""The hundred-and-ninetieth set: questions on one module each of four third-party packages,
copied from the installed site-packages (distributed 2026.8.0:
``distributed/shuffle/_worker_plugin.py``; matplotlib 3.11.2: ``matplotlib/textpath.py``; mpmath
1.3.0: ``mpmath/calculus/inverselaplace.py``; fsspec 2026.9.0: ``fsspec/implementations/dirfs.py``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them. This is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (mpmath's inverse Laplace transforms most, then
fsspec's directory filesystem and distributed's shuffle worker plugin, then matplotlib's text
paths). About a fifth of the questions that are not edits are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are those
of ``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h190_distributed_worker_plugin": ["distributed/shuffle/_worker_plugin.py"],
    "h190_matplotlib_textpath": ["matplotlib/textpath.py"],
    "h190_mpmath_inverselaplace": ["mpmath/calculus/inverselaplace.py"],
    "h190_fsspec_dirfs": ["fsspec/implementations/dirfs.py"],
}

PLUGIN = "distributed/shuffle/_worker_plugin.py"
TEXTPATH = "matplotlib/textpath.py"
INVLAP = "mpmath/calculus/inverselaplace.py"
DIRFS = "fsspec/implementations/dirfs.py"


QUESTIONS: list[dict] = [
    # --- mpmath/calculus/inverselaplace.py ---------------------------------------------------
    q(
        "h190_mpmath_inverselaplace",
        "where",
        "where's the Cohen class",
        {"def": "Cohen"},
    ),
    q(
        "h190_mpmath_inverselaplace",
        "where",
        "In inverselaplace.py, on which line does the `invlapdehoog` shortcut start?",
        {"def": "LaplaceTransformInversionMethods.invlapdehoog"},
    ),
    q(
        "h190_mpmath_inverselaplace",
        "returns",
        "FixedTalbot.calc_time_domain_solution builds a complex sum -- what does it actually "
        "give back at the end, the whole complex number?",
        {"returns": "FixedTalbot.calc_time_domain_solution"},
    ),
    q(
        "h190_mpmath_inverselaplace",
        "calls",
        "Which spots in this module call ctx.invertlaplace?",
        grep(r"ctx\.invertlaplace\(", INVLAP),
    ),
    q(
        "h190_mpmath_inverselaplace",
        "calls",
        "who calls `Stehfest._coeff`",
        grep(r"self\._coeff\(\)", INVLAP),
    ),
    q(
        "h190_mpmath_inverselaplace",
        "raises",
        "I did invertlaplace(f, 2, method='laguerre') and got 'unknown invlap algorithm'. where "
        "is that raised?",
        grep(r'raise ValueError\("unknown invlap algorithm', INVLAP),
    ),
    q(
        "h190_mpmath_inverselaplace",
        "raises",
        "Show me every line in mpmath/calculus/inverselaplace.py that raises NotImplementedError, "
        "I'm writing my own subclass and want to know what I have to override.",
        grep(r"raise NotImplementedError", INVLAP),
    ),
    q(
        "h190_mpmath_inverselaplace",
        "const",
        "If I don't pass method= at all, which algorithm does invertlaplace fall back to? point me "
        "at the line where that default is set",
        grep(r"rule = kwargs\.get\('method', 'cohen'\)", INVLAP),
    ),
    q(
        "h190_mpmath_inverselaplace",
        "which",
        "Which method lays the Laplace parameter out on a parabola, with the r = 2M/5 rule of "
        "thumb?",
        {"def": "FixedTalbot.calc_laplace_parameter"},
    ),
    q(
        "h190_mpmath_inverselaplace",
        "which",
        "One of the techniques needs the count of sample points to be divisible by two. Which "
        "function nudges an odd count up by one so that holds?",
        {"def": "Stehfest.calc_laplace_parameter"},
        grep(r"if self\.degree % 2 > 0:|self\.degree \+= 1", INVLAP),
        own=True,
    ),
    q(
        "h190_mpmath_inverselaplace",
        "how",
        "how does deHoog's calc_time_domain_solution get from the q-d table to the continued "
        "fraction and its remainder?",
        {"body": "deHoog.calc_time_domain_solution"},
    ),
    q(
        "h190_mpmath_inverselaplace",
        "how",
        "If I spell the name of the technique I want with capital letters, is it still "
        "recognised? How is the name I pass in matched?",
        grep(
            r"lrule = rule\.lower\(\)|if lrule == 'talbot'|elif lrule == |elif rule == 'cohen'",
            INVLAP,
        ),
        own=True,
    ),
    run(
        "h190_mpmath_inverselaplace",
        "Can you execute {} for me? I want to see whether the degree gets changed.",
        "from mpmath import mp; from mpmath.calculus.inverselaplace import Stehfest; "
        "s = Stehfest(mp); s.calc_laplace_parameter(1, degree=5); print(s.degree, len(s.p))",
        "6 6",
    ),
    q(
        "h190_mpmath_inverselaplace",
        "edit",
        "In inverselaplace.py, Cohen.calc_laplace_parameter never goes below 22 terms when no "
        "degree is given. Bump that minimum to 24, please.",
        {
            "effect": {
                "text_replaced": [
                    INVLAP,
                    "self.degree = max(22, int(1.31 * self.dps_goal))",
                    "self.degree = max(24, int(1.31 * self.dps_goal))",
                ]
            }
        },
    ),
    q(
        "h190_mpmath_inverselaplace",
        "edit",
        "Something about how invertlaplace matches the method names looks buggy to me. Could you "
        "track down the bug, fix it and write tests covering every method spelling?",
        {"effect": {"declined": True}},
    ),
    # --- fsspec/implementations/dirfs.py -----------------------------------------------------
    q(
        "h190_fsspec_dirfs",
        "where",
        "where is _relpath_walk_entries defined in dirfs.py?",
        {"def": "DirFileSystem._relpath_walk_entries"},
    ),
    q(
        "h190_fsspec_dirfs",
        "returns",
        "What does the `sep` property of DirFileSystem return?",
        {"returns": "DirFileSystem.sep"},
    ),
    q(
        "h190_fsspec_dirfs",
        "calls",
        "Which methods hand their results to `_relpath_detail`?",
        grep(r"return self\._relpath_detail\(", DIRFS),
    ),
    q(
        "h190_fsspec_dirfs",
        "raises",
        "Wrapping a sync filesystem in an asynchronous DirFileSystem throws a ValueError at "
        "construction. Where are those checks?",
        grep(r"raise ValueError\(\"(can't use asynchronous|both dirfs and fs)", DIRFS),
    ),
    q(
        "h190_fsspec_dirfs",
        "raises",
        "I tried to open a file that sits outside the folder my wrapper is locked to, on my own "
        "disk, and it refused. Which line throws that?",
        grep(r"raise ValueError\($", DIRFS),
        own=True,
    ),
    q(
        "h190_fsspec_dirfs",
        "which",
        "Which DirFileSystem method strips the root back off a path coming from the wrapped fs, "
        "so it's relative again?",
        {"def": "DirFileSystem._relpath"},
    ),
    q(
        "h190_fsspec_dirfs",
        "which",
        "Which helper walks through the pieces of a location string keeping count of how many "
        "levels down it is, to notice someone trying to climb out past the starting folder?",
        {"def": "_escapes_root"},
        own=True,
    ),
    q(
        "h190_fsspec_dirfs",
        "how",
        "how does dirfs invalidate_cache behave when called with no path -- does it wipe the "
        "wrapped filesystem's whole cache?",
        {"body": "DirFileSystem.invalidate_cache"},
    ),
    q(
        "h190_fsspec_dirfs",
        "how",
        "When I ask for a folder's contents with all the extra info (sizes and so on), how do "
        "the names in there get trimmed so they don't show the outer folder?",
        {"body": "DirFileSystem.ls"},
        {"body": "DirFileSystem._ls"},
        own=True,
    ),
    run(
        "h190_fsspec_dirfs",
        "Run {} and tell me what comes out.",
        "from fsspec.implementations.dirfs import _escapes_root; "
        "print(_escapes_root('a/../../b'), _escapes_root('a/./b/..'))",
        "True False",
    ),
    q(
        "h190_fsspec_dirfs",
        "edit",
        "delete the `# Wrappers below` comment line in fsspec/implementations/dirfs.py",
        {"effect": {"line_deleted": [DIRFS, "# Wrappers below"]}},
    ),
    # --- distributed/shuffle/_worker_plugin.py -----------------------------------------------
    q(
        "h190_distributed_worker_plugin",
        "where",
        "Which file and line declares ShuffleWorkerPlugin?",
        {"def": "ShuffleWorkerPlugin"},
    ),
    q(
        "h190_distributed_worker_plugin",
        "returns",
        "once the scheduler answers, what does `_ShuffleRunManager._fetch` return?",
        {"returns": "_ShuffleRunManager._fetch"},
    ),
    q(
        "h190_distributed_worker_plugin",
        "calls",
        "Where is get_with_run_id used? Both the direct awaits and where it's passed to sync.",
        grep(r"\.get_with_run_id\b", PLUGIN),
    ),
    q(
        "h190_distributed_worker_plugin",
        "raises",
        "my shuffle task died with ShuffleClosedError -- which lines in the worker plugin raise "
        "it?",
        grep(r"raise ShuffleClosedError\(", PLUGIN),
    ),
    q(
        "h190_distributed_worker_plugin",
        "raises",
        "Where does _refresh reject a run spec from the scheduler whose run_id is not newer than "
        "one already marked stale?",
        grep(r"raise P2PConsistencyError\($|Received stale shuffle run", PLUGIN),
    ),
    q(
        "h190_distributed_worker_plugin",
        "const",
        "where does the plugin pick the thread count for its ThreadPoolExecutor? is there a "
        "config key for it?",
        grep(r'dask\.config\.get\("distributed\.p2p\.threads"\)', PLUGIN),
    ),
    q(
        "h190_distributed_worker_plugin",
        "which",
        "Which method registers the shuffle_receive / shuffle-fail handlers on the worker and "
        "builds the memory limiters?",
        {"def": "ShuffleWorkerPlugin.setup"},
    ),
    q(
        "h190_distributed_worker_plugin",
        "which",
        "I have a handful of attempt numbers for the same data exchange job. Which function "
        "hands me the one that belongs to the latest attempt?",
        {"body": "_ShuffleRunManager.get_most_recent"},
        own=True,
    ),
    q(
        "h190_distributed_worker_plugin",
        "how",
        "How does _ShuffleRunManager.fail decide whether to actually fail the active run or just "
        "ignore the message?",
        {"body": "_ShuffleRunManager.fail"},
    ),
    q(
        "h190_distributed_worker_plugin",
        "how",
        "When the worker is shutting down, how does it make sure every job still running has "
        "finished tidying up before it carries on?",
        {"body": "_ShuffleRunManager.teardown"},
        {"body": "ShuffleWorkerPlugin.teardown"},
        own=True,
    ),
    run(
        "h190_distributed_worker_plugin",
        "what does {} print? just checking a fresh manager starts open and empty",
        "from distributed.shuffle._worker_plugin import _ShuffleRunManager; "
        "m = _ShuffleRunManager(None); print(m.closed, m.heartbeat())",
        "False {}",
    ),
    q(
        "h190_distributed_worker_plugin",
        "edit",
        "Please rename the private `_get_shuffle_run` in distributed/shuffle/_worker_plugin.py "
        "to `_lookup_shuffle_run`, and update its callers.",
        {"effect": {"renamed": ["_get_shuffle_run", "_lookup_shuffle_run"]}},
    ),
    # --- matplotlib/textpath.py --------------------------------------------------------------
    q(
        "h190_matplotlib_textpath",
        "where",
        "Where's the `vertices` property of TextPath?",
        {"def": "TextPath.vertices"},
    ),
    q(
        "h190_matplotlib_textpath",
        "returns",
        "what does TextToPath.get_text_width_height_descent give back? in points or in font units?",
        {"returns": "TextToPath.get_text_width_height_descent"},
    ),
    q(
        "h190_matplotlib_textpath",
        "calls",
        "In textpath.py, who calls _get_glyph_repr?",
        grep(r"self\._get_glyph_repr\(", TEXTPATH),
    ),
    q(
        "h190_matplotlib_textpath",
        "raises",
        "With usetex on I get 'Indexing TTC fonts is not supported yet'. Where in textpath is "
        "that raised?",
        grep(r'raise NotImplementedError\("Indexing TTC fonts', TEXTPATH),
    ),
    q(
        "h190_matplotlib_textpath",
        "which",
        "which TextToPath method reads the dvi file from TexManager to get glyphs?",
        {"def": "TextToPath.get_glyphs_tex"},
    ),
    q(
        "h190_matplotlib_textpath",
        "which",
        "Which function makes up a name for one letter shape from the typeface, so the same "
        "shape can be looked up again later instead of being drawn from scratch?",
        {"def": "TextToPath._get_glyph_repr"},
        own=True,
    ),
    q(
        "h190_matplotlib_textpath",
        "how",
        "How does TextPath handle set_size -- are the glyph outlines rebuilt, or is the cached "
        "path just rescaled and moved when vertices is read?",
        {"body": "TextPath._revalidate_path"},
    ),
    q(
        "h190_matplotlib_textpath",
        "how",
        "In formula text the line of a fraction isn't a character at all. How does that bar "
        "become something that can be drawn?",
        {"body": "TextToPath.get_glyphs_mathtext"},
        own=True,
    ),
    run(
        "h190_matplotlib_textpath",
        "Could you run {} and paste the output?",
        "from matplotlib.textpath import TextToPath; "
        "from matplotlib.font_manager import FontProperties; t = TextToPath(); "
        "f = t._get_font(FontProperties(family='DejaVu Sans')); print(t._get_glyph_repr(f, 36))",
        "DejaVuSans-24",
    ),
    q(
        "h190_matplotlib_textpath",
        "edit",
        "get_text_width_height_descent on TextToPath has no docstring; add one saying it returns "
        "the width, height and descent of the text in points.",
        {"effect": {"docstring": "TextToPath.get_text_width_height_descent"}},
    ),
    q(
        "h190_matplotlib_textpath",
        "edit",
        "comment out `self._should_simplify = False` at the end of TextPath.__init__, I want to "
        "see what simplification does to the glyphs",
        {"effect": {"comment_out": [TEXTPATH, "self._should_simplify = False"]}},
    ),
]
