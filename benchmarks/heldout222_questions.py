"""The two-hundred-and-twenty-second held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (cryptography 48.0.0:
``cryptography/x509/ocsp.py``; httpcore 1.0.9: ``httpcore/_synchronization.py``; pyzmq 27.3.0:
``zmq/log/handlers.py``; anywidget 0.11.0: ``anywidget/_util.py``), written blind: by reading only
those four files, the format of ``heldout128_questions.py``, ``question_helpers.py`` and the gold
functions of ``bench_answers.py`` -- never the model's code, its notes or other sets -- and without
asking the model anything. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (the OCSP builders most, then anywidget's
helpers, httpcore's synchronization primitives and pyzmq's logging handlers). About a fifth of the
non-edit questions are in the user's own words (``own=True``: behaviour described in everyday words
the code and its docstrings do not use, with one definition that fits); the rest name the code,
run a command or ask for an edit, each in a phrasing of its own. Gold forms are those of
``code_questions.py``.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``; each
command was run against the installed package and its expected text is an exact substring of its
output; for each edit the correct edit was made by hand on a scratch copy of the workspace and
``bench_answers.check_effect`` was checked to hold after it (and, for the two to decline, on the
untouched copy).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h222_cryptography_ocsp": ["cryptography/x509/ocsp.py"],
    "h222_httpcore_synchronization": ["httpcore/_synchronization.py"],
    "h222_pyzmq_handlers": ["zmq/log/handlers.py"],
    "h222_anywidget_util": ["anywidget/_util.py"],
}

OCSP = "cryptography/x509/ocsp.py"
SYNC = "httpcore/_synchronization.py"
HANDLERS = "zmq/log/handlers.py"
UTIL = "anywidget/_util.py"


QUESTIONS: list[dict] = [
    # --- cryptography/x509/ocsp.py -----------------------------------------------------------
    q(
        "h222_cryptography_ocsp",
        "where",
        "where does _verify_algorithm live?",
        {"def": "_verify_algorithm"},
    ),
    q(
        "h222_cryptography_ocsp",
        "returns",
        "What do I get back from OCSPRequestBuilder.add_extension -- the same builder mutated, or "
        "something new?",
        {"returns": "OCSPRequestBuilder.add_extension"},
    ),
    q(
        "h222_cryptography_ocsp",
        "calls",
        "Which places in ocsp.py call _verify_algorithm?",
        grep(r"^\s+_verify_algorithm\(algorithm\)", OCSP),
    ),
    q(
        "h222_cryptography_ocsp",
        "calls",
        "who calls _reject_duplicate_extension in the ocsp builders",
        grep(r"_reject_duplicate_extension\(extension, self\._extensions\)", OCSP),
    ),
    q(
        "h222_cryptography_ocsp",
        "raises",
        'I called add_certificate twice on my request builder and got "Only one certificate can '
        'be added to a request". Where is that raised?',
        grep(r'raise ValueError\("Only one certificate can be added to a request"\)', OCSP),
    ),
    q(
        "h222_cryptography_ocsp",
        "raises",
        "ValueError: revocation_time can only be provided if the certificate is revoked -- which "
        "line throws this?",
        grep(r'"revocation_time can only be provided if the certificate "', OCSP),
    ),
    q(
        "h222_cryptography_ocsp",
        "raises",
        "Where does build_unsuccessful refuse OCSPResponseStatus.SUCCESSFUL?",
        grep(r'raise ValueError\("response_status cannot be SUCCESSFUL"\)', OCSP),
    ),
    q(
        "h222_cryptography_ocsp",
        "which",
        "Which OCSPRequestBuilder method should I use when all I have is the issuer's name hash, "
        "key hash and the serial, not the certificate objects themselves?",
        {"body": "OCSPRequestBuilder.add_certificate_by_hash"},
    ),
    q(
        "h222_cryptography_ocsp",
        "which",
        "I'm filling in an answer saying a cert is perfectly fine, but I also passed the date it "
        "was supposedly pulled and the reason for it. Which piece of code turns that down?",
        {"body": "_SingleResponse"},
        own=True,
    ),
    q(
        "h222_cryptography_ocsp",
        "how",
        "How does OCSPResponseBuilder.sign decide the builder is complete enough to sign?",
        {"body": "OCSPResponseBuilder.sign"},
    ),
    q(
        "h222_cryptography_ocsp",
        "how",
        "Our responder sometimes just needs to tell clients 'busy, try again later' without "
        "looking at any particular cert or using a key. How does the code put that kind of reply "
        "together, and what does it refuse?",
        {"body": "OCSPResponseBuilder.build_unsuccessful"},
        own=True,
    ),
    run(
        "h222_cryptography_ocsp",
        "What does {} print for the responder encodings?",
        "from cryptography.x509 import ocsp; print(list(ocsp.OCSPResponderEncoding))",
        "<OCSPResponderEncoding.HASH: 'By Hash'>",
    ),
    q(
        "h222_cryptography_ocsp",
        "edit",
        "In cryptography/x509/ocsp.py please allow SHA3-256 too: add `hashes.SHA3_256,` to "
        "_ALLOWED_HASHES, right after the `hashes.SHA512,` line.",
        {"effect": {"line_after": [OCSP, "hashes.SHA512,", "hashes.SHA3_256,"]}},
    ),
    q(
        "h222_cryptography_ocsp",
        "edit",
        "add_response and add_response_by_hash repeat almost all of their checks. Could you "
        "refactor OCSPResponseBuilder so both go through one shared validation helper, without "
        "changing behaviour?",
        {"effect": {"declined": True}},
    ),
    # --- httpcore/_synchronization.py --------------------------------------------------------
    q(
        "h222_httpcore_synchronization",
        "where",
        "Where is the AsyncSemaphore class defined in httpcore?",
        {"def": "AsyncSemaphore"},
    ),
    q(
        "h222_httpcore_synchronization",
        "returns",
        "what does current_async_library() return?",
        {"returns": "current_async_library"},
    ),
    q(
        "h222_httpcore_synchronization",
        "calls",
        "Who calls `current_async_library`?",
        grep(r"= current_async_library\(\)", SYNC),
    ),
    q(
        "h222_httpcore_synchronization",
        "raises",
        "got RuntimeError \"Running with trio requires installation of 'httpcore[trio]'\", where "
        "does that come from",
        grep(r"Running with trio requires installation", SYNC),
    ),
    q(
        "h222_httpcore_synchronization",
        "raises",
        "In the sync (threading) Event, where is PoolTimeout raised when wait() runs out of time?",
        grep(r"raise PoolTimeout\(\)", SYNC),
    ),
    q(
        "h222_httpcore_synchronization",
        "which",
        "which class is the async counterpart of ThreadLock that does nothing at all?",
        {"body": "AsyncThreadLock"},
    ),
    q(
        "h222_httpcore_synchronization",
        "which",
        "When a connection gets torn down during error handling on asyncio or trio, something "
        "must stop the tidy-up from being aborted halfway if the task is being killed. Which "
        "piece does that?",
        {"body": "AsyncShieldCancellation"},
        own=True,
    ),
    q(
        "h222_httpcore_synchronization",
        "how",
        "how does AsyncEvent.wait deal with timeout=None when the backend is trio, and what "
        "exception do I end up seeing on a timeout?",
        {"body": "AsyncEvent.wait"},
    ),
    q(
        "h222_httpcore_synchronization",
        "how",
        "For plain threaded code (no event loop): if I tell the wait-until-signalled helper to "
        "wait forever by passing infinity, what happens to that value, and what if the time "
        "runs out?",
        {"body": "Event.wait"},
        own=True,
    ),
    run(
        "h222_httpcore_synchronization",
        "Can you run {} and tell me what it outputs?",
        "import asyncio; from httpcore._synchronization import AsyncSemaphore; "
        "s = AsyncSemaphore(2); asyncio.run(s.acquire()); "
        "print(s._backend, s._anyio_semaphore.value)",
        "asyncio 1",
    ),
    q(
        "h222_httpcore_synchronization",
        "edit",
        "Semaphore.acquire in httpcore/_synchronization.py has no docstring. Add one saying it "
        "blocks until a slot of the semaphore is free, please.",
        {"effect": {"docstring": "Semaphore.acquire"}},
    ),
    # --- zmq/log/handlers.py -----------------------------------------------------------------
    q(
        "h222_pyzmq_handlers",
        "where",
        "where's PUBHandler.setRootTopic",
        {"def": "PUBHandler.setRootTopic"},
    ),
    q(
        "h222_pyzmq_handlers",
        "returns",
        "What does the format method of PUBHandler return?",
        {"returns": "PUBHandler.format"},
    ),
    q(
        "h222_pyzmq_handlers",
        "const",
        "where is TOPIC_DELIM defined in pyzmq's log handlers, and what's its value?",
        grep(r"^TOPIC_DELIM: Final = ", HANDLERS),
    ),
    q(
        "h222_pyzmq_handlers",
        "which",
        "Which class do I use if I want to call logger.debug('topic.sub', 'msg') with the topic "
        "as a separate first argument?",
        {"body": "TopicLogger"},
    ),
    q(
        "h222_pyzmq_handlers",
        "which",
        "I'd like one look for all my messages regardless of severity, but sometimes only change "
        "the look of the warnings. Which method covers both cases?",
        {"body": "PUBHandler.setFormatter"},
        own=True,
    ),
    q(
        "h222_pyzmq_handlers",
        "how",
        "How does PUBHandler.emit build the topic it publishes under? e.g. for "
        "log.info('db.query::slow')",
        {"body": "PUBHandler.emit"},
    ),
    q(
        "h222_pyzmq_handlers",
        "how",
        "If I just give the log publisher an address like tcp://*:5555 rather than something I "
        "already opened myself, how does it get set up? Does it make its own context?",
        {"body": "PUBHandler.__init__"},
        own=True,
    ),
    run(
        "h222_pyzmq_handlers",
        "what's the output of {}",
        "import logging; from zmq.log.handlers import PUBHandler; "
        "h = PUBHandler('inproc://logs'); h.root_topic = b'app'; print(repr(h.root_topic))",
        "'app'",
    ),
    q(
        "h222_pyzmq_handlers",
        "edit",
        'zmq/log/handlers.py: change the topic delimiter TOPIC_DELIM from "::" to "|".',
        {
            "effect": {
                "text_replaced": [
                    HANDLERS,
                    'TOPIC_DELIM: Final = "::"',
                    'TOPIC_DELIM: Final = "|"',
                ]
            }
        },
    ),
    q(
        "h222_pyzmq_handlers",
        "edit",
        "Our service logs ~100k messages a second and PUBHandler.emit is the bottleneck. Can you "
        "make it faster, e.g. by batching sends on a background thread, and show me numbers?",
        {"effect": {"declined": True}},
    ),
    # --- anywidget/_util.py ------------------------------------------------------------------
    q(
        "h222_anywidget_util",
        "where",
        "Hey, where is try_file_path defined in anywidget?",
        {"def": "try_file_path"},
    ),
    q(
        "h222_anywidget_util",
        "returns",
        "what can try_file_contents return",
        {"returns": "try_file_contents"},
    ),
    q(
        "h222_anywidget_util",
        "calls",
        "Where is in_colab() called?",
        grep(r"if not in_colab\(\)", UTIL),
    ),
    q(
        "h222_anywidget_util",
        "calls",
        "who calls _separate_buffers? (it seems to recurse too)",
        grep(r"= _separate_buffers\(", UTIL),
    ),
    q(
        "h222_anywidget_util",
        "raises",
        "anywidget says 'File not found: /home/me/widget.js' -- where's that raised?",
        grep(r'msg = f"File not found|raise FileNotFoundError\(msg\)', UTIL),
    ),
    q(
        "h222_anywidget_util",
        "raises",
        "Where is the TypeError raised in _separate_buffers when the state isn't a list or dict?",
        grep(r"expected state to be a list or dict|raise TypeError\(msg\)", UTIL),
    ),
    q(
        "h222_anywidget_util",
        "const",
        "Where's the fallback front-end module (_DEFAULT_ESM) set, the one shown when a widget "
        "has no _esm?",
        grep(r'^_DEFAULT_ESM = """', UTIL),
    ),
    q(
        "h222_anywidget_util",
        "which",
        "Which function is the inverse of remove_buffers, putting binary buffers back into the "
        "state at their paths?",
        {"body": "put_buffers"},
    ),
    q(
        "h222_anywidget_util",
        "which",
        "I'm editing my widget's JS next to my notebook and want the page to pick up my edits "
        "automatically. Which function decides whether that happens -- it seems to never do it "
        "for stuff installed with pip?",
        {"body": "_should_start_thread"},
        own=True,
    ),
    q(
        "h222_anywidget_util",
        "how",
        "how does get_repr_metadata behave inside Google Colab compared to a normal Jupyter?",
        {"body": "get_repr_metadata"},
    ),
    q(
        "h222_anywidget_util",
        "how",
        "If I point my widget's script at a web link, or paste the code straight in over several "
        "lines, how is the string told apart from something on disk?",
        {"body": "try_file_path"},
        own=True,
    ),
    run(
        "h222_anywidget_util",
        "Please run {} -- what are the paths it prints?",
        "from anywidget._util import remove_buffers; "
        "print(remove_buffers({'a': b'x', 'b': [1, bytearray(b'y')]}))",
        "[['a'], ['b', 1]]",
    ),
    q(
        "h222_anywidget_util",
        "edit",
        "bump _PROTOCOL_VERSION_MINOR to 2 in anywidget/_util.py",
        {"effect": {"value_set": [UTIL, "_PROTOCOL_VERSION_MINOR", "2"]}},
    ),
]
