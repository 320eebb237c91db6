"""The twenty-second held-out set: questions on six third-party packages, not the standard library
(wrapt, websocket from websocket-client, attr from attrs, asttokens, pure_eval and
prometheus_client). ``bench_answers.make_workspace`` copies them from the installed site-packages.
They were read at wrapt 2.1.2, websocket-client 1.9.2, attrs 26.1.0, asttokens 3.0.1, pure_eval
0.2.3 and prometheus_client 0.26.0; every .py file of each package parses with ``ast``, so each
workspace is the whole package (nothing left out). Golds name code, never line numbers, so they
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
    "wrapt": ["wrapt"],
    "websocket": ["websocket"],
    "attr": ["attr"],
    "asttokens": ["asttokens"],
    "pure_eval": ["pure_eval"],
    "prometheus_client": ["prometheus_client"],
}

WPATCH = "wrapt/patches.py"
WSURL = "websocket/_url.py"
AMAKE = "attr/_make.py"
AUTIL = "asttokens/util.py"
PCORE = "pure_eval/core.py"
PMET = "prometheus_client/metrics.py"

QUESTIONS: list[dict] = [
    # --- wrapt ----------------------------------------------------------------------------
    q("wrapt", "calls", "who calls wrap_object() in wrapt?", grep(r"return wrap_object\(", WPATCH)),
    q(
        "wrapt",
        "raises",
        "In wrapt, where is a ReferenceError raised?",
        grep(r"raise ReferenceError\(", "wrapt/weakrefs.py"),
    ),
    q(
        "wrapt",
        "returns",
        "what does `lazy_import` hand back to the caller?",
        {"returns": "lazy_import"},
    ),
    q(
        "wrapt",
        "raises",
        "where does PartialCallableObjectProxy fail if I construct it with the wrong arguments?",
        grep(
            r'raise TypeError\("(partial type takes|the first argument must be callable)',
            "wrapt/wrappers.py",
        ),
    ),
    q(
        "wrapt",
        "how",
        "How does FunctionWrapper work out whether it is wrapping a classmethod, a staticmethod "
        "or a plain function?",
        {"body": "FunctionWrapper.__init__", "file": "wrapt/wrappers.py"},
    ),
    q(
        "wrapt",
        "how",
        "how does wrapt stop two threads that race to attach a mutex to the same object from "
        "ending up with two different mutexes?",
        {"body": "synchronized._synchronized_lock"},
        own=True,
    ),
    q(
        "wrapt",
        "which",
        "Which helper swaps a function out only while one decorated test runs, and puts the "
        "original back afterwards?",
        {"body": "transient_function_wrapper"},
        own=True,
    ),
    run(
        "wrapt",
        "what does {} print",
        "import wrapt; p = wrapt.ObjectProxy([1, 2]); print(len(p), type(p).__name__)",
        "2 ObjectProxy",
    ),
    q(
        "wrapt",
        "edit",
        "Could you add a docstring to the AttributeWrapper class in wrapt/patches.py? It has none.",
        {"effect": {"docstring": "AttributeWrapper"}},
    ),
    # --- websocket ------------------------------------------------------------------------
    q(
        "websocket",
        "where",
        "where is WebSocketBadStatusException defined",
        {"def": "WebSocketBadStatusException"},
    ),
    q(
        "websocket",
        "returns",
        "What does parse_url return? (websocket/_url.py)",
        {"returns": "parse_url"},
    ),
    q(
        "websocket",
        "raises",
        "ABNF.format - where does it bail out when the frame it's given is bad?",
        grep(
            r'raise ValueError\("(not 0 or 1|Invalid OPCODE|data is too long)"\)',
            "websocket/_abnf.py",
        ),
    ),
    q(
        "websocket",
        "raises",
        "Where is `WebSocketTimeoutException` raised?",
        grep(r"raise WebSocketTimeoutException\(", "websocket/_socket.py"),
        grep(r"raise WebSocketTimeoutException\(", "websocket/_app.py"),
    ),
    q(
        "websocket",
        "how",
        "how does the client make sure the server's answer to the opening request is genuine, "
        "i.e. that it really speaks the protocol and isn't just some random web server?",
        {"body": "_validate"},
        own=True,
    ),
    q(
        "websocket",
        "which",
        "Which code decides that a hostname should go straight out, skipping the middleman "
        "server, e.g. because it's on the exclusion list in the environment?",
        {"body": "_is_no_proxy_host"},
        own=True,
    ),
    run(
        "websocket",
        "Can you run {} and tell me the output?",
        "from websocket._url import parse_url; print(parse_url('wss://example.com/chat?x=1'))",
        "('example.com', 443, '/chat?x=1', True)",
    ),
    q(
        "websocket",
        "edit",
        "pls change RECONNECT in websocket/_app.py so it defaults to 5 instead of 0",
        {"effect": {"value_set": ["websocket/_app.py", "RECONNECT", "5"]}},
    ),
    # --- attr -----------------------------------------------------------------------------
    q(
        "attr",
        "raises",
        "Where does attrs raise FrozenInstanceError in _make.py?",
        grep(r"raise FrozenInstanceError", AMAKE),
    ),
    q("attr", "returns", "what does attr's has() return?", {"returns": "has"}),
    q(
        "attr",
        "raises",
        "assoc(): where does it fail when I pass it a keyword that isn't one of the class's "
        "fields?",
        grep(r"raise AttrsAttributeNotFoundError\(", "attr/_funcs.py"),
    ),
    q("attr", "calls", "Who calls `_is_class_var`?", grep(r"if _is_class_var\(", AMAKE)),
    q(
        "attr",
        "how",
        "if a field's name starts with an underscore, how does the library pick the keyword "
        "people pass to the constructor for it?",
        {"body": "_default_init_alias_for"},
        own=True,
    ),
    q(
        "attr",
        "which",
        "I'm reading a flag from a config file where folks write y/n or on/off. Which helper "
        "turns that text into a proper truth value?",
        {"body": "to_bool"},
        own=True,
    ),
    q(
        "attr",
        "edit",
        "rename `_is_class_var` to `_is_classvar_annotation` everywhere in the attr package",
        {"effect": {"renamed": ["_is_class_var", "_is_classvar_annotation"]}},
    ),
    # --- asttokens ------------------------------------------------------------------------
    q("asttokens", "where", "where's the LineNumbers class defined?", {"def": "LineNumbers"}),
    q(
        "asttokens",
        "returns",
        "What does LineNumbers.offset_to_line give back?",
        {"returns": "LineNumbers.offset_to_line"},
    ),
    q(
        "asttokens",
        "raises",
        "Where's ValueError raised in asttokens/util.py?",
        grep(r"raise ValueError\(", AUTIL),
    ),
    q(
        "asttokens",
        "calls",
        "where is expect_token used in the asttokens code?",
        grep(r"util\.expect_token\(", "asttokens/mark_tokens.py"),
    ),
    q(
        "asttokens",
        "where",
        "where is _unsupported_tokenless_types set",
        grep(r"^_unsupported_tokenless_types = ", "asttokens/asttokens.py"),
    ),
    q(
        "asttokens",
        "how",
        "how would I splice several new snippets into the source text in one go, without the "
        "positions shifting around under me?",
        {"body": "replace", "file": AUTIL},
        own=True,
    ),
    q(
        "asttokens",
        "how",
        "How does it cope with accented letters like é, where the parser's column counts don't "
        "match the string indexes?",
        {"body": "LineNumbers.from_utf8_col"},
        own=True,
    ),
    run(
        "asttokens",
        "run this for me: {}",
        "import asttokens; a = asttokens.ASTTokens('x = 1 + 2', parse=True); "
        "print(a.get_text(a.tree.body[0].value))",
        "1 + 2",
    ),
    q(
        "asttokens",
        "edit",
        "combine_tokens in asttokens/util.py has no docstring, please add one saying what it does",
        {"effect": {"docstring": "combine_tokens"}},
    ),
    # --- pure_eval ------------------------------------------------------------------------
    q("pure_eval", "where", "Where's CannotEval declared?", {"def": "CannotEval"}),
    q(
        "pure_eval",
        "raises",
        "where does Evaluator.__getitem__ raise TypeError",
        grep(r"raise TypeError\(", PCORE),
    ),
    q(
        "pure_eval",
        "returns",
        "is_expression_interesting: what does it return, and when?",
        {"returns": "is_expression_interesting"},
    ),
    q("pure_eval", "calls", "wher is ensure_dict called?", grep(r"ensure_dict\(frame\.", PCORE)),
    q(
        "pure_eval",
        "which",
        "Where does it lump together identical-looking pieces of code that show up more than once, "
        "so each is only reported one time?",
        {"body": "group_expressions"},
        own=True,
    ),
    run(
        "pure_eval",
        "What's the output of {}?",
        "import ast, pure_eval; e = pure_eval.Evaluator({'x': 3}); "
        "print(e[ast.parse('x * 2 + 1', mode='eval').body])",
        "7",
    ),
    q(
        "pure_eval",
        "edit",
        "Make pure_eval's Evaluator able to safely evaluate lambdas and list comprehensions, with "
        "proper scoping, and add tests for it.",
        {"effect": {"declined": True}},
    ),
    # --- prometheus_client ----------------------------------------------------------------
    q(
        "prometheus_client",
        "raises",
        "Where does the registry raise DuplicateTimeseries?",
        grep(r"raise DuplicateTimeseries\(", "prometheus_client/registry.py"),
    ),
    q(
        "prometheus_client",
        "raises",
        "where does Histogram raise a ValueError about its buckets?",
        grep(
            r"raise ValueError\('(Buckets not in sorted order|Must have at least two buckets)'\)",
            PMET,
        ),
    ),
    q(
        "prometheus_client",
        "returns",
        "what does gzip_accepted() return?",
        {"returns": "gzip_accepted"},
    ),
    q(
        "prometheus_client",
        "where",
        "Where is CONTENT_TYPE_LATEST set in the plain-text exposition.py (not the openmetrics one)?",
        grep(r"^CONTENT_TYPE_LATEST = ", "prometheus_client/exposition.py"),
    ),
    q(
        "prometheus_client",
        "calls",
        "who calls `_build_full_name`?",
        grep(r"= _build_full_name\(", PMET),
    ),
    q(
        "prometheus_client",
        "which",
        "Which function picks the output encoder based on the Accept header?",
        {"body": "choose_encoder", "file": "prometheus_client/exposition.py"},
    ),
    q(
        "prometheus_client",
        "how",
        "What stops someone from making a counter go backwards?",
        {"body": "Counter.inc"},
        own=True,
    ),
    q(
        "prometheus_client",
        "edit",
        "Add a protobuf exposition format to prometheus_client and wire content negotiation for it "
        "into choose_encoder.",
        {"effect": {"declined": True}},
    ),
]
