"""The hundred-and-fortieth set: questions on one module each of four third-party packages, copied
from the installed site-packages (urllib3 1.26.16 as vendored by pip 23.2.1:
``pip/_vendor/urllib3/response.py``; pandas 3.1.1: ``pandas/io/xml.py``; networkx 3.6.1:
``networkx/convert_matrix.py``; dask 2026.8.0: ``dask/highlevelgraph.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (networkx's matrix conversions most, then
pandas' XML reader, dask's high level graph, urllib3's response). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds (lxml is not
installed, so the XML command asks for the etree parser).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h140_pip_response": ["pip/_vendor/urllib3/response.py"],
    "h140_pandas_xml": ["pandas/io/xml.py"],
    "h140_networkx_convert_matrix": ["networkx/convert_matrix.py"],
    "h140_dask_highlevelgraph": ["dask/highlevelgraph.py"],
}

RESPONSE = "pip/_vendor/urllib3/response.py"
XML = "pandas/io/xml.py"
MATRIX = "networkx/convert_matrix.py"
HLG = "dask/highlevelgraph.py"


QUESTIONS: list[dict] = [
    # --- pip/_vendor/urllib3/response.py -----------------------------------------------------
    q(
        "h140_pip_response",
        "where",
        "which line declares the GzipDecoderState class in pip's vendored urllib3?",
        {"def": "GzipDecoderState"},
    ),
    q(
        "h140_pip_response",
        "returns",
        "what comes back from `HTTPResponse.get_redirect_location()` -- I've seen both None and "
        "False and I'm not sure when each happens",
        {"returns": "HTTPResponse.get_redirect_location"},
    ),
    q(
        "h140_pip_response",
        "calls",
        "Who calls _get_decoder in response.py?",
        grep(r"(?<!def )_get_decoder\(", RESPONSE),
    ),
    q(
        "h140_pip_response",
        "raises",
        "pip died with InvalidHeader because a server sent `Content-Length: 10, 12`. Where does "
        "urllib3 throw that?",
        grep(r"raise InvalidHeader\(", RESPONSE),
    ),
    run(
        "h140_pip_response",
        "Can you execute {} and tell me what the body comes out as?",
        "import gzip, io; from pip._vendor.urllib3.response import HTTPResponse; "
        "r = HTTPResponse(body=io.BytesIO(gzip.compress(b'hello')), "
        "headers={'content-encoding': 'gzip'}); print(r.data)",
        "b'hello'",
    ),
    q(
        "h140_pip_response",
        "edit",
        "HTTPResponse.release_conn in pip/_vendor/urllib3/response.py has no docstring. Please "
        "add one saying it hands the connection back to the pool, if there is one.",
        {"effect": {"docstring": "HTTPResponse.release_conn"}},
    ),
    q(
        "h140_pip_response",
        "edit",
        "There's a FIXME in read_chunked asking for it to be rewritten as a class. Could you do "
        "that refactor, and while you're at it track down whatever bug makes my chunked "
        "downloads hang every now and then?",
        {"effect": {"declined": True}},
    ),
    q(
        "h140_pip_response",
        "which",
        "My server squashes its replies twice, with two different schemes one after the other. "
        "Which part of this file unpacks a reply like that?",
        {"body": "MultiDecoder"},
        own=True,
    ),
    q(
        "h140_pip_response",
        "how",
        "how does DeflateDecoder.decompress cope with servers that send raw deflate data without "
        "the zlib header?",
        {"body": "DeflateDecoder.decompress"},
    ),
    q(
        "h140_pip_response",
        "how",
        "Say a reply both states up front how big it is and announces that it will arrive in "
        "pieces. How is that contradiction dealt with, and what about replies that should never "
        "carry anything at all?",
        {"body": "HTTPResponse._init_length"},
        own=True,
    ),
    # --- pandas/io/xml.py --------------------------------------------------------------------
    q(
        "h140_pandas_xml",
        "where",
        "where is get_data_from_filepath defined?",
        {"def": "get_data_from_filepath"},
    ),
    q(
        "h140_pandas_xml",
        "where",
        "In pandas' xml module, where's the `_transform_doc` method of the lxml parser?",
        {"def": "_LxmlFrameParser._transform_doc"},
    ),
    q(
        "h140_pandas_xml",
        "returns",
        "What does preprocess_data return when I give it a plain str vs bytes?",
        {"returns": "preprocess_data"},
    ),
    q(
        "h140_pandas_xml",
        "calls",
        "who calls `self._parse_doc` in pandas/io/xml.py",
        grep(r"self\._parse_doc\(", XML),
    ),
    q(
        "h140_pandas_xml",
        "raises",
        "read_xml with elems_only=True and attrs_only=True both set fails with a ValueError. "
        "Which line raises it?",
        grep(r"Either element or attributes can be parsed not both", XML),
    ),
    q(
        "h140_pandas_xml",
        "raises",
        "I passed a .gz file together with iterparse= and got a ParserError saying iterparse is "
        "for large files on local disk. where is that raised?",
        grep(r"iterparse is designed for large XML files", XML),
    ),
    q(
        "h140_pandas_xml",
        "const",
        "Where does read_xml set lxml as its default parser?",
        grep(r'parser: XMLParsers = "lxml"', XML),
    ),
    run(
        "h140_pandas_xml",
        "what does {} print? I want to see what happens to the row with no <b>",
        "import io, pandas as pd; print(pd.read_xml(io.StringIO('<r><row><a>1</a><b>x</b></row>"
        "<row><a>2</a></row></r>'), parser='etree').to_dict('list'))",
        "{'a': [1, 2], 'b': ['x', nan]}",
    ),
    q(
        "h140_pandas_xml",
        "edit",
        "please rename `preprocess_data` to `_wrap_raw_data` in pandas/io/xml.py, including "
        "where it's called",
        {"effect": {"renamed": ["preprocess_data", "_wrap_raw_data"]}},
    ),
    q(
        "h140_pandas_xml",
        "which",
        "Which class does the parsing when I pick parser='etree', i.e. the one built on the "
        "standard library?",
        {"def": "_EtreeFrameParser"},
    ),
    q(
        "h140_pandas_xml",
        "which",
        "which function hands the parsed rows to TextParser to build the final DataFrame?",
        {"def": "_data_to_frame"},
    ),
    q(
        "h140_pandas_xml",
        "which",
        "My file is several gigabytes. Which function goes through it bit by bit and throws away "
        "each part once it's done with it, so the whole document never has to sit in RAM?",
        {"body": "_XMLFrameParser._iterparse_nodes"},
        own=True,
    ),
    q(
        "h140_pandas_xml",
        "how",
        "A few of my records lack a field the others have. When they're turned into a table "
        "the normal way (not the streaming way), how does the code line the records up so every "
        "one gets the same fields, and what goes in the empty spots?",
        {"body": "_XMLFrameParser._parse_nodes"},
        own=True,
    ),
    # --- networkx/convert_matrix.py ----------------------------------------------------------
    q(
        "h140_networkx_convert_matrix",
        "where",
        "where's _dok_gen_triples",
        {"def": "_dok_gen_triples"},
    ),
    q(
        "h140_networkx_convert_matrix",
        "returns",
        "For a csr array, what does `_generate_weighted_edges` return? and for other formats?",
        {"returns": "_generate_weighted_edges"},
    ),
    q(
        "h140_networkx_convert_matrix",
        "calls",
        "where is nx.empty_graph called in convert_matrix.py?",
        grep(r"= nx\.empty_graph\(", MATRIX),
    ),
    q(
        "h140_networkx_convert_matrix",
        "calls",
        "Which code in convert_matrix.py uses from_numpy_array? Only real calls please, not the "
        "docstring examples.",
        grep(r"^    G = from_numpy_array\(", MATRIX),
    ),
    q(
        "h140_networkx_convert_matrix",
        "raises",
        "I got NetworkXError 'Adjacency matrix not square'. Where can that come from?",
        grep(r"Adjacency matrix not square", MATRIX),
    ),
    q(
        "h140_networkx_convert_matrix",
        "raises",
        "to_pandas_edgelist refuses when my source/target column name is also an edge "
        "attribute. Where are those errors raised?",
        grep(r"is an edge attr name", MATRIX),
    ),
    run(
        "h140_networkx_convert_matrix",
        "Run {} and tell me which edges come out.",
        "import networkx as nx, numpy as np; "
        "G = nx.from_numpy_array(np.array([[0, 2], [2, 0]])); print(list(G.edges(data=True)))",
        "[(0, 1, {'weight': 2})]",
    ),
    q(
        "h140_networkx_convert_matrix",
        "edit",
        "In networkx/convert_matrix.py, comment out the `G.add_nodes_from(range(n))` line in "
        "from_scipy_sparse_array, I want to see what breaks without it.",
        {"effect": {"comment_out": [MATRIX, "G.add_nodes_from(range(n))"]}},
    ),
    q(
        "h140_networkx_convert_matrix",
        "edit",
        'Add `"_generate_weighted_edges",` to the `__all__` list of convert_matrix.py, on the '
        'line after `"to_numpy_array",`.',
        {"effect": {"line_after": [MATRIX, '"to_numpy_array",', '"_generate_weighted_edges",']}},
    ),
    q(
        "h140_networkx_convert_matrix",
        "which",
        "Which function gives me a DataFrame with one row per edge and a column for each edge "
        "attribute?",
        {"def": "to_pandas_edgelist"},
    ),
    q(
        "h140_networkx_convert_matrix",
        "which",
        "I've got a spreadsheet where every line records a link between two people, plus a "
        "couple of extra details about that link. Which function loads that in?",
        {"def": "from_pandas_edgelist"},
        own=True,
    ),
    q(
        "h140_networkx_convert_matrix",
        "how",
        "In to_numpy_array with a MultiGraph, how are several edges between the same two nodes "
        "folded into one cell?",
        grep(
            r"d\[\(idx\[u\], idx\[v\]\)\]\.append\(wt\)|wts = \[multigraph_weight\(ws\)",
            MATRIX,
        ),
    ),
    q(
        "h140_networkx_convert_matrix",
        "how",
        "If I hand over a plain (not sparse) grid of whole numbers and ask for a network that "
        "allows repeated links between the same pair, how does a 3 in a cell end up as three "
        "separate links?",
        grep(
            r"elif python_type is int and G\.is_multigraph\(\) and parallel_edges|"
            r"\(\(u, v, \{.*\}\) for d in range\(A\[u, v\]\)\)",
            MATRIX,
        ),
        own=True,
    ),
    q(
        "h140_networkx_convert_matrix",
        "how",
        "hey, for an undirected network going into the converter that only stores the nonzero "
        "cells: when a node links back to itself, how does it keep that value from being added "
        "in twice?",
        grep(
            r"selfloop entries get double counted|selfloops = list\(nx\.selfloop_edges|"
            r"diag_index, diag_data = zip",
            MATRIX,
        ),
        own=True,
    ),
    # --- dask/highlevelgraph.py --------------------------------------------------------------
    q(
        "h140_dask_highlevelgraph",
        "where",
        "Where is `HighLevelGraph.cull_layers` defined?",
        {"def": "HighLevelGraph.cull_layers"},
    ),
    q(
        "h140_dask_highlevelgraph",
        "returns",
        "what does _get_some_layer_name give back if the collection has no __dask_layers__?",
        {"returns": "_get_some_layer_name"},
    ),
    q(
        "h140_dask_highlevelgraph",
        "calls",
        "which places in highlevelgraph.py call `_get_some_layer_name`?",
        grep(r"= _get_some_layer_name\(", HLG),
    ),
    q(
        "h140_dask_highlevelgraph",
        "raises",
        "Passing a list to MaterializedLayer gives 'mapping must be a Mapping'. Where is that "
        "TypeError raised?",
        grep(r"mapping must be a Mapping", HLG),
    ),
    q(
        "h140_dask_highlevelgraph",
        "raises",
        "HighLevelGraph.validate() blew up on my hand-built graph. Show me every line in it "
        "that raises ValueError.",
        grep(r"raise ValueError\(", HLG),
    ),
    q(
        "h140_dask_highlevelgraph",
        "const",
        "where is the default file name for HighLevelGraph.visualize set?",
        grep(r'def visualize\(self, filename="dask-hlg\.svg"', HLG),
    ),
    run(
        "h140_dask_highlevelgraph",
        "I'd like to see cull_layers in action: run {} please and paste the output.",
        "from dask.highlevelgraph import HighLevelGraph; "
        "g = HighLevelGraph({'a': {'x': 1}, 'b': {'y': (sum, ['x'])}, 'c': {'z': 3}}, "
        "{'a': set(), 'b': {'a'}, 'c': set()}); print(sorted(g.cull_layers(['b']).layers))",
        "['a', 'b']",
    ),
    q(
        "h140_dask_highlevelgraph",
        "edit",
        "to_graphviz draws bottom-to-top by default. Change its `rankdir` default in "
        "dask/highlevelgraph.py from BT to LR.",
        {"effect": {"text_replaced": [HLG, 'rankdir="BT",', 'rankdir="LR",']}},
    ),
    q(
        "h140_dask_highlevelgraph",
        "which",
        "Which classmethod combines a bunch of HighLevelGraphs and plain dicts into a single "
        "graph?",
        {"def": "HighLevelGraph.merge"},
    ),
    q(
        "h140_dask_highlevelgraph",
        "which",
        "Which function goes over every stage of the plan and works out which other stages each "
        "one leans on, by checking which names the steps inside it refer to?",
        {"body": "compute_layer_dependencies"},
        own=True,
    ),
    q(
        "h140_dask_highlevelgraph",
        "how",
        "how does HighLevelGraph.__getitem__ look up a key -- does it scan every layer each time?",
        {"body": "HighLevelGraph.__getitem__"},
    ),
    q(
        "h140_dask_highlevelgraph",
        "how",
        "How does it come up with an order to walk through the stages so that each one comes "
        "after everything it needs?",
        {"body": "HighLevelGraph._toposort_layers"},
        own=True,
    ),
]
