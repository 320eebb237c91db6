"""The two-hundred-and-tenth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (jupyter_server 2.21.1:
``jupyter_server/extension/application.py``; networkx 3.6.1:
``networkx/algorithms/centrality/subgraph_alg.py``; matplotlib 3.11.2: ``matplotlib/inset.py``;
jedi 0.20.0: ``jedi/inference/value/iterable.py``), written blind: by reading only those files,
the format of ``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and committed before the model was
asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (jupyter_server's extension application and
jedi's iterables most, then networkx's subgraph centrality, matplotlib's inset indicator). About
a fifth of the non-edit questions are in the user's own words (``own=True``: behaviour described
in everyday words the code does not use for it, with one definition that fits); the rest name the
code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every grep and definition gold resolves to lines in its workspace); each command was run against
the installed package and its expected text is an exact substring of its output; for each edit
the correct edit was made by hand on a scratch copy of the workspace and ``check_effect`` held
after it (for the two declined ones: with the workspace left unchanged).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h210_jupyter_server_extension_application": ["jupyter_server/extension/application.py"],
    "h210_networkx_subgraph_alg": ["networkx/algorithms/centrality/subgraph_alg.py"],
    "h210_matplotlib_inset": ["matplotlib/inset.py"],
    "h210_jedi_iterable": ["jedi/inference/value/iterable.py"],
}

APP = "jupyter_server/extension/application.py"
SUB = "networkx/algorithms/centrality/subgraph_alg.py"
INSET = "matplotlib/inset.py"
ITER = "jedi/inference/value/iterable.py"

JS = "h210_jupyter_server_extension_application"
NX = "h210_networkx_subgraph_alg"
MPL = "h210_matplotlib_inset"
JD = "h210_jedi_iterable"


QUESTIONS: list[dict] = [
    # --- jupyter_server/extension/application.py ---------------------------------------------
    q(
        JS,
        "where",
        "Where is _preparse_for_stopping_flags defined?",
        {"def": "_preparse_for_stopping_flags"},
    ),
    q(
        JS,
        "where",
        "i want to hand my extension a customised ServerApp. where's make_serverapp",
        {"def": "ExtensionApp.make_serverapp"},
    ),
    q(
        JS,
        "returns",
        "What does ExtensionApp.get_extension_package return when my extension lives inside a "
        "namespace package?",
        {"returns": "ExtensionApp.get_extension_package"},
    ),
    q(
        JS,
        "calls",
        "who calls `_preparse_for_subcommand`?",
        grep(r"(?<!def )_preparse_for_subcommand\(", APP),
    ),
    q(
        JS,
        "calls",
        "I overrode initialize_templates in my extension. From where does it actually get invoked?",
        grep(r"self\.initialize_templates\(\)", APP),
    ),
    q(
        JS,
        "raises",
        "Getting JupyterServerExtensionException saying the extension has no attribute "
        "`serverapp` -- where is that thrown?",
        grep(r"raise JupyterServerExtensionException\(msg\)|Try calling `\.link_to_serverapp", APP),
    ),
    q(
        JS,
        "raises",
        "When I run my extension with -h it prints help and exits before the server starts. "
        "Where does that exit happen?",
        grep(r'if any\(x in interpreted_argv for x in \("-h"|app\.print_help\(', APP),
    ),
    q(
        JS,
        "const",
        "where does ExtensionApp set the default for extension_url?",
        grep(r'^\s*extension_url = "/"', APP),
    ),
    q(
        JS,
        "which",
        "Say my extension is called my-ext. Which bit of code works out what the settings file "
        "it reads from disk should be named?",
        {"body": "ExtensionApp._config_file_name_default"},
        own=True,
    ),
    q(
        JS,
        "which",
        "Which method registers the old /static/favicons redirects so an extension still works "
        "under the classic notebook server?",
        {"body": "ExtensionApp.load_classic_server_extension"},
    ),
    q(
        JS,
        "which",
        "which class creates the jinja2 Environment (with the i18n extension turned on) for an "
        "extension's html templates?",
        {"body": "ExtensionAppJinjaMixin"},
    ),
    q(
        JS,
        "how",
        "In _prepare_handlers, how is it decided whether a handler gets a `name` keyword argument?",
        grep(
            r"if issubclass\(handler, ExtensionHandlerMixin\)|kwargs\[\"name\"\] = self\.name", APP
        ),
    ),
    q(
        JS,
        "how",
        "If a web server object has already been set up in the same Python process, does my "
        "add-on reuse it or make a brand new one? How is that handled?",
        {"body": "ExtensionApp._default_serverapp"},
        own=True,
    ),
    run(
        JS,
        "Can you run {} for me and tell me the output?",
        "from jupyter_server.extension.application import ExtensionApp; "
        "print(type('MyApp', (ExtensionApp,), {'name': 'my-ext'})()._config_file_name_default())",
        "jupyter_my_ext_config",
    ),
    q(
        JS,
        "edit",
        "The extension logs are too quiet for debugging. In jupyter_server/extension/application.py "
        "make _default_log_level return logging.DEBUG instead of logging.INFO.",
        {"effect": {"text_replaced": [APP, "return logging.INFO", "return logging.DEBUG"]}},
    ),
    q(
        JS,
        "edit",
        "load_classic_server_extension has that huge copy-pasted list of favicon redirects. "
        "Could you refactor it into a loop over the icon names and make sure nothing else "
        "breaks?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/algorithms/centrality/subgraph_alg.py --------------------------------------
    q(
        NX,
        "where",
        "where's estrada_index",
        {"def": "estrada_index"},
    ),
    q(
        NX,
        "returns",
        "what does communicability_betweenness_centrality give back?",
        {"returns": "communicability_betweenness_centrality"},
    ),
    q(
        NX,
        "calls",
        "Which function in subgraph_alg.py calls subgraph_centrality?",
        grep(r"return sum\(subgraph_centrality\(G\)", SUB),
    ),
    q(
        NX,
        "raises",
        "passing a MultiGraph to communicability_betweenness_centrality raises "
        "NetworkXNotImplemented. Where is that enforced?",
        {"def": "communicability_betweenness_centrality"},
    ),
    q(
        NX,
        "which",
        "I need one number for a whole molecule-like network that adds up how much every point "
        "keeps coming back to itself. Which function gives me that?",
        {"body": "estrada_index"},
        own=True,
    ),
    q(
        NX,
        "how",
        "How does subgraph_centrality handle normalized=True? Does it divide by the biggest "
        "value afterwards?",
        grep(r"expw = np\.exp\(", SUB),
    ),
    q(
        NX,
        "how",
        "When it scores how much each point acts as a go-between for the others, how is one "
        "point's share actually measured?",
        grep(
            r"A\[i, :\] = 0|B = \(expA - sp\.linalg\.expm\(A\)\) / expA|cbc\[v\] = float\(B\.sum",
            SUB,
        ),
        own=True,
    ),
    run(
        NX,
        "what does {} print?",
        "import networkx as nx; "
        "print({k: round(v, 3) for k, v in "
        "nx.communicability_betweenness_centrality(nx.path_graph(3)).items()})",
        "{0: 0.141, 1: 1.0, 2: 0.141}",
    ),
    q(
        NX,
        "edit",
        "subgraph_centrality_exp(G, normalized=True) crashes for me on every graph I try. Can "
        "you figure out what's wrong and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- matplotlib/inset.py -----------------------------------------------------------------
    q(
        MPL,
        "where",
        "Where is InsetIndicator._update_connectors?",
        {"def": "InsetIndicator._update_connectors"},
    ),
    q(
        MPL,
        "returns",
        "what do I get from the `connectors` property of an InsetIndicator, esp. when there's no "
        "inset axes?",
        {"returns": "InsetIndicator.connectors"},
    ),
    q(
        MPL,
        "raises",
        "InsetIndicator() with no arguments gives ValueError: At least one of bounds or inset_ax "
        "must be supplied. where's that raised",
        grep(r"raise ValueError\(\"At least one of bounds or inset_ax", INSET),
    ),
    q(
        MPL,
        "const",
        "Where is the default zorder for the inset indicator set?",
        grep(r"^\s*zorder = 4\.99", INSET),
    ),
    q(
        MPL,
        "which",
        "When the zoom box and its lines all look the same, something paints them together in a "
        "single stroke instead of one at a time. Which piece does that?",
        {"body": "InsetIndicator.draw"},
        own=True,
    ),
    q(
        MPL,
        "how",
        "how does _update_connectors decide which two of the four connector lines are visible?",
        grep(r"rectbbox\.[xy][01] < bboxins|\.set_visible\(x[01]", INSET),
    ),
    q(
        MPL,
        "edit",
        "Please add 'facecolor' at the end of the _shared_properties tuple in matplotlib/inset.py.",
        {
            "effect": {
                "value_set": [
                    INSET,
                    "_shared_properties",
                    "('alpha', 'edgecolor', 'linestyle', 'linewidth', 'facecolor')",
                ]
            }
        },
    ),
    # --- jedi/inference/value/iterable.py ----------------------------------------------------
    q(
        JD,
        "where",
        "where is unpack_tuple_to_dict defined in jedi?",
        {"def": "unpack_tuple_to_dict"},
    ),
    q(
        JD,
        "returns",
        "What does SequenceLiteralValue.get_tree_entries return -- e.g. for `[]`, or for a dict "
        "literal?",
        {"returns": "SequenceLiteralValue.get_tree_entries"},
    ),
    q(
        JD,
        "calls",
        "Who calls unpack_tuple_to_dict?",
        grep(r"(?<!def )unpack_tuple_to_dict\(", ITER),
    ),
    q(
        JD,
        "calls",
        "where is ComprehensionMixin._nested called from",
        grep(r"self\._nested\(", ITER),
    ),
    q(
        JD,
        "raises",
        "In jedi's iterable.py, where does looking up a missing key in a dict literal raise "
        "SimpleGetItemNotFound?",
        grep(r"raise SimpleGetItemNotFound\('No key found in dictionary", ITER),
    ),
    q(
        JD,
        "raises",
        "unpack_tuple_to_dict -- where does it raise NotImplementedError?",
        grep(r"raise NotImplementedError", ITER),
    ),
    q(
        JD,
        "raises",
        'jedi flags `a, b = 1, 2, 3` with "ValueError: too many values to unpack". Where does '
        "that error come from?",
        grep(r"value-error-too-many-values|too many values to unpack \(expected", ITER),
    ),
    q(
        JD,
        "which",
        "Which class stands for a mapping that's built from an inline loop inside curly braces, "
        "like {k: v for k, v in pairs}?",
        {"body": "DictComprehension"},
        own=True,
    ),
    q(
        JD,
        "which",
        "which class is used for literal [..], (..) and {..} containers written out in the source?",
        {"body": "SequenceLiteralValue"},
    ),
    q(
        JD,
        "which",
        "Is there something that glues several containers end to end, so that walking over it "
        "goes through the first one, then the next, and so on? Which class?",
        {"body": "MergedArray"},
        own=True,
    ),
    q(
        JD,
        "how",
        "How does DictLiteralValue.py__simple_getitem__ find the value for a given key?",
        {"body": "DictLiteralValue.py__simple_getitem__"},
    ),
    q(
        JD,
        "how",
        "how does comprehension_from_atom tell a set comprehension apart from a dict one?",
        {"body": "comprehension_from_atom"},
    ),
    q(
        JD,
        "how",
        "If my list splices another list into itself with the asterisk syntax, e.g. "
        "[*other, 1], what happens to that spliced part when the tool looks at the items?",
        {"body": "SequenceLiteralValue.get_tree_entries"},
        own=True,
    ),
    run(
        JD,
        "I'm poking at jedi's inference for dict literals -- what's the output of {}?",
        "import jedi; print([n.name for n in jedi.Script('x = {1: 2, 3: 4.5}[3]\\nx')"
        ".infer(2, 0)])",
        "['float']",
    ),
    q(
        JD,
        "edit",
        "FakeList has array_type = 'tuple', which looks like a copy-paste slip. In "
        "jedi/inference/value/iterable.py, change it to `array_type = 'list'` (the line right "
        "after `class FakeList(_FakeSequence):`).",
        {"effect": {"line_after": [ITER, "class FakeList(_FakeSequence):", "array_type = 'list'"]}},
    ),
    q(
        JD,
        "edit",
        "MergedArray has no docstring -- could you add one? It chains several arrays together "
        "and takes its array_type from the last one.",
        {"effect": {"docstring": "MergedArray"}},
    ),
]
