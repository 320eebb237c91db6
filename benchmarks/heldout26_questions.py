"""The twenty-sixth held-out set: questions on four third-party packages, not the standard library
(jupyter_core, nbformat, trio and anyio). ``bench_answers.make_workspace`` copies them from the
installed site-packages. They were read at jupyter_core 5.9.1, nbformat 5.11.1, trio 0.22.2 and
anyio 4.16.0; every file of each package parses with ``ast``, so each workspace is the whole
package (nothing left out, trio's own tests included). Golds name code, never line numbers, so they
hold as long as those definitions do.

The set was written blind: by reading only those packages, never the model's code or its notes,
and committed before the model was asked any of them. Nothing is tuned on it: only its totals
are looked at.

28 questions name the code (where a definition is, what it returns, who calls it, where an
exception is raised or a constant set, which function does something said in the code's names,
how a named function does something; three ask where a function fails without naming the
exception), 10 are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it), 4 run a command and 6 ask for an edit (2 of them beyond a
program that is not an LLM, to be declined). Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "jupyter_core": ["jupyter_core"],
    "nbformat": ["nbformat"],
    "trio": ["trio"],
    "anyio": ["anyio"],
}

JPATHS = "jupyter_core/paths.py"
JMIGRATE = "jupyter_core/migrate.py"
NREADER = "nbformat/reader.py"
NVALID = "nbformat/validator.py"
NSIGN = "nbformat/sign.py"
NCONVERT = "nbformat/v4/convert.py"
TTCP = "trio/_highlevel_open_tcp_stream.py"
TSYNC = "trio/_sync.py"
TTIME = "trio/_timeouts.py"
TUTIL = "trio/_util.py"
ALOOP = "anyio/_core/_eventloop.py"
AITER = "anyio/itertools.py"
ASYNC = "anyio/_core/_synchronization.py"

QUESTIONS: list[dict] = [
    # --- jupyter_core ---------------------------------------------------------------------
    q("jupyter_core", "where", "where's `secure_write` defined?", {"def": "secure_write"}),
    q(
        "jupyter_core",
        "where",
        "In jupyter_core, which line sets the UF_HIDDEN constant?",
        grep(r"^UF_HIDDEN = ", JPATHS),
    ),
    q(
        "jupyter_core",
        "calls",
        "can you list the places that call ensure_dir_exists",
        grep(r"(?<!def )ensure_dir_exists\(", "jupyter_core/migrate.py"),
        grep(r"(?<!def )ensure_dir_exists\(", "jupyter_core/application.py"),
    ),
    q(
        "jupyter_core",
        "raises",
        "paths.py: where does secure_write throw a RuntimeError?",
        grep(r"raise RuntimeError\(msg\)", JPATHS),
    ),
    q(
        "jupyter_core",
        "raises",
        "where does is_hidden give up when the paths I pass it are no good?",
        grep(r"raise ValueError\(_msg\)", JPATHS),
    ),
    q(
        "jupyter_core",
        "returns",
        "What does migrate_one return in each case?",
        {"returns": "migrate_one"},
    ),
    q(
        "jupyter_core",
        "how",
        "how does jupyter_runtime_dir decide which directory to use?",
        {"body": "jupyter_runtime_dir"},
    ),
    q(
        "jupyter_core",
        "which",
        "Which function decides whether an environment variable counts as switched on, so that "
        "things like 'off' or 'no' mean it isn't?",
        grep(r"^def envset\(name: str, default: bool \| None = False\)", JPATHS),
        grep(r'not in \["no", "n", "false", "off"', JPATHS),
        own=True,
    ),
    q(
        "jupyter_core",
        "how",
        "how does jupyter work out whether a folder belongs to me, the person running it?",
        {"body": "_do_i_own"},
        own=True,
    ),
    q(
        "jupyter_core",
        "which",
        "is there a helper that makes a scratch folder only the first time and hands back that "
        "same folder on later calls?",
        {"body": "_mkdtemp_once"},
        own=True,
    ),
    run(
        "jupyter_core",
        "What gets printed by {}?",
        "import os; from jupyter_core.paths import envset; os.environ['JC_Q26'] = 'Off'; "
        "print(envset('JC_Q26'), envset('JC_Q26_UNSET', None))",
        "False None",
    ),
    q(
        "jupyter_core",
        "edit",
        'In jupyter_core/migrate.py, comment out the `log.debug("Nothing to migrate for %s", '
        "src)` line.",
        {
            "effect": {
                "comment_out": [JMIGRATE, 'log.debug("Nothing to migrate for %s", src)'],
            }
        },
    ),
    # --- nbformat -------------------------------------------------------------------------
    q("nbformat", "where", "Where is NotJSONError declared?", {"def": "NotJSONError"}),
    q(
        "nbformat",
        "raises",
        "in reader.py, where's NBFormatError raised??",
        grep(r"raise NBFormatError\(", NREADER),
    ),
    q(
        "nbformat",
        "where",
        "where do they set `_STR_LIMIT` in the validator module",
        grep(r"^_STR_LIMIT = ", NVALID),
    ),
    q(
        "nbformat",
        "calls",
        "Who calls _truncate_obj? Include any recursive calls please.",
        grep(r"(?<!def )_truncate_obj\(", NVALID),
    ),
    q(
        "nbformat",
        "returns",
        "what does nbformat's get_version hand back",
        {"returns": "get_version", "file": NREADER},
    ),
    q(
        "nbformat",
        "raises",
        "Where does parse_json fail if the string I give it isn't valid?",
        grep(r"raise NotJSONError\(message\)", NREADER),
    ),
    q(
        "nbformat",
        "which",
        "which func converts a dict with the v3 aliases (png, html, ...) into plain mime-type "
        "keys?",
        {"body": "to_mime_key"},
    ),
    q(
        "nbformat",
        "how",
        "How does the in-memory cache of trusted notebooks keep itself from growing forever?",
        {"body": "MemorySignatureStore._maybe_cull"},
        own=True,
    ),
    q(
        "nbformat",
        "which",
        "what piece of code flattens a whole notebook, piece by piece, into something the "
        "fingerprinting can chew on without dumping it all to one big string first?",
        {"body": "yield_everything"},
        own=True,
    ),
    q(
        "nbformat",
        "which",
        "where does nbformat temporarily take the trust stamp off a notebook and then put it "
        "back afterwards?",
        {"body": "signature_removed"},
        own=True,
    ),
    run(
        "nbformat",
        "Run {} and tell me the output",
        "import nbformat.v4 as v4; nb = v4.new_notebook(); print(nb.nbformat, nb.nbformat_minor)",
        "4 5",
    ),
    q(
        "nbformat",
        "edit",
        "please bump _ITEM_LIMIT in nbformat/validator.py up to 32",
        {"effect": {"value_set": [NVALID, "_ITEM_LIMIT", "32"]}},
    ),
    q(
        "nbformat",
        "edit",
        "Rewrite SQLiteSignatureStore in sign.py so it keeps the signatures in Redis instead of "
        "SQLite, with a connection pool and retries when the server is down.",
        {"effect": {"declined": True}},
    ),
    # --- trio -----------------------------------------------------------------------------
    q("trio", "where", "TooSlowError - where is that class defined?", {"def": "TooSlowError"}),
    q(
        "trio",
        "where",
        "where's DEFAULT_DELAY set for the happy eyeballs stuff",
        grep(r"^DEFAULT_DELAY = ", TTCP),
    ),
    q(
        "trio",
        "raises",
        "Where does Semaphore.release raise ValueError?",
        grep(r'raise ValueError\("semaphore released too many times"\)', TSYNC),
    ),
    q(
        "trio",
        "raises",
        "Which line in trio's Condition raises a TypeError?",
        grep(r'raise TypeError\("lock must be a trio.Lock"\)', TSYNC),
    ),
    q(
        "trio",
        "calls",
        "where is format_host_port used?",
        grep(r"(?<!def )format_host_port\(", TTCP),
    ),
    q(
        "trio",
        "returns",
        "what does `move_on_at` return",
        {"returns": "move_on_at", "file": TTIME},
    ),
    q(
        "trio",
        "how",
        "How does the NoPublicConstructor metaclass stop people from instantiating a class "
        "directly?",
        {"body": "NoPublicConstructor.__call__"},
    ),
    q(
        "trio",
        "which",
        "when a name resolves to both IPv4 and IPv6 addresses, which code makes sure the second "
        "connection try uses the other kind of address than the first one?",
        {"body": "reorder_for_rfc_6555_section_5_4"},
        own=True,
    ),
    q(
        "trio",
        "how",
        "how does trio stop anyone from inheriting from some of its classes?",
        {"body": "Final.__new__"},
        own=True,
    ),
    run(
        "trio",
        "what does {} output?",
        "from trio._highlevel_open_tcp_stream import format_host_port as f; "
        "print(f('::1', 80), f(b'example.org', 443))",
        "[::1]:80 example.org:443",
    ),
    q(
        "trio",
        "edit",
        "Change DEFAULT_DELAY in trio/_highlevel_open_tcp_stream.py to 0.3.",
        {"effect": {"value_set": [TTCP, "DEFAULT_DELAY", "0.3"]}},
    ),
    q(
        "trio",
        "edit",
        "make trio's Lock work across several processes too (shared memory or a lock file), "
        "keeping it fair, and update everything that uses it",
        {"effect": {"declined": True}},
    ),
    # --- anyio ----------------------------------------------------------------------------
    q("anyio", "where", "where is the ResourceGuard class?", {"def": "ResourceGuard"}),
    q(
        "anyio",
        "where",
        "Where is BACKENDS assigned in anyio?",
        grep(r"^BACKENDS = ", ALOOP),
    ),
    q(
        "anyio",
        "raises",
        "where does anyio.run raise LookupError",
        grep(r"raise LookupError\(", ALOOP),
    ),
    q(
        "anyio",
        "raises",
        "where does anyio's batched() blow up if n is bogus?",
        grep(r'raise ValueError\("n must be at least one"\)', AITER),
    ),
    q(
        "anyio",
        "calls",
        "who calls get_all_backends()?",
        grep(r"(?<!def )get_all_backends\(", ALOOP),
    ),
    q(
        "anyio",
        "returns",
        "What does to_thread.current_default_thread_limiter return?",
        {"returns": "current_default_thread_limiter", "file": "anyio/to_thread.py"},
    ),
    q(
        "anyio",
        "which",
        "which function imports the anyio._backends module on first use and caches its class in "
        "loaded_backends?",
        {"body": "get_async_backend"},
    ),
    q(
        "anyio",
        "which",
        "is there a way to shut a resource down right away, without waiting for it to finish "
        "up politely?",
        {"body": "aclose_forcefully"},
        own=True,
    ),
    q(
        "anyio",
        "which",
        "I want to nap until a particular moment on the clock, not for some number of seconds. "
        "what in anyio does that?",
        {"body": "sleep_until", "file": ALOOP},
        own=True,
    ),
    run(
        "anyio",
        "Could you run {} for me?",
        "import anyio, anyio.to_thread as t; print(anyio.run(t.run_sync, sorted, [3, 1, 2]))",
        "[1, 2, 3]",
    ),
    q(
        "anyio",
        "edit",
        "add a docstring to get_async_backend in anyio/_core/_eventloop.py",
        {"effect": {"docstring": "get_async_backend"}},
    ),
]
