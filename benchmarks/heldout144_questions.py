"""The hundred-and-forty-fourth set: questions on one module each of four third-party packages,
copied from the installed site-packages (pip 23.2.1's vendored Pygments 2.15.1:
``pip/_vendor/pygments/lexer.py``; networkx 3.6.1: ``networkx/linalg/algebraicconnectivity.py``;
dask 2026.8.0: ``dask/_task_spec.py``; pip 23.2.1's vendored distlib 0.3.6:
``pip/_vendor/distlib/database.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. This is a tuning
set: its misses are read and fixed.

The questions are weighted by the size of the files (distlib's installed-distribution database
most, then dask's task spec, Pygments' base lexers, networkx's algebraic connectivity). About a
fifth of the questions that are not edits are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h144_pygments_lexer": ["pip/_vendor/pygments/lexer.py"],
    "h144_networkx_algebraicconnectivity": ["networkx/linalg/algebraicconnectivity.py"],
    "h144_dask_task_spec": ["dask/_task_spec.py"],
    "h144_distlib_database": ["pip/_vendor/distlib/database.py"],
}

LEXER = "pip/_vendor/pygments/lexer.py"
ALGCONN = "networkx/linalg/algebraicconnectivity.py"
TASKSPEC = "dask/_task_spec.py"
DATABASE = "pip/_vendor/distlib/database.py"


QUESTIONS: list[dict] = [
    # --- pip/_vendor/pygments/lexer.py -------------------------------------------------------
    q(
        "h144_pygments_lexer",
        "where",
        "where does do_insertions live?",
        {"def": "do_insertions"},
    ),
    q(
        "h144_pygments_lexer",
        "returns",
        "what can `_process_new_state` give back? I'm seeing -1 for '#pop' and tuples for other "
        "states and want the full list of cases",
        {"returns": "RegexLexerMeta._process_new_state"},
    ),
    q(
        "h144_pygments_lexer",
        "calls",
        "Where is RegexLexerMeta._process_state invoked from? I think it recurses.",
        grep(r"cls\._process_state\(", LEXER),
    ),
    q(
        "h144_pygments_lexer",
        "raises",
        "my custom lexer dies on instantiation with 'uncompilable regex ... in state'. which line "
        "raises that?",
        grep(r"raise ValueError\(\"uncompilable regex", LEXER),
    ),
    q(
        "h144_pygments_lexer",
        "const",
        "Where's the module-level `line_re` pattern defined in the pygments lexer module?",
        grep(r"^line_re = re\.compile", LEXER),
    ),
    q(
        "h144_pygments_lexer",
        "which",
        "Which helper do I drop into a token rule so the matched chunk gets lexed by an entirely "
        "different lexer class?",
        {"def": "using"},
    ),
    q(
        "h144_pygments_lexer",
        "which",
        "I've got one pattern that matches a keyword, some spaces and a name in one go. Which "
        "thing lets me chop that hit into its pieces and paint each piece its own colour?",
        {"def": "bygroups"},
        own=True,
    ),
    q(
        "h144_pygments_lexer",
        "how",
        "How does Lexer.get_tokens deal with bytes input, specifically when encoding='chardet' and "
        "there's a BOM at the start?",
        {"body": "Lexer.get_tokens"},
    ),
    q(
        "h144_pygments_lexer",
        "how",
        "Say the highlighter reaches a character that none of my rules recognise. Does it stop "
        "there, skip it quietly, or something else? And is it different at the end of a line?",
        grep(
            r"if text\[(ctx\.)?pos\] == '\\n':|at EOL, reset state|"
            r"yield (ctx\.)?pos, (Whitespace|Text), '\\n'|yield (ctx\.)?pos, Error, text\[",
            LEXER,
        ),
        own=True,
    ),
    run(
        "h144_pygments_lexer",
        "what regex comes out of {}? just paste the output",
        "from pip._vendor.pygments.lexer import words; print(words(['if', 'elif', 'else']).get())",
        "(el(?:if|se)|if)",
    ),
    q(
        "h144_pygments_lexer",
        "edit",
        "In pip/_vendor/pygments/lexer.py please comment out the line "
        "`self.encoding = options.get('inencoding') or self.encoding` in Lexer.__init__, I want "
        "to see what breaks without the inencoding override.",
        {
            "effect": {
                "comment_out": [
                    LEXER,
                    "self.encoding = options.get('inencoding') or self.encoding",
                ]
            }
        },
    ),
    # --- networkx/linalg/algebraicconnectivity.py --------------------------------------------
    q(
        "h144_networkx_algebraicconnectivity",
        "where",
        "where is `_rcm_estimate` defined",
        {"def": "_rcm_estimate"},
    ),
    q(
        "h144_networkx_algebraicconnectivity",
        "returns",
        "What does algebraic_connectivity return for a disconnected graph, or one with only two "
        "nodes? Point me at the return statements.",
        {"returns": "algebraic_connectivity"},
    ),
    q(
        "h144_networkx_algebraicconnectivity",
        "calls",
        "which functions in algebraicconnectivity.py go through _preprocess_graph first?",
        grep(r"G = _preprocess_graph\(G, weight\)", ALGCONN),
    ),
    q(
        "h144_networkx_algebraicconnectivity",
        "raises",
        "My network is two islands with no link between them, and asking for the per-node scores "
        "you'd split it with just errors out. Where does that error come from?",
        grep(r'raise nx\.NetworkXError\("graph is not connected\."\)', ALGCONN),
        own=True,
    ),
    q(
        "h144_networkx_algebraicconnectivity",
        "which",
        "which function cuts my network into two camps, depending on whether each node's number "
        "comes out positive or negative?",
        {"def": "spectral_bisection"},
        own=True,
    ),
    q(
        "h144_networkx_algebraicconnectivity",
        "how",
        "how does _preprocess_graph treat a DiGraph, parallel edges in a MultiGraph, and edges "
        "with negative or zero weight?",
        {"body": "_preprocess_graph"},
    ),
    run(
        "h144_networkx_algebraicconnectivity",
        "Can you execute {} and tell me the result?",
        "import networkx as nx; print(nx.fiedler_vector(nx.path_graph(2)))",
        "[ 1. -1.]",
    ),
    q(
        "h144_networkx_algebraicconnectivity",
        "edit",
        'In _LUSolver, switch the splu column permutation from permc_spec="MMD_AT_PLUS_A" to '
        'permc_spec="COLAMD" please.',
        {
            "effect": {
                "text_replaced": [
                    ALGCONN,
                    'permc_spec="MMD_AT_PLUS_A"',
                    'permc_spec="COLAMD"',
                ]
            }
        },
    ),
    # --- dask/_task_spec.py ------------------------------------------------------------------
    q(
        "h144_dask_task_spec",
        "where",
        "Where is GraphNode.fuse declared?",
        {"def": "GraphNode.fuse"},
    ),
    q(
        "h144_dask_task_spec",
        "where",
        "in dask/_task_spec.py, which line has the definition of _extra_args?",
        {"def": "_extra_args"},
    ),
    q(
        "h144_dask_task_spec",
        "returns",
        "what does `_get_dependencies` hand back, e.g. for an empty dict vs a list of TaskRefs?",
        {"returns": "_get_dependencies"},
    ),
    q(
        "h144_dask_task_spec",
        "calls",
        "who calls _wrap_namedtuple_task?",
        grep(r"return _wrap_namedtuple_task\(", TASKSPEC),
    ),
    q(
        "h144_dask_task_spec",
        "raises",
        "Got `TypeError: Cannot nest tasks` when I passed a Task as the func of another Task. "
        "Where is that raised?",
        grep(r'raise TypeError\("Cannot nest tasks"\)', TASKSPEC),
    ),
    q(
        "h144_dask_task_spec",
        "raises",
        "where does the Dict container reject bad constructor arguments, like an odd number of "
        "key/value items?",
        grep(r'raise ValueError\("Invalid', TASKSPEC),
    ),
    q(
        "h144_dask_task_spec",
        "raises",
        "I handed cull() a generator of keys and it threw a TypeError. which line is that?",
        grep(r"^\s+raise TypeError\($|Expected list, set or tuple for keys", TASKSPEC),
    ),
    q(
        "h144_dask_task_spec",
        "which",
        "Which function collapses trivial chains of Alias nodes so x -> y -> z becomes one entry?",
        {"def": "resolve_aliases"},
    ),
    q(
        "h144_dask_task_spec",
        "which",
        "Which function throws away every step of the work plan that isn't needed to produce the "
        "outputs I actually asked for?",
        {"def": "cull"},
        own=True,
    ),
    q(
        "h144_dask_task_spec",
        "which",
        "hey, which function squashes a straight run of steps, where each one only feeds the "
        "next, into a single step?",
        {"def": "fuse_linear_task_spec"},
        own=True,
    ),
    q(
        "h144_dask_task_spec",
        "how",
        "How does Task.__call__ turn its arguments (TaskRefs, nested GraphNodes, plain values) "
        "into actual values before calling func?",
        {"body": "Task.__call__"},
    ),
    q(
        "h144_dask_task_spec",
        "how",
        "When everything gets run in order, how does it let go of in-between results as soon as "
        "nothing else is going to need them?",
        {"body": "execute_graph"},
        own=True,
    ),
    run(
        "h144_dask_task_spec",
        "Run {} and tell me what the repr, the dependencies and the result look like.",
        "import operator; from dask._task_spec import Task, TaskRef; "
        "t = Task('z', operator.add, TaskRef('x'), 10); "
        "print(t, sorted(t.dependencies), t({'x': 5}))",
        "<Task 'z' add(TaskRef('x'), 10)> ['x'] 15",
    ),
    q(
        "h144_dask_task_spec",
        "edit",
        "There's a typo in dask/_task_spec.py: `_anom_count` should be `_anon_count`. Rename it "
        "everywhere in the file.",
        {"effect": {"renamed": ["_anom_count", "_anon_count"]}},
    ),
    q(
        "h144_dask_task_spec",
        "edit",
        "cull has no docstring. Could you add one saying it returns only the part of the graph "
        "that the given keys depend on?",
        {"effect": {"docstring": "cull"}},
    ),
    # --- pip/_vendor/distlib/database.py -----------------------------------------------------
    q(
        "h144_distlib_database",
        "where",
        "Where is distinfo_dirname defined?",
        {"def": "DistributionPath.distinfo_dirname"},
    ),
    q(
        "h144_distlib_database",
        "returns",
        "what does get_hash return on a BaseInstalledDistribution -- is the algorithm name "
        "prefixed to the digest or not?",
        {"returns": "BaseInstalledDistribution.get_hash"},
    ),
    q(
        "h144_distlib_database",
        "calls",
        "Which functions call `make_graph` in distlib's database.py?",
        grep(r"graph = make_graph\(dists\)", DATABASE),
    ),
    q(
        "h144_distlib_database",
        "calls",
        "where does DistributionPath use _generate_cache",
        grep(r"self\._generate_cache\(\)", DATABASE),
    ),
    q(
        "h144_distlib_database",
        "raises",
        "get_distinfo_file raised 'dist-info file ... does not belong to the ... distribution' "
        "when I gave it an absolute path. Where's that check?",
        grep(r"^\s+raise DistlibException\($|does not belong to the %r", DATABASE),
    ),
    q(
        "h144_distlib_database",
        "raises",
        "what raises when an EggInfoDistribution is built from a path that's neither .egg nor "
        ".egg-info?",
        grep(r"path must end with \.egg-info or \.egg", DATABASE),
    ),
    q(
        "h144_distlib_database",
        "raises",
        "Where do get_dependent_dists and get_required_dists blow up if the dist I pass isn't in "
        "the dists list?",
        grep(r"raise DistlibException\('given distribution %r is not a member", DATABASE),
    ),
    q(
        "h144_distlib_database",
        "const",
        "where is EXPORTS_FILENAME set, and what's the file called?",
        grep(r"^EXPORTS_FILENAME = ", DATABASE),
    ),
    q(
        "h144_distlib_database",
        "which",
        "Which method writes out the RECORD file (paths, hashes, sizes) for an installed "
        "distribution?",
        {"def": "InstalledDistribution.write_installed_files"},
    ),
    q(
        "h144_distlib_database",
        "which",
        "Before I uninstall something I'd like to know everything that leans on it, including "
        "things that only lean on it through some other package. Which function gives me that?",
        {"def": "get_dependent_dists"},
        own=True,
    ),
    q(
        "h144_distlib_database",
        "how",
        "How does DependencyGraph.topological_sort deal with circular dependencies?",
        {"body": "DependencyGraph.topological_sort"},
    ),
    q(
        "h144_distlib_database",
        "how",
        "For the newer wheel-style packages: how does it spot that something on disk was edited "
        "or deleted after pip put it there? What gets compared, and in what order?",
        {"body": "InstalledDistribution.check_installed_files"},
        own=True,
    ),
    q(
        "h144_distlib_database",
        "how",
        "how does Distribution.matches_requirement cope with a requirement whose version it "
        "can't parse?",
        {"body": "Distribution.matches_requirement"},
    ),
    run(
        "h144_distlib_database",
        "quick one: {} -- what does that print?",
        "from pip._vendor.distlib.database import DistributionPath; "
        "print(DistributionPath.distinfo_dirname('my-cool-pkg', '2.0.1'))",
        "my_cool_pkg-2.0.1.dist-info",
    ),
    q(
        "h144_distlib_database",
        "edit",
        "set COMMANDS_FILENAME in pip/_vendor/distlib/database.py to 'commands.json'",
        {"effect": {"value_set": [DATABASE, "COMMANDS_FILENAME", "'commands.json'"]}},
    ),
    q(
        "h144_distlib_database",
        "edit",
        "Scanning sys.path for distributions is slow on our build boxes. Could you rework "
        "DistributionPath so it scans the directories in parallel and keeps a cache on disk "
        "between runs?",
        {"effect": {"declined": True}},
    ),
]
