"""The thirty-first held-out set: questions on five third-party packages that no other set uses,
copied from the installed site-packages (s3transfer 0.17.0, responses 0.26.0, terminado 0.18.1,
argon2-cffi 25.1.0 and sqlite-fts4 1.0.3), written blind: by reading only those packages, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by package size (s3transfer and responses the most). About a fifth of
them are in the user's own words (``"own": True``: behaviour described in everyday words the code
does not use for it); the rest name the code, run a command or ask for an edit, each in a phrasing
of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "s3transfer": ["s3transfer"],
    "responses": ["responses"],
    "terminado": ["terminado"],
    "argon2": ["argon2"],
    "sqlite_fts4": ["sqlite_fts4"],
}

S3_UTILS = "s3transfer/utils.py"
S3_DOWNLOAD = "s3transfer/download.py"
S3_MANAGER = "s3transfer/manager.py"
RESP = "responses/__init__.py"
TERM = "terminado/management.py"
FTS = "sqlite_fts4/__init__.py"

QUESTIONS: list[dict] = [
    # --- s3transfer -----------------------------------------------------------------------
    q("s3transfer", "where", "where is ChunksizeAdjuster defined", {"def": "ChunksizeAdjuster"}),
    q(
        "s3transfer",
        "returns",
        "What does `calculate_range_parameter` in s3transfer/utils.py return?",
        {"returns": "calculate_range_parameter"},
    ),
    q(
        "s3transfer",
        "calls",
        "Who calls calculate_num_parts? I want to see every place the part count gets worked out.",
        {"grep": r"= calculate_num_parts\("},
    ),
    q(
        "s3transfer",
        "raises",
        "Which lines raise `RetriesExceededError`?",
        {"grep": r"raise RetriesExceededError\("},
    ),
    q(
        "s3transfer",
        "where",
        "Where's MAX_SINGLE_UPLOAD_SIZE set?",
        grep(r"^MAX_SINGLE_UPLOAD_SIZE = ", S3_UTILS),
    ),
    q(
        "s3transfer",
        "raises",
        "Where does SlidingWindowSemaphore.release blow up if it's handed a tag or sequence "
        "number it doesn't know about?",
        grep(r"Attempted to release unknown", S3_UTILS),
    ),
    q(
        "s3transfer",
        "how",
        "how does TransferCoordinator.cancel decide whether to announce the transfer done "
        "straight away?",
        {"body": "TransferCoordinator.cancel"},
    ),
    q(
        "s3transfer",
        "where",
        "Which method of DownloadSubmissionTask chooses the output manager class for a download "
        "target?",
        {"def": "DownloadSubmissionTask._get_download_output_manager_cls"},
    ),
    q(
        "s3transfer",
        "calls",
        "where does invoke_progress_callbacks get used?",
        {"grep": r"^\s+invoke_progress_callbacks\("},
    ),
    q(
        "s3transfer",
        "returns",
        "Hi! Quick one: what does `TransferCoordinator.done()` give back?",
        {"returns": "TransferCoordinator.done"},
    ),
    q(
        "s3transfer",
        "where",
        "In manager.py, where is the default for max_request_concurrency set?",
        grep(r"max_request_concurrency=10,", S3_MANAGER),
    ),
    q(
        "s3transfer",
        "raises",
        "wher is S3ValidationError thrown",
        grep(r"raise S3ValidationError\(", S3_DOWNLOAD),
    ),
    q(
        "s3transfer",
        "how",
        "If the thing I'm uploading from can't be rewound, how does the library figure out "
        "whether it's big enough to be sent in several pieces?",
        {"body": "UploadNonSeekableInputManager.requires_multipart_upload"},
        own=True,
    ),
    q(
        "s3transfer",
        "where",
        "When a download goes into something you can only write straight through, what holds "
        "back chunks that turn up out of order until the earlier ones have arrived?",
        {"body": "DeferQueue"},
        {"body": "DownloadNonSeekableOutputManager.queue_file_io_task"},
        own=True,
    ),
    q(
        "s3transfer",
        "where",
        "Which piece keeps the 'how far along are we' notices from going off on every tiny "
        "read, and saves them up until a decent amount has gone through?",
        {"body": "AggregatedProgressCallback"},
        own=True,
    ),
    run(
        "s3transfer",
        "Could you run {} and tell me what it prints?",
        "from s3transfer.utils import calculate_range_parameter as c; print(c(5, 2, 3, 14))",
        "bytes=10-13",
    ),
    q(
        "s3transfer",
        "edit",
        "Please change MAX_PARTS in s3transfer/utils.py to 5000.",
        {"effect": {"value_set": [S3_UTILS, "MAX_PARTS", "5000"]}},
    ),
    q(
        "s3transfer",
        "edit",
        "Rewrite the whole transfer manager so it uses asyncio instead of thread pools.",
        {"effect": {"declined": True}},
    ),
    # --- responses ------------------------------------------------------------------------
    q(
        "responses",
        "where",
        "Where is `FirstMatchRegistry.find`?",
        {"def": "FirstMatchRegistry.find"},
    ),
    q(
        "responses",
        "raises",
        "where does responses raise the ConnectionError when a request matches no registered mock?",
        grep(r"^\s+raise response$|response = ConnectionError\(error_msg\)", RESP),
    ),
    q(
        "responses",
        "raises",
        "Where does _set_registry refuse to swap the registry?",
        grep(r"raise AttributeError\(err_msg\)", RESP),
    ),
    q(
        "responses",
        "returns",
        "what does BaseResponse.matches return",
        {"returns": "BaseResponse.matches"},
    ),
    q(
        "responses",
        "calls",
        "Who calls `_get_url_and_path`?",
        grep(r"return _get_url_and_path\(", RESP),
    ),
    q(
        "responses",
        "how",
        "How does OrderedRegistry.find pick which response to hand back?",
        {"body": "OrderedRegistry.find"},
    ),
    q(
        "responses",
        "raises",
        "In responses/matchers.py, where is TypeError raised?",
        grep(r"raise TypeError\(", "responses/matchers.py"),
    ),
    q(
        "responses",
        "how",
        "What happens if I register the very same fake reply object twice - where is that "
        "dealt with?",
        {"body": "FirstMatchRegistry.add"},
        own=True,
    ),
    q(
        "responses",
        "where",
        "Which function rewrites a web address whose site name has accented or foreign letters "
        "so that it only uses plain letters?",
        {"body": "_clean_unicode"},
        own=True,
    ),
    q(
        "responses",
        "how",
        "When a canned reply says 'try again later', how does the mock keep going round again "
        "until the attempts run out?",
        grep(
            r"retries\.is_retry\(|retries = retries\.increment\(|"
            r"return self\._on_request\(adapter, request, retries",
            RESP,
        ),
        own=True,
    ),
    run(
        "responses",
        "What's the output of {}?",
        "from responses import _get_url_and_path as f; print(f('http://example.com/a;b?x=1#frag'))",
        "http://example.com/a;b",
    ),
    q(
        "responses",
        "edit",
        "can you give `CallList.reset` in responses/__init__.py a docstring",
        {"effect": {"docstring": "CallList.reset"}},
    ),
    q(
        "responses",
        "edit",
        "Make responses able to mock httpx and aiohttp clients as well as requests, thanks.",
        {"effect": {"declined": True}},
    ),
    # --- terminado ------------------------------------------------------------------------
    q(
        "terminado",
        "where",
        "where is DEFAULT_TERM_TYPE set?",
        grep(r"^DEFAULT_TERM_TYPE = ", TERM),
    ),
    q(
        "terminado",
        "raises",
        "Which code raises MaxTerminalsReached?",
        grep(r"raise MaxTerminalsReached\(", TERM),
    ),
    q(
        "terminado",
        "calls",
        "who calls resize_to_smallest()",
        grep(r"\.resize_to_smallest\(\)", "terminado/websocket.py"),
    ),
    q(
        "terminado",
        "returns",
        "What does `NamedTermManager._next_available_name` return?",
        {"returns": "NamedTermManager._next_available_name"},
    ),
    q(
        "terminado",
        "how",
        "If I close the browser tab and open it again, where does it show me what the shell "
        "had already printed?",
        {"body": "TermSocket.open"},
        own=True,
    ),
    q(
        "terminado",
        "edit",
        "In terminado/management.py rename `_update_removing` to `_update_dropping_nones` "
        "everywhere.",
        {"effect": {"renamed": ["_update_removing", "_update_dropping_nones"]}},
    ),
    # --- argon2 ---------------------------------------------------------------------------
    q(
        "argon2",
        "raises",
        "where does extract_parameters bail out on a garbled hash string?",
        grep(r"raise InvalidHashError", "argon2/_utils.py"),
    ),
    q(
        "argon2",
        "where",
        "Where's RFC_9106_LOW_MEMORY defined?",
        grep(r"^RFC_9106_LOW_MEMORY = ", "argon2/profiles.py"),
    ),
    q(
        "argon2",
        "calls",
        "Where is `_ensure_bytes` called?",
        grep(r"[=,(] ?_ensure_bytes\(", "argon2/_password_hasher.py"),
    ),
    q(
        "argon2",
        "how",
        "How can I tell if a stored password was scrambled with older, weaker settings than the "
        "ones I use now, so I know to redo it next time they sign in?",
        {"body": "PasswordHasher.check_needs_rehash"},
        own=True,
    ),
    q(
        "argon2",
        "where",
        "which bit works out how many raw bytes a chunk of base64 text stands for?",
        {"body": "_decoded_str_len"},
        own=True,
    ),
    run(
        "argon2",
        "Run {} please - what does it print?",
        "from argon2 import extract_parameters as x; "
        "p = x(chr(36).join(['', 'argon2id', 'v=19', 'm=65536,t=3,p=4', 'c29tZXNhbHQ', "
        "'RdescudvJCsgt3ub+b+dWRWJTmaaJObG'])); print(p.salt_len, p.hash_len)",
        "8 24",
    ),
    q(
        "argon2",
        "edit",
        "Comment out the validate_params_for_platform(params) call in argon2/_password_hasher.py",
        {
            "effect": {
                "comment_out": [
                    "argon2/_password_hasher.py",
                    "validate_params_for_platform(params)",
                ]
            }
        },
    ),
    # --- sqlite_fts4 ----------------------------------------------------------------------
    q("sqlite_fts4", "where", "Where's rank_bm25 defined?", {"def": "rank_bm25"}),
    q(
        "sqlite_fts4",
        "calls",
        "what calls `_annotate_matchinfo`?",
        grep(r"(= |\()_annotate_matchinfo\(", FTS),
    ),
    q(
        "sqlite_fts4",
        "where",
        "Where does it write out, for every search term, which fields of the row it turned up "
        "in as a string of ones and zeros?",
        grep(r'"\{:032b\}"|decoded\["phrase_', FTS),
        own=True,
    ),
    run(
        "sqlite_fts4",
        "what does {} output",
        "import struct, sqlite_fts4; print(sqlite_fts4.decode_matchinfo_str(struct.pack('@III', 1, 2, 3)))",
        "[1, 2, 3]",
    ),
]
