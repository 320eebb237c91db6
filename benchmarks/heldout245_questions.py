"""The two-hundred-and-forty-fifth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (anthropic 2.17.0: ``anthropic/pagination.py``;
joserfc 1.6.5: ``joserfc/_rfc7518/ec_key.py``; networkx 3.6.1:
``networkx/algorithms/components/strongly_connected.py``; trio 0.22.2: ``trio/_threads.py``),
written blind: by reading only those files (and, for the format, ``heldout128_questions.py``,
``question_helpers.py`` and the gold functions of ``bench_answers.py``), never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (trio's thread helpers most, then joserfc's EC
keys, networkx's strongly connected components and anthropic's page classes, whose many near-copies
of one class make fewer distinct questions). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it, with one
definition that fits); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every
gold names exactly one definition or greps at least one line of its file); each command was run
against the installed package and its expected text is a substring of what it printed; for each
edit the correct change was made by hand on a scratch copy of the workspace and
``bench_answers.check_effect`` held after it (and the declined ones held on the untouched copy).
The commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h245_anthropic_pagination": ["anthropic/pagination.py"],
    "h245_joserfc_ec_key": ["joserfc/_rfc7518/ec_key.py"],
    "h245_networkx_strongly_connected": ["networkx/algorithms/components/strongly_connected.py"],
    "h245_trio_threads": ["trio/_threads.py"],
}

PAGES = "anthropic/pagination.py"
EC = "joserfc/_rfc7518/ec_key.py"
SCC = "networkx/algorithms/components/strongly_connected.py"
THREADS = "trio/_threads.py"


QUESTIONS: list[dict] = [
    # --- anthropic/pagination.py -------------------------------------------------------------
    q(
        "h245_anthropic_pagination",
        "where",
        "Where is SyncBidirectionalPageCursor defined?",
        {"def": "SyncBidirectionalPageCursor"},
    ),
    q(
        "h245_anthropic_pagination",
        "returns",
        "what can AsyncTokenPage.next_page_info give back? I'm getting None sometimes",
        {"returns": "AsyncTokenPage.next_page_info"},
    ),
    q(
        "h245_anthropic_pagination",
        "calls",
        "Which has_next_page implementations just call `self.next_page_info()` to decide?",
        grep(r"self\.next_page_info\(\)", PAGES),
    ),
    q(
        "h245_anthropic_pagination",
        "which",
        "which page classes send a `page_token` param when fetching the next page?",
        {"body": "SyncTokenPage.next_page_info"},
        {"body": "AsyncTokenPage.next_page_info"},
    ),
    q(
        "h245_anthropic_pagination",
        "which",
        "I'm walking through results with the blocking (not asyncio) client and one kind of "
        "listing also carries a timestamp telling me how fresh its figures are. Which class is "
        "that one?",
        {"body": "SyncReportPageCursor"},
        own=True,
    ),
    q(
        "h245_anthropic_pagination",
        "how",
        "How does SyncPage.next_page_info decide between paging forward with after_id and "
        "backward with before_id?",
        {"body": "SyncPage.next_page_info"},
    ),
    q(
        "h245_anthropic_pagination",
        "how",
        "For the asyncio listing that comes with a freshness timestamp: if the server says "
        "there's nothing left but still hands me a pointer to a following batch, does it keep "
        "going or stop? How is that settled?",
        {"body": "AsyncReportPageCursor.has_next_page"},
        own=True,
    ),
    run(
        "h245_anthropic_pagination",
        "quick sanity check -- what does {} print for you?",
        "from anthropic.pagination import SyncTokenPage; "
        "p = SyncTokenPage.construct(data=[1, 2], next_page='tok_2'); "
        "print(p.next_page_info(), p._get_page_items())",
        "PageInfo(params={'page_token': 'tok_2'}) [1, 2]",
    ),
    q(
        "h245_anthropic_pagination",
        "edit",
        "SyncPageCursor.has_next_page in anthropic/pagination.py has no docstring. Add one "
        "please: it says there is another page exactly when next_page_info() is not None.",
        {"effect": {"docstring": "SyncPageCursor.has_next_page"}},
    ),
    q(
        "h245_anthropic_pagination",
        "edit",
        "pagination.py is basically ten copies of the same class. Can you fold every Sync/Async "
        "pair into one shared generic base so each behaviour lives in one place, without changing "
        "what any of the public classes do?",
        {"effect": {"declined": True}},
    ),
    # --- joserfc/_rfc7518/ec_key.py ----------------------------------------------------------
    q(
        "h245_joserfc_ec_key",
        "where",
        "where's ECBinding.export_public_key",
        {"def": "ECBinding.export_public_key"},
    ),
    q(
        "h245_joserfc_ec_key",
        "returns",
        "What does the `private_key` property of ECKey return when the key I loaded is only a "
        "public one?",
        {"returns": "ECKey.private_key"},
    ),
    q(
        "h245_joserfc_ec_key",
        "calls",
        "who calls _wrap_key in ec_key.py?",
        grep(r"return _wrap_key\(", EC),
    ),
    q(
        "h245_joserfc_ec_key",
        "raises",
        "I get InvalidExchangeKeyError when doing ECDH between two ECKeys. Where's it raised?",
        grep(r"raise InvalidExchangeKeyError\(\)", EC),
    ),
    q(
        "h245_joserfc_ec_key",
        "raises",
        "ECKey.derive_key(secret, kdf_name='scrypt') -> ValueError: Invalid kdf value. Which "
        "line throws that?",
        grep(r"raise ValueError\(f\"Invalid kdf value", EC),
    ),
    q(
        "h245_joserfc_ec_key",
        "const",
        "Where does generate_key pick P-256 as the curve when I don't give one?",
        grep(r'crv: str \| None = "P-256"|crv = "P-256"', EC),
    ),
    q(
        "h245_joserfc_ec_key",
        "which",
        "Which method turns an EllipticCurvePrivateKey into the JWK dict with crv, x, y and d?",
        {"body": "ECBinding.export_private_key"},
    ),
    q(
        "h245_joserfc_ec_key",
        "which",
        "Is there something that builds a key pair out of a password, so typing the same "
        "password again always lands on the very same key? Which one?",
        {"body": "ECKey.derive_key"},
        own=True,
    ),
    q(
        "h245_joserfc_ec_key",
        "how",
        "how does ECKey.import_key deal with being given a cryptography key object directly, "
        "rather than a dict or PEM?",
        {"body": "ECKey.import_key"},
    ),
    q(
        "h245_joserfc_ec_key",
        "how",
        "Two parties want to agree on a shared secret using these keys. What happens if mine only "
        "has the public half, or the two sit on different curves?",
        {"body": "ECKey.exchange_derive_key"},
        own=True,
    ),
    run(
        "h245_joserfc_ec_key",
        "Can you run {} and tell me the output",
        "from joserfc._rfc7518.ec_key import ECKey; "
        "k = ECKey.generate_key('P-521', private=False); "
        "print(k.curve_name, k.curve_key_size, k.is_private)",
        "P-521 521 False",
    ),
    q(
        "h245_joserfc_ec_key",
        "edit",
        "In joserfc/_rfc7518/ec_key.py the PBKDF2 branch of derive_key defaults to 100000 "
        "iterations; OWASP says 600000 now. Please change the default to 600000.",
        {
            "effect": {
                "text_replaced": [
                    EC,
                    'kdf_options.setdefault("iterations", 100000)',
                    'kdf_options.setdefault("iterations", 600000)',
                ]
            }
        },
    ),
    # --- networkx/algorithms/components/strongly_connected.py --------------------------------
    q(
        "h245_networkx_strongly_connected",
        "where",
        "where is kosaraju_strongly_connected_components defined in networkx",
        {"def": "kosaraju_strongly_connected_components"},
    ),
    q(
        "h245_networkx_strongly_connected",
        "returns",
        "What does `condensation` return -- also for an empty graph?",
        {"returns": "condensation"},
    ),
    q(
        "h245_networkx_strongly_connected",
        "calls",
        "Which functions in strongly_connected.py call strongly_connected_components(G) "
        "themselves?",
        grep(r"^\s+(return .*\b|scc = nx\.)strongly_connected_components\(G\)", SCC),
    ),
    q(
        "h245_networkx_strongly_connected",
        "calls",
        "where is G._adj accessed directly here instead of going through G.neighbors?",
        grep(r"G\._adj\[", SCC),
    ),
    q(
        "h245_networkx_strongly_connected",
        "raises",
        "I check if you can get from any spot to any other spot following the one-way arrows, "
        "and on a totally empty network it crashes on me. Where is that error thrown?",
        grep(
            r"raise nx\.NetworkXPointlessConcept\(|Connectivity is undefined for the null graph",
            SCC,
        ),
        own=True,
    ),
    q(
        "h245_networkx_strongly_connected",
        "which",
        "which function just counts the SCCs?",
        {"body": "number_strongly_connected_components"},
    ),
    q(
        "h245_networkx_strongly_connected",
        "which",
        "Which function in this file is the nonrecursive Tarjan (with Nuutila's changes)?",
        {"body": "strongly_connected_components"},
    ),
    q(
        "h245_networkx_strongly_connected",
        "how",
        "How does is_strongly_connected reach its answer? Does it build every component first?",
        {"body": "is_strongly_connected"},
    ),
    q(
        "h245_networkx_strongly_connected",
        "how",
        "When I squash a network of one-way arrows so that each bunch of points that can all "
        "reach each other becomes one dot, how does it work out the arrows between the dots, and "
        "do arrows inside a bunch survive?",
        {"body": "condensation"},
        own=True,
    ),
    run(
        "h245_networkx_strongly_connected",
        "What's the output of {}?",
        "import networkx as nx; G = nx.DiGraph([(1, 2), (2, 1), (2, 3), (3, 4), (4, 3)]); "
        "C = nx.condensation(G); print(C.graph['mapping'], list(C.edges()))",
        "{3: 0, 4: 0, 1: 1, 2: 1} [(1, 0)]",
    ),
    q(
        "h245_networkx_strongly_connected",
        "edit",
        "condensation only stores the mapping on C.graph. Add the line "
        '`C.graph["members"] = members` right after `C.graph["mapping"] = mapping` in '
        "networkx/algorithms/components/strongly_connected.py.",
        {
            "effect": {
                "line_after": [
                    SCC,
                    'C.graph["mapping"] = mapping',
                    'C.graph["members"] = members',
                ]
            }
        },
    ),
    # --- trio/_threads.py --------------------------------------------------------------------
    q(
        "h245_trio_threads",
        "where",
        "Where's the ThreadPlaceholder class?",
        {"def": "ThreadPlaceholder"},
    ),
    q(
        "h245_trio_threads",
        "returns",
        "what does current_default_thread_limiter() return",
        {"returns": "current_default_thread_limiter"},
    ),
    q(
        "h245_trio_threads",
        "calls",
        "Who calls `_run_fn_as_system_task`?",
        grep(r"return _run_fn_as_system_task\(", THREADS),
    ),
    q(
        "h245_trio_threads",
        "where",
        "trio.from_thread.run_sync -- which file and line is it actually defined on? (it's "
        "exported under another name I think)",
        {"def": "from_thread_run_sync"},
    ),
    q(
        "h245_trio_threads",
        "raises",
        "I passed trio_token='abc' to trio.from_thread.run and got 'Passed kwarg trio_token is not "
        "of type TrioToken'. where does that come from?",
        grep(r"Passed kwarg trio_token is not of type TrioToken", THREADS),
    ),
    q(
        "h245_trio_threads",
        "raises",
        "RuntimeError: this thread wasn't created by Trio, pass kwarg trio_token=... -- where is "
        "this raised?",
        grep(r"raise RuntimeError\($|this thread wasn't created by Trio", THREADS),
    ),
    q(
        "h245_trio_threads",
        "raises",
        "Calling trio.from_thread.run_sync inside the trio thread itself says 'this is a blocking "
        "function; call it from a thread'. Where's that check?",
        grep(r"this is a blocking function; call it from a thread", THREADS),
    ),
    q(
        "h245_trio_threads",
        "raises",
        "List the places in trio/_threads.py that raise TypeError.",
        grep(r"raise TypeError\(", THREADS),
    ),
    q(
        "h245_trio_threads",
        "const",
        "How many worker threads does to_thread.run_sync allow at once by default, and where is "
        "that number set?",
        grep(r"^DEFAULT_LIMIT = 40", THREADS),
    ),
    q(
        "h245_trio_threads",
        "which",
        "Which function spawns a system task so an async function can run back in the Trio thread?",
        {"body": "from_thread_run"},
    ),
    q(
        "h245_trio_threads",
        "which",
        "I've got a worker I started myself, outside the event loop. Which function lets it hand "
        "an ordinary, non-awaitable callable over to the loop and wait until that's done?",
        {"body": "from_thread_run_sync"},
        own=True,
    ),
    q(
        "h245_trio_threads",
        "how",
        "how does to_thread.run_sync handle cancellation with cancellable=True? is the thread "
        "killed?",
        {"body": "to_thread_run_sync.abort"},
        {"body": "to_thread_run_sync.report_back_in_trio_thread_fn"},
    ),
    q(
        "h245_trio_threads",
        "how",
        "Suppose the whole event loop has already shut down by the time my background job wraps "
        "up. What happens to whatever that job produced?",
        {"body": "to_thread_run_sync.deliver_worker_fn_result"},
        own=True,
    ),
    run(
        "h245_trio_threads",
        "hey, running {} -- what should I see?",
        "import trio; print(trio.run(trio.to_thread.run_sync, "
        "lambda: trio.from_thread.run_sync(lambda: 'back in trio')))",
        "back in trio",
    ),
    q(
        "h245_trio_threads",
        "edit",
        "Set DEFAULT_LIMIT to 20 in trio/_threads.py, 40 threads is too many for our box.",
        {"effect": {"value_set": [THREADS, "DEFAULT_LIMIT", "20"]}},
    ),
    q(
        "h245_trio_threads",
        "edit",
        "The 'Trio expected a sync function' coroutine check is duplicated in to_thread_run_sync "
        "and from_thread_run_sync. Could you pull it out into a shared helper and make both use "
        "it?",
        {"effect": {"declined": True}},
    ),
]
