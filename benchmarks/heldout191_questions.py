"""The hundred-and-ninety-first blind set: questions on one module each of four third-party
packages, copied from the installed site-packages (jupyter_server 2.21.1:
``jupyter_server/auth/identity.py``; Werkzeug 3.1.8: ``werkzeug/sansio/request.py``; httpcore
1.0.9: ``httpcore/_sync/connection_pool.py``; anyio 4.16.0: ``anyio/from_thread.py``), written
blind: by reading only those files, never the model's code or its notes, and committed before the
model was asked any of them. This is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (jupyter_server's identity providers most,
then anyio's blocking portal, Werkzeug's sans-IO request, httpcore's sync connection pool). About a
fifth of the non-edit questions are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The
commands need the whole package to import, so they run against the installed package; each
exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h191_jupyter_server_identity": ["jupyter_server/auth/identity.py"],
    "h191_werkzeug_request": ["werkzeug/sansio/request.py"],
    "h191_httpcore_connection_pool": ["httpcore/_sync/connection_pool.py"],
    "h191_anyio_from_thread": ["anyio/from_thread.py"],
}

IDENT = "jupyter_server/auth/identity.py"
REQ = "werkzeug/sansio/request.py"
POOL = "httpcore/_sync/connection_pool.py"
FT = "anyio/from_thread.py"


QUESTIONS: list[dict] = [
    # --- jupyter_server/auth/identity.py -----------------------------------------------------
    q(
        "h191_jupyter_server_identity",
        "where",
        "where does jupyter_server define _backward_compat_user?",
        {"def": "_backward_compat_user"},
    ),
    q(
        "h191_jupyter_server_identity",
        "returns",
        "IdentityProvider.user_to_cookie -- what comes back from it exactly, a dict or a string?",
        {"returns": "IdentityProvider.user_to_cookie"},
    ),
    q(
        "h191_jupyter_server_identity",
        "calls",
        "Who calls `generate_anonymous_user` in identity.py? I want to know every path that "
        "ends up minting an anonymous user.",
        grep(r"self\.generate_anonymous_user\(", IDENT),
    ),
    q(
        "h191_jupyter_server_identity",
        "calls",
        "list the spots where set_login_cookie gets invoked",
        grep(r"self\.set_login_cookie\(", IDENT),
    ),
    q(
        "h191_jupyter_server_identity",
        "raises",
        "I put `updatable_fields = ['email']` in my IdentityProvider config and startup dies with "
        "a TraitError. Which line raises it?",
        grep(r"raise TraitError\(msg\)", IDENT),
    ),
    q(
        "h191_jupyter_server_identity",
        "raises",
        "where does the User dataclass blow up when username is an empty string?",
        grep(r"user\.username must not be empty", IDENT),
    ),
    q(
        "h191_jupyter_server_identity",
        "raises",
        "Trying to PATCH my display_name through the API gives 'Field display_name is not "
        "updatable'. Where is that thrown?",
        {"body": "IdentityProvider.check_update"},
    ),
    q(
        "h191_jupyter_server_identity",
        "const",
        "On the base IdentityProvider, which fields can users update by default, and where is "
        "that default written down?",
        grep(r'default_value=\["color"\]', IDENT),
    ),
    run(
        "h191_jupyter_server_identity",
        "Can you execute {} and tell me what username the resulting user gets?",
        "from jupyter_server.auth.identity import _backward_compat_user; "
        "print(_backward_compat_user({'name': 'bob', 'color': 'red'}))",
        "username='bob'",
    ),
    q(
        "h191_jupyter_server_identity",
        "edit",
        "In jupyter_server/auth/identity.py please rename the module-level regex `_non_alphanum` "
        "to `_NON_ALPHANUM_RE`, including where it's used.",
        {"effect": {"renamed": ["_non_alphanum", "_NON_ALPHANUM_RE"]}},
    ),
    q(
        "h191_jupyter_server_identity",
        "edit",
        "Could you audit identity.py for security holes in the way tokens and passwords are "
        "compared (timing attacks and so on) and patch whatever you find?",
        {"effect": {"declined": True}},
    ),
    q(
        "h191_jupyter_server_identity",
        "which",
        "Which method digs the token out of the request, either from the ?token= query param or "
        "an `Authorization: token ...` header?",
        {"def": "IdentityProvider.get_token"},
    ),
    q(
        "h191_jupyter_server_identity",
        "which",
        "which function sends back a header dated a year in the past, to get rid of a stale "
        "sign-in entry in the browser that the web framework's normal way can't reach?",
        {"def": "IdentityProvider._force_clear_cookie"},
        own=True,
    ),
    q(
        "h191_jupyter_server_identity",
        "how",
        "How does _get_user pick between the user it got from the token and the one from the "
        "cookie when a request carries both?",
        {"body": "IdentityProvider._get_user"},
    ),
    q(
        "h191_jupyter_server_identity",
        "how",
        "If I never configure what the browser should store my sign-in under, how does the "
        "server come up with a label for it, so two notebook servers running side by side on "
        "one box don't clobber each other?",
        {"body": "IdentityProvider.get_cookie_name"},
        own=True,
    ),
    q(
        "h191_jupyter_server_identity",
        "how",
        "When someone logs in with the token and also types a new_password on the login page, "
        "how does PasswordIdentityProvider.process_login_form handle that?",
        {"body": "PasswordIdentityProvider.process_login_form"},
    ),
    # --- werkzeug/sansio/request.py ----------------------------------------------------------
    q(
        "h191_werkzeug_request",
        "where",
        "In werkzeug's sansio Request, where is access_route defined?",
        {"def": "Request.access_route"},
    ),
    q(
        "h191_werkzeug_request",
        "returns",
        "what does `Request.full_path` give back if the query string is empty -- is there a "
        "trailing '?'?",
        {"returns": "Request.full_path"},
    ),
    q(
        "h191_werkzeug_request",
        "calls",
        "who calls _parse_content_type",
        grep(r"self\._parse_content_type\(\)", REQ),
    ),
    q(
        "h191_werkzeug_request",
        "const",
        "Where's the class-level default for trusted_hosts set on the sansio Request?",
        grep(r"trusted_hosts: list\[str\] \| None = None", REQ),
    ),
    run(
        "h191_werkzeug_request",
        "what does {} print for the url?",
        "from werkzeug.sansio.request import Request; from werkzeug.datastructures import "
        "Headers; r = Request('get', 'http', ('example.com', 80), '/app/', 'x/y', b'a=1&a=2', "
        "Headers(), '1.2.3.4'); print(r.url, r.method, r.args.getlist('a'))",
        "http://example.com/app/x/y?a=1&a=2 GET",
    ),
    q(
        "h191_werkzeug_request",
        "edit",
        "Request._parse_content_type in werkzeug/sansio/request.py has no docstring. Add one "
        "saying it parses the Content-Type header once and caches the result.",
        {"effect": {"docstring": "Request._parse_content_type"}},
    ),
    q(
        "h191_werkzeug_request",
        "which",
        "Which property on the request says whether it arrived over https or wss?",
        {"def": "Request.is_secure"},
    ),
    q(
        "h191_werkzeug_request",
        "which",
        "Which property tells me if the body a client posted is that curly-brace data format, "
        "vendor-specific flavours included?",
        {"def": "Request.is_json"},
        own=True,
    ),
    q(
        "h191_werkzeug_request",
        "which",
        "I need the request URL minus the `?a=b` part. which property is that?",
        {"def": "Request.base_url"},
    ),
    q(
        "h191_werkzeug_request",
        "how",
        "How does Request.host get computed -- does it look at the Host header first, and where "
        "do trusted_hosts come into it?",
        {"body": "Request.host"},
    ),
    q(
        "h191_werkzeug_request",
        "how",
        "My client sends the little values the browser remembers for a site split across two "
        "separate header lines. How does the request stitch those together before reading them?",
        {"body": "Request.cookies"},
        own=True,
    ),
    # --- httpcore/_sync/connection_pool.py ---------------------------------------------------
    q(
        "h191_httpcore_connection_pool",
        "where",
        "where's PoolRequest.wait_for_connection",
        {"def": "PoolRequest.wait_for_connection"},
    ),
    q(
        "h191_httpcore_connection_pool",
        "returns",
        "What kind of object does ConnectionPool.create_connection return, say when a socks5 "
        "proxy is set?",
        {"returns": "ConnectionPool.create_connection"},
    ),
    q(
        "h191_httpcore_connection_pool",
        "calls",
        "Where does the sync pool call `_assign_requests_to_connections`? Including from the "
        "byte stream, if it does.",
        grep(r"= self\.(_pool\.)?_assign_requests_to_connections\(\)", POOL),
    ),
    q(
        "h191_httpcore_connection_pool",
        "raises",
        "httpx gave me \"Request URL is missing an 'http://' or 'https://' protocol\". Where in "
        "httpcore's connection pool does UnsupportedProtocol get raised?",
        grep(r"raise UnsupportedProtocol\(", POOL),
    ),
    run(
        "h191_httpcore_connection_pool",
        "Run {} -- what's the repr of a fresh pool?",
        "import httpcore; print(httpcore.ConnectionPool(max_connections=3))",
        "Requests: 0 active, 0 queued",
    ),
    q(
        "h191_httpcore_connection_pool",
        "edit",
        "bump the default max_connections of the sync ConnectionPool from 10 to 20",
        {
            "effect": {
                "text_replaced": [
                    POOL,
                    "max_connections: int | None = 10,",
                    "max_connections: int | None = 20,",
                ]
            }
        },
    ),
    q(
        "h191_httpcore_connection_pool",
        "which",
        "When every slot is already taken but one of them is just sitting there doing nothing, "
        "which part of the pool throws that one away so a fresh one can be opened for a waiting "
        "caller?",
        {"def": "ConnectionPool._assign_requests_to_connections"},
        own=True,
    ),
    q(
        "h191_httpcore_connection_pool",
        "how",
        "Say the link I was handed turns out to be busy by the time my call goes out on it. Does "
        "the pool give up on me, or go round again? How does that work?",
        grep(
            r"while True:|except ConnectionNotAvailable:|pool_request\.clear_connection\(\)",
            POOL,
        ),
        own=True,
    ),
    # --- anyio/from_thread.py ----------------------------------------------------------------
    q(
        "h191_anyio_from_thread",
        "where",
        "Where is start_blocking_portal defined in anyio?",
        {"def": "start_blocking_portal"},
    ),
    q(
        "h191_anyio_from_thread",
        "returns",
        "what does `BlockingPortal.start_task` hand back to the calling thread?",
        {"returns": "BlockingPortal.start_task"},
    ),
    q(
        "h191_anyio_from_thread",
        "calls",
        "Which BlockingPortal methods call _check_running before doing anything?",
        grep(r"self\._check_running\(\)", FT),
    ),
    q(
        "h191_anyio_from_thread",
        "raises",
        "anyio.from_thread.run fails with 'Not running inside an AnyIO worker thread, and no "
        "event loop token was provided'. where is that raised?",
        {"body": "_token_or_error"},
    ),
    q(
        "h191_anyio_from_thread",
        "raises",
        "Show me the lines in from_thread.py where BlockingPortal._check_running raises "
        "RuntimeError.",
        grep(r"raise RuntimeError\(", FT),
    ),
    q(
        "h191_anyio_from_thread",
        "raises",
        "I kick off a background job through the portal and block until it reports in, but the "
        "job simply returns without ever reporting. Where is the error I then get made?",
        grep(r"Task exited without calling task_status\.started\(\)", FT),
        own=True,
    ),
    run(
        "h191_anyio_from_thread",
        "hey, what does {} output?",
        "from anyio.from_thread import BlockingPortalProvider; prov = BlockingPortalProvider(); "
        "p = prov.__enter__(); print(p.call(sorted, 'cab')); prov.__exit__(None, None, None)",
        "['a', 'b', 'c']",
    ),
    q(
        "h191_anyio_from_thread",
        "edit",
        "Make BlockingPortalProvider default to the trio backend: change its `backend: str = "
        '"asyncio"` field to `backend: str = "trio"` in anyio/from_thread.py. Leave '
        "start_blocking_portal alone.",
        {"effect": {"line_replaced": [FT, 'backend: str = "asyncio"', 'backend: str = "trio"']}},
    ),
    q(
        "h191_anyio_from_thread",
        "edit",
        "in BlockingPortalProvider.__exit__, delete the line `assert self._leases > 0`",
        {"effect": {"line_deleted": [FT, "assert self._leases > 0"]}},
    ),
    q(
        "h191_anyio_from_thread",
        "which",
        "Which class wraps an async context manager so it can be used in a plain `with` from a "
        "sync thread?",
        {"def": "_BlockingAsyncContextManager"},
    ),
    q(
        "h191_anyio_from_thread",
        "which",
        "I've got a bunch of worker threads and want them all to piggyback on one background "
        "async loop that spins up when the earliest one arrives and goes away once nobody is "
        "using it any more. What should I reach for?",
        {"def": "BlockingPortalProvider"},
        own=True,
    ),
    q(
        "h191_anyio_from_thread",
        "how",
        "How does BlockingPortal._call_func handle the concurrent Future being cancelled while "
        "the coroutine is still running in the loop?",
        {"body": "BlockingPortal._call_func"},
    ),
    q(
        "h191_anyio_from_thread",
        "how",
        "When the code inside my `with` block blows up, does the background-loop helper let the "
        "leftover jobs finish or kill them off? how is that decided?",
        grep(r"cancel_remaining_tasks", FT),
        own=True,
    ),
]
