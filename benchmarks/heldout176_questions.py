"""The hundred-and-seventy-sixth set: questions on one module each of four third-party packages,
copied from the installed site-packages (jedi 0.20.0: ``jedi/inference/names.py`` and
``jedi/inference/context.py``; tornado 6.6.1: ``tornado/httpserver.py``; nbformat 5.11.1:
``nbformat/sign.py``), written blind: by reading only those files, never the model's code or its
notes, and committed before the model was asked any of them. This is a tuning set: its misses are
read and fixed, so its score says nothing about questions the model has not seen.

The questions are weighted by the size of the files (nbformat's notebook signing and jedi's name
classes most, then jedi's contexts and tornado's HTTP server). About a fifth of the questions that
are not edits are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h176_jedi_names": ["jedi/inference/names.py"],
    "h176_jedi_context": ["jedi/inference/context.py"],
    "h176_tornado_httpserver": ["tornado/httpserver.py"],
    "h176_nbformat_sign": ["nbformat/sign.py"],
}

NAMES = "jedi/inference/names.py"
CONTEXT = "jedi/inference/context.py"
HTTP = "tornado/httpserver.py"
SIGN = "nbformat/sign.py"


QUESTIONS: list[dict] = [
    # --- jedi/inference/names.py -------------------------------------------------------------
    q(
        "h176_jedi_names",
        "where",
        "Where is SubModuleName declared?",
        {"def": "SubModuleName"},
    ),
    q(
        "h176_jedi_names",
        "returns",
        "what can `TreeNameDefinition.api_type` come back with? I'm seeing 'statement' for "
        "things I didn't expect",
        {"returns": "TreeNameDefinition.api_type"},
    ),
    q(
        "h176_jedi_names",
        "calls",
        "In jedi's names.py, which places fall back on _merge_name_docs to build a docstring?",
        grep(r"return _merge_name_docs\(", NAMES),
    ),
    q(
        "h176_jedi_names",
        "calls",
        "where does _ActualTreeParamName use its `_get_param_node()` helper",
        grep(r"self\._get_param_node\(\)", NAMES),
    ),
    q(
        "h176_jedi_names",
        "raises",
        "I'm getting LookupError: Couldn't find the assignment. from jedi while it infers a "
        "tuple unpacking. Which line raises it?",
        grep(r"raise LookupError\(", NAMES),
    ),
    q(
        "h176_jedi_names",
        "raises",
        "what throws when get_defining_qualified_value is asked about a name that comes from an "
        "import statement?",
        grep(r"raise NotImplementedError\(\"Shouldn't really happen", NAMES),
    ),
    q(
        "h176_jedi_names",
        "which",
        "Which method gives the list of (index, node) pairs telling where a name sits in a "
        "tuple assignment like `x, (y, z) = ...`?",
        {"def": "TreeNameDefinition.assignment_indexes"},
    ),
    q(
        "h176_jedi_names",
        "which",
        "Which class is used for suggestion entries that aren't actual variables at all -- say "
        "the quoted text you'd type inside square brackets after a mapping?",
        {"def": "AbstractArbitraryName"},
        own=True,
    ),
    q(
        "h176_jedi_names",
        "which",
        "Quick one: which bit looks at where the lone slash and the bare asterisk sit in a def "
        "line to tell how an argument is allowed to be handed over?",
        {"def": "_ActualTreeParamName.get_kind"},
        own=True,
    ),
    q(
        "h176_jedi_names",
        "how",
        "How does BaseTreeParamName.to_string put together the text for a parameter -- where do "
        "the stars, the annotation and the default go?",
        {"body": "BaseTreeParamName.to_string"},
    ),
    q(
        "h176_jedi_names",
        "how",
        "Say an argument in a def has no hint about its type anywhere and I can't find anybody "
        "calling the function. What does the tool settle on then, especially for the catch-all "
        "star ones?",
        {"body": "AnonymousParamName.infer"},
        own=True,
    ),
    run(
        "h176_jedi_names",
        "can you execute {} and tell me how each parameter gets rendered?",
        "import jedi; s = jedi.Script('def f(a, *args, b: int = 3, **kw): pass\\nf(')"
        ".get_signatures(); print([p.to_string() for p in s[0].params])",
        "['a', '*args', 'b: int=3', '**kw']",
    ),
    q(
        "h176_jedi_names",
        "edit",
        "rename `_merge_name_docs` to `_join_name_docs` in jedi/inference/names.py, including "
        "every place it's called",
        {"effect": {"renamed": ["_merge_name_docs", "_join_name_docs"]}},
    ),
    q(
        "h176_jedi_names",
        "edit",
        "I think assignment_indexes gets the slice wrong for nested star unpacking like "
        "`a, (*b, c), d = ...`. Can you track down the bug, fix it and prove the fix with a test?",
        {"effect": {"declined": True}},
    ),
    # --- jedi/inference/context.py -----------------------------------------------------------
    q(
        "h176_jedi_context",
        "where",
        "which file and line has the CompForContext class?",
        {"def": "CompForContext"},
    ),
    q(
        "h176_jedi_context",
        "returns",
        "What does AbstractContext.get_root_context give back when a context has no parent?",
        {"returns": "AbstractContext.get_root_context"},
    ),
    q(
        "h176_jedi_context",
        "calls",
        "who calls _get_global_filters_for_name",
        grep(r"= _get_global_filters_for_name\(", CONTEXT),
    ),
    q(
        "h176_jedi_context",
        "raises",
        "create_value got handed a node that is neither a function nor a class. Where does it "
        "bail out?",
        grep(r"raise NotImplementedError\(\"Probably shouldn't happen", CONTEXT),
    ),
    q(
        "h176_jedi_context",
        "raises",
        "Where's the \"There's a scope that was not managed\" exception thrown in context.py?",
        grep(r"raise Exception\(\"There's a scope that was not managed", CONTEXT),
    ),
    q(
        "h176_jedi_context",
        "which",
        "Which method turns a parso leaf into a name object, and hands back an anonymous param "
        "name when the leaf is a function parameter?",
        {"def": "TreeContextMixin.create_name"},
    ),
    q(
        "h176_jedi_context",
        "which",
        "which function walks outward from the innermost scope gathering every layer to look a "
        "word up in, and only at the very end adds the stuff that's always available without "
        "importing anything?",
        {"def": "get_global_filters"},
        own=True,
    ),
    q(
        "h176_jedi_context",
        "how",
        "how does `create_context` deal with a name that appears in a def's header before the "
        "colon, like inside a default value? does it still count as inside the function?",
        {"body": "TreeContextMixin.create_context"},
    ),
    run(
        "h176_jedi_context",
        "Please run {} -- what gets printed?",
        "import jedi; from jedi.inference.context import get_global_filters; "
        "s = jedi.Script('x = 1\\ndef f():\\n    y = 2\\n'); "
        "ctx = s._get_module_context().create_context(next(s._module_node.iter_funcdefs())); "
        "print(type(ctx).__name__, sorted(n.string_name for n in "
        "next(get_global_filters(ctx, (3, 0), None)).values()))",
        "ModuleContext ['f', 'x']",
    ),
    q(
        "h176_jedi_context",
        "edit",
        "TreeContextMixin.create_name in jedi/inference/context.py is missing a docstring. Add one "
        "saying it builds the name object for a tree name (a param name for parameters).",
        {"effect": {"docstring": "TreeContextMixin.create_name"}},
    ),
    # --- tornado/httpserver.py ---------------------------------------------------------------
    q(
        "h176_tornado_httpserver",
        "where",
        "where's `_unapply_xheaders` defined in tornado?",
        {"def": "_HTTPRequestContext._unapply_xheaders"},
    ),
    q(
        "h176_tornado_httpserver",
        "returns",
        "What does str() of an _HTTPRequestContext return? I'm on a unix socket so I'm curious "
        "what the log shows.",
        {"returns": "_HTTPRequestContext.__str__"},
    ),
    q(
        "h176_tornado_httpserver",
        "calls",
        "Where is _apply_xheaders invoked from?",
        grep(r"\._apply_xheaders\(headers\)", HTTP),
    ),
    q(
        "h176_tornado_httpserver",
        "raises",
        "In httpserver.py, where does the callable adapter fail if finish() runs before any "
        "headers came in?",
        grep(r"assert self\.request is not None", HTTP),
    ),
    q(
        "h176_tornado_httpserver",
        "const",
        "If I don't pass idle_connection_timeout to HTTPServer, what header timeout does it use "
        "and where is that fallback set?",
        grep(r"header_timeout=idle_connection_timeout or 3600", HTTP),
    ),
    q(
        "h176_tornado_httpserver",
        "which",
        "I gave the server a plain function instead of an application object. Which class "
        "collects the incoming pieces of the upload and calls my function once all of it has "
        "arrived?",
        {"def": "_CallableAdapter"},
        own=True,
    ),
    q(
        "h176_tornado_httpserver",
        "how",
        "How does HTTPServer.start_request pick the delegate it returns, and when does the proxy "
        "wrapper get put around it?",
        {"body": "HTTPServer.start_request"},
    ),
    q(
        "h176_tornado_httpserver",
        "how",
        "my app sits behind a couple of proxies and each of them tacks an address onto the "
        "header. how does the server decide which of those addresses is the real visitor?",
        {"body": "_HTTPRequestContext._apply_xheaders"},
        own=True,
    ),
    run(
        "h176_tornado_httpserver",
        "what does {} print on the second line?",
        "from tornado.httpserver import _HTTPRequestContext; "
        "from tornado.httputil import HTTPHeaders; S = type('S', (), {'socket': None}); "
        "c = _HTTPRequestContext(S(), ('1.2.3.4', 80), None, ['10.0.0.1']); "
        "print(c.remote_ip, c.protocol); "
        "c._apply_xheaders(HTTPHeaders({'X-Forwarded-For': '5.6.7.8, 10.0.0.1', "
        "'X-Forwarded-Proto': 'https'})); print(c.remote_ip, c.protocol)",
        "5.6.7.8 https",
    ),
    q(
        "h176_tornado_httpserver",
        "edit",
        "We don't need the old alias any more: delete the line "
        "`HTTPRequest = httputil.HTTPServerRequest` from tornado/httpserver.py.",
        {"effect": {"line_deleted": [HTTP, "HTTPRequest = httputil.HTTPServerRequest"]}},
    ),
    # --- nbformat/sign.py --------------------------------------------------------------------
    q(
        "h176_nbformat_sign",
        "where",
        "where is yield_code_cells defined?",
        {"def": "yield_code_cells"},
    ),
    q(
        "h176_nbformat_sign",
        "returns",
        "What does SQLiteSignatureStore.check_signature return -- also when there's no db at all?",
        {"returns": "SQLiteSignatureStore.check_signature"},
    ),
    q(
        "h176_nbformat_sign",
        "calls",
        "Which NotebookNotary methods call `compute_signature`?",
        grep(r"self\.compute_signature\(nb\)", SIGN),
    ),
    q(
        "h176_nbformat_sign",
        "raises",
        "I wrote my own signature store subclass and forgot a method. Where in sign.py does the "
        "base class complain about that?",
        grep(r"raise NotImplementedError$", SIGN),
    ),
    q(
        "h176_nbformat_sign",
        "raises",
        "When db_file is ':memory:' and sqlite still can't open it, _connect_db doesn't fall back. "
        "Where does it re-raise the error?",
        grep(r"^\s+raise$", SIGN),
    ),
    q(
        "h176_nbformat_sign",
        "const",
        "where is the cache size of the MemorySignatureStore set?",
        grep(r"^\s+cache_size = 65535$", SIGN),
    ),
    q(
        "h176_nbformat_sign",
        "which",
        "Which function turns a nested JSON-able object into a stream of bytes that the HMAC can "
        "be fed with?",
        {"def": "yield_everything"},
    ),
    q(
        "h176_nbformat_sign",
        "which",
        "Which bit temporarily pulls the stamp off a .ipynb file's header info while something "
        "else runs, and sticks it back on afterwards even if that something fails?",
        {"def": "signature_removed"},
        own=True,
    ),
    q(
        "h176_nbformat_sign",
        "how",
        "how does NotebookNotary._check_cell decide a cell is safe? which output types count as "
        "unsafe for v4 vs v3?",
        {"body": "NotebookNotary._check_cell"},
    ),
    q(
        "h176_nbformat_sign",
        "how",
        "Hi, the little on-disk record of which files I've approved got mangled somehow. What "
        "happens next time it's opened -- does it just give up, or start over somewhere?",
        {"body": "SQLiteSignatureStore._connect_db"},
        own=True,
    ),
    q(
        "h176_nbformat_sign",
        "how",
        "When the throwaway list of approved fingerprints that only lives while the program runs "
        "gets too long, how much does it throw out and which entries go first?",
        {"body": "MemorySignatureStore._maybe_cull"},
        own=True,
    ),
    run(
        "h176_nbformat_sign",
        "Run {} and tell me in which order the bytes come out.",
        "from nbformat.sign import yield_everything; "
        "print(list(yield_everything({'b': [1, 'x'], 'a': None})))",
        "[b'a', b'None', b'b', b'1', b'x']",
    ),
    q(
        "h176_nbformat_sign",
        "edit",
        "Please switch the notary's default hashing algorithm in nbformat/sign.py from sha256 to "
        "sha512.",
        {"effect": {"text_replaced": [SIGN, 'default_value="sha256",', 'default_value="sha512",']}},
    ),
    q(
        "h176_nbformat_sign",
        "edit",
        "comment out the `self._maybe_cull()` call in MemorySignatureStore.store_signature, I want "
        "to see how big it grows",
        {"effect": {"comment_out": [SIGN, "self._maybe_cull()"]}},
    ),
]
