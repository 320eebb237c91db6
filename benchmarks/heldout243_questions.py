"""The two-hundred-and-forty-third held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (hypothesis 6.155.2:
``hypothesis/internal/observability.py``; graphql-core 3.2.8: ``graphql/utilities/print_schema.py``;
networkx 3.6.1: ``networkx/readwrite/adjlist.py``; fonttools 4.69.1:
``fontTools/feaLib/variableScalar.py``), written blind: by reading only those four files, the format
of set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the
model's code, its notes or any other set, and committed before the model was asked any of them.
Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (hypothesis's observability module most, then
networkx's adjacency lists, graphql's schema printer, fontTools' variable scalars). About a fifth
of the non-edit questions are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it, with one definition that fits); the rest name the
code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``. The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every gold resolves to lines, every command's expected text is in its real output, no edit's
effect holds on the untouched files, every decline does); and for each edit the correct edit was
made by hand on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h243_hypothesis_observability": ["hypothesis/internal/observability.py"],
    "h243_graphql_print_schema": ["graphql/utilities/print_schema.py"],
    "h243_networkx_adjlist": ["networkx/readwrite/adjlist.py"],
    "h243_fonttools_variablescalar": ["fontTools/feaLib/variableScalar.py"],
}

OBS = "hypothesis/internal/observability.py"
PRINT = "graphql/utilities/print_schema.py"
ADJ = "networkx/readwrite/adjlist.py"
VAR = "fontTools/feaLib/variableScalar.py"


QUESTIONS: list[dict] = [
    # --- hypothesis/internal/observability.py ------------------------------------------------
    q(
        "h243_hypothesis_observability",
        "where",
        "where is deliver_observation defined?",
        {"def": "deliver_observation"},
    ),
    q(
        "h243_hypothesis_observability",
        "where",
        "I'm reading the observability module and want the serializer for the metadata dataclass. "
        "Where's ObservationMetadata.to_json?",
        {"def": "ObservationMetadata.to_json"},
    ),
    q(
        "h243_hypothesis_observability",
        "returns",
        "observability_enabled() -- what exactly does it return? true only if some callback for "
        "my thread is registered?",
        {"returns": "observability_enabled"},
    ),
    q(
        "h243_hypothesis_observability",
        "calls",
        "Who calls add_observability_callback in this file?",
        grep(r"(?<!def )(?<!`)add_observability_callback\(", OBS),
    ),
    q(
        "h243_hypothesis_observability",
        "calls",
        "where does `_system_metadata` get used",
        grep(r"\*\*_system_metadata\(\)", OBS),
    ),
    q(
        "h243_hypothesis_observability",
        "raises",
        "Got NotImplementedError: unknown choice type ... when dumping observations from a custom "
        "backend. Which line raises it?",
        grep(r'raise NotImplementedError\(f"unknown choice type', OBS),
    ),
    q(
        "h243_hypothesis_observability",
        "raises",
        "make_testcase blew up with a bare AssertionError on me, no message at all. where is the "
        "assert that fails?",
        grep(r"assert data\.frozen", OBS),
    ),
    q(
        "h243_hypothesis_observability",
        "const",
        "Where is OBSERVABILITY_CHOICES set, and which environment variable turns it on?",
        grep(r"^OBSERVABILITY_CHOICES = ", OBS),
    ),
    q(
        "h243_hypothesis_observability",
        "which",
        "Which class is the thin compatibility shim behind the old TESTCASE_CALLBACKS list?",
        {"body": "_TestcaseCallbacks"},
    ),
    q(
        "h243_hypothesis_observability",
        "which",
        "Which piece converts one single drawn value so it survives being written out as text? "
        "Like integers too big for 64 bits becoming strings, raw bytes turned into plain "
        "printable characters, and odd "
        "not-a-number bit patterns kept as they are.",
        {"body": "_choice_to_json"},
        own=True,
    ),
    q(
        "h243_hypothesis_observability",
        "which",
        "which function appends every record as one line to a dated log under Hypothesis's own "
        "data folder, making sure two threads never write at the same moment?",
        {"body": "_deliver_to_file"},
        own=True,
    ),
    q(
        "h243_hypothesis_observability",
        "how",
        "How does make_testcase pick the status_reason when the caller doesn't pass one in?",
        grep(
            r"if status_reason is not None:|elif data\.interesting_origin:|status_reason = "
            r'|elif phase == "shrink"',
            OBS,
        ),
    ),
    q(
        "h243_hypothesis_observability",
        "how",
        "My tests run on a few worker threads. When a result comes in, how does it work out which "
        "of the registered listeners get told about it, and what do the ones that listen "
        "everywhere receive on top of the result?",
        {"body": "deliver_observation"},
        own=True,
    ),
    q(
        "h243_hypothesis_observability",
        "how",
        "how are old .jsonl files in the 'observed' storage directory cleaned up? is there a max "
        "age?",
        grep(r"max_age = |if p\.stem < max_age|p\.unlink\(", OBS),
    ),
    run(
        "h243_hypothesis_observability",
        "Can you run {} and tell me what comes out?",
        "from hypothesis.internal.observability import choices_to_json; "
        "print(choices_to_json((2**70, b'hi', 1.5, None)))",
        "['bytes', 'aGk=']",
    ),
    q(
        "h243_hypothesis_observability",
        "edit",
        "We'd like to keep a bit more history. In hypothesis/internal/observability.py the "
        "cleanup deletes observed files older than timedelta(days=8); change that to "
        "timedelta(days=15).",
        {"effect": {"text_replaced": [OBS, "timedelta(days=8)", "timedelta(days=15)"]}},
    ),
    q(
        "h243_hypothesis_observability",
        "edit",
        "_callbacks and _callbacks_all_threads are mutated from add/remove without any locking. "
        "Please make the whole callback registry thread-safe and write a stress test with a "
        "hundred threads registering and removing callbacks at once.",
        {"effect": {"declined": True}},
    ),
    # --- graphql/utilities/print_schema.py ---------------------------------------------------
    q(
        "h243_graphql_print_schema",
        "where",
        "Where's print_block?",
        {"def": "print_block"},
    ),
    q(
        "h243_graphql_print_schema",
        "returns",
        "What does print_schema_definition return if my schema has no description and its root "
        "types are just called Query and Mutation?",
        {"returns": "print_schema_definition"},
    ),
    q(
        "h243_graphql_print_schema",
        "calls",
        "which printers call `print_implemented_interfaces`?",
        grep(r"\+ print_implemented_interfaces\(", PRINT),
    ),
    q(
        "h243_graphql_print_schema",
        "raises",
        "print_type raised TypeError: Unexpected type: ... -- where exactly is that thrown?",
        grep(r'raise TypeError\(f"Unexpected type', PRINT),
    ),
    q(
        "h243_graphql_print_schema",
        "which",
        "Which function produces the @specifiedBy(url: ...) suffix for a custom scalar?",
        {"body": "print_specified_by_url"},
    ),
    q(
        "h243_graphql_print_schema",
        "which",
        "which check looks at whether the entry-point types for reading, writing and live updates "
        "are named exactly what everybody normally names them?",
        {"body": "is_schema_of_common_names"},
        own=True,
    ),
    q(
        "h243_graphql_print_schema",
        "how",
        "How does print_args decide between printing all arguments on a single line and putting "
        "each one on its own line?",
        {"body": "print_args"},
    ),
    q(
        "h243_graphql_print_schema",
        "how",
        "When a field is flagged as something people should stop using, and the explanation is "
        "just the stock one, how does the printed output differ from when I wrote my own "
        "explanation?",
        {"body": "print_deprecated"},
        own=True,
    ),
    run(
        "h243_graphql_print_schema",
        "what does {} print?",
        "from graphql import build_schema, print_schema; "
        "print(print_schema(build_schema('type Query { a(x: Int = 3): String @deprecated }')))",
        "a(x: Int = 3): String @deprecated",
    ),
    q(
        "h243_graphql_print_schema",
        "edit",
        "in graphql/utilities/print_schema.py please export print_filtered_schema too: add "
        '"print_filtered_schema" as the last entry of __all__',
        {
            "effect": {
                "value_set": [
                    PRINT,
                    "__all__",
                    '["print_schema", "print_introspection_schema", "print_type", '
                    '"print_value", "print_filtered_schema"]',
                ]
            }
        },
    ),
    # --- networkx/readwrite/adjlist.py -------------------------------------------------------
    q(
        "h243_networkx_adjlist",
        "where",
        "where do I find parse_adjlist in networkx",
        {"def": "parse_adjlist"},
    ),
    q(
        "h243_networkx_adjlist",
        "returns",
        "What does `read_adjlist` hand back -- the graph straight from parse_adjlist?",
        {"returns": "read_adjlist"},
    ),
    q(
        "h243_networkx_adjlist",
        "calls",
        "Who calls parse_adjlist?",
        grep(r"return parse_adjlist\(", ADJ),
    ),
    q(
        "h243_networkx_adjlist",
        "raises",
        "With nodetype=int I get \"TypeError: Failed to convert node (a) to type <class 'int'>\". "
        "Where is that raised?",
        grep(r"Failed to convert node \(\{u\}\)", ADJ),
    ),
    q(
        "h243_networkx_adjlist",
        "raises",
        "where does parse_adjlist throw when the neighbour labels on a line can't be converted "
        "with nodetype?",
        grep(r"Failed to convert nodes \(", ADJ),
    ),
    q(
        "h243_networkx_adjlist",
        "const",
        "What's the default comment marker of write_adjlist, and where is it set?",
        grep(r'^def write_adjlist\(G, path, comments="#"', ADJ),
    ),
    q(
        "h243_networkx_adjlist",
        "which",
        "Which function turns a network into text, one line per vertex, and makes sure that in a "
        "two-way network a link isn't printed a second time from its other end?",
        {"body": "generate_adjlist"},
        own=True,
    ),
    q(
        "h243_networkx_adjlist",
        "how",
        "When I load one of these neighbour-list text files, how is everything after a hash mark "
        "dealt with, and what about lines that end up empty?",
        grep(r"p = line\.find\(comments\)|if p >= 0:|line = line\[:p\]|if not len\(line\):", ADJ),
        own=True,
    ),
    q(
        "h243_networkx_adjlist",
        "how",
        "how does generate_adjlist handle a MultiGraph with parallel edges between two nodes?",
        grep(
            r"if multigraph and len\(data\) > 1:|nodes\.extend\(\(str\(t\),\) \* len\(data\)\)", ADJ
        ),
    ),
    run(
        "h243_networkx_adjlist",
        "Please run {} -- what's the output?",
        "import networkx as nx; print(list(nx.generate_adjlist(nx.path_graph(4), delimiter=',')))",
        "['0,1', '1,2', '2,3', '3']",
    ),
    q(
        "h243_networkx_adjlist",
        "edit",
        "parse_adjlist should also skip lines that are only whitespace. In "
        "networkx/readwrite/adjlist.py change `if not len(line):` to `if not line.strip():`",
        {"effect": {"text_replaced": [ADJ, "if not len(line):", "if not line.strip():"]}},
    ),
    # --- fontTools/feaLib/variableScalar.py --------------------------------------------------
    q(
        "h243_fonttools_variablescalar",
        "where",
        "Where is VariableScalarBuilder.from_designspace defined?",
        {"def": "VariableScalarBuilder.from_designspace"},
    ),
    q(
        "h243_fonttools_variablescalar",
        "returns",
        "what does the builder's add_to_variation_store give back, the default value and a "
        "variation index?",
        {"returns": "VariableScalarBuilder.add_to_variation_store"},
    ),
    q(
        "h243_fonttools_variablescalar",
        "calls",
        "who calls _fully_specify_location?",
        grep(r"self\._fully_specify_location\(", VAR),
    ),
    q(
        "h243_fonttools_variablescalar",
        "raises",
        "Building my variable font feature file fails with ValueError: Default value could not "
        "be found. Where does that come from in variableScalar.py?",
        grep(r'raise ValueError\("Default value could not be found"\)', VAR),
    ),
    q(
        "h243_fonttools_variablescalar",
        "which",
        "Which method of VariableScalarBuilder reuses a VariationModel from model_cache when the "
        "locations are the same?",
        {"body": "VariableScalarBuilder.model"},
    ),
    q(
        "h243_fonttools_variablescalar",
        "which",
        "Which property tells me whether a number actually changes between the font's styles or "
        "is the same at all of them?",
        {"body": "VariableScalar.does_vary"},
        own=True,
    ),
    q(
        "h243_fonttools_variablescalar",
        "how",
        "If the position I pass only mentions weight and says nothing about width, which width "
        "gets assumed, and what happens if I mention a dimension the font doesn't have?",
        {"body": "VariableScalarBuilder._fully_specify_location"},
        own=True,
    ),
    run(
        "h243_fonttools_variablescalar",
        "I ran {} -- what should it print?",
        "from fontTools.feaLib.variableScalar import VariableScalar, VariableScalarBuilder; "
        "v = VariableScalar(); v.add_value({'wght': 400}, 10); v.add_value({'wght': 900}, 30); "
        "b = VariableScalarBuilder(axis_triples={'wght': (100, 400, 900)}, axis_mappings={}, "
        "model_cache={}); print(v, b.default_value(v), b.value_at_location(v, (('wght', 650),)))",
        "(wght=400:10 wght=900:30) 10 20.0",
    ),
    q(
        "h243_fonttools_variablescalar",
        "edit",
        'The "Unknown axis %s in %s" message in fontTools/feaLib/variableScalar.py is hard to '
        'read for odd tags. Make it "Unknown axis %r in %r".',
        {"effect": {"text_replaced": [VAR, '"Unknown axis %s in %s"', '"Unknown axis %r in %r"']}},
    ),
    q(
        "h243_fonttools_variablescalar",
        "edit",
        "VariableScalarBuilder feels slow on big feature files: value_at_location and model() "
        "both recompute the fully-specified locations every call. Could you refactor it to "
        "compute them once per scalar, turn model_cache into a bounded LRU, and show timings "
        "before and after?",
        {"effect": {"declined": True}},
    ),
]
