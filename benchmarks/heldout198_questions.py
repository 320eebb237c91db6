"""The hundred-and-ninety-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (mpmath 1.3.0: ``mpmath/matrices/eigen.py``;
tornado 6.6.1: ``tornado/tcpclient.py``; anyio 4.16.0: ``anyio/functools.py``; boto3 1.43.11:
``boto3/resources/action.py``), written blind: by reading only those files, never the model's code
or its notes, and committed before the model was asked any of them. Nothing is tuned on it: only
its totals are looked at.

The questions are weighted by the size of the files (mpmath's eigenvalue routines most, then
anyio's async caches and reduce, tornado's TCP client, boto3's resource actions). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``. The commands need the whole package to
import, so they run against the installed package; each exercises the one file its workspace
holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h198_mpmath_eigen": ["mpmath/matrices/eigen.py"],
    "h198_tornado_tcpclient": ["tornado/tcpclient.py"],
    "h198_anyio_functools": ["anyio/functools.py"],
    "h198_boto3_action": ["boto3/resources/action.py"],
}

EIGEN = "mpmath/matrices/eigen.py"
TCP = "tornado/tcpclient.py"
FUNCS = "anyio/functools.py"
ACTION = "boto3/resources/action.py"


QUESTIONS: list[dict] = [
    # --- mpmath/matrices/eigen.py ------------------------------------------------------------
    q(
        "h198_mpmath_eigen",
        "where",
        "where is hessenberg_qr defined in mpmath?",
        {"def": "hessenberg_qr"},
    ),
    q(
        "h198_mpmath_eigen",
        "where",
        "Which line of eigen.py starts `eig_tr_l`?",
        {"def": "eig_tr_l"},
    ),
    q(
        "h198_mpmath_eigen",
        "returns",
        "eig_sort seems to give back a different number of things depending on what I pass. "
        "What exactly does it return?",
        {"returns": "eig_sort"},
    ),
    q(
        "h198_mpmath_eigen",
        "calls",
        "who calls hessenberg_reduce_0",
        grep(r"^\s+hessenberg_reduce_0\(ctx", EIGEN),
    ),
    q(
        "h198_mpmath_eigen",
        "calls",
        "Where does `qr_step` get invoked from?",
        grep(r"^\s+qr_step\(", EIGEN),
    ),
    q(
        "h198_mpmath_eigen",
        "raises",
        "mp.eig_sort(E, f='max') crashed with a RuntimeError. Which line raises it?",
        grep(r'raise RuntimeError\("unknown function', EIGEN),
    ),
    q(
        "h198_mpmath_eigen",
        "raises",
        "On some nasty matrices at low precision the eigenvalue code just gives up after too "
        "many rounds. Where does it throw in the towel?",
        grep(r'raise RuntimeError\("qr: failed to converge', EIGEN),
        own=True,
    ),
    q(
        "h198_mpmath_eigen",
        "const",
        "where's the iteration cap for the QR loop set? I want to know how it scales with dps",
        grep(r"maxits = ctx\.dps \* 4", EIGEN),
    ),
    q(
        "h198_mpmath_eigen",
        "which",
        "Which function does one implicitly shifted QR sweep with Givens rotations, chasing the "
        "bulge down the Hessenberg block?",
        {"def": "qr_step"},
    ),
    q(
        "h198_mpmath_eigen",
        "which",
        "The results come out in no particular order for me. Which function lines them up "
        "smallest first and moves the matching vectors along so they still pair up?",
        {"def": "eig_sort"},
        own=True,
    ),
    q(
        "h198_mpmath_eigen",
        "which",
        "which routine takes the packed-up leftovers of the first reduction pass and turns them "
        "into the full rotation you can actually multiply with?",
        {"def": "hessenberg_reduce_1"},
        own=True,
    ),
    q(
        "h198_mpmath_eigen",
        "how",
        "How does hessenberg_qr choose its shift, and what does it do differently when it has "
        "been iterating for a while without progress?",
        grep(r"its % 30|shift = ", EIGEN),
    ),
    q(
        "h198_mpmath_eigen",
        "how",
        "In the main loop, how does it decide that an entry just below the main line is small "
        "enough to count as zero, so the problem can be broken into two smaller pieces?",
        grep(
            r"s = abs\(ctx\.re\(A\[k,k\]\)\)|if s < eps \* norm:|"
            r"if abs\(A\[k\+1,k\]\) < eps \* s:|deflation found at position",
            EIGEN,
        ),
        own=True,
    ),
    q(
        "h198_mpmath_eigen",
        "how",
        "once everything is triangular, how does it back-solve for the vectors you multiply the "
        "matrix by (not the ones from the other side) without entries blowing up or dividing by "
        "almost nothing?",
        {"body": "eig_tr_r"},
        own=True,
    ),
    q(
        "h198_mpmath_eigen",
        "how",
        "how does `eig` treat a 1x1 matrix -- does it still go through the reduction and QR?",
        grep(r"return \(\[A\[0\]\], ctx\.matrix", EIGEN),
    ),
    run(
        "h198_mpmath_eigen",
        "can you execute {} and tell me the eigenvalues it prints?",
        "from mpmath import mp; "
        "print(mp.nstr(mp.eig_sort(mp.eig(mp.matrix([[4, 1], [2, 3]]), right=False)), 6))",
        "[2.0, 5.0]",
    ),
    q(
        "h198_mpmath_eigen",
        "edit",
        "In mpmath/matrices/eigen.py, give hessenberg_qr more room before it gives up: change "
        "`maxits = ctx.dps * 4` to `maxits = ctx.dps * 8`.",
        {"effect": {"text_replaced": [EIGEN, "maxits = ctx.dps * 4", "maxits = ctx.dps * 8"]}},
    ),
    q(
        "h198_mpmath_eigen",
        "edit",
        "The little `defun` helper in eigen.py has no docstring. Add one saying it attaches the "
        "function to the Eigen class and returns it unchanged.",
        {"effect": {"docstring": "defun"}},
    ),
    q(
        "h198_mpmath_eigen",
        "edit",
        "eig is painfully slow for 200x200 matrices. Could you port hessenberg_reduce_0 and "
        "qr_step to vectorised numpy and show me timings before and after?",
        {"effect": {"declined": True}},
    ),
    # --- tornado/tcpclient.py ----------------------------------------------------------------
    q(
        "h198_tornado_tcpclient",
        "returns",
        "what does _format_addr give back for an IPv6 tuple vs an IPv4 one?",
        {"returns": "_format_addr"},
    ),
    q(
        "h198_tornado_tcpclient",
        "calls",
        "Where is _Connector.try_connect called?",
        grep(r"self\.try_connect\(", TCP),
    ),
    q(
        "h198_tornado_tcpclient",
        "raises",
        "I passed timeout='5' to TCPClient.connect and got a TypeError. Where's that raised?",
        grep(r'raise TypeError\("Unsupported timeout', TCP),
    ),
    q(
        "h198_tornado_tcpclient",
        "raises",
        "Where does tcpclient produce the 'Timeout while connecting to ...' error that lists the "
        "addresses?",
        grep(r"Timeout while connecting|set_exception\(TimeoutError", TCP),
    ),
    q(
        "h198_tornado_tcpclient",
        "const",
        "Where's `_INITIAL_CONNECT_TIMEOUT` set and what is it?",
        grep(r"^_INITIAL_CONNECT_TIMEOUT = ", TCP),
    ),
    q(
        "h198_tornado_tcpclient",
        "which",
        "which _Connector method closes the in-flight streams when whoever awaited the future "
        "cancels it, e.g. through asyncio.wait_for?",
        {"def": "_Connector.on_future_done"},
    ),
    q(
        "h198_tornado_tcpclient",
        "which",
        "If I ask for a fixed outgoing port but don't say which local address to use, which "
        "piece fills in the machine's own home address for me?",
        {"def": "TCPClient._create_stream"},
        own=True,
    ),
    q(
        "h198_tornado_tcpclient",
        "how",
        "How does `_Connector.on_connect_done` react when an attempt fails? Does it still wait "
        "for the timer before trying the other family?",
        {"body": "_Connector.on_connect_done"},
    ),
    q(
        "h198_tornado_tcpclient",
        "how",
        "When a hostname comes back with both v4 and v6 addresses, how does it decide which group "
        "goes first and which is kept as the backup?",
        {"body": "_Connector.split"},
        own=True,
    ),
    run(
        "h198_tornado_tcpclient",
        "What does {} print?",
        "from tornado.tcpclient import _format_addr; "
        "print(_format_addr(('::1', 443, 0, 0)), _format_addr(('10.0.0.1', 80)))",
        "[::1]:443 10.0.0.1:80",
    ),
    q(
        "h198_tornado_tcpclient",
        "edit",
        "set _INITIAL_CONNECT_TIMEOUT in tornado/tcpclient.py to 0.5",
        {"effect": {"value_set": [TCP, "_INITIAL_CONNECT_TIMEOUT", "0.5"]}},
    ),
    q(
        "h198_tornado_tcpclient",
        "edit",
        "In TCPClient._create_stream, right after `socket_obj = socket.socket(af)`, add the line "
        "`socket_obj.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)`.",
        {
            "effect": {
                "line_after": [
                    TCP,
                    "socket_obj = socket.socket(af)",
                    "socket_obj.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)",
                ]
            }
        },
    ),
    # --- anyio/functools.py ------------------------------------------------------------------
    q(
        "h198_anyio_functools",
        "where",
        "where is AsyncCacheInfo declared?",
        {"def": "AsyncCacheInfo"},
    ),
    q(
        "h198_anyio_functools",
        "returns",
        "What does AsyncLRUCacheWrapper.cache_info() return, and in what order are the fields?",
        {"returns": "AsyncLRUCacheWrapper.cache_info"},
    ),
    q(
        "h198_anyio_functools",
        "calls",
        "in anyio/functools.py, where does `lru_cache` build a `_LRUCacheWrapper`?",
        grep(r"return _LRUCacheWrapper\(", FUNCS),
    ),
    q(
        "h198_anyio_functools",
        "raises",
        "anyio's lru_cache('oops') says the first argument must be callable. Where's that check?",
        grep(r'raise TypeError\("the first argument must be callable"\)', FUNCS),
    ),
    q(
        "h198_anyio_functools",
        "raises",
        "Where does anyio.functools.reduce raise when the iterable is empty and there's no "
        "initial value?",
        grep(r'"reduce\(\) of empty sequence with no initial value"', FUNCS),
    ),
    q(
        "h198_anyio_functools",
        "which",
        "Which one do I reach for if I want to remember every result forever, with no upper "
        "limit on how many get kept?",
        {"def": "cache"},
        own=True,
    ),
    q(
        "h198_anyio_functools",
        "how",
        "If I fold an empty list onto a starting value with the async version, does it still "
        "pause once to let other tasks run, or does it return straight away?",
        grep(r"Make sure there is at least one checkpoint|if not function_called:", FUNCS),
        own=True,
    ),
    run(
        "h198_anyio_functools",
        "Run {} and tell me the hits and misses.",
        "import anyio, asyncio; from anyio.functools import lru_cache, reduce; "
        "c = lru_cache(asyncio.sleep); print(anyio.run(reduce, c, [0, 0, 0], 0), c.cache_info())",
        "AsyncCacheInfo(hits=2, misses=1, maxsize=128, currsize=1, ttl=None)",
    ),
    q(
        "h198_anyio_functools",
        "edit",
        "rename the local `function_called` in anyio/functools.py's reduce to `applied_once`",
        {"effect": {"renamed": ["function_called", "applied_once"]}},
    ),
    q(
        "h198_anyio_functools",
        "edit",
        "I think there's a race in AsyncLRUCacheWrapper.__call__ when the ttl expires while "
        "another task holds the lock. Can you find the bug and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- boto3/resources/action.py -----------------------------------------------------------
    q(
        "h198_boto3_action",
        "where",
        "Where is CustomModeledAction.inject?",
        {"def": "CustomModeledAction.inject"},
    ),
    q(
        "h198_boto3_action",
        "returns",
        "what comes back from calling a BatchAction?",
        {"returns": "BatchAction.__call__"},
    ),
    q(
        "h198_boto3_action",
        "calls",
        "Show me every place action.py calls create_request_parameters.",
        grep(r"create_request_parameters\(", ACTION),
    ),
    q(
        "h198_boto3_action",
        "which",
        "which class in boto3's action module runs the operation once per page of a collection, "
        "so I can delete lots of S3 objects in one go?",
        {"def": "BatchAction"},
    ),
    q(
        "h198_boto3_action",
        "which",
        "Which class just sits there blocking until AWS says the thing I created is actually "
        "ready?",
        {"body": "WaiterAction"},
        own=True,
    ),
    q(
        "h198_boto3_action",
        "how",
        "How does ServiceAction decide whether I get the raw response dict back or resource "
        "objects?",
        {"body": "ServiceAction.__init__"},
    ),
    run(
        "h198_boto3_action",
        "Please run {} -- which handler does it pick?",
        "from boto3.resources.model import Action; from boto3.resources.action import "
        "ServiceAction; a = ServiceAction(Action('get_queue_url', "
        "{'request': {'operation': 'GetQueueUrl'}}, {})); "
        "print(type(a._response_handler).__name__)",
        "RawHandler",
    ),
    q(
        "h198_boto3_action",
        "edit",
        "In boto3/resources/action.py, comment out `self.function.__name__ = self.name` in "
        "CustomModeledAction.inject.",
        {"effect": {"comment_out": [ACTION, "self.function.__name__ = self.name"]}},
    ),
]
