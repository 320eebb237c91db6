"""The two-hundred-and-forty-second held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (scipy 1.17.1: ``scipy/io/matlab/_miobase.py``;
urllib3 2.7.0: ``urllib3/fields.py``; Werkzeug 3.1.8: ``werkzeug/datastructures/mixins.py``;
networkx 3.6.1: ``networkx/algorithms/bipartite/centrality.py``), written blind: by reading only
those files, the format of set 128, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (scipy's MAT-file base most, then urllib3's
request fields, Werkzeug's datastructure mixins, networkx's bipartite centrality). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it, with one definition that fits); the rest name the code, run a command or ask
for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every gold
names one definition or matches lines of its file); each command was run against the installed
package and its expected text copied from the output; each edit was made by hand on a scratch copy
of its workspace and ``bench_answers.check_effect`` held after it (the declined ones: the copy left
untouched). The commands need the whole package to import, so they run against the installed
package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h242_scipy_miobase": ["scipy/io/matlab/_miobase.py"],
    "h242_urllib3_fields": ["urllib3/fields.py"],
    "h242_werkzeug_mixins": ["werkzeug/datastructures/mixins.py"],
    "h242_networkx_centrality": ["networkx/algorithms/bipartite/centrality.py"],
}

MIO = "scipy/io/matlab/_miobase.py"
FIELDS = "urllib3/fields.py"
MIX = "werkzeug/datastructures/mixins.py"
CENT = "networkx/algorithms/bipartite/centrality.py"


QUESTIONS: list[dict] = [
    # --- scipy/io/matlab/_miobase.py ---------------------------------------------------------
    q(
        "h242_scipy_miobase",
        "where",
        "Where's end_of_stream defined? The one on the mat file reader.",
        {"def": "MatFileReader.end_of_stream"},
    ),
    q(
        "h242_scipy_miobase",
        "where",
        "where can i find read_dtype",
        {"def": "read_dtype"},
    ),
    q(
        "h242_scipy_miobase",
        "returns",
        "What does matdims return for a 0-d array, and for an empty 1-D one?",
        {"returns": "matdims"},
    ),
    q(
        "h242_scipy_miobase",
        "calls",
        "who calls _get_matfile_version",
        grep(r"return _get_matfile_version\(", MIO),
    ),
    q(
        "h242_scipy_miobase",
        "calls",
        "Is arr_dtype_number used anywhere in _miobase.py? Where is it called?",
        grep(r"(?<!def )arr_dtype_number\(", MIO),
    ),
    q(
        "h242_scipy_miobase",
        "raises",
        "loadmat says 'Mat file appears to be truncated' on a half-downloaded file. Where is "
        "that error raised?",
        grep(r'raise MatReadError\("Mat file appears to be truncated"\)', MIO),
    ),
    q(
        "h242_scipy_miobase",
        "raises",
        "I zeroed out the start of a .mat file by accident and now get MatReadError about it "
        "being corrupt -- which line throws that?",
        grep(r'raise MatReadError\("Mat file appears to be corrupt', MIO),
    ),
    q(
        "h242_scipy_miobase",
        "raises",
        "Where does scipy raise ValueError('Unknown mat file type, version ...')?",
        grep(r"raise ValueError\('Unknown mat file type", MIO),
    ),
    q(
        "h242_scipy_miobase",
        "raises",
        "passing oned_as='diagonal' gets me an error that the 1-D option is strange. where is "
        "that raised?",
        grep(r'raise ValueError\(f\'1-D option "\{oned_as\}" is strange\'\)', MIO),
    ),
    q(
        "h242_scipy_miobase",
        "const",
        "How many header bytes does the version sniffing read, and where is that number set?",
        grep(r"^_HDR_N_BYTES = 20", MIO),
    ),
    q(
        "h242_scipy_miobase",
        "which",
        "Which function turns a numpy string array into a char array, padding empty strings "
        "with spaces?",
        {"body": "arr_to_chars"},
    ),
    q(
        "h242_scipy_miobase",
        "which",
        "Which bit checks whether there's anything left to read by peeking at one more byte and "
        "then stepping back?",
        {"body": "MatFileReader.end_of_stream"},
        own=True,
    ),
    q(
        "h242_scipy_miobase",
        "how",
        "How does _get_matfile_version tell a v4 file apart from a v5 / 7.3 one, and how does "
        "it figure out which byte is the major version?",
        {"body": "_get_matfile_version"},
    ),
    q(
        "h242_scipy_miobase",
        "how",
        "When I hand over a plain flat list of numbers to be saved, how is it decided whether it "
        "ends up standing up or lying down on the other side?",
        {"body": "matdims"},
        own=True,
    ),
    run(
        "h242_scipy_miobase",
        "What does {} print?",
        "from scipy.io.matlab._miobase import matdims; import numpy as np; "
        "print(matdims(np.array([1, 2, 3]), 'row'))",
        "(1, 3)",
    ),
    q(
        "h242_scipy_miobase",
        "edit",
        "In scipy/io/matlab/_miobase.py, please make matdims default to oned_as='row' instead "
        "of 'column'.",
        {
            "effect": {
                "text_replaced": [
                    MIO,
                    "def matdims(arr, oned_as='column'):",
                    "def matdims(arr, oned_as='row'):",
                ]
            }
        },
    ),
    q(
        "h242_scipy_miobase",
        "edit",
        "MatFileReader.end_of_stream has no docstring. Could you add one? It returns True when "
        "the stream has no more bytes, without moving the read position.",
        {"effect": {"docstring": "MatFileReader.end_of_stream"}},
    ),
    q(
        "h242_scipy_miobase",
        "edit",
        "add full type annotations to every function and method in _miobase.py and make it pass "
        "mypy --strict",
        {"effect": {"declined": True}},
    ),
    # --- urllib3/fields.py -------------------------------------------------------------------
    q(
        "h242_urllib3_fields",
        "where",
        "where is RequestField.from_tuples",
        {"def": "RequestField.from_tuples"},
    ),
    q(
        "h242_urllib3_fields",
        "returns",
        "what does guess_content_type() give back when the filename is None?",
        {"returns": "guess_content_type"},
    ),
    q(
        "h242_urllib3_fields",
        "calls",
        "Who calls `_render_parts` in urllib3's fields module?",
        grep(r"self\._render_parts\(", FIELDS),
    ),
    q(
        "h242_urllib3_fields",
        "calls",
        "Where is guess_content_type called from?",
        grep(r"= guess_content_type\(", FIELDS),
    ),
    q(
        "h242_urllib3_fields",
        "const",
        "If mimetypes can't figure out a file's type, what content type does urllib3 fall back "
        "to and where's that default?",
        grep(r'default: str = "application/octet-stream"', FIELDS),
    ),
    q(
        "h242_urllib3_fields",
        "which",
        "which function percent-encodes the double quote and CR/LF in a multipart header "
        "parameter?",
        {"body": "format_multipart_header_param"},
    ),
    q(
        "h242_urllib3_fields",
        "which",
        "When the header block for one part of an upload is written out, something makes sure "
        "the disposition, type and location lines come first and blank values are skipped. "
        "Which method is that?",
        {"body": "RequestField.render_headers"},
        own=True,
    ),
    q(
        "h242_urllib3_fields",
        "how",
        'how does format_header_param_rfc2231 decide whether to emit plain name="value" or '
        "the name*=utf-8'' encoded form?",
        {"body": "format_header_param_rfc2231"},
    ),
    q(
        "h242_urllib3_fields",
        "how",
        "From_tuples: how does it handle a 2-tuple versus a 3-tuple versus a bare string value?",
        {"body": "RequestField.from_tuples"},
    ),
    run(
        "h242_urllib3_fields",
        "Can you run {} for me and tell me the output?",
        "from urllib3.fields import RequestField; "
        "f = RequestField.from_tuples('upload', ('notes.txt', 'hi')); "
        "print(repr(f.render_headers()))",
        "Content-Type: text/plain",
    ),
    q(
        "h242_urllib3_fields",
        "edit",
        "Please rename RequestField._render_parts to _render_header_parts (urllib3/fields.py), "
        "callers included.",
        {"effect": {"renamed": ["_render_parts", "_render_header_parts"]}},
    ),
    # --- werkzeug/datastructures/mixins.py ---------------------------------------------------
    q(
        "h242_werkzeug_mixins",
        "where",
        "Where is the _always_update decorator defined?",
        {"def": "_always_update"},
    ),
    q(
        "h242_werkzeug_mixins",
        "returns",
        "ImmutableMultiDictMixin.__reduce_ex__ -- what does it return?",
        {"returns": "ImmutableMultiDictMixin.__reduce_ex__"},
    ),
    q(
        "h242_werkzeug_mixins",
        "calls",
        "who calls _iter_hashitems?",
        grep(r"self\._iter_hashitems\(\)", MIX),
    ),
    q(
        "h242_werkzeug_mixins",
        "raises",
        "ImmutableList([1]).append(2) gives TypeError: 'ImmutableList' objects are immutable. "
        "Where does that TypeError actually get raised?",
        grep(r"raise TypeError\(", MIX),
    ),
    q(
        "h242_werkzeug_mixins",
        "raises",
        "I tried to tack extra entries onto one of the frozen dictionaries with the in-place "
        "or-operator and it blew up. Where's that refused?",
        grep(r"raise TypeError\(|def __ior__\(self, other: t\.Any\) -> t\.NoReturn:", MIX),
        own=True,
    ),
    q(
        "h242_werkzeug_mixins",
        "which",
        "Which mixin makes a dict call self.on_update whenever it's modified?",
        {"body": "UpdateDictMixin"},
    ),
    q(
        "h242_werkzeug_mixins",
        "which",
        "There must be something that wraps a method that changes a mapping so the registered "
        "callback fires right after it's done, whatever it changed. Which piece is that?",
        {"body": "_always_update"},
        own=True,
    ),
    q(
        "h242_werkzeug_mixins",
        "how",
        "How does UpdateDictMixin.setdefault decide whether to call on_update?",
        {"body": "UpdateDictMixin.setdefault"},
    ),
    q(
        "h242_werkzeug_mixins",
        "how",
        "If I drop one of the read-only dictionaries into a set over and over, is its "
        "fingerprint worked out from scratch each time? how is that done",
        {"body": "ImmutableDictMixin.__hash__"},
        own=True,
    ),
    run(
        "h242_werkzeug_mixins",
        "what's the output of {}",
        "import pickle; from werkzeug.datastructures import ImmutableDict; "
        "print(pickle.loads(pickle.dumps(ImmutableDict(a=1))))",
        "ImmutableDict({'a': 1})",
    ),
    q(
        "h242_werkzeug_mixins",
        "edit",
        "werkzeug/datastructures/mixins.py: in _immutable_error, change the message from "
        "'objects are immutable' to 'objects are read-only'.",
        {"effect": {"text_replaced": [MIX, "objects are immutable", "objects are read-only"]}},
    ),
    # --- networkx/algorithms/bipartite/centrality.py -----------------------------------------
    q(
        "h242_networkx_centrality",
        "where",
        "Where's the bipartite closeness_centrality function?",
        {"def": "closeness_centrality"},
    ),
    q(
        "h242_networkx_centrality",
        "returns",
        "What does bipartite degree_centrality return -- just the nodes I passed in?",
        {"returns": "degree_centrality"},
    ),
    q(
        "h242_networkx_centrality",
        "raises",
        "nx.bipartite.degree_centrality(G, nodes=G) throws ZeroDivisionError: float division by "
        "zero. Which line does the dividing?",
        grep(r"s = 1\.0 / len\(bottom\)", CENT),
    ),
    q(
        "h242_networkx_centrality",
        "which",
        "Which function in centrality.py uses divmod to work out the largest possible value for "
        "each side before normalizing?",
        {"body": "betweenness_centrality"},
    ),
    q(
        "h242_networkx_centrality",
        "which",
        "In a two-group network, which one scores each node just by how much of the other group "
        "it's directly hooked up to?",
        {"body": "degree_centrality"},
        own=True,
    ),
    q(
        "h242_networkx_centrality",
        "how",
        "If a node sits on its own with no links at all, what score does the distance-based "
        "measure give it, and how is that case caught?",
        {"body": "closeness_centrality"},
        own=True,
    ),
    q(
        "h242_networkx_centrality",
        "how",
        "How does bipartite betweenness_centrality normalize the values for top vs bottom nodes?",
        {"body": "betweenness_centrality"},
    ),
    run(
        "h242_networkx_centrality",
        "Hi, I ran {} -- what should it print?",
        "import networkx as nx; print(nx.bipartite.degree_centrality(nx.path_graph(4), {0, 2}))",
        "{0: 0.5, 2: 1.0, 1: 1.0, 3: 0.5}",
    ),
    q(
        "h242_networkx_centrality",
        "edit",
        "closeness_centrality has two near-identical loops for the top and bottom nodes. Could "
        "you refactor that into one helper and make sure the results stay the same?",
        {"effect": {"declined": True}},
    ),
]
