"""The two-hundred-and-forty-sixth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (dask 2026.8.0: ``dask/array/backends.py``;
Flask 3.1.3: ``flask/json/tag.py``; networkx 3.6.1: ``networkx/algorithms/bipartite/basic.py``;
h11 0.16.0: ``h11/_readers.py``), written blind: by reading only those four files, the format of
``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of
``bench_answers.py`` (``gold_lines``, ``own_returns``, ``check_effect``), never the model's code,
its notes or its tests, and committed before the model was asked any of them. Nothing is tuned on
it: only its totals are looked at.

The questions are weighted by the size of the files (dask's array backends most, then Flask's
tagged JSON, networkx's basic bipartite functions, h11's readers). About a fifth of the non-edit
questions are in the user's own words (``"own": True``: behaviour described in everyday words,
without the target's identifiers or its docstring's words, with one definition that fits); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms
are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every gold
names one definition or greps at least one line, every command prints its expected text); each
command was run against the installed packages and its gold copied from the output (nothing in
them depends on time or addresses); for each edit that is not to be declined the correct edit was
made by hand on a scratch copy of the workspace and ``bench_answers.check_effect`` held after it.
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h246_dask_backends": ["dask/array/backends.py"],
    "h246_flask_tag": ["flask/json/tag.py"],
    "h246_networkx_bipartite": ["networkx/algorithms/bipartite/basic.py"],
    "h246_h11_readers": ["h11/_readers.py"],
}

BACKENDS = "dask/array/backends.py"
TAG = "flask/json/tag.py"
BIPARTITE = "networkx/algorithms/bipartite/basic.py"
READERS = "h11/_readers.py"


QUESTIONS: list[dict] = [
    # --- dask/array/backends.py --------------------------------------------------------------
    q(
        "h246_dask_backends",
        "where",
        "where's _nannumel_sparse defined",
        {"def": "_nannumel_sparse"},
    ),
    q(
        "h246_dask_backends",
        "where",
        "In dask's array backends module, on which line does the NumpyBackendEntrypoint class "
        "start?",
        {"def": "NumpyBackendEntrypoint"},
    ),
    q(
        "h246_dask_backends",
        "returns",
        "What does _numel give back -- is it a plain scalar when axis is None, and what about "
        "with keepdims=True?",
        {"returns": "_numel"},
    ),
    q(
        "h246_dask_backends",
        "calls",
        "who calls `_numel`?",
        grep(r"return _numel\(", BACKENDS),
    ),
    q(
        "h246_dask_backends",
        "calls",
        "Which of the lazy registration hooks hand sparse tensordot off to "
        "_tensordot_scipy_sparse?",
        grep(r"_tensordot_scipy_sparse\)", BACKENDS),
    ),
    q(
        "h246_dask_backends",
        "raises",
        "Concatenating masked arrays whose fill_value is an array fails with \"Dask doesn't "
        "support masked array's with non-scalar `fill_value`s\". Where is that raised?",
        grep(r"raise ValueError\($|non-scalar `fill_value`s", BACKENDS),
    ),
    q(
        "h246_dask_backends",
        "raises",
        "where does it throw the 'Stacking of sparse arrays requires at least CuPy version "
        "8.0.0' error",
        grep(r"raise type\(e\)\(|Stacking of sparse arrays requires", BACKENDS),
    ),
    q(
        "h246_dask_backends",
        "const",
        "Where is numpy set as the default backend for array creation?",
        grep(r'default="numpy",', BACKENDS),
    ),
    q(
        "h246_dask_backends",
        "which",
        "which function is registered as the nannumel implementation for ordinary numpy arrays?",
        {"body": "_nannumel"},
    ),
    q(
        "h246_dask_backends",
        "which",
        "If I ask to move a lazy chunked array onto the CPU library when its pieces are already "
        "ordinary in-memory CPU arrays, something just hands me the same object back instead of "
        "mapping over every piece. Which method is that?",
        {"body": "NumpyBackendEntrypoint.to_backend"},
        own=True,
    ),
    q(
        "h246_dask_backends",
        "how",
        "How does _tensordot_scipy_sparse decide whether a or b needs to be transposed before "
        "multiplying?",
        {"body": "_tensordot_scipy_sparse"},
    ),
    q(
        "h246_dask_backends",
        "how",
        "Say I glue several pieces with hidden (blanked-out) entries together, and each piece "
        "carries its own placeholder value for the hidden spots. How is the placeholder of the "
        "glued result chosen, and when does it refuse?",
        {"body": "_concatenate"},
        own=True,
    ),
    run(
        "h246_dask_backends",
        "Can you run {} for me and tell me the output?",
        "import numpy as np; from dask.array.backends import _numel; "
        "r = _numel(np.ones((2, 3, 4)), coerce_np_ndarray=True, axis=(0, 2), keepdims=True); "
        "print(r.shape, r.ravel())",
        "(1, 3, 1) [8. 8. 8.]",
    ),
    q(
        "h246_dask_backends",
        "edit",
        "_tensordot_scipy_sparse in dask/array/backends.py has no docstring. Please add one: it "
        "contracts two 2-D scipy sparse matrices over one axis each, by transposing as needed "
        "and using `*`.",
        {"effect": {"docstring": "_tensordot_scipy_sparse"}},
    ),
    q(
        "h246_dask_backends",
        "edit",
        "register_cupyx and register_scipy_sparse each define a nearly identical nested "
        "concatenate helper. could you refactor these into one module-level factory that takes "
        "the vstack/hstack pair, and switch every registration over to it?",
        {"effect": {"declined": True}},
    ),
    # --- flask/json/tag.py -------------------------------------------------------------------
    q(
        "h246_flask_tag",
        "where",
        "Where is TaggedJSONSerializer._untag_scan?",
        {"def": "TaggedJSONSerializer._untag_scan"},
    ),
    q(
        "h246_flask_tag",
        "returns",
        "what does `TaggedJSONSerializer.untag` return when the dict has more than one key, or "
        "a key that isn't a known tag?",
        {"returns": "TaggedJSONSerializer.untag"},
    ),
    q(
        "h246_flask_tag",
        "calls",
        "Which places in flask's tag.py call back into self.serializer.tag for nested values?",
        grep(r"self\.serializer\.tag\(", TAG),
    ),
    q(
        "h246_flask_tag",
        "raises",
        "I registered my own tag class and got KeyError: \"Tag ' od' is already registered.\" "
        "-- where does that come from?",
        grep(r"raise KeyError\(f\"Tag '\{key\}' is already registered", TAG),
    ),
    q(
        "h246_flask_tag",
        "const",
        "Which key marks a datetime in the session JSON, and where is it set?",
        grep(r'key = " d"', TAG),
    ),
    q(
        "h246_flask_tag",
        "which",
        "Which tag class handles bytes values?",
        {"body": "TagBytes"},
    ),
    q(
        "h246_flask_tag",
        "which",
        "Hi, quick one. If my login cookie stores a mapping with a single entry whose name "
        "happens to collide with one of the special type markers, what keeps it from being "
        "misread as one of those special values when it's read back?",
        {"body": "TagDict"},
        own=True,
    ),
    q(
        "h246_flask_tag",
        "how",
        "how does TaggedJSONSerializer.tag pick which tag to use for a value, and what if none "
        "match?",
        {"body": "TaggedJSONSerializer.tag"},
    ),
    q(
        "h246_flask_tag",
        "how",
        "When I put an object in the session that can produce its own already-escaped web page "
        "snippet (some template library's string type, say), how does the encoder notice that, and what sort "
        "of object do I get back on the next request?",
        {"body": "TagMarkup"},
        own=True,
    ),
    run(
        "h246_flask_tag",
        "What does {} print?",
        "from flask.json.tag import TaggedJSONSerializer; s = TaggedJSONSerializer(); "
        "print(s.dumps({'a': (1, b'hi')}))",
        '{" t":[1,{" b":"aGk="}]}',
    ),
    q(
        "h246_flask_tag",
        "edit",
        "In flask/json/tag.py, make TaggedJSONSerializer.dumps sort the keys: pass "
        "sort_keys=True to dumps after the separators argument.",
        {
            "effect": {
                "text_replaced": [
                    TAG,
                    'dumps(self.tag(value), separators=(",", ":"))',
                    'dumps(self.tag(value), separators=(",", ":"), sort_keys=True)',
                ]
            }
        },
    ),
    q(
        "h246_flask_tag",
        "edit",
        "rename the PassList class to PassThroughList (and its entry in default_tags)",
        {"effect": {"renamed": ["PassList", "PassThroughList"]}},
    ),
    # --- networkx/algorithms/bipartite/basic.py ----------------------------------------------
    q(
        "h246_networkx_bipartite",
        "where",
        "where is is_bipartite_node_set defined in networkx",
        {"def": "is_bipartite_node_set"},
    ),
    q(
        "h246_networkx_bipartite",
        "returns",
        "What does `is_bipartite` return?",
        {"returns": "is_bipartite"},
    ),
    q(
        "h246_networkx_bipartite",
        "calls",
        "Who calls color() in the bipartite basic module?",
        grep(r"(?<!def )\bcolor\(G\)", BIPARTITE),
    ),
    q(
        "h246_networkx_bipartite",
        "raises",
        'Where is "Graph is not bipartite." raised?',
        grep(r'raise nx\.NetworkXError\("Graph is not bipartite\."\)', BIPARTITE),
    ),
    q(
        "h246_networkx_bipartite",
        "raises",
        "bipartite.sets(G) blows up with AmbiguousSolution on my graph that has two separate "
        "pieces. which line raises it?",
        grep(
            r"raise nx\.AmbiguousSolution\(msg\)|Disconnected graph: Ambiguous solution", BIPARTITE
        ),
    ),
    q(
        "h246_networkx_bipartite",
        "which",
        "Which function two-colors the graph, giving each node a 1 or a 0?",
        {"body": "color"},
    ),
    q(
        "h246_networkx_bipartite",
        "which",
        "For a network split into two sides, I want, per side, how many connections every member "
        "has -- or optionally the total of a cost stored on each link instead of a plain count. "
        "What should I call?",
        {"body": "degrees"},
        own=True,
    ),
    q(
        "h246_networkx_bipartite",
        "how",
        "How does density treat a directed B differently from an undirected one? And what "
        "about when there are no edges at all?",
        {"body": "density"},
    ),
    q(
        "h246_networkx_bipartite",
        "how",
        "if the group of vertices I hand over -- to test whether it forms exactly one side of a "
        "two-way split -- lists the same vertex twice, what happens? does it just say no?",
        {"body": "is_bipartite_node_set"},
        own=True,
    ),
    run(
        "h246_networkx_bipartite",
        "I'm curious what an isolated node gets. Output of {} ?",
        "import networkx as nx; from networkx.algorithms.bipartite.basic import color; "
        "G = nx.path_graph(3); G.add_node(9); print(color(G))",
        "{0: 1, 1: 0, 2: 1, 9: 0}",
    ),
    q(
        "h246_networkx_bipartite",
        "edit",
        "Please add complete type annotations to every function in "
        "networkx/algorithms/bipartite/basic.py so the module passes mypy --strict.",
        {"effect": {"declined": True}},
    ),
    # --- h11/_readers.py ---------------------------------------------------------------------
    q(
        "h246_h11_readers",
        "where",
        "Where's ChunkedReader.read_eof defined?",
        {"def": "ChunkedReader.read_eof"},
    ),
    q(
        "h246_h11_readers",
        "returns",
        "what can ContentLengthReader.__call__ return",
        {"returns": "ContentLengthReader.__call__"},
    ),
    q(
        "h246_h11_readers",
        "calls",
        "Where is `_decode_header_lines` called from in h11?",
        grep(r"_decode_header_lines\(lines", READERS),
    ),
    q(
        "h246_h11_readers",
        "raises",
        "h11 gives me LocalProtocolError('continuation line at start of headers'). Where's that "
        "raised?",
        grep(r'raise LocalProtocolError\("continuation line at start of headers"\)', READERS),
    ),
    q(
        "h246_h11_readers",
        "raises",
        'Where do the readers raise "peer closed connection without sending complete message '
        'body"?',
        grep(
            r"raise RemoteProtocolError\($|peer closed connection without sending complete",
            READERS,
        ),
    ),
    q(
        "h246_h11_readers",
        "which",
        "Some old clients wrap a long header onto the next line, starting that line with spaces "
        "or a tab. Which function glues those pieces back onto the previous line?",
        {"body": "_obsolete_line_fold"},
        own=True,
    ),
    q(
        "h246_h11_readers",
        "which",
        "once the other side is supposed to be finished talking but still sends me bytes, which "
        "part of the parser complains about it?",
        {"body": "expect_nothing"},
        own=True,
    ),
    q(
        "h246_h11_readers",
        "how",
        "How does ChunkedReader deal with the \\r\\n that follows each chunk's data?",
        {"body": "ChunkedReader.__call__"},
    ),
    q(
        "h246_h11_readers",
        "how",
        "How does it tell a provisional reply (like a 100 Continue) from the final answer coming "
        "back from a server? And what protocol level does it assume if the first line leaves it "
        "out?",
        {"body": "maybe_read_from_SEND_RESPONSE_server"},
        own=True,
    ),
    q(
        "h246_h11_readers",
        "edit",
        "In h11/_readers.py, ContentLengthReader.__call__: right after the line "
        "`self._remaining -= len(data)` add `assert self._remaining >= 0`.",
        {
            "effect": {
                "line_after": [
                    READERS,
                    "self._remaining -= len(data)",
                    "assert self._remaining >= 0",
                ]
            }
        },
    ),
]
