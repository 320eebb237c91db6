"""The two-hundred-and-fifteenth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (hypothesis 6.155.2:
``hypothesis/internal/conjecture/junkdrawer.py``; networkx 3.6.1:
``networkx/linalg/laplacianmatrix.py``; jupyter_server 2.21.1: ``jupyter_server/gateway/handlers.py``;
pandas 3.1.1: ``pandas/core/arrays/numeric.py``), written blind: by reading only those files, the
format of ``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (hypothesis's junk drawer and networkx's
Laplacians most, then jupyter_server's gateway handlers and pandas' numeric arrays). About a fifth
of the non-edit questions are in the user's own words (``"own": True``: behaviour described in
everyday words the code and its docstrings do not use for it, with one definition that fits); the
rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``; the
commands were run against the installed packages and each expected string is an exact substring of
their output (nothing time- or address-dependent); for every edit the correct edit was made by hand
on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it (for the two
requests to decline, on the untouched copy with a "did not change" answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h215_hypothesis_junkdrawer": ["hypothesis/internal/conjecture/junkdrawer.py"],
    "h215_networkx_laplacianmatrix": ["networkx/linalg/laplacianmatrix.py"],
    "h215_jupyter_server_gateway_handlers": ["jupyter_server/gateway/handlers.py"],
    "h215_pandas_numeric": ["pandas/core/arrays/numeric.py"],
}

JUNK = "hypothesis/internal/conjecture/junkdrawer.py"
LAP = "networkx/linalg/laplacianmatrix.py"
GW = "jupyter_server/gateway/handlers.py"
NUM = "pandas/core/arrays/numeric.py"


QUESTIONS: list[dict] = [
    # --- hypothesis/internal/conjecture/junkdrawer.py ----------------------------------------
    q(
        "h215_hypothesis_junkdrawer",
        "where",
        "where is binary_search defined in hypothesis' junkdrawer?",
        {"def": "binary_search"},
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "where",
        "Could you point me to the definition of StackframeLimiter.enter_context?",
        {"def": "StackframeLimiter.enter_context"},
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "returns",
        "What does `startswith` return, for instance when l2 is longer than l1?",
        {"returns": "startswith"},
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "calls",
        "who calls stack_depth_of_caller()",
        grep(r"= stack_depth_of_caller\(\)", JUNK),
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "calls",
        "In IntList, which places go through `_array_or_list`?",
        grep(r"self\._array_or_list\(", JUNK),
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "raises",
        "I'm getting `IndexError: Index 7 out of range [0, 3)` from a LazySequenceCopy. Where is "
        "that raised?",
        grep(r'raise IndexError\(f"Index \{i\} out of range', JUNK),
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "raises",
        "IntList([-1]) blows up with a ValueError -- which line throws it?",
        grep(r'raise ValueError\(f"Could not create IntList', JUNK),
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "const",
        "where does the module keep its own reference to the real perf_counter, so a "
        "monkeypatched one doesn't mess up the gc timing?",
        grep(r"^_perf_counter = time\.perf_counter", JUNK),
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "which",
        "I need something that behaves like a duplicate of a big collection of items, which I can "
        "scribble on and pop from, but without paying to duplicate it up front and with the "
        "original left alone. Which class here gives me that?",
        {"body": "LazySequenceCopy"},
        own=True,
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "which",
        "Which class packs a run of counts into as little memory as it can, and only moves to a "
        "roomier layout once somebody pushes a number too big for the current one?",
        {"body": "IntList"},
        own=True,
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "how",
        "how does find_integer look for its answer? does it binary search straight away or "
        "probe upward first?",
        {"body": "find_integer"},
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "how",
        "Say my own test code raises Python's maximum call depth partway through a run. When the "
        "library is done, does it still put back the number it started with, or does it leave "
        "things alone and give me a heads-up? Where is that decided?",
        {"body": "StackframeLimiter._setrecursionlimit"},
        own=True,
    ),
    run(
        "h215_hypothesis_junkdrawer",
        "What do I get from {}?",
        "from hypothesis.internal.conjecture.junkdrawer import replace_all; "
        "print(replace_all([1, 2, 3, 4, 5], [(1, 3, [9, 9, 9])]))",
        "[1, 9, 9, 9, 4, 5]",
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "edit",
        "ensure_free_stackframes gives us 2000 frames on top of the current depth; bump that to "
        "3000 please (hypothesis/internal/conjecture/junkdrawer.py).",
        {"effect": {"text_replaced": [JUNK, "cur_depth + 2000", "cur_depth + 3000"]}},
    ),
    q(
        "h215_hypothesis_junkdrawer",
        "edit",
        "LazySequenceCopy gets slow after lots of pops because the index translation walks every "
        "popped index. Could you rework it to use bisect on the SortedList so it's O(log n), and "
        "make sure shrinking benchmarks actually get faster?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/linalg/laplacianmatrix.py --------------------------------------------------
    q(
        "h215_networkx_laplacianmatrix",
        "where",
        "Where's directed_laplacian_matrix?",
        {"def": "directed_laplacian_matrix"},
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "returns",
        "what's returned by laplacian_matrix -- a dense array or a sparse one?",
        {"returns": "laplacian_matrix"},
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "returns",
        "What does _transition_matrix give back at the end?",
        {"returns": "_transition_matrix"},
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "calls",
        "Which functions in laplacianmatrix.py use `_transition_matrix`?",
        grep(r"= _transition_matrix\($", LAP),
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "raises",
        "nx.directed_laplacian_matrix(G, walk_type='teleport') gives NetworkXError: walk_type "
        "must be random, lazy, or pagerank. where is that raised?",
        grep(r'raise nx\.NetworkXError\("walk_type must be', LAP),
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "raises",
        "Passing an ordinary undirected Graph to directed_combinatorial_laplacian_matrix raises "
        "NetworkXNotImplemented. What in this file causes that?",
        grep(r'@not_implemented_for\("undirected"\)', LAP),
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "which",
        "Which one gives me the simplest version, where each point's link count sits in its own "
        "row/column slot and every connection shows up as a negative entry, nothing scaled?",
        {"body": "laplacian_matrix"},
        own=True,
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "which",
        "which function computes Phi - (Phi P + P^T Phi) / 2 ?",
        {"body": "directed_combinatorial_laplacian_matrix"},
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "how",
        "How does normalized_laplacian_matrix cope with isolated nodes? their degree is 0, so "
        "1/sqrt(0) should be inf.",
        grep(
            r'with np\.errstate\(divide="ignore"\):|diags_sqrt = 1\.0 / np\.sqrt\(diags\)'
            r"|diags_sqrt\[np\.isinf\(diags_sqrt\)\] = 0",
            LAP,
        ),
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "how",
        "When I leave walk_type as None, how is the walk type chosen?",
        grep(
            r"if walk_type is None:|if nx\.is_strongly_connected\(G\):|if nx\.is_aperiodic\(G\):"
            r'|walk_type = "(random|lazy|pagerank)"',
            LAP,
        ),
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "how",
        "In the surfing mode where you sometimes hop to anywhere at all, what is done with the "
        "points that have no outgoing links, and how does the hop chance get mixed in?",
        grep(
            r'elif walk_type == "pagerank":|if not \(0 < alpha < 1\):|A = A\.toarray\(\)'
            r"|# add constant to dangling|A\[A\.sum\(axis=1\) == 0, :\] = 1 / n|# normalize$"
            r"|A = A / A\.sum\(axis=1\)|P = alpha \* A \+ \(1 - alpha\) / n",
            LAP,
        ),
        own=True,
    ),
    run(
        "h215_networkx_laplacianmatrix",
        "Please run {} and tell me the middle row.",
        "import networkx as nx; print(nx.laplacian_matrix(nx.path_graph(3)).toarray())",
        "[-1  2 -1]",
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "edit",
        "Set the default alpha to 0.85 instead of 0.95 in every function of "
        "networkx/linalg/laplacianmatrix.py that takes one.",
        {"effect": {"text_replaced": [LAP, "alpha=0.95", "alpha=0.85"]}},
    ),
    q(
        "h215_networkx_laplacianmatrix",
        "edit",
        "add full type annotations (G: nx.DiGraph, return types for the sparse/dense results, etc.) "
        "to every function in laplacianmatrix.py",
        {"effect": {"declined": True}},
    ),
    # --- jupyter_server/gateway/handlers.py --------------------------------------------------
    q(
        "h215_jupyter_server_gateway_handlers",
        "where",
        "Where is `_connection_done` defined in the gateway handlers?",
        {"def": "GatewayWebSocketClient._connection_done"},
    ),
    q(
        "h215_jupyter_server_gateway_handlers",
        "calls",
        "What calls GatewayWebSocketClient._connect?",
        grep(r"spawn_callback\(self\._connect,", GW),
    ),
    q(
        "h215_jupyter_server_gateway_handlers",
        "raises",
        "my websocket to the gateway gets a 403 right away. where's that raised?",
        grep(r"raise web\.HTTPError\(403\)", GW),
    ),
    q(
        "h215_jupyter_server_gateway_handlers",
        "const",
        "Where is the keepalive ping interval for gateway websockets set, and what's the default?",
        grep(r"^GATEWAY_WS_PING_INTERVAL_SECS = ", GW),
    ),
    q(
        "h215_jupyter_server_gateway_handlers",
        "which",
        "Which method pings the client periodically and stops its own PeriodicCallback once "
        "ws_connection is None?",
        {"body": "WebSocketChannelsHandler.send_ping"},
    ),
    q(
        "h215_jupyter_server_gateway_handlers",
        "which",
        "When the browser tab has already gone away and output from the kernel is thrown out, "
        "which piece boils what got lost down to a short line for the log, without spilling what "
        "was actually in it?",
        {"body": "WebSocketChannelsHandler._get_message_summary"},
        own=True,
    ),
    q(
        "h215_jupyter_server_gateway_handlers",
        "how",
        "If the page in my browser pushes a request through before the link to the remote box is "
        "ready, is it thrown away, or held back until the line comes up?",
        {"body": "GatewayWebSocketClient.on_message"},
        own=True,
    ),
    q(
        "h215_jupyter_server_gateway_handlers",
        "how",
        "How does GatewayWebSocketClient decide how long to wait before reconnecting after it "
        "loses the gateway, and when does it give up?",
        {"body": "GatewayWebSocketClient._read_messages"},
    ),
    run(
        "h215_jupyter_server_gateway_handlers",
        "hey, what does {} print?",
        "import warnings; warnings.simplefilter('ignore'); "
        "from jupyter_server.gateway.handlers import WebSocketChannelsHandler as H; "
        "print(H._get_message_summary({'msg_type': 'error', 'content': "
        "{'ename': 'KeyError', 'evalue': 'x', 'traceback': []}}))",
        "type: error, KeyError:x:[]",
    ),
    q(
        "h215_jupyter_server_gateway_handlers",
        "edit",
        "In jupyter_server/gateway/handlers.py, the unauthenticated websocket case should be "
        "logged as an error: change `self.log.warning(\"Couldn't authenticate WebSocket "
        'connection")` to `self.log.error(...)` with the same message.',
        {
            "effect": {
                "line_replaced": [
                    GW,
                    'self.log.warning("Couldn\'t authenticate WebSocket connection")',
                    'self.log.error("Couldn\'t authenticate WebSocket connection")',
                ]
            }
        },
    ),
    # --- pandas/core/arrays/numeric.py -------------------------------------------------------
    q(
        "h215_pandas_numeric",
        "where",
        "_standardize_dtype -- where does it live in pandas/core/arrays/numeric.py?",
        {"def": "NumericDtype._standardize_dtype"},
    ),
    q(
        "h215_pandas_numeric",
        "calls",
        "Who's the caller of _coerce_to_data_and_mask?",
        grep(r"= _coerce_to_data_and_mask\(", NUM),
    ),
    q(
        "h215_pandas_numeric",
        "raises",
        "Where does pandas refuse a float16 numpy array for a FloatingArray?",
        grep(r'raise TypeError\("FloatingArray does not support np\.float16', NUM),
    ),
    q(
        "h215_pandas_numeric",
        "raises",
        "pd.array([[1, 2], [3, 4]], dtype='Int64') -> TypeError: values must be a 1D list-like. "
        "Which line raises it?",
        grep(r'raise TypeError\("values must be a 1D list-like"\)', NUM),
    ),
    q(
        "h215_pandas_numeric",
        "which",
        "Which property on NumericDtype tells me if the dtype is unsigned?",
        {"body": "NumericDtype.is_unsigned_integer"},
    ),
    q(
        "h215_pandas_numeric",
        "which",
        "which classmethod of NumericArray builds the array out of a list of strings by running "
        "them through to_numeric?",
        {"body": "NumericArray._from_sequence_of_strings"},
    ),
    q(
        "h215_pandas_numeric",
        "how",
        "If I build a nullable whole-number column out of values that are really huge whole "
        "numbers stored with a decimal point, how does it notice that digits got mangled on the "
        "way, and what does it do about it?",
        grep(
            r'if is_integer_dtype\(dtype\) and values\.dtype\.kind == "f"|idx = np\.nanargmax'
            r"|if int\(values\[idx\]\) != original\[idx\]:|# We have ints that lost precision"
            r"|inferred_type = lib\.infer_dtype\(original|inferred_type not in \[\"floating\""
            r"|values = np\.asarray\(original, dtype=",
            NUM,
        ),
        own=True,
    ),
    run(
        "h215_pandas_numeric",
        "Can you execute {} for me?",
        "import pandas as pd; d = pd.UInt16Dtype(); "
        "print(repr(d), d.is_unsigned_integer, d.is_signed_integer)",
        "UInt16Dtype() True False",
    ),
    q(
        "h215_pandas_numeric",
        "edit",
        "NumericDtype._get_dtype_mapping has no docstring. Add one saying it returns the mapping "
        "from numpy dtypes to the matching masked dtypes and must be implemented by subclasses.",
        {"effect": {"docstring": "NumericDtype._get_dtype_mapping"}},
    ),
]
