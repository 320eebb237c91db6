"""The two-hundred-and-thirtieth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (trio 0.22.2: ``trio/socket.py``; httpx 0.29.0:
``httpx/_main.py``; dask 2026.8.0: ``dask/array/chunk.py``; sympy 1.14.0:
``sympy/series/order.py``), written blind: by reading only those four files, the format of
``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of
``bench_answers.py`` (``gold_lines``, ``own_returns``, ``check_effect`` and what they call), never
the model's code, its notes or other sets, and without asking the model anything. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files, counting what the files hold rather than
their lines (trio's socket module is mostly one long re-export list with no definitions, so it gets
the fewest; sympy's Order the most). About a fifth of the non-edit questions are in the user's own
words (``own=True``: behaviour described in everyday words, without the target's identifiers or
its docstring's words, with one definition that fits); the rest name the code, run a command or ask
for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``
(every ``def`` / ``body`` / ``returns`` gold names one definition, every grep matches the lines
meant); each command was run against the installed packages and its gold is an exact substring
of its output (httpx's ``_main`` needs ``rich``, which is not installed here, so the httpx file has
no command); each of the four doable edits was made by hand on a scratch copy of its workspace and
``bench_answers.check_effect`` held after it; the two others are expected to be declined.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h230_trio_socket": ["trio/socket.py"],
    "h230_httpx_main": ["httpx/_main.py"],
    "h230_dask_chunk": ["dask/array/chunk.py"],
    "h230_sympy_order": ["sympy/series/order.py"],
}

TSOCK = "trio/socket.py"
HMAIN = "httpx/_main.py"
DCHUNK = "dask/array/chunk.py"
SORDER = "sympy/series/order.py"


QUESTIONS: list[dict] = [
    # --- trio/socket.py ------------------------------------------------------------------------
    q(
        "h230_trio_socket",
        "where",
        "Where does trio.socket pull in set_custom_socket_factory from the private module?",
        grep(r"set_custom_socket_factory as set_custom_socket_factory", TSOCK),
    ),
    q(
        "h230_trio_socket",
        "const",
        "my python's socket module might not have IP_BIND_ADDRESS_NO_PORT. does trio fall back "
        "to a hardcoded number for it, and where?",
        grep(r"IP_BIND_ADDRESS_NO_PORT = 24", TSOCK),
    ),
    q(
        "h230_trio_socket",
        "how",
        "How does trio/socket.py decide which of the stdlib socket constants it re-exports? "
        "I don't see most of them imported by name at runtime.",
        grep(
            r"^globals\(\)\.update\(|_name: getattr\(_stdlib_socket, _name\)|"
            r"for _name in _stdlib_socket\.__all__|if _name\.isupper\(\) and _name not in",
            TSOCK,
        ),
    ),
    q(
        "h230_trio_socket",
        "how",
        "On a Windows box, the option that lets a server grab a port again right after it was "
        "let go is missing from trio's namespace, although the plain library has it. How does "
        "trio keep it out there?",
        grep(r'_bad_symbols\.add\("SO_REUSEADDR"\)|^if sys\.platform == "win32":$', TSOCK),
        own=True,
    ),
    q(
        "h230_trio_socket",
        "which",
        "which part of trio/socket.py spells out every AF_/SO_/TCP_ constant so that mypy and "
        "jedi can see them, even though they're really filled in at runtime?",
        grep(r"from socket import \(  # type: ignore\[attr-defined\]", TSOCK),
    ),
    q(
        "h230_trio_socket",
        "which",
        "Which import in trio.socket is wrapped in a try/except ImportError because fromshare "
        "doesn't exist everywhere?",
        grep(r"from \._socket import fromshare as fromshare", TSOCK),
    ),
    run(
        "h230_trio_socket",
        "Could you run {} for me and tell me what it prints?",
        "import trio.socket as s; v = vars(s); print('SO_REUSEADDR' in v, 'ntohl' in v)",
        "True False",
    ),
    q(
        "h230_trio_socket",
        "edit",
        "trio.socket re-exports ntohs but not ntohl, which is annoying. In trio/socket.py, add "
        "`ntohl as ntohl,` to the `from socket import (...)` list, on the line right after "
        "`ntohs as ntohs,`.",
        {"effect": {"line_after": [TSOCK, "ntohs as ntohs,", "ntohl as ntohl,"]}},
    ),
    # --- httpx/_main.py ------------------------------------------------------------------------
    q(
        "h230_httpx_main",
        "where",
        "where's get_lexer_for_response defined?",
        {"def": "get_lexer_for_response"},
    ),
    q(
        "h230_httpx_main",
        "returns",
        "What does `validate_json` give back, both when --json is missing and when it's there?",
        {"returns": "validate_json"},
    ),
    q(
        "h230_httpx_main",
        "calls",
        "Who calls format_response_headers in the httpx CLI module?",
        grep(r"= format_response_headers\(", HMAIN),
    ),
    q(
        "h230_httpx_main",
        "calls",
        "Where does print_request_headers get called from?",
        grep(r"(?<!def )print_request_headers\(", HMAIN),
    ),
    q(
        "h230_httpx_main",
        "raises",
        "Running `httpx URL -j '{oops'` prints 'Not valid JSON'. Where is that error raised?",
        grep(r'raise click\.BadParameter\("Not valid JSON"\)', HMAIN),
    ),
    q(
        "h230_httpx_main",
        "const",
        "What's the default network timeout of the httpx command line tool, and where is it set "
        "on the click option?",
        grep(r"default=5\.0,", HMAIN),
    ),
    q(
        "h230_httpx_main",
        "which",
        "Which function in httpx/_main.py re-indents a JSON body before syntax-highlighting the "
        "response?",
        {"body": "print_response"},
    ),
    q(
        "h230_httpx_main",
        "which",
        "With the chatty output on for an https call, which bit lays out the server's identity "
        "papers (who handed them out, who they're for, and so on) as a list of lines starting "
        "with a star?",
        {"body": "format_certificate"},
        own=True,
    ),
    q(
        "h230_httpx_main",
        "how",
        "how does the httpx cli pick GET vs POST if I don't give -m at all?",
        grep(
            r'^    if not method:$|method = "POST" if content or data or files or json else', HMAIN
        ),
    ),
    q(
        "h230_httpx_main",
        "how",
        "Hi, if I type my user name followed by a single dash instead of my secret when logging "
        "in from the terminal, what happens then? Does it ask me to type it in?",
        {"body": "validate_auth"},
        own=True,
    ),
    q(
        "h230_httpx_main",
        "edit",
        "5 seconds is too short for our API. Please change the default of the --timeout option "
        "in httpx/_main.py from 5.0 to 10.0.",
        {"effect": {"text_replaced": [HMAIN, "default=5.0,", "default=10.0,"]}},
    ),
    q(
        "h230_httpx_main",
        "edit",
        "The long if/elif chain in trace() is hard to follow. Could you refactor it into a "
        "dispatch table of small handler functions, with full type hints, and keep the verbose "
        "behaviour exactly the same?",
        {"effect": {"declined": True}},
    ),
    # --- dask/array/chunk.py -------------------------------------------------------------------
    q(
        "h230_dask_chunk",
        "where",
        "Where is `slice_with_int_dask_array_aggregate` defined?",
        {"def": "slice_with_int_dask_array_aggregate"},
    ),
    q(
        "h230_dask_chunk",
        "where",
        "where is the helper that shaves a fixed number of cells off each edge of a block, "
        "maybe a different amount along each direction?",
        {"def": "trim"},
        own=True,
    ),
    q(
        "h230_dask_chunk",
        "returns",
        "what does argtopk return? it seems to have two different return shapes",
        {"returns": "argtopk"},
    ),
    q(
        "h230_dask_chunk",
        "returns",
        "In dask.array.chunk, what does arange hand back when arange_safe produced one element "
        "too many?",
        {"returns": "arange"},
    ),
    q(
        "h230_dask_chunk",
        "calls",
        "Which of the per-chunk reductions are built with keepdims_wrapper?",
        grep(r"= keepdims_wrapper\(", DCHUNK),
    ),
    q(
        "h230_dask_chunk",
        "calls",
        "who calls topk() in chunk.py?",
        grep(r"= topk\(", DCHUNK),
    ),
    q(
        "h230_dask_chunk",
        "raises",
        "I'm getting 'ValueError: Array chunk size or shape is unknown. Possible solution with "
        "x.compute_chunk_sizes()'. Where does that come from?",
        grep(r"raise ValueError\($|Array chunk size or shape is unknown", DCHUNK),
    ),
    q(
        "h230_dask_chunk",
        "which",
        "Which function puts the reduced axes back as length-1 dimensions when keepdims=True is "
        "passed to argmin/argmax?",
        {"body": "keepdims_wrapper"},
    ),
    q(
        "h230_dask_chunk",
        "which",
        "When I pull a tiny piece out of a huge block, which part makes sure I end up with a "
        "separate duplicate, so the huge block can be thrown away afterwards?",
        {"body": "getitem"},
        own=True,
    ),
    q(
        "h230_dask_chunk",
        "how",
        "How does coarsen deal with an axis whose length isn't a multiple of the coarsening "
        "factor?",
        {"body": "coarsen"},
    ),
    q(
        "h230_dask_chunk",
        "how",
        "Picking entries with a list of whole numbers, some of them counted from the end: how "
        "does the step that works on one block at a time turn those into real positions and drop "
        "the ones that belong to some other block?",
        {"body": "slice_with_int_dask_array"},
        own=True,
    ),
    run(
        "h230_dask_chunk",
        "what's the output of {}?",
        "from dask.array.chunk import coarsen; import numpy as np; "
        "print(coarsen(np.sum, np.arange(7), {0: 2}, trim_excess=True))",
        "[1 5 9]",
    ),
    q(
        "h230_dask_chunk",
        "edit",
        "getitem in dask/array/chunk.py copies the result when the source is at least twice its "
        "size. Make that four times: `obj.size >= 2 * result.size` -> "
        "`obj.size >= 4 * result.size`.",
        {
            "effect": {
                "text_replaced": [
                    DCHUNK,
                    "obj.size >= 2 * result.size",
                    "obj.size >= 4 * result.size",
                ]
            }
        },
    ),
    # --- sympy/series/order.py -----------------------------------------------------------------
    q(
        "h230_sympy_order",
        "where",
        "Where's Order._eval_subs?",
        {"def": "Order._eval_subs"},
    ),
    q(
        "h230_sympy_order",
        "returns",
        "What does removeO() return on an Order object?",
        {"returns": "Order.removeO"},
    ),
    q(
        "h230_sympy_order",
        "calls",
        "who calls Order.contains inside order.py?",
        grep(r"(?<!def )contains\(", SORDER),
    ),
    q(
        "h230_sympy_order",
        "raises",
        "O(x*y, x*y) fails with `TypeError: Variables are not symbols`. where is that raised?",
        grep(r"raise TypeError\('Variables are not symbols", SORDER),
    ),
    q(
        "h230_sympy_order",
        "raises",
        "Where does Order complain when I give the same variable twice?",
        grep(r"Variables are supposed to be unique symbols", SORDER),
    ),
    q(
        "h230_sympy_order",
        "raises",
        "`O(x) in O(y)` gave me TypeError: contains did not evaluate to a bool -- which line "
        "raises that?",
        grep(r"raise TypeError\('contains did not evaluate to a bool'\)", SORDER),
    ),
    q(
        "h230_sympy_order",
        "raises",
        "List every place in sympy/series/order.py that raises NotImplementedError.",
        grep(r"raise NotImplementedError\(", SORDER),
    ),
    q(
        "h230_sympy_order",
        "which",
        "Which method makes -O(x) come out as O(x) again?",
        {"body": "Order.__neg__"},
    ),
    q(
        "h230_sympy_order",
        "which",
        "when I wrap something like 5 times x squared in a big-O, which piece strips the "
        "constant multiplier so that only the x part is kept?",
        {"body": "Order.__new__"},
        own=True,
    ),
    q(
        "h230_sympy_order",
        "how",
        "How does Order.__new__ handle a limit point at oo, e.g. O(x**2, (x, oo))?",
        grep(
            r"if point\[0\] in \(S\.Infinity, S\.Infinity\*S\.ImaginaryUnit\):|"
            r"s = \{k: 1/Dummy\(\) for k in variables\}|rs = \{1/v: 1/k for k, v in s\.items\(\)\}",
            SORDER,
        ),
    ),
    q(
        "h230_sympy_order",
        "how",
        "Say I check in code whether one big-O term swallows another, but the two were expanded "
        "around different spots. What comes back then: yes, no, or neither?",
        grep(r"any\(p != point for p in (expr|self)\.point\)", SORDER),
        own=True,
    ),
    run(
        "h230_sympy_order",
        "I'm trying to understand big-O in sympy, what does {} print?",
        "from sympy import O, symbols; x = symbols('x'); "
        "print(O(x**2).contains(x**3), -O(x), O(x)**2)",
        "True O(x) O(x**2)",
    ),
    run(
        "h230_sympy_order",
        "Please run {} and paste the result.",
        "from sympy import O, oo, symbols; x = symbols('x'); print(O(5*x**2 + x**3, (x, oo)))",
        "O(x**3, (x, oo))",
    ),
    q(
        "h230_sympy_order",
        "edit",
        "Order.removeO in sympy/series/order.py has no docstring. Add one saying that it drops "
        "the order term, so it always returns zero.",
        {"effect": {"docstring": "Order.removeO"}},
    ),
    q(
        "h230_sympy_order",
        "edit",
        "I think there's a bug somewhere in Order.contains: with some points a local variable is "
        "used before it's ever assigned. Can you track it down, fix it and add regression tests?",
        {"effect": {"declined": True}},
    ),
]
