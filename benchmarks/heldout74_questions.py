"""The seventy-fourth held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (tornado 6.6.1, as two workspaces of some of its modules,
and pyparsing 3.3.2), written blind: by reading only those packages, never the model's code or its
notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the code (pyparsing most, then the tornado web modules,
then the tornado client and websocket modules). About a fifth of them are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h74_pyparsing": ["pyparsing"],
    "h74_tornado_web": [
        "tornado/web.py",
        "tornado/httputil.py",
        "tornado/iostream.py",
        "tornado/ioloop.py",
        "tornado/template.py",
        "tornado/escape.py",
    ],
    "h74_tornado_client": [
        "tornado/simple_httpclient.py",
        "tornado/http1connection.py",
        "tornado/websocket.py",
    ],
}

CORE = "pyparsing/core.py"
HELPERS = "pyparsing/helpers.py"
WEB = "tornado/web.py"
HTTPUTIL = "tornado/httputil.py"
TEMPLATE = "tornado/template.py"
WEBSOCKET = "tornado/websocket.py"


QUESTIONS: list[dict] = [
    # --- pyparsing ---------------------------------------------------------------------------
    q("h74_pyparsing", "where", "where's counted_array defined?", {"def": "counted_array"}),
    q(
        "h74_pyparsing",
        "where",
        "I'd like to read how explain() builds its listing of expressions. Where is "
        "`ParseBaseException.explain_exception` implemented?",
        {"def": "ParseBaseException.explain_exception"},
    ),
    q(
        "h74_pyparsing",
        "returns",
        "what does ParseResults.get_name return when the token has no results name of its own?",
        {"returns": "ParseResults.get_name"},
    ),
    q(
        "h74_pyparsing",
        "calls",
        "who calls _trim_arity",
        {"grep": r"(?<!def )_trim_arity\("},
    ),
    q(
        "h74_pyparsing",
        "calls",
        "Where is `_collapse_string_to_ranges` (from util.py) actually used?",
        {"grep": r"(?<!def )_collapse_string_to_ranges\("},
    ),
    q(
        "h74_pyparsing",
        "raises",
        "Where does Word() throw a ValueError for bad arguments, e.g. min=0 or min bigger than "
        "max?",
        grep(
            r"initChars cannot be empty string|cannot specify a minimum length < 1; use Opt\(Word"
            r"|if min and max both specified min must be <= max",
            CORE,
        ),
    ),
    q(
        "h74_pyparsing",
        "raises",
        "i called enable_left_recursion after enable_packrat and got a RuntimeError. where is "
        "that raised?",
        grep(r'raise RuntimeError\("Packrat and Bounded Recursion are not compatible"\)', CORE),
    ),
    q(
        "h74_pyparsing",
        "raises",
        "Which lines in infix_notation reject a malformed entry of the operator list (wrong arity, "
        "bad associativity)?",
        grep(
            r"if numterms=3, opExpr must be a tuple|operator must be unary \(1\), binary"
            r"|operator must indicate right or left associativity",
            HELPERS,
        ),
    ),
    q(
        "h74_pyparsing",
        "const",
        "where is __version_info__ set in pyparsing?",
        grep(r"^__version_info__ = ", "pyparsing/__init__.py"),
    ),
    run(
        "h74_pyparsing",
        "What does {} print?",
        "from pyparsing import one_of; print(one_of('< = <= > >=').pattern)",
        "<=|<|=|>=|>",
    ),
    run(
        "h74_pyparsing",
        "could you run {} and tell me what comes out",
        "import pyparsing as pp; e = pp.ParseException('abc def', 4, 'oops'); "
        "print(e.mark_input_line(), '|', e.lineno, e.col, e.found)",
        "abc >!<def | 1 5 'def'",
    ),
    q(
        "h74_pyparsing",
        "edit",
        "Please change Keyword.DEFAULT_KEYWORD_CHARS in pyparsing/core.py so a hyphen counts as a "
        'keyword character too: `alphanums + "_$-"` instead of `alphanums + "_$"`.',
        {
            "effect": {
                "text_replaced": [
                    CORE,
                    'DEFAULT_KEYWORD_CHARS = alphanums + "_$"',
                    'DEFAULT_KEYWORD_CHARS = alphanums + "_$-"',
                ]
            }
        },
    ),
    q(
        "h74_pyparsing",
        "edit",
        "The debug output is way too chatty. comment out the print in "
        "_default_success_debug_action (core.py), the one that prints 'Matched ... ->'",
        {
            "effect": {
                "comment_out": [
                    CORE,
                    'print(f"{cache_hit_str}Matched {expr} -> {toks.as_list()}")',
                ]
            }
        },
    ),
    q(
        "h74_pyparsing",
        "edit",
        "Add `import logging` to the imports at the top of pyparsing/testing.py.",
        {"effect": {"at_top": ["pyparsing/testing.py", "import logging"]}},
    ),
    q(
        "h74_pyparsing",
        "which",
        "Which class lets me accept a fixed piece of text even when a letter or two in it is "
        "wrong? I'm reading gene sequences and the data has typos.",
        {"body": "CloseMatch"},
        own=True,
    ),
    q(
        "h74_pyparsing",
        "which",
        "which helper do i use to read math formulas, where times and divide "
        "bind tighter than plus and minus, and brackets can change the order?",
        {"body": "infix_notation"},
        own=True,
    ),
    q(
        "h74_pyparsing",
        "which",
        "My config format nests things by how far each line is pushed in from the left margin, "
        "like a YAML file. Which piece of the library handles that kind of nesting?",
        {"body": "IndentedBlock"},
        {"body": "indentedBlock"},
        own=True,
    ),
    q(
        "h74_pyparsing",
        "which",
        "Which ParseResults method converts the named results into plain nested Python dicts?",
        {"body": "ParseResults.as_dict"},
    ),
    q(
        "h74_pyparsing",
        "how",
        "There's a switch that makes it keep notes on what already worked or failed at each "
        "position of the input, so it doesn't redo the same work. How does it look up and replay "
        "an earlier outcome, and does it keep the failures too?",
        {"body": "ParserElement._parseCache"},
        {"body": "ParserElement.enable_packrat"},
        own=True,
    ),
    q(
        "h74_pyparsing",
        "how",
        "When parsing fails, the error text quotes a bit of my input that it tripped over. How "
        "does it decide how much of the text to quote there?",
        {"body": "ParseBaseException.found"},
        own=True,
    ),
    q(
        "h74_pyparsing",
        "how",
        "How does `Keyword.parseImpl` make sure Keyword('if') doesn't match the start of 'ifdef'?",
        {"body": "Keyword.parseImpl"},
    ),
    q(
        "h74_pyparsing",
        "how",
        "how does one_of keep `<` from matching before `<=` gets a chance, when I list the "
        "shorter one first?",
        grep(
            r"reorder given symbols to take care|if len\(other\) > len\(cur\) and "
            r"masks\(cur, other\):|symbols\.insert\(i, other\)",
            HELPERS,
        ),
    ),
    # --- tornado: web, httputil, iostream, ioloop, template, escape --------------------------
    q(
        "h74_tornado_web",
        "where",
        "Where is split_host_and_port?",
        {"def": "split_host_and_port"},
    ),
    q(
        "h74_tornado_web",
        "returns",
        "What does httputil._parse_request_range return, e.g. for a suffix range like "
        "'bytes=-6' or for a header it can't parse?",
        {"returns": "_parse_request_range"},
    ),
    q(
        "h74_tornado_web",
        "calls",
        "who uses _normalize_header in httputil.py?",
        grep(r"= _normalize_header\(name\)", HTTPUTIL),
    ),
    q(
        "h74_tornado_web",
        "calls",
        "Where does RequestHandler call `_cross_origin_protection`?",
        grep(r"self\._cross_origin_protection\(\)", WEB),
    ),
    q(
        "h74_tornado_web",
        "raises",
        "My POST gets a 403 about _xsrf. Where in tornado/web.py are those 403s raised?",
        grep(
            r"raise HTTPError\(403, .'_xsrf' argument|XSRF cookie does not match POST argument",
            WEB,
        ),
    ),
    q(
        "h74_tornado_web",
        "raises",
        "where does the template parser raise the errors about a missing or an extra {% end %}?",
        grep(r'"Missing \{%% end %%\} block for %s"|"Extra \{% end %\} block"', TEMPLATE),
    ),
    q(
        "h74_tornado_web",
        "raises",
        "Where is UnsatisfiableReadError raised in iostream.py?",
        grep(r"raise UnsatisfiableReadError\(", "tornado/iostream.py"),
    ),
    q(
        "h74_tornado_web",
        "const",
        "where's the default autoescape function for tornado templates set",
        grep(r"^_DEFAULT_AUTOESCAPE = ", TEMPLATE),
    ),
    run(
        "h74_tornado_web",
        "what's the output of {}?",
        "from tornado.template import Template; "
        "print(Template('{% for i in range(3) %}{{ i }},{% end %}{{! x }}').generate())",
        "b'0,1,2,{{ x }}'",
    ),
    run(
        "h74_tornado_web",
        "Run {} please",
        "from tornado.httputil import url_concat; "
        "print(url_concat('http://x.org/p?a=1', [('b', '2'), ('b', '3')]))",
        "http://x.org/p?a=1&b=2&b=3",
    ),
    q(
        "h74_tornado_web",
        "edit",
        "We no longer want to accept version 1 signed values. Set "
        "DEFAULT_SIGNED_VALUE_MIN_VERSION in tornado/web.py to 2.",
        {"effect": {"value_set": [WEB, "DEFAULT_SIGNED_VALUE_MIN_VERSION", "2"]}},
    ),
    q(
        "h74_tornado_web",
        "edit",
        "I suspect there's a race somewhere in IOStream when the socket closes in the middle of "
        "a read. Can you track the bug down and fix it?",
        {"effect": {"declined": True}},
    ),
    q(
        "h74_tornado_web",
        "which",
        "which part stops some other site from secretly getting my logged-in users' browsers to "
        "change things in my app behind their backs?",
        {"body": "RequestHandler.check_xsrf_cookie"},
        {"body": "RequestHandler._cross_origin_protection"},
        own=True,
    ),
    q(
        "h74_tornado_web",
        "which",
        "I moved a page on my site. Which ready-made handler just forwards anyone who visits the "
        "former location to where it lives now?",
        {"body": "RedirectHandler"},
        own=True,
    ),
    q(
        "h74_tornado_web",
        "which",
        "Which function in tornado.escape turns URLs in plain text into <a> tags?",
        {"body": "linkify"},
    ),
    q(
        "h74_tornado_web",
        "how",
        "My timer job sometimes runs longer than its interval. Does the next run try to catch up "
        "by firing several times in a row, or does it just carry on from the next slot? how is "
        "that worked out?",
        {"body": "PeriodicCallback._update_next"},
        own=True,
    ),
    q(
        "h74_tornado_web",
        "how",
        "When a video player asks my server for only a slice of a big file (say, to jump ahead), "
        "how does the built-in file serving handle that?",
        {"body": "StaticFileHandler.get"},
        own=True,
    ),
    q(
        "h74_tornado_web",
        "how",
        "How do I get a literal `{{` into the output of a tornado template instead of having it "
        "treated as an expression? where does the parser handle that?",
        grep(
            r"Template directives may be escaped as"
            r'|if reader\.remaining\(\) and reader\[0\] == "!":',
            TEMPLATE,
        ),
    ),
    # --- tornado: simple_httpclient, http1connection, websocket ------------------------------
    q(
        "h74_tornado_client",
        "where",
        "where is compute_accept_value",
        {"def": "WebSocketProtocol13.compute_accept_value"},
    ),
    q(
        "h74_tornado_client",
        "returns",
        "What does `is_transfer_encoding_chunked` return when there's no Transfer-Encoding "
        "header at all?",
        {"returns": "is_transfer_encoding_chunked"},
    ),
    q(
        "h74_tornado_client",
        "calls",
        "in websocket.py, where is _websocket_mask called?",
        grep(r"_websocket_mask\((mask|self\._frame_mask), data\)", WEBSOCKET),
    ),
    q(
        "h74_tornado_client",
        "raises",
        "Where does HTTP1Connection reject a bad Content-Length header (duplicates that differ, "
        "not a number, too large)?",
        grep(
            r'"Multiple unequal Content-Lengths|"Only integer Content-Length is allowed'
            r'|"Content-Length too long"',
            "tornado/http1connection.py",
        ),
    ),
    q(
        "h74_tornado_client",
        "raises",
        "where does simple_httpclient raise or hand back an HTTPTimeoutError?",
        grep(
            r"raise HTTPTimeoutError\(|HTTPTimeoutError, HTTPTimeoutError\(error_message\)"
            r"|error=HTTPTimeoutError\(error_message\)",
            "tornado/simple_httpclient.py",
        ),
    ),
    q(
        "h74_tornado_client",
        "edit",
        "Raise the default websocket max message size in tornado/websocket.py from 10 MiB to "
        "20 MiB (the _default_max_message_size line).",
        {
            "effect": {
                "text_replaced": [
                    WEBSOCKET,
                    "_default_max_message_size = 10 * 1024 * 1024",
                    "_default_max_message_size = 20 * 1024 * 1024",
                ]
            }
        },
    ),
    q(
        "h74_tornado_client",
        "which",
        "Which method decides whether a page served from somebody else's website may open a "
        "live two-way channel to my server?",
        {"body": "WebSocketHandler.check_origin"},
        grep(r"self\._check_cross_origin\(self\.check_origin\)", WEBSOCKET),
        own=True,
    ),
    q(
        "h74_tornado_client",
        "how",
        "When simple_httpclient follows a redirect to a different host, how does it make sure my "
        "Authorization header and cookies aren't sent along?",
        grep(
            r"Cross-origin redirect: strip auth headers|new_request\.auth_username = None"
            r'|for h in \["Authorization", "Cookie"\]:',
            "tornado/simple_httpclient.py",
        ),
    ),
]
