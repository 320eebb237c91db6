"""The two-hundred-and-eleventh held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (distributed 2026.8.0: ``distributed/actor.py``;
networkx 3.6.1: ``networkx/drawing/nx_agraph.py``; boto3 1.43.11: ``boto3/dynamodb/transform.py``;
markdown-it-py 4.3.0: ``markdown_it/tree.py``), written blind: by reading only those files, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (networkx's pygraphviz bridge most, then
markdown-it's syntax tree, distributed's actors, boto3's DynamoDB transformations). About a fifth
of them are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every gold
names exactly one definition or matches the intended lines, and every command's expected text is
in its output); each grep gold was compared by hand with the numbered lines of the installed file;
the commands were run against the installed packages (pygraphviz is not installed, so the networkx
command exercises the check that runs before it is needed), and print nothing time- or
address-dependent; for every edit that is not to be declined the correct edit was made by hand on
a scratch copy of the workspace and ``bench_answers.check_effect`` held after it.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h211_distributed_actor": ["distributed/actor.py"],
    "h211_networkx_agraph": ["networkx/drawing/nx_agraph.py"],
    "h211_boto3_transform": ["boto3/dynamodb/transform.py"],
    "h211_markdownit_tree": ["markdown_it/tree.py"],
}

ACTOR = "distributed/actor.py"
AGRAPH = "networkx/drawing/nx_agraph.py"
TRANSFORM = "boto3/dynamodb/transform.py"
TREE = "markdown_it/tree.py"


QUESTIONS: list[dict] = [
    # --- networkx/drawing/nx_agraph.py -------------------------------------------------------
    q(
        "h211_networkx_agraph",
        "where",
        "where is pygraphviz_layout defined?",
        {"def": "pygraphviz_layout"},
    ),
    q(
        "h211_networkx_agraph",
        "returns",
        "What exactly comes back from view_pygraphviz -- the file object, a path string, the "
        "AGraph, or some combination?",
        {"returns": "view_pygraphviz"},
    ),
    q(
        "h211_networkx_agraph",
        "calls",
        "In nx_agraph.py, which functions call to_agraph()?",
        grep(r"= to_agraph\(", AGRAPH),
    ),
    q(
        "h211_networkx_agraph",
        "raises",
        "nx.nx_agraph.read_dot('g.dot') fails with an ImportError mentioning pygraphviz. Which "
        "line throws that?",
        grep(r"read_dot\(\) requires pygraphviz|^        raise ImportError\($", AGRAPH),
    ),
    q(
        "h211_networkx_agraph",
        "raises",
        "where is the 'An empty graph cannot be drawn.' exception raised",
        grep(r"An empty graph cannot be drawn", AGRAPH),
    ),
    q(
        "h211_networkx_agraph",
        "const",
        "The nodes drawn by view_pygraphviz come out semi-transparent blue by default. Where is "
        "that fill colour set?",
        grep(r'"fillcolor": "#0000FF40"', AGRAPH),
    ),
    q(
        "h211_networkx_agraph",
        "which",
        "Which function in networkx's agraph module is just a thin wrapper that forwards "
        "everything to pygraphviz_layout?",
        {"body": "graphviz_layout"},
    ),
    q(
        "h211_networkx_agraph",
        "which",
        "Before a picture gets rendered, something sneaks a few look-and-feel settings onto my "
        "network object and afterwards strips off just the ones it put there, leaving my own "
        "settings alone. Which function does that?",
        {"body": "view_pygraphviz"},
        own=True,
    ),
    q(
        "h211_networkx_agraph",
        "how",
        "How does from_agraph choose between Graph, DiGraph, MultiGraph and MultiDiGraph when I "
        "don't pass create_using?",
        grep(
            r"if create_using is None:|if A\.is_directed\(\):|if A\.is_strict\(\):|"
            r"create_using = nx\.(Multi)?(Di)?Graph$",
            AGRAPH,
        ),
    ),
    q(
        "h211_networkx_agraph",
        "how",
        "I keep x/y coordinates on every point of my network. When it's converted for the "
        "external drawing tool, how do those coordinates get written, and why is there an "
        "exclamation mark on the end?",
        grep(r'if key == "pos":|a\.attr\["pos"\] = f', AGRAPH),
        own=True,
    ),
    run(
        "h211_networkx_agraph",
        "Can you run this for me and tell me what it prints? {}",
        "import networkx as nx; from networkx.drawing.nx_agraph import view_pygraphviz; "
        "exec('try: view_pygraphviz(nx.path_graph(0))\\nexcept nx.NetworkXException as e: "
        "print(type(e).__name__, e)')",
        "NetworkXException An empty graph cannot be drawn.",
    ),
    q(
        "h211_networkx_agraph",
        "edit",
        "Most of our diagrams are hierarchies, so in networkx/drawing/nx_agraph.py please make "
        'graphviz_layout default to prog="dot" instead of "neato". Leave pygraphviz_layout '
        "as it is.",
        {
            "effect": {
                "text_replaced": [
                    AGRAPH,
                    'def graphviz_layout(G, prog="neato"',
                    'def graphviz_layout(G, prog="dot"',
                ]
            }
        },
    ),
    q(
        "h211_networkx_agraph",
        "edit",
        "pygraphviz_layout has a bare `except:` that swallows everything and just prints. Could "
        "you find out which errors can really happen there, replace the print with proper "
        "warnings, and add regression tests for nodes without positions?",
        {"effect": {"declined": True}},
    ),
    # --- markdown_it/tree.py -----------------------------------------------------------------
    q(
        "h211_markdownit_tree",
        "where",
        "Where's SyntaxTreeNode.walk?",
        {"def": "SyntaxTreeNode.walk"},
    ),
    q(
        "h211_markdownit_tree",
        "returns",
        "what does previous_sibling give back on the first child of a node?",
        {"returns": "SyntaxTreeNode.previous_sibling"},
    ),
    q(
        "h211_markdownit_tree",
        "calls",
        "Who calls `_set_children_from_tokens`?",
        grep(r"self\._set_children_from_tokens\(", TREE),
    ),
    q(
        "h211_markdownit_tree",
        "raises",
        "Please list every place in markdown_it/tree.py that raises a ValueError.",
        grep(r"raise ValueError\(", TREE),
    ),
    q(
        "h211_markdownit_tree",
        "raises",
        "Calling .tag on the root SyntaxTreeNode gives me AttributeError -- where's that coming "
        "from?",
        grep(r"raise AttributeError\(", TREE),
    ),
    q(
        "h211_markdownit_tree",
        "which",
        "which property on a tree node strips the _open suffix off the opening token's type?",
        {"body": "SyntaxTreeNode.type"},
    ),
    q(
        "h211_markdownit_tree",
        "which",
        "For an element of the parsed document, which property tells me the first and last row "
        "of my original text it came from, as a pair (or nothing if that isn't known)?",
        {"body": "SyntaxTreeNode.map"},
        own=True,
    ),
    q(
        "h211_markdownit_tree",
        "how",
        "How does _set_children_from_tokens work out which closing token belongs to an opening "
        "one, so that the whole pair becomes a single child?",
        {"body": "SyntaxTreeNode._set_children_from_tokens"},
    ),
    q(
        "h211_markdownit_tree",
        "how",
        "Say I swap out the inner pieces under an inline bit and then flatten everything back "
        "into a list. Does the original inline piece get modified, or do I get a fresh one? And "
        "how does it tell whether anything changed at all?",
        grep(
            r"if len\(children\) != len\(token\.children\) or not all\(|"
            r"map\(operator\.is_, children, token\.children\)|"
            r"token = token\.copy\(children=children\)",
            TREE,
        ),
        own=True,
    ),
    run(
        "h211_markdownit_tree",
        "what's the output of {}",
        "from markdown_it import MarkdownIt; from markdown_it.tree import SyntaxTreeNode; "
        "print([n.type for n in "
        "SyntaxTreeNode(MarkdownIt().parse('# Hi\\n\\n*a*')).walk()])",
        "'paragraph', 'inline', 'em', 'text']",
    ),
    q(
        "h211_markdownit_tree",
        "edit",
        "SyntaxTreeNode.__repr__ in markdown_it/tree.py has no docstring; add one saying it "
        "shows the class name and the node type.",
        {"effect": {"docstring": "SyntaxTreeNode.__repr__"}},
    ),
    q(
        "h211_markdownit_tree",
        "edit",
        "We hit RecursionError walking really deeply nested blockquotes. Rewrite "
        "SyntaxTreeNode.walk (and pretty, while you're at it) to use an explicit stack instead "
        "of recursion, keeping exactly the same order, and show me it's not slower.",
        {"effect": {"declined": True}},
    ),
    # --- distributed/actor.py ----------------------------------------------------------------
    q(
        "h211_distributed_actor",
        "where",
        "in dask distributed, where is the ProxyRPC class defined?",
        {"def": "ProxyRPC"},
    ),
    q(
        "h211_distributed_actor",
        "returns",
        "What does Actor._asynchronous return when the actor has no client, only a worker?",
        {"returns": "Actor._asynchronous"},
    ),
    q(
        "h211_distributed_actor",
        "calls",
        "who calls _try_bind_worker_client",
        grep(r"self\._try_bind_worker_client\(\)", ACTOR),
    ),
    q(
        "h211_distributed_actor",
        "raises",
        "After a worker died I get RuntimeError: Worker holding Actor was lost. Status: error. "
        "Where is that raised?",
        grep(r"raise RuntimeError\($|Worker holding Actor was lost", ACTOR),
    ),
    q(
        "h211_distributed_actor",
        "raises",
        'future.result() on an actor call raised OSError("Unable to contact Actor\'s worker"). '
        "Where is that error made, and where does it actually get raised?",
        grep(r"Unable to contact Actor's worker|raise self\._e$", ACTOR),
    ),
    q(
        "h211_distributed_actor",
        "raises",
        "when I read a plain attribute (not a method) off an Actor and it fails on the worker, "
        "where is the worker's exception re-raised locally?",
        grep(r'raise x\["exception"\]', ACTOR),
    ),
    q(
        "h211_distributed_actor",
        "which",
        "Which future class is handed back when an actor calls a method on another actor living "
        "on the same worker?",
        {"body": "EagerActorFuture"},
    ),
    q(
        "h211_distributed_actor",
        "which",
        "In Jupyter, tab completion on the local handle shows the public methods of the object "
        "that actually lives on the remote machine. Which bit makes that happen?",
        {"body": "Actor.__dir__"},
        own=True,
    ),
    q(
        "h211_distributed_actor",
        "how",
        "how does Actor._worker_rpc decide between talking to the worker directly and going "
        "through the scheduler?",
        {"body": "Actor._worker_rpc"},
    ),
    q(
        "h211_distributed_actor",
        "how",
        "My stateful object lives on another machine. If the connection drops in the middle of "
        "one of its method calls, does it try again or give up right away? How is that decided?",
        grep(
            r"except OSError:|if self\._future and not self\._future\.done\(\):|"
            r"return await run_actor_function_on_worker\(\)",
            ACTOR,
        ),
        own=True,
    ),
    run(
        "h211_distributed_actor",
        "Quick one: what does {} print?",
        "from distributed.actor import EagerActorFuture; f = EagerActorFuture(42); "
        "print(f, f.result(), f.done())",
        "EagerActorFuture(_result=42) 42 True",
    ),
    q(
        "h211_distributed_actor",
        "edit",
        "I'd like the actor repr to show where it lives. In distributed/actor.py change "
        "Actor.__repr__ so it returns "
        'f"<Actor: {self._cls.__name__}, key={self.key}, address={self._address}>".',
        {
            "effect": {
                "text_replaced": [
                    ACTOR,
                    'key={self.key}>"',
                    'key={self.key}, address={self._address}>"',
                ]
            }
        },
    ),
    # --- boto3/dynamodb/transform.py ---------------------------------------------------------
    q(
        "h211_boto3_transform",
        "where",
        "Where is ConditionExpressionTransformation defined in boto3?",
        {"def": "ConditionExpressionTransformation"},
    ),
    q(
        "h211_boto3_transform",
        "returns",
        "what does ConditionExpressionTransformation.__call__ return, e.g. for a plain string "
        "that isn't a condition?",
        {"returns": "ConditionExpressionTransformation.__call__"},
    ),
    q(
        "h211_boto3_transform",
        "calls",
        "Where is ParameterTransformer._transform_parameters called from?",
        grep(r"self\._transform_parameters\(", TRANSFORM),
    ),
    q(
        "h211_boto3_transform",
        "calls",
        "copy_dynamodb_params is never called directly as far as I can see -- where is it used?",
        grep(r"^\s+copy_dynamodb_params,$", TRANSFORM),
    ),
    q(
        "h211_boto3_transform",
        "const",
        "Where does TransformationInjector fall back to a default TypeSerializer if I don't "
        "give it one?",
        grep(r"self\._serializer = TypeSerializer\(\)", TRANSFORM),
    ),
    q(
        "h211_boto3_transform",
        "which",
        "Which class in dynamodb/transform.py is passed as the memo to copy.deepcopy?",
        {"body": "_ForgetfulDict"},
    ),
    q(
        "h211_boto3_transform",
        "which",
        "Which hook turns what the table service sends back into plain Python numbers, strings "
        "and sets?",
        {"body": "TransformationInjector.inject_attribute_value_output"},
        own=True,
    ),
    q(
        "h211_boto3_transform",
        "how",
        "If I already pass ExpressionAttributeNames / ExpressionAttributeValues myself, how does "
        "inject_condition_expressions combine them with the placeholders it generates?",
        grep(
            r"if expr_attr_(names|values)_input in params:|"
            r"params\[expr_attr_(names|values)_input\]",
            TRANSFORM,
        ),
    ),
    q(
        "h211_boto3_transform",
        "how",
        "While it walks through my request, what happens when it reaches a part that should "
        "hold an array of items but I handed it a string instead?",
        {"body": "ParameterTransformer._transform_list"},
        own=True,
    ),
    run(
        "h211_boto3_transform",
        "please run {} and show me the output",
        "from boto3.dynamodb.transform import ConditionExpressionTransformation as T; "
        "from boto3.dynamodb.conditions import ConditionExpressionBuilder, Attr; "
        "n = {}; v = {}; t = T(ConditionExpressionBuilder(), n, v); "
        "print(t(Attr('age').gt(30)), n, v)",
        "#n0 > :v0 {'#n0': 'age'} {':v0': 30}",
    ),
    q(
        "h211_boto3_transform",
        "edit",
        "rename _ForgetfulDict to _DiscardingMemo everywhere in boto3/dynamodb/transform.py",
        {"effect": {"renamed": ["_ForgetfulDict", "_DiscardingMemo"]}},
    ),
]
