"""The hundred-and-forty-sixth set: questions on one module each of four third-party packages,
copied from the installed site-packages (distro 1.8.0 as vendored in pip 23.2.1:
``pip/_vendor/distro/distro.py``; networkx 3.6.1:
``networkx/algorithms/connectivity/edge_augmentation.py``; dask 2026.8.0:
``dask/array/reshape.py``; pyparsing 3.1.0 as vendored in pip 23.2.1:
``pip/_vendor/pyparsing/helpers.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. This is a tuning
set: its misses are read and fixed.

The questions are weighted by the size of the files (distro's release-file reader most, then
networkx's edge augmentation, pyparsing's helpers, dask's reshape). About a fifth of the
questions that are not edits are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h146_pip_distro": ["pip/_vendor/distro/distro.py"],
    "h146_networkx_edge_augmentation": ["networkx/algorithms/connectivity/edge_augmentation.py"],
    "h146_dask_reshape": ["dask/array/reshape.py"],
    "h146_pip_pyparsing_helpers": ["pip/_vendor/pyparsing/helpers.py"],
}

DISTRO = "pip/_vendor/distro/distro.py"
AUGMENT = "networkx/algorithms/connectivity/edge_augmentation.py"
RESHAPE = "dask/array/reshape.py"
HELPERS = "pip/_vendor/pyparsing/helpers.py"


QUESTIONS: list[dict] = [
    # --- pip/_vendor/distro/distro.py --------------------------------------------------------
    q(
        "h146_pip_distro",
        "where",
        "In the vendored distro module, where is `_debian_version` defined?",
        {"def": "LinuxDistribution._debian_version"},
    ),
    q(
        "h146_pip_distro",
        "returns",
        "what does LinuxDistribution.version_parts hand back when the version string is empty "
        "or doesn't start with a digit?",
        {"returns": "LinuxDistribution.version_parts"},
    ),
    q(
        "h146_pip_distro",
        "calls",
        "Which places call `_parse_distro_release_content`? I want to know if it's only used "
        "for the release file or for other strings too.",
        grep(r"self\._parse_distro_release_content\(", DISTRO),
    ),
    q(
        "h146_pip_distro",
        "calls",
        "who uses _to_str in distro.py",
        grep(r"self\._to_str\(", DISTRO),
    ),
    q(
        "h146_pip_distro",
        "raises",
        "I built a LinuxDistribution(root_dir='/mnt/img', include_lsb=True) and it threw a "
        "ValueError right away. Which line raises that?",
        grep(r"raise ValueError\(|Including subprocess data sources", DISTRO),
    ),
    q(
        "h146_pip_distro",
        "const",
        "where does distro pick the default config directory (the thing that falls back to "
        "/etc unless an env var overrides it)?",
        grep(r"^_UNIXCONFDIR = ", DISTRO),
    ),
    q(
        "h146_pip_distro",
        "which",
        "Which LinuxDistribution member actually shells out to `lsb_release -a`?",
        {"body": "LinuxDistribution._lsb_release_info"},
    ),
    q(
        "h146_pip_distro",
        "which",
        "which method runs the AIX `oslevel` command and caches what it prints?",
        {"body": "LinuxDistribution._oslevel_info"},
    ),
    q(
        "h146_pip_distro",
        "which",
        "There's a bit that takes the first line printed by the little system-identity "
        "command, pulls a label and a number out of it, and drops everything when it's the "
        "penguin OS itself, so that number never beats the real flavour's. Which function is "
        "that?",
        {"body": "LinuxDistribution._parse_uname_content"},
        own=True,
    ),
    q(
        "h146_pip_distro",
        "how",
        "How does `LinuxDistribution.id()` normalize the id string, and in what order does it "
        "try the sources?",
        {"body": "LinuxDistribution.id"},
    ),
    q(
        "h146_pip_distro",
        "how",
        "Say I ask for the most detailed edition number it can find. If the different places "
        "it looks disagree, how does it choose which one I get?",
        {"body": "LinuxDistribution.version"},
        own=True,
    ),
    q(
        "h146_pip_distro",
        "how",
        "suppose the settings folder has several of those per-vendor identity notes lying "
        "around (say one from the upstream vendor plus one from a rebrand). how does it settle "
        "on which one to trust?",
        {"body": "LinuxDistribution._distro_release_info"},
        own=True,
    ),
    run(
        "h146_pip_distro",
        "Run {} for me and tell me what comes out.",
        "from pip._vendor.distro.distro import LinuxDistribution as L; "
        "print(L._parse_distro_release_content('CentOS Linux release 7.1.1503 (Core)'))",
        "'codename': 'Core'",
    ),
    q(
        "h146_pip_distro",
        "edit",
        "Rename `_parse_uname_content` to `_parse_uname_output` in pip/_vendor/distro/distro.py, "
        "definition and call site both.",
        {"effect": {"renamed": ["_parse_uname_content", "_parse_uname_output"]}},
    ),
    q(
        "h146_pip_distro",
        "edit",
        'we patched the vendored copy, so please bump `__version__` in distro.py to "1.8.0.post1".',
        {"effect": {"value_set": [DISTRO, "__version__", '"1.8.0.post1"']}},
    ),
    # --- networkx/algorithms/connectivity/edge_augmentation.py --------------------------------
    q(
        "h146_networkx_edge_augmentation",
        "where",
        "where's collapse() defined in edge_augmentation.py?",
        {"def": "collapse"},
    ),
    q(
        "h146_networkx_edge_augmentation",
        "returns",
        "What does `_unpack_available_edges` return? Edges and weights as two lists, or pairs?",
        {"returns": "_unpack_available_edges"},
    ),
    q(
        "h146_networkx_edge_augmentation",
        "calls",
        "Who calls _lightest_meta_edges (outside its own doctest)?",
        grep(r"= _lightest_meta_edges\(|in _lightest_meta_edges\(", AUGMENT),
    ),
    q(
        "h146_networkx_edge_augmentation",
        "raises",
        "nx.k_edge_augmentation(G, k=3) on a 3-node graph fails with 'impossible to 3 connect in "
        "graph with less than 4 nodes'. Where is that raised?",
        grep(r"raise nx\.NetworkXUnfeasible\(msg\)|msg = f\"impossible to", AUGMENT),
    ),
    q(
        "h146_networkx_edge_augmentation",
        "raises",
        "where does the greedy augmentation give up and raise when the avail edges just aren't "
        "enough?",
        grep(r"raise nx\.NetworkXUnfeasible\(\"not able to k-edge-connect", AUGMENT),
    ),
    q(
        "h146_networkx_edge_augmentation",
        "raises",
        "List all the spots in this module that reject k < 1 with a ValueError.",
        grep(r"raise ValueError\(", AUGMENT),
    ),
    q(
        "h146_networkx_edge_augmentation",
        "which",
        "Which function handles the k=2 case when no `avail` set is given, i.e. the "
        "Eswaran-Tarjan leaf pairing?",
        {"body": "unconstrained_bridge_augmentation"},
    ),
    q(
        "h146_networkx_edge_augmentation",
        "which",
        "Which part, once it has piled on enough new links, puts them in a random order and "
        "tries taking some back out again one at a time, keeping the ones it can't do "
        "without?",
        {"body": "greedy_k_edge_augmentation"},
        own=True,
    ),
    q(
        "h146_networkx_edge_augmentation",
        "how",
        "How does is_k_edge_connected bail out early before doing the expensive connectivity "
        "computation?",
        {"body": "is_k_edge_connected"},
    ),
    q(
        "h146_networkx_edge_augmentation",
        "how",
        "I have a network that's already in one piece and a shortlist of cables I'm allowed to "
        "lay, each with a price. I want it so that cutting any single cable can't split it. How "
        "does the code choose which cables from my shortlist to use?",
        {"body": "weighted_bridge_augmentation"},
        own=True,
    ),
    q(
        "h146_networkx_edge_augmentation",
        "how",
        "with partial=True, how does k_edge_augmentation fall back when a full augmentation "
        "isn't feasible?",
        grep(
            r"except nx\.NetworkXUnfeasible:|if partial:|aug_edges = complement_edges\(G\)"
            r"|aug_edges = partial_k_edge_augmentation\(",
            AUGMENT,
        ),
    ),
    run(
        "h146_networkx_edge_augmentation",
        "what does {} print? trying to understand the mapping collapse stores",
        "import networkx as nx; "
        "from networkx.algorithms.connectivity.edge_augmentation import collapse; "
        "C = collapse(nx.path_graph(6), [{0, 1, 2}, {3, 4}]); "
        "print(sorted(C.edges()), C.graph['mapping'])",
        "{0: 0, 1: 0, 2: 0, 3: 1, 4: 1, 5: 2}",
    ),
    q(
        "h146_networkx_edge_augmentation",
        "edit",
        "k_edge_augmentation hard-codes seed=0 when it calls greedy_k_edge_augmentation. Make "
        "that seed=42 instead.",
        {
            "effect": {
                "text_replaced": [
                    AUGMENT,
                    "avail=avail, weight=weight, seed=0",
                    "avail=avail, weight=weight, seed=42",
                ]
            }
        },
    ),
    q(
        "h146_networkx_edge_augmentation",
        "edit",
        "greedy_k_edge_augmentation gives pretty wasteful answers for k=3 on my graphs. Could "
        "you replace it with an exact minimum-weight algorithm and show it's optimal?",
        {"effect": {"declined": True}},
    ),
    # --- dask/array/reshape.py ---------------------------------------------------------------
    q(
        "h146_dask_reshape",
        "where",
        "where is expand_tuple defined",
        {"def": "expand_tuple"},
    ),
    q(
        "h146_dask_reshape",
        "returns",
        "What exactly does `reshape_rechunk` return? I see four things being unpacked at the "
        "call sites.",
        {"returns": "reshape_rechunk"},
    ),
    q(
        "h146_dask_reshape",
        "raises",
        "x.reshape(-1, -1) gives 'can only specify one unknown dimension' -- where in dask is "
        "that raised?",
        grep(r"raise ValueError\(\"can only specify one unknown dimension\"\)", RESHAPE),
    ),
    q(
        "h146_dask_reshape",
        "raises",
        "reshape_blockwise to more dims without chunks= throws a TypeError. where is it?",
        grep(r"raise TypeError\(\"Need to specify chunks", RESHAPE),
    ),
    q(
        "h146_dask_reshape",
        "which",
        "Which little helper takes a list of piece lengths and regroups them so each one is a "
        "whole multiple of a given number, carrying whatever is left over into the next piece?",
        {"body": "contract_tuple"},
        own=True,
    ),
    q(
        "h146_dask_reshape",
        "how",
        "If I give it all but one of the new axis lengths and let it work out the remaining "
        "one by itself, how does it calculate that?",
        grep(
            r"known_sizes = |missing_size = sanitize_index|shape = tuple\(missing_size",
            RESHAPE,
        ),
        own=True,
    ),
    run(
        "h146_dask_reshape",
        "can you execute {} and show me the output chunks part?",
        "from dask.array.reshape import reshape_rechunk; "
        "print(reshape_rechunk((4, 4, 4), (64,), ((2, 2), (2, 2), (4,))))",
        "((16, 16, 16, 16),)",
    ),
    q(
        "h146_dask_reshape",
        "edit",
        "`_reshape_blockwise` in dask/array/reshape.py has no docstring. Add a one-liner "
        "saying it reshapes a single block to the given shape.",
        {"effect": {"docstring": "_reshape_blockwise"}},
    ),
    # --- pip/_vendor/pyparsing/helpers.py ----------------------------------------------------
    q(
        "h146_pip_pyparsing_helpers",
        "where",
        "Where is `infix_notation` defined in pyparsing's helpers?",
        {"def": "infix_notation"},
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "returns",
        "what does one_of return, for instance when I pass it an empty string?",
        {"returns": "one_of"},
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "calls",
        "who calls _makeTags?",
        grep(r"return _makeTags\(", HELPERS),
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "calls",
        "In helpers.py, where is `_flatten` called?",
        grep(r"_flatten\(t\.as_list\(\)\)", HELPERS),
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "raises",
        "nested_expr('|', '|') blows up with a ValueError. Which line raises it?",
        grep(r"raise ValueError\(\"opening and closing strings cannot be the same\"\)", HELPERS),
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "raises",
        "Where does infix_notation complain about a bad operator tuple -- wrong number of "
        "operands, missing associativity, or a ternary op that isn't a pair?",
        grep(r"\"if numterms=3, opExpr must be|raise ValueError\(\"operator must", HELPERS),
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "const",
        "where's the C-style /* */ comment expression set up?",
        grep(r"^c_style_comment = ", HELPERS),
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "which",
        "Which helper gives you back the raw matched input text for an expression, rather than "
        "its separate tokens?",
        {"def": "original_text_for"},
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "which",
        "My file format starts each list with a tally, and then exactly that many entries "
        "follow. Which function builds a parser for that kind of data?",
        {"def": "counted_array"},
        own=True,
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "how",
        "For the thing that matches brackets inside brackets inside brackets: how does it "
        "avoid getting thrown off by a closing bracket that sits between speech marks?",
        {"body": "nested_expr"},
        own=True,
    ),
    run(
        "h146_pip_pyparsing_helpers",
        "Please run {} -- what regex does it end up with?",
        "from pip._vendor.pyparsing import one_of; print(one_of('< = > <= >= !=').pattern)",
        "<=|<|=|>=|>|!=",
    ),
    q(
        "h146_pip_pyparsing_helpers",
        "edit",
        "comment out the `anyCloseTag = any_close_tag` alias near the bottom of helpers.py",
        {"effect": {"comment_out": [HELPERS, "anyCloseTag = any_close_tag"]}},
    ),
]
