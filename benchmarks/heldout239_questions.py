"""The two-hundred-and-thirty-ninth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (networkx 3.6.1:
``networkx/algorithms/distance_regular.py``; Babel 2.19.0: ``babel/messages/plurals.py``; parso
0.8.7: ``parso/cache.py``; pyzmq 27.3.0: ``zmq/auth/base.py``), written blind: by reading only those
four files, the format of ``heldout128_questions.py``, ``question_helpers.py`` and the gold
functions of ``bench_answers.py``, never the model's code, its notes or other sets, and without
asking the model anything.

The questions are weighted by the size of the files' code (pyzmq's authenticator most, then parso's
cache, networkx's distance-regular graphs, Babel's plural table, which is mostly data). About a
fifth of them are in the user's own words (``own=True``: behaviour described in everyday words,
without the target's names or its docstring's words, with one definition that fits); the rest name
the code, run a command or ask for an edit, each phrased in a way of its own.

How the golds were checked: ``python benchmarks/check_set.py`` on this file printed ``0 bad``; every
command was run against the installed package and its expected text is an exact substring of its
output; every edit was made by hand on a scratch copy of its workspace and
``bench_answers.check_effect`` held after it (the declined one: the copy left unchanged).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h239_networkx_distance_regular": ["networkx/algorithms/distance_regular.py"],
    "h239_babel_plurals": ["babel/messages/plurals.py"],
    "h239_parso_cache": ["parso/cache.py"],
    "h239_zmq_auth_base": ["zmq/auth/base.py"],
}

DREG = "networkx/algorithms/distance_regular.py"
PLURALS = "babel/messages/plurals.py"
CACHE = "parso/cache.py"
AUTH = "zmq/auth/base.py"


QUESTIONS: list[dict] = [
    # --- networkx/algorithms/distance_regular.py ---------------------------------------------
    q(
        "h239_networkx_distance_regular",
        "where",
        "Where is global_parameters defined?",
        {"def": "global_parameters"},
    ),
    q(
        "h239_networkx_distance_regular",
        "returns",
        "what exactly comes back from intersection_array -- a tuple of two lists? how long are they?",
        {"returns": "intersection_array"},
    ),
    q(
        "h239_networkx_distance_regular",
        "calls",
        "In distance_regular.py, which function calls `intersection_array`?",
        grep(r"^\s+intersection_array\(G\)$", DREG),
    ),
    q(
        "h239_networkx_distance_regular",
        "raises",
        "nx.intersection_array(nx.path_graph(4)) throws NetworkXError right away, since a path "
        "isn't regular. Which line raises that?",
        grep(r'^ {8}raise nx\.NetworkXError\("Graph is not distance regular\."\)', DREG),
    ),
    q(
        "h239_networkx_distance_regular",
        "raises",
        "where does intersection_array bail out because the diameter grew past the bound for "
        "distance-regular graphs?",
        grep(r'^ {12}raise nx\.NetworkXError\("Graph is not distance regular\."\)', DREG),
    ),
    q(
        "h239_networkx_distance_regular",
        "raises",
        "One of the 'Graph is not distance regular' errors has no full stop at the end -- the one "
        "for when the b/c counts differ between vertex pairs. Where is that one raised?",
        grep(r'raise nx\.NetworkXError\("Graph is not distance regular"\)', DREG),
    ),
    q(
        "h239_networkx_distance_regular",
        "which",
        "Which function turns the b and c lists of an intersection array into (c_i, a_i, b_i) "
        "triples?",
        {"body": "global_parameters"},
    ),
    q(
        "h239_networkx_distance_regular",
        "how",
        "How does intersection_array avoid computing all shortest paths up front, and how does it "
        "decide it can stop early?",
        {"body": "intersection_array"},
    ),
    q(
        "h239_networkx_distance_regular",
        "how",
        "I want to know if in my network every two linked nodes share the same number of mutual "
        "contacts, and every two unlinked nodes do too. How does the library's check for that "
        "reach its answer?",
        {"body": "is_strongly_regular"},
        own=True,
    ),
    run(
        "h239_networkx_distance_regular",
        "what do I get from {} ?",
        "import networkx as nx; print(nx.intersection_array(nx.petersen_graph()))",
        "([3, 2], [1, 1])",
    ),
    q(
        "h239_networkx_distance_regular",
        "edit",
        "the name max_diameter_for_dr_graphs in networkx/algorithms/distance_regular.py is a "
        "mouthful; rename it to max_diam everywhere it's used.",
        {"effect": {"renamed": ["max_diameter_for_dr_graphs", "max_diam"]}},
    ),
    # --- babel/messages/plurals.py -----------------------------------------------------------
    q(
        "h239_babel_plurals",
        "where",
        "where's the plural_forms property?",
        {"def": "_PluralTuple.plural_forms"},
    ),
    q(
        "h239_babel_plurals",
        "returns",
        "What does babel's get_plural return? A plain tuple?",
        {"returns": "get_plural"},
    ),
    q(
        "h239_babel_plurals",
        "calls",
        "who constructs a _PluralTuple?",
        grep(r"return _PluralTuple\(", PLURALS),
    ),
    q(
        "h239_babel_plurals",
        "raises",
        "get_plural('not a locale!!') fails with ValueError: expected only letters. Which line of "
        "plurals.py sets that off?",
        grep(r"locale = Locale\.parse\(locale or LC_CTYPE\)", PLURALS),
    ),
    q(
        "h239_babel_plurals",
        "const",
        "Where is the plural rule for Polish set in babel's plurals module?",
        grep(r"^    'pl': \(3, ", PLURALS),
    ),
    q(
        "h239_babel_plurals",
        "which",
        "I have a pair of (how many forms, the formula), and I'd like to read both by name and get "
        "the one-line header a gettext .po file wants when I turn it into text. What class does "
        "that here?",
        {"body": "_PluralTuple"},
        own=True,
    ),
    q(
        "h239_babel_plurals",
        "how",
        "how does get_plural handle a locale like de_AT or pt_BR that has no entry of its own in "
        "PLURALS? and what if even the language isn't there?",
        {"body": "get_plural"},
    ),
    run(
        "h239_babel_plurals",
        "Can you run {} and tell me the output?",
        "from babel.messages.plurals import get_plural; print(get_plural('pt_BR'))",
        "nplurals=3; plural=(n == 0 || n == 1) ? 0",
    ),
    q(
        "h239_babel_plurals",
        "edit",
        "_PluralTuple.__str__ in babel/messages/plurals.py has no docstring. Add one please, "
        "saying it returns the gettext Plural-Forms string.",
        {"effect": {"docstring": "_PluralTuple.__str__"}},
    ),
    # --- parso/cache.py ----------------------------------------------------------------------
    q(
        "h239_parso_cache",
        "where",
        "Where's the _NodeCacheItem class?",
        {"def": "_NodeCacheItem"},
    ),
    q(
        "h239_parso_cache",
        "returns",
        "parso.cache.load_module -- what are the possible return values?",
        {"returns": "load_module"},
    ),
    q(
        "h239_parso_cache",
        "calls",
        "Who calls _get_hashed_path in parso's cache?",
        grep(r"(?<!def )_get_hashed_path\(", CACHE),
    ),
    q(
        "h239_parso_cache",
        "calls",
        "what calls `_set_cache_item`",
        grep(r"^\s+_set_cache_item\(", CACHE),
    ),
    q(
        "h239_parso_cache",
        "raises",
        "I tried to wipe everything parso had stored on disk and got FileNotFoundError, because "
        "that folder was never created on this machine. Where does the error come from?",
        grep(r"shutil\.rmtree\(cache_path\)", CACHE),
        own=True,
    ),
    q(
        "h239_parso_cache",
        "const",
        "where is _CACHED_SIZE_TRIGGER set",
        grep(r"^_CACHED_SIZE_TRIGGER = ", CACHE),
    ),
    q(
        "h239_parso_cache",
        "which",
        "Which function picks a different storage folder on Windows, on a Mac and on Linux?",
        {"body": "_get_default_cache_path"},
        own=True,
    ),
    q(
        "h239_parso_cache",
        "which",
        "Which function throws entries out of parser_cache that haven't been used for ten minutes?",
        {"body": "_set_cache_item"},
    ),
    q(
        "h239_parso_cache",
        "which",
        "which helper bumps a file's modification time, or makes an empty file if it isn't there "
        "yet?",
        {"body": "_touch"},
        own=True,
    ),
    q(
        "h239_parso_cache",
        "how",
        "How does load_module decide whether the module it has in memory is still fresh or whether "
        "to go to the pickle on disk?",
        {"body": "load_module"},
    ),
    q(
        "h239_parso_cache",
        "how",
        "Every time a parsed file gets written out, does it also scan the whole on-disk store for "
        "stale files? How does it keep that from happening on each save?",
        {"body": "_remove_cache_and_update_lock"},
        {"body": "clear_inactive_cache"},
        own=True,
    ),
    run(
        "h239_parso_cache",
        "{} -- what does that print on this machine?",
        "from parso import cache; print(cache._VERSION_TAG)",
        # (the tag's numbers are the Python version's: only its implementation part is gold)
        "CPython-",
    ),
    q(
        "h239_parso_cache",
        "edit",
        "Bump _CACHED_SIZE_TRIGGER in parso/cache.py from 600 to 1000, we parse more files than "
        "that.",
        {"effect": {"value_set": [CACHE, "_CACHED_SIZE_TRIGGER", "1000"]}},
    ),
    q(
        "h239_parso_cache",
        "edit",
        "The 'pickle loaded' debug message floods my logs. Comment out "
        "\"LOG.debug('pickle loaded: %s', path)\" in parso/cache.py.",
        {"effect": {"comment_out": [CACHE, "LOG.debug('pickle loaded: %s', path)"]}},
    ),
    # --- zmq/auth/base.py --------------------------------------------------------------------
    q(
        "h239_zmq_auth_base",
        "where",
        "Where is configure_curve_callback defined in zmq/auth/base.py?",
        {"def": "Authenticator.configure_curve_callback"},
    ),
    q(
        "h239_zmq_auth_base",
        "returns",
        "What does Authenticator._authenticate_plain return?",
        {"returns": "Authenticator._authenticate_plain"},
    ),
    q(
        "h239_zmq_auth_base",
        "calls",
        "Where is _send_zap_reply called from?",
        grep(r"self\._send_zap_reply\(", AUTH),
    ),
    q(
        "h239_zmq_auth_base",
        "raises",
        "auth.deny('10.0.0.5') followed by auth.allow('127.0.0.1') gives ValueError: Only use "
        "allow or deny, not both. where is that raised",
        grep(r'raise ValueError\("Only use allow or deny, not both"\)', AUTH),
    ),
    q(
        "h239_zmq_auth_base",
        "raises",
        "Small thing: calling deny() after allow() raises an error whose message has a typo in it "
        '("a allow"). Which line is it on?',
        grep(r'raise ValueError\("Only use a allow or deny, not both"\)', AUTH),
    ),
    q(
        "h239_zmq_auth_base",
        "raises",
        "On a box with an old libzmq (3.x), creating an Authenticator fails immediately with a "
        "version error. Where is that check made?",
        grep(r'_check_version\(\(4, 0\), "security"\)', AUTH),
    ),
    q(
        "h239_zmq_auth_base",
        "which",
        "which method maps a CURVE client's public key to the User-Id sent back in the reply?",
        {"body": "Authenticator.curve_user_id"},
    ),
    q(
        "h239_zmq_auth_base",
        "which",
        "Which part checks a login name and its secret against what I registered for a given "
        "realm, and says why it turned someone away?",
        {"body": "Authenticator._authenticate_plain"},
        own=True,
    ),
    q(
        "h239_zmq_auth_base",
        "which",
        "I want every CURVE client let in without checking their keys. Which Authenticator method "
        "should I call for that?",
        {"body": "Authenticator.configure_curve"},
    ),
    q(
        "h239_zmq_auth_base",
        "how",
        "How does handle_zap_message deal with a ZAP request that has fewer than six frames?",
        {"body": "Authenticator.handle_zap_message"},
    ),
    q(
        "h239_zmq_auth_base",
        "how",
        "The hook I plug in to vet client keys is an async function that queries a database. How "
        "is what it gives back dealt with -- does it get awaited, or is the coroutine itself "
        "taken as a yes?",
        {"body": "Authenticator._authenticate_curve"},
        own=True,
    ),
    q(
        "h239_zmq_auth_base",
        "how",
        "how does _send_zap_reply handle the user id when the status code isn't 200?",
        {"body": "Authenticator._send_zap_reply"},
    ),
    run(
        "h239_zmq_auth_base",
        "Please run {}. What does it print?",
        "from zmq.auth.base import Authenticator; print(Authenticator().curve_user_id(bytes(32)))",
        "0000000000000000000000000000000000000000",
    ),
    q(
        "h239_zmq_auth_base",
        "edit",
        "In zmq/auth/base.py, start() sets the ZAP socket's linger to 1; change it to 0.",
        {
            "effect": {
                "text_replaced": [
                    AUTH,
                    "self.zap_socket.linger = 1",
                    "self.zap_socket.linger = 0",
                ]
            }
        },
    ),
    q(
        "h239_zmq_auth_base",
        "edit",
        "_authenticate_curve repeats the default-domain and logging code in both branches. Could "
        "you refactor it into shared helpers, make the password comparison constant-time, and add "
        "unit tests for all the mechanisms?",
        {"effect": {"declined": True}},
    ),
]
