"""The seventy-sixth held-out set: questions on two third-party packages that no other set uses,
copied from the installed site-packages (werkzeug 3.1.8: its ``datastructures`` package and its
``http.py``, ``utils.py`` and ``wsgi.py`` modules; jinja2 3.1.6: its ``lexer.py``, ``parser.py``,
``compiler.py``, ``nodes.py`` and ``environment.py`` modules), written blind: by reading only
those packages, never the model's code or its notes, and committed before the model was asked any
of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the copied code (jinja2 a little more than werkzeug).
About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h76_werkzeug": [
        "werkzeug/datastructures",
        "werkzeug/http.py",
        "werkzeug/utils.py",
        "werkzeug/wsgi.py",
    ],
    "h76_jinja2": [
        "jinja2/lexer.py",
        "jinja2/parser.py",
        "jinja2/compiler.py",
        "jinja2/nodes.py",
        "jinja2/environment.py",
    ],
}

HTTP = "werkzeug/http.py"
UTILS = "werkzeug/utils.py"
WSGI = "werkzeug/wsgi.py"
HEADERS = "werkzeug/datastructures/headers.py"
LEXER = "jinja2/lexer.py"
PARSER = "jinja2/parser.py"
COMPILER = "jinja2/compiler.py"
ENV = "jinja2/environment.py"


QUESTIONS: list[dict] = [
    # --- werkzeug ----------------------------------------------------------------------------
    q(
        "h76_werkzeug",
        "where",
        "where is LimitedStream.readinto defined",
        {"def": "LimitedStream.readinto"},
    ),
    q(
        "h76_werkzeug",
        "where",
        "Quick one: in which file and on which line does `FileStorage.save` live?",
        {"def": "FileStorage.save"},
    ),
    q(
        "h76_werkzeug",
        "returns",
        "What does Range.range_for_length hand back, e.g. when there is more than one range in "
        "the header?",
        {"returns": "Range.range_for_length"},
    ),
    q(
        "h76_werkzeug",
        "returns",
        "what do i get back from `Authorization.from_header`? esp. for Basic auth with garbage "
        "base64",
        {"returns": "Authorization.from_header"},
    ),
    q(
        "h76_werkzeug",
        "calls",
        "Who calls _str_header_value in werkzeug/datastructures/headers.py?",
        grep(r"(?<!def )_str_header_value\(", HEADERS),
    ),
    q(
        "h76_werkzeug",
        "calls",
        "I'm tracing range handling. Where is `is_byte_range_valid` called from?",
        {"grep": r"(?<!def )is_byte_range_valid\("},
    ),
    q(
        "h76_werkzeug",
        "raises",
        "Where does dump_cookie raise ValueError for a bad samesite value?",
        grep(r"raise ValueError\(\"SameSite must be", HTTP),
    ),
    q(
        "h76_werkzeug",
        "raises",
        "where in wsgi.py is RequestEntityTooLarge raised?",
        grep(r"raise RequestEntityTooLarge\(\)", WSGI),
    ),
    q(
        "h76_werkzeug",
        "raises",
        "Headers blew up on me with 'Header values must not contain newline characters'. "
        "Which line throws that?",
        grep(r"raise ValueError\(\"Header values must not contain newline", HEADERS),
    ),
    q(
        "h76_werkzeug",
        "raises",
        "send_file gives me a TypeError when I pass it a BytesIO -- where are the TypeErrors "
        "raised in there?",
        grep(r"raise TypeError\($", UTILS),
    ),
    q(
        "h76_werkzeug",
        "const",
        "where's HTTP_STATUS_CODES defined? want to see the reason phrase for 449",
        grep(r"^HTTP_STATUS_CODES = ", HTTP),
    ),
    q(
        "h76_werkzeug",
        "which",
        "Which class does the mimetype matching for Accept headers, the one that knows text/* "
        "matches text/html?",
        {"body": "MIMEAccept._value_matches"},
        {"body": "MIMEAccept"},
    ),
    q(
        "h76_werkzeug",
        "which",
        "which decorator do I put on a method so the heavy work only happens the first time I "
        "touch the attribute and afterwards it just sticks around on the object?",
        {"body": "cached_property"},
        {"body": "cached_property.__get__"},
        own=True,
    ),
    q(
        "h76_werkzeug",
        "which",
        "I have the values from the URL and the values from the submitted form. Which class "
        "glues the two together so one lookup searches both, but refuses to let me change "
        "anything?",
        {"body": "CombinedMultiDict"},
        own=True,
    ),
    q(
        "h76_werkzeug",
        "how",
        "How does parse_list_header deal with a comma that sits inside a quoted item?",
        {"body": "parse_list_header"},
    ),
    q(
        "h76_werkzeug",
        "how",
        "If a client keeps pushing upload data at my app without saying up front how much is "
        "coming, what does the library do so my handler doesn't sit there reading it "
        "endlessly?",
        {"body": "get_input_stream"},
        own=True,
    ),
    q(
        "h76_werkzeug",
        "how",
        "how does it bounce a visitor who typed /docs over to /docs/ while keeping their "
        "?page=2 bit intact",
        {"body": "append_slash_redirect"},
        own=True,
    ),
    run(
        "h76_werkzeug",
        "What does {} print?",
        "from werkzeug.http import parse_range_header; "
        "r = parse_range_header('bytes=0-499, -500'); print(r.ranges, r.range_for_length(1000))",
        "[(0, 500), (-500, None)] None",
    ),
    run(
        "h76_werkzeug",
        "can u run {} and tell me what comes out",
        "from werkzeug.utils import secure_filename; "
        "print(secure_filename('../../My Cool Movie (final).mov'))",
        "My_Cool_Movie_final.mov",
    ),
    q(
        "h76_werkzeug",
        "edit",
        "In werkzeug/http.py, raise the default max_size of dump_cookie from 4093 to 8192 please.",
        {"effect": {"text_replaced": [HTTP, "max_size: int = 4093", "max_size: int = 8192"]}},
    ),
    q(
        "h76_werkzeug",
        "edit",
        "comment out the `rv.cache_control.no_cache = True` line in send_file (werkzeug/utils.py)",
        {"effect": {"comment_out": [UTILS, "rv.cache_control.no_cache = True"]}},
    ),
    q(
        "h76_werkzeug",
        "edit",
        "We never use the `responder` decorator. Delete it from werkzeug/wsgi.py.",
        {"effect": {"definition_deleted": [WSGI, "responder"]}},
    ),
    # --- jinja2 ------------------------------------------------------------------------------
    q(
        "h76_jinja2",
        "where",
        "Where is Parser.parse_for?",
        {"def": "Parser.parse_for"},
    ),
    q(
        "h76_jinja2",
        "where",
        "where's `Environment.overlay` defined",
        {"def": "Environment.overlay"},
    ),
    q(
        "h76_jinja2",
        "returns",
        "What does has_safe_repr return for, say, a dict with a custom object in it?",
        {"returns": "has_safe_repr"},
    ),
    q(
        "h76_jinja2",
        "calls",
        "who calls fail_unknown_tag",
        grep(r"self\.fail_unknown_tag\(", PARSER),
    ),
    q(
        "h76_jinja2",
        "calls",
        "In compiler.py, where is `find_undeclared` used?",
        grep(r"(?<!def )find_undeclared\(", COMPILER),
    ),
    q(
        "h76_jinja2",
        "calls",
        "Where does the parser call `subparse`? Trying to follow how bodies get parsed.",
        grep(r"self\.subparse\(", PARSER),
    ),
    q(
        "h76_jinja2",
        "raises",
        'where does the lexer raise the "unexpected char ... at ..." TemplateSyntaxError?',
        grep(r"unexpected char \{source\[pos\]", LEXER),
    ),
    q(
        "h76_jinja2",
        "raises",
        "Which lines in TokenStream.expect raise TemplateSyntaxError?",
        grep(r"unexpected end of template, expected \{expr|expected token \{expr!r\}, got", LEXER),
    ),
    q(
        "h76_jinja2",
        "raises",
        "where is TemplatesNotFound raised in environment.py",
        grep(r"raise TemplatesNotFound\(", ENV),
    ),
    q(
        "h76_jinja2",
        "raises",
        "I got 'block 'content' defined twice'. Where does the compiler raise that?",
        grep(r"defined twice", COMPILER),
    ),
    q(
        "h76_jinja2",
        "const",
        "Where is TOKEN_EOF set, and to what?",
        grep(r"^TOKEN_EOF = ", LEXER),
    ),
    q(
        "h76_jinja2",
        "which",
        "Which CodeGenerator method writes the Python for a `{% for %}` loop, including the "
        "else branch?",
        {"body": "CodeGenerator.visit_For"},
    ),
    q(
        "h76_jinja2",
        "which",
        "which parser method reads the argument list of a {% macro %}, the part with defaults?",
        {"body": "Parser.parse_signature"},
    ),
    q(
        "h76_jinja2",
        "which",
        "Which bit works out ahead of time the parts of my page that can never change, like "
        "{{ 2 * 3 }}, so they aren't recalculated every time the page is rendered?",
        {"body": "CodeGenerator.visit_Output"},
        {"body": "CodeGenerator._output_child_to_const"},
        {"body": "optimizeconst"},
        {"body": "BinExpr.as_const"},
        own=True,
    ),
    q(
        "h76_jinja2",
        "which",
        "Which function keeps already-made template scanners around, so two setups that use "
        "the same {{ }} / {% %} markers reuse one instead of building a fresh one each time?",
        {"body": "get_lexer"},
        own=True,
    ),
    q(
        "h76_jinja2",
        "which",
        "which part tells me helpfully that I ended things in the wrong order -- like I wrote "
        "endfor while an if was still going?",
        {"body": "Parser._fail_ut_eof"},
        {"body": "Parser.fail_unknown_tag"},
        own=True,
    ),
    q(
        "h76_jinja2",
        "how",
        "How does TokenStream.look peek at the next token without using it up?",
        {"body": "TokenStream.look"},
    ),
    q(
        "h76_jinja2",
        "how",
        "how does Environment.getattr fall back to item lookup, and what comes back when "
        "neither works?",
        {"body": "Environment.getattr"},
    ),
    q(
        "h76_jinja2",
        "how",
        "Hi! I named a section {% block side-bar %} and got an odd error. How does it deal with "
        "a dash in a section name?",
        {"body": "Parser.parse_block"},
        own=True,
    ),
    q(
        "h76_jinja2",
        "how",
        "When I write {{ {'a': {'b': 1}} }}, how does it know the }} right after my 1 isn't "
        "the end of the whole thing? How does it keep track of which ( [ { I've opened and not "
        "shut yet?",
        grep(r"balancing_stack", LEXER),
        own=True,
    ),
    q(
        "h76_jinja2",
        "how",
        "If a template pulls in another file that might not be there, how does it quietly "
        "carry on instead of blowing up?",
        {"body": "CodeGenerator.visit_Include"},
        {"body": "Parser.parse_include"},
        own=True,
    ),
    run(
        "h76_jinja2",
        "Run {} -- what's the output?",
        "from jinja2 import Environment; print(Environment().parse('{{ 1 + 2 }}'))",
        "Template(body=[Output(nodes=[Add(left=Const(value=1), right=Const(value=2))])])",
    ),
    run(
        "h76_jinja2",
        "what does {} print",
        "from jinja2 import Environment; print([t[1] for t in Environment().lex('{{ a|b }}')])",
        "['variable_begin', 'whitespace', 'name', 'operator', 'name', 'whitespace', "
        "'variable_end']",
    ),
    q(
        "h76_jinja2",
        "edit",
        "In jinja2/lexer.py, bump the lexer cache from LRUCache(50) to LRUCache(200).",
        {"effect": {"text_replaced": [LEXER, "LRUCache(50)", "LRUCache(200)"]}},
    ),
    q(
        "h76_jinja2",
        "edit",
        "Parser.parse_with has no docstring. Add one saying it parses a {% with %} block into a "
        "With node.",
        {"effect": {"docstring": "Parser.parse_with"}},
    ),
    q(
        "h76_jinja2",
        "edit",
        "Can you add a {% switch %} / {% case %} statement to Jinja -- new nodes, parser support, "
        "code generation and tests?",
        {"effect": {"declined": True}},
    ),
]
