"""The eighty-fifth held-out set: questions on two third-party packages, copied from the installed
site-packages (httpx 0.29.0 and markdown-it-py 4.3.0, import name ``markdown_it``), written blind:
by reading only those packages, never the model's code or its notes, and committed before the
model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (httpx a little more than markdown_it).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h85_httpx": ["httpx"],
    "h85_markdown_it": ["markdown_it"],
}

CLIENT = "httpx/_client.py"
MODELS = "httpx/_models.py"
URLPARSE = "httpx/_urlparse.py"
AUTH = "httpx/_auth.py"
TABLE = "markdown_it/rules_block/table.py"
LIST = "markdown_it/rules_block/list.py"
BLOCKQUOTE = "markdown_it/rules_block/blockquote.py"


QUESTIONS: list[dict] = [
    # --- httpx -------------------------------------------------------------------------------
    q(
        "h85_httpx",
        "where",
        "where is get_environment_proxies defined",
        {"def": "get_environment_proxies"},
    ),
    q(
        "h85_httpx",
        "where",
        "Could you point me to the definition of `DigestAuth._parse_challenge`? I want to see "
        "how it reads the WWW-Authenticate header.",
        {"def": "DigestAuth._parse_challenge"},
    ),
    q(
        "h85_httpx",
        "returns",
        "what does codes.get_reason_phrase return, e.g. for a status code httpx doesn't know "
        "like 799?",
        {"returns": "codes.get_reason_phrase"},
    ),
    q(
        "h85_httpx",
        "returns",
        "What do I get back from `primitive_value_to_str` when I pass True, False or None?",
        {"returns": "primitive_value_to_str"},
    ),
    q(
        "h85_httpx",
        "calls",
        "who calls _build_redirect_request?",
        grep(r"= self\._build_redirect_request\(", CLIENT),
    ),
    q(
        "h85_httpx",
        "calls",
        "Where is `encode_request` actually used? I only see it defined in _content.py.",
        grep(r"headers, stream = encode_request\(", MODELS),
    ),
    q(
        "h85_httpx",
        "calls",
        "find all the callers of peek_filelike_length pls",
        {"grep": r"(?<!def )peek_filelike_length\("},
    ),
    q(
        "h85_httpx",
        "raises",
        "Where does the client raise TooManyRedirects?",
        grep(r"raise TooManyRedirects\(", CLIENT),
    ),
    q(
        "h85_httpx",
        "raises",
        "list every place in httpx/_urlparse.py that raises InvalidURL",
        grep(r"raise InvalidURL\(", URLPARSE),
    ),
    q(
        "h85_httpx",
        "raises",
        "I call response.raise_for_status() on a 404 -- which line actually throws the "
        "HTTPStatusError?",
        grep(r"raise HTTPStatusError\(", MODELS),
    ),
    q(
        "h85_httpx",
        "raises",
        "Where can DigestAuth blow up with a ProtocolError? Our server sends a slightly odd "
        "challenge.",
        grep(r"raise ProtocolError\(", AUTH),
    ),
    q(
        "h85_httpx",
        "raises",
        "if i do httpx.Timeout() with no arguments at all it errors out. where is that check?",
        grep(r"httpx\.Timeout must either include a default", "httpx/_config.py"),
    ),
    q(
        "h85_httpx",
        "const",
        "Where's DEFAULT_MAX_REDIRECTS set, and to what?",
        grep(r"^DEFAULT_MAX_REDIRECTS = ", "httpx/_config.py"),
    ),
    q(
        "h85_httpx",
        "which",
        "Which bit of code decides whether my login header gets thrown away when a server "
        "bounces me over to a different site?",
        {"body": "BaseClient._redirect_headers"},
        {"body": "_same_origin"},
        {"body": "_is_https_redirect"},
        own=True,
    ),
    q(
        "h85_httpx",
        "which",
        "Which class turns proxy keys / NO_PROXY entries like `all://*example.com` into "
        "something that can be matched against a request URL?",
        {"body": "URLPattern"},
        {"body": "get_environment_proxies"},
    ),
    q(
        "h85_httpx",
        "which",
        "which helper works out how big the thing I'm uploading is, e.g. by jumping to the end "
        "of it and back again?",
        {"body": "peek_filelike_length"},
        own=True,
    ),
    q(
        "h85_httpx",
        "which",
        "Which part makes sure that writing http://myhost:80/ gets treated exactly the same as "
        "just leaving the number off?",
        {"body": "normalize_port"},
        own=True,
    ),
    q(
        "h85_httpx",
        "how",
        "When a form I submit gets sent on to another page, does it switch to a plain fetch "
        "instead of resending my stuff? Where is that decided?",
        {"body": "BaseClient._redirect_method"},
        {"body": "BaseClient._redirect_stream"},
        own=True,
    ),
    q(
        "h85_httpx",
        "how",
        "How does `Headers.__getitem__` handle a header that shows up more than once in the "
        "response?",
        {"body": "Headers.__getitem__"},
    ),
    q(
        "h85_httpx",
        "how",
        "If the server doesn't say what character set the page uses, how does it decide how to "
        "read the reply as a string?",
        grep(
            r"encoding = self\.charset_encoding$|if isinstance\(self\.default_encoding, str\)"
            r"|encoding = self\.default_encoding\(self\._content\)"
            r'|self\._encoding = encoding or "utf-8"',
            MODELS,
        ),
        own=True,
    ),
    q(
        "h85_httpx",
        "how",
        "how does DigestAuth build the Authorization header value? where's the hashing with "
        "the nonce and cnonce done",
        {"body": "DigestAuth._build_auth_header"},
    ),
    run(
        "h85_httpx",
        "What does {} print? I expected the :80 to disappear.",
        "from httpx import URL; u = URL('HTTP://Example.COM:80/a/./b/../c?x=1#top'); "
        "print(u, u.port, u.path)",
        "http://example.com:80/a/c?x=1#top 80 /a/c",
    ),
    run(
        "h85_httpx",
        "run {} and tell me the output",
        "from httpx._urls import QueryParams; q = QueryParams({'a': [1, True], 'b': None}); "
        "print(q, q.get_list('a'))",
        "a=1&a=true&b= ['1', 'true']",
    ),
    q(
        "h85_httpx",
        "edit",
        "Please raise MAX_URL_LENGTH in httpx/_urlparse.py from 65536 to 131072, we have some "
        "really long signed URLs.",
        {"effect": {"value_set": [URLPARSE, "MAX_URL_LENGTH", "131072"]}},
    ),
    q(
        "h85_httpx",
        "edit",
        "comment out the `warnings.warn(message, DeprecationWarning, stacklevel=2)` line in "
        "encode_request (httpx/_content.py), it floods our test output",
        {
            "effect": {
                "comment_out": [
                    "httpx/_content.py",
                    "warnings.warn(message, DeprecationWarning, stacklevel=2)",
                ]
            }
        },
    ),
    q(
        "h85_httpx",
        "edit",
        "Can you make Client.send retry automatically on 502/503/504 with exponential backoff, "
        "honour Retry-After, make it all configurable on the client and add tests?",
        {"effect": {"declined": True}},
    ),
    # --- markdown_it -------------------------------------------------------------------------
    q(
        "h85_markdown_it",
        "where",
        "where's SyntaxTreeNode.pretty",
        {"def": "SyntaxTreeNode.pretty"},
    ),
    q(
        "h85_markdown_it",
        "where",
        "Where is make_fence_rule defined? I want a ::: fence for a plugin.",
        {"def": "make_fence_rule"},
    ),
    q(
        "h85_markdown_it",
        "returns",
        "What does `skipOrderedListMarker` return -- the position after the marker, or -1?",
        {"returns": "skipOrderedListMarker"},
    ),
    q(
        "h85_markdown_it",
        "calls",
        "who calls normalizeReference?",
        {"grep": r"(?<!def )normalizeReference\("},
    ),
    q(
        "h85_markdown_it",
        "calls",
        "Where does markTightParagraphs get called from?",
        grep(r"^\s+markTightParagraphs\(", LIST),
    ),
    q(
        "h85_markdown_it",
        "raises",
        "Where does MarkdownIt raise when I pass a preset name that doesn't exist?",
        grep(r"raise KeyError\(f\"Wrong `markdown-it` preset", "markdown_it/main.py"),
    ),
    q(
        "h85_markdown_it",
        "raises",
        "which lines raise RuntimeError in parser_block.py",
        grep(r"raise RuntimeError\(", "markdown_it/parser_block.py"),
    ),
    q(
        "h85_markdown_it",
        "raises",
        "In the Ruler class, where does it throw a KeyError for a rule name it can't find?",
        grep(r"raise KeyError\(", "markdown_it/ruler.py"),
    ),
    q(
        "h85_markdown_it",
        "const",
        "what's MAX_AUTOCOMPLETED_CELLS and where is it set?",
        grep(r"^MAX_AUTOCOMPLETED_CELLS = ", TABLE),
    ),
    q(
        "h85_markdown_it",
        "which",
        "which function spots the little [x] / [ ] tick boxes at the front of bullet points?",
        {"body": "_detect_task_checkbox"},
        grep(r"checked = _detect_task_checkbox\(", LIST),
        own=True,
    ),
    q(
        "h85_markdown_it",
        "which",
        "Which code recognises those GitHub-style callout boxes -- you know, a quote that opens "
        "with an exclamation-mark label in square brackets?",
        {"body": "_detect_alert"},
        grep(r"alert_kind = _detect_alert\(", BLOCKQUOTE),
        own=True,
    ),
    q(
        "h85_markdown_it",
        "which",
        "Which class lets me walk the parsed tokens as a tree rather than a flat list?",
        {"body": "SyntaxTreeNode"},
    ),
    q(
        "h85_markdown_it",
        "which",
        'Which renderer method produces the `<pre><code class="language-...">` output for '
        "fenced code blocks?",
        {"body": "RendererHTML.fence"},
    ),
    q(
        "h85_markdown_it",
        "how",
        "how does it stop people from sneaking dangerous script-running links into the html it "
        "spits out?",
        {"body": "validateLink"},
        {"body": "MarkdownIt.validateLink"},
        own=True,
    ),
    q(
        "h85_markdown_it",
        "how",
        "When a line ends with two spaces, how does that turn into a forced line break in the "
        "output?",
        {"body": "newline"},
        own=True,
    ),
    q(
        "h85_markdown_it",
        "how",
        "How does `Ruler.getRules` cache the lists of active rules per chain?",
        {"body": "Ruler.getRules"},
        {"body": "Ruler.__compile__"},
    ),
    q(
        "h85_markdown_it",
        "how",
        "In one of those grids drawn with | and dashes, how does it work out whether each "
        "cell's text sits on the left, in the middle or on the right? Something about colons.",
        grep(r"aligns\.append\(|if not headerLineRe\.search\(t\)", TABLE),
        own=True,
    ),
    run(
        "h85_markdown_it",
        "Can you run {} for me and paste what it prints?",
        "from markdown_it.common.utils import normalizeReference; "
        "print(normalizeReference('  Foo   Bar  baz '))",
        "FOO BAR BAZ",
    ),
    run(
        "h85_markdown_it",
        "what's the output of {}",
        "from markdown_it import MarkdownIt; "
        "print(MarkdownIt('zero').enable('emphasis').renderInline('**bold** _it_'))",
        "<strong>bold</strong> <em>it</em>",
    ),
    q(
        "h85_markdown_it",
        "edit",
        "Add 'DANGER' to _ALERT_TYPES in markdown_it/rules_block/blockquote.py so > [!DANGER] "
        "works too.",
        {
            "effect": {
                "value_set": [
                    BLOCKQUOTE,
                    "_ALERT_TYPES",
                    "{'NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION', 'DANGER'}",
                ]
            }
        },
    ),
    q(
        "h85_markdown_it",
        "edit",
        "add a docstring to markTightParagraphs explaining that it hides the paragraph tokens "
        "of a tight list",
        {"effect": {"docstring": "markTightParagraphs"}},
    ),
    q(
        "h85_markdown_it",
        "edit",
        "Rename `_build_last_runs` to `_last_backtick_runs` in markdown_it/rules_inline/"
        "backticks.py (and its call site).",
        {"effect": {"renamed": ["_build_last_runs", "_last_backtick_runs"]}},
    ),
]
