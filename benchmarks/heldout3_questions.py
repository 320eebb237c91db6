"""The third held-out set (issue 26, fourth pass): questions on four standard-library modules that
no other set uses (threading, random, mimetypes, filecmp), written by reading the code as a user
would ask about it and committed, and measured once, before any of the fourth pass's changes.
Nothing is tuned on it: only its totals are looked at.

Most of its questions are in the user's own words (``"own": True``: behaviour described in words
the code does not use for it). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

WORKSPACES: dict[str, list[str]] = {
    "threading": ["threading.py"],
    "random": ["random.py"],
    "mimetypes": ["mimetypes.py"],
    "filecmp": ["filecmp.py"],
}

PY = 'python -c "{}"'


def run(ws: str, code: str, expect: str) -> dict:
    return {
        "ws": ws,
        "kind": "run",
        "ask": f"Run `{PY.format(code)}` and tell me what it prints.",
        "gold": [{"expect": expect}],
    }


def q(ws: str, kind: str, ask: str, *gold: dict, own: bool = False) -> dict:
    return {"ws": ws, "kind": kind, "ask": ask, "gold": list(gold), "own": own}


QUESTIONS: list[dict] = [
    # --- threading ------------------------------------------------------------------------
    q("threading", "where", "Where is `Barrier.reset` defined?", {"def": "Barrier.reset"}),
    q(
        "threading",
        "returns",
        "What does `Condition.wait_for` return?",
        {"returns": "Condition.wait_for"},
    ),
    q(
        "threading",
        "raises",
        "Find every place that raises BrokenBarrierError.",
        {"grep": r"raise BrokenBarrierError"},
    ),
    q(
        "threading",
        "calls",
        "Where is `_maintain_shutdown_locks` called?",
        {"grep": r"^\s+_maintain_shutdown_locks\(\)"},
    ),
    q(
        "threading",
        "which",
        "Which class makes a fixed number of threads wait for each other until all of them "
        "have arrived, and then lets them all go on together?",
        {"body": "Barrier"},
        own=True,
    ),
    q(
        "threading",
        "which",
        "Which class complains when it is given back more times than it was taken?",
        {"body": "BoundedSemaphore"},
        own=True,
    ),
    q(
        "threading",
        "which",
        "Which class calls a function once after a delay, unless it is called off first?",
        {"body": "Timer"},
        own=True,
    ),
    q(
        "threading",
        "which",
        "Which function tells me which thread is executing the code right now?",
        {"body": "current_thread"},
        own=True,
    ),
    q(
        "threading",
        "how",
        "How do I wait for another thread to be done, but give up after a few seconds?",
        {"body": "Thread.join"},
        own=True,
    ),
    q(
        "threading",
        "raises",
        "Where does it refuse to start the same thread a second time?",
        {"grep": r"threads can only be started once"},
        own=True,
    ),
    q(
        "threading",
        "edit",
        "Add a docstring to `_newname` saying it makes the next numbered name for a thread.",
        {"effect": {"docstring": "_newname"}},
    ),
    # --- random ---------------------------------------------------------------------------
    q("random", "where", "Where is `Random.setstate` defined?", {"def": "Random.setstate"}),
    q("random", "returns", "What does `Random.getstate` return?", {"returns": "Random.getstate"}),
    run("random", "import random; print(random.Random(5).randint(7, 7))", "7"),
    q(
        "random",
        "which",
        "Which method mixes up the order of a list where it is, without making a new one?",
        {"body": "Random.shuffle"},
        own=True,
    ),
    q(
        "random",
        "which",
        "Which method picks several different items out of a collection, never the same one twice?",
        {"body": "Random.sample"},
        own=True,
    ),
    q(
        "random",
        "which",
        "Which method lets some items come out more likely than others?",
        {"body": "Random.choices"},
        own=True,
    ),
    q(
        "random",
        "which",
        "Which class gets its randomness from the operating system rather than from a seed?",
        {"body": "SystemRandom"},
        own=True,
    ),
    q(
        "random",
        "how",
        "How does it make a random whole number below n without favouring some numbers over "
        "others?",
        {"body": "Random._randbelow_with_getrandbits"},
        {"body": "Random._randbelow_without_getrandbits"},
        own=True,
    ),
    q(
        "random",
        "raises",
        "Where does it refuse to pick from an empty list?",
        {"grep": r"Cannot choose from an empty sequence"},
        own=True,
    ),
    # --- mimetypes ------------------------------------------------------------------------
    q("mimetypes", "where", "Where is `MimeTypes.readfp` defined?", {"def": "MimeTypes.readfp"}),
    q(
        "mimetypes",
        "returns",
        "What does `MimeTypes.guess_extension` return?",
        {"returns": "MimeTypes.guess_extension"},
    ),
    q(
        "mimetypes",
        "calls",
        "Where is `_default_mime_types` called?",
        {"grep": r"^_default_mime_types\(\)"},
    ),
    run("mimetypes", "import mimetypes; print(mimetypes.guess_type('a.tgz')[1])", "gzip"),
    q(
        "mimetypes",
        "which",
        "Which method works out what kind of content a file holds from the end of its name?",
        {"body": "MimeTypes.guess_type"},
        {"body": "guess_type"},
        own=True,
    ),
    q(
        "mimetypes",
        "which",
        "Which method lists every file ending that can go with a content type, not only the "
        "first one?",
        {"body": "MimeTypes.guess_all_extensions"},
        {"body": "guess_all_extensions"},
        own=True,
    ),
    q(
        "mimetypes",
        "how",
        "How does it ignore the rest of a line after a hash sign when it loads a types file?",
        {"body": "MimeTypes.readfp"},
        own=True,
    ),
    q(
        "mimetypes",
        "which",
        "Which function loads a table of types from a file and gives back nothing when the "
        "file cannot be opened?",
        {"body": "read_mime_types"},
        own=True,
    ),
    q(
        "mimetypes",
        "edit",
        "In mimetypes.py, insert the line `# the newest type wins` right after the line "
        "`self.types_map[strict][ext] = type`",
        {
            "effect": {
                "line_after": [
                    "mimetypes.py",
                    "self.types_map[strict][ext] = type",
                    "# the newest type wins",
                ]
            }
        },
    ),
    # --- filecmp --------------------------------------------------------------------------
    q("filecmp", "where", "Where is `dircmp.phase3` defined?", {"def": "dircmp.phase3"}),
    q("filecmp", "returns", "What does `_sig` return?", {"returns": "_sig"}),
    q("filecmp", "calls", "Who calls `_do_cmp`?", {"grep": r"= _do_cmp\("}),
    run("filecmp", "import filecmp; print(filecmp.DEFAULT_IGNORES[0])", "RCS"),
    q(
        "filecmp",
        "which",
        "Which function reads two files a block at a time and stops at the first place where "
        "they differ?",
        {"body": "_do_cmp"},
        own=True,
    ),
    q(
        "filecmp",
        "which",
        "Which method sorts the names found in both folders into folders, plain files and "
        "odd cases?",
        {"body": "dircmp.phase2"},
        own=True,
    ),
    q(
        "filecmp",
        "which",
        "Which method works out the names that exist in only one of the two folders?",
        {"body": "dircmp.phase1"},
        own=True,
    ),
    q(
        "filecmp",
        "how",
        "How does it decide two files are the same without reading what is inside them?",
        {"body": "cmp"},
        own=True,
    ),
    q(
        "filecmp",
        "how",
        "What stops the remembered comparison results from growing forever?",
        {"body": "cmp"},
        own=True,
    ),
    q(
        "filecmp",
        "edit",
        "Set `BUFSIZE` to 16384",
        {"effect": {"text_replaced": ["filecmp.py", "BUFSIZE = 8*1024", "BUFSIZE = 16384"]}},
    ),
]
