"""The hundred-and-fifty-sixth held-out set: questions on four modules of one third-party package,
copied from the installed site-packages (tornado 6.6.1: ``tornado/auth.py``, ``tornado/options.py``,
``tornado/routing.py``, ``tornado/locale.py``), written blind: by reading only those files, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (the third-party sign-in mixins most, then the
command-line options, the rule-based router, the translations). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h156_tornado_auth": ["tornado/auth.py"],
    "h156_tornado_options": ["tornado/options.py"],
    "h156_tornado_routing": ["tornado/routing.py"],
    "h156_tornado_locale": ["tornado/locale.py"],
}

AUTH = "tornado/auth.py"
OPTIONS = "tornado/options.py"
ROUTING = "tornado/routing.py"
LOCALE = "tornado/locale.py"


QUESTIONS: list[dict] = [
    # --- tornado/auth.py ---------------------------------------------------------------------
    q(
        "h156_tornado_auth",
        "where",
        "where's `_oauth10a_signature` defined?",
        {"def": "_oauth10a_signature"},
    ),
    q(
        "h156_tornado_auth",
        "where",
        "In tornado/auth.py, on which line does the GoogleOAuth2Mixin class begin?",
        {"def": "GoogleOAuth2Mixin"},
    ),
    q(
        "h156_tornado_auth",
        "returns",
        "What does FacebookGraphMixin.get_authenticated_user give me back at the end? I've seen "
        "it come back as None sometimes too.",
        {"returns": "FacebookGraphMixin.get_authenticated_user"},
    ),
    q(
        "h156_tornado_auth",
        "calls",
        "who calls _oauth_escape",
        grep(r"(?<!def )_oauth_escape\(", AUTH),
    ),
    q(
        "h156_tornado_auth",
        "calls",
        "I'm tracing the OAuth 1 flow. From where does `_on_request_token` get invoked?",
        grep(r"self\._on_request_token\(", AUTH),
    ),
    q(
        "h156_tornado_auth",
        "raises",
        "Our OpenID login keeps dying with 'Invalid OpenID response'. Which line throws that?",
        grep(r'raise AuthError\("Invalid OpenID response', AUTH),
    ),
    q(
        "h156_tornado_auth",
        "raises",
        "where does OAuthMixin.authorize_redirect refuse a callback_uri for services that "
        "don't take one?",
        grep(r'raise Exception\("This service does not support oauth_callback"\)', AUTH),
    ),
    q(
        "h156_tornado_auth",
        "raises",
        "Half-way through signing in with twitter, we stash something in the browser and check "
        "it when the user comes back. Where does it give up if that stashed bit is gone or "
        "doesn't line up with what came back?",
        grep(
            r'raise AuthError\("(Missing OAuth request token cookie|'
            r'Request token does not match cookie)"\)',
            AUTH,
        ),
        own=True,
    ),
    q(
        "h156_tornado_auth",
        "const",
        "Where is the URL that Google's mixin swaps the code for an access token at?",
        grep(r'_OAUTH_ACCESS_TOKEN_URL = "https://www\.googleapis\.com/oauth2/v4/token"', AUTH),
    ),
    q(
        "h156_tornado_auth",
        "which",
        "Which method in OAuthMixin puts together the signed request_token URL (consumer key, "
        "nonce, timestamp, oauth_callback and so on)?",
        {"def": "OAuthMixin._oauth_request_token_url"},
    ),
    q(
        "h156_tornado_auth",
        "which",
        "The provider answers with a plain text blob like a=1&b=2. Which little helper unpacks "
        "that blob into a dict holding the two halves of the pass plus any extras they tacked "
        "on?",
        {"def": "_oauth_parse_response"},
        own=True,
    ),
    q(
        "h156_tornado_auth",
        "which",
        "which TwitterMixin method copies screen_name over into the user's `username`?",
        {"def": "TwitterMixin._oauth_get_user_future"},
    ),
    q(
        "h156_tornado_auth",
        "how",
        "How does twitter_request build the final URL? If I pass a full https:// link instead "
        "of a path, does it still stick .json on the end?",
        grep(
            r'if path\.startswith\("http:"\) or path\.startswith\("https:"\):|url = path$|'
            r'url = self\._TWITTER_BASE_URL \+ path \+ "\.json"',
            AUTH,
        ),
    ),
    q(
        "h156_tornado_auth",
        "how",
        "When someone logs in through that old single-sign-on standard and the provider never "
        "says what the person is called, what does it fall back on for the label we show?",
        grep(r'user\["name"\] = ', AUTH),
        own=True,
    ),
    run(
        "h156_tornado_auth",
        "can you execute {} and tell me what dict comes out",
        "from tornado.auth import _oauth_parse_response; "
        "print(_oauth_parse_response(b'oauth_token=abc&oauth_token_secret=xyz&user_id=42'))",
        "{'key': 'abc', 'secret': 'xyz', 'user_id': '42'}",
    ),
    q(
        "h156_tornado_auth",
        "edit",
        "in tornado/auth.py please point TwitterMixin at the v2 API: _TWITTER_BASE_URL should be "
        '"https://api.twitter.com/2" instead of the 1.1 one',
        {
            "effect": {
                "text_replaced": [
                    AUTH,
                    '_TWITTER_BASE_URL = "https://api.twitter.com/1.1"',
                    '_TWITTER_BASE_URL = "https://api.twitter.com/2"',
                ]
            }
        },
    ),
    q(
        "h156_tornado_auth",
        "edit",
        "`_oauth_escape` has no docstring. Could you give it one? It percent-encodes a value "
        "(utf-8 first if it's text), leaving only ~ unescaped.",
        {"effect": {"docstring": "_oauth_escape"}},
    ),
    q(
        "h156_tornado_auth",
        "edit",
        "_oauth_signature and _oauth10a_signature are nearly copy-paste of each other. Can you "
        "merge them into one shared implementation, update every caller, and confirm the "
        "signatures still match what Twitter expects?",
        {"effect": {"declined": True}},
    ),
    # --- tornado/options.py ------------------------------------------------------------------
    q(
        "h156_tornado_options",
        "where",
        "Where is the `_Mockable` wrapper class declared?",
        {"def": "_Mockable"},
    ),
    q(
        "h156_tornado_options",
        "returns",
        "what comes back from OptionParser.parse_command_line? the leftover args?",
        {"returns": "OptionParser.parse_command_line"},
    ),
    q(
        "h156_tornado_options",
        "calls",
        "Which places in options.py call `_normalize_name`?",
        grep(r"self\._normalize_name\(", OPTIONS),
    ),
    q(
        "h156_tornado_options",
        "raises",
        "running `myapp.py --port` with nothing after it gives 'Option 'port' requires a value'. "
        "where's that error raised?",
        grep(r'raise Error\("Option %r requires a value"', OPTIONS),
    ),
    q(
        "h156_tornado_options",
        "raises",
        "Two of my modules both call define('debug', ...) and the import blows up. Where is the "
        "duplicate check?",
        grep(
            r"^        if normalized in self\._options:$|^            raise Error\($|"
            r'"Option %r already defined in %s"',
            OPTIONS,
        ),
    ),
    q(
        "h156_tornado_options",
        "which",
        "Which method parses durations like `1h 30min` or `500ms` for timedelta-typed options?",
        {"def": "_Option._parse_timedelta"},
    ),
    q(
        "h156_tornado_options",
        "which",
        "In my tests I want to flip a setting for the length of one block and have it snap back "
        "to what it was afterwards. Which part of this file is meant for that?",
        {"def": "OptionParser.mockable"},
        {"def": "_Mockable"},
        own=True,
    ),
    q(
        "h156_tornado_options",
        "how",
        "how does _Option.parse deal with a multiple=True int option given something like "
        "'1:3,7'? is the range end inclusive?",
        {"body": "_Option.parse"},
    ),
    q(
        "h156_tornado_options",
        "how",
        "If I just type the on/off switch on the command line without putting anything after "
        "it, how does the program treat that?",
        grep(r'if not equals:|if option\.type == bool:|value = "true"', OPTIONS),
        own=True,
    ),
    run(
        "h156_tornado_options",
        "What does {} print?",
        "from tornado.options import OptionParser; p = OptionParser(); "
        "p.define('ports', type=int, multiple=True); "
        "p.parse_command_line(['prog', '--ports=8000:8002,9000']); print(p.ports)",
        "[8000, 8001, 8002, 9000]",
    ),
    q(
        "h156_tornado_options",
        "edit",
        "I configure logging myself. At the bottom of tornado/options.py, comment out the "
        "`define_logging_options(options)` call please.",
        {"effect": {"comment_out": [OPTIONS, "define_logging_options(options)"]}},
    ),
    # --- tornado/routing.py ------------------------------------------------------------------
    q(
        "h156_tornado_routing",
        "where",
        "where is PathMatches._find_groups",
        {"def": "PathMatches._find_groups"},
    ),
    q(
        "h156_tornado_routing",
        "returns",
        "What can `ReversibleRuleRouter.reverse_url` return? Does it ever hand back None?",
        {"returns": "ReversibleRuleRouter.reverse_url"},
    ),
    q(
        "h156_tornado_routing",
        "calls",
        "where is get_target_delegate called from in routing.py",
        grep(r"self\.get_target_delegate\(", ROUTING),
    ),
    q(
        "h156_tornado_routing",
        "raises",
        "`reverse_url` gave me ValueError: Cannot reverse url regex ... -- where's that raised?",
        grep(r'raise ValueError\("Cannot reverse url regex', ROUTING),
    ),
    q(
        "h156_tornado_routing",
        "raises",
        "Where does PathMatches complain if my pattern mixes named and unnamed groups?",
        grep(
            r"assert len\(self\.regex\.groupindex\) in|"
            r"groups in url regexes must either be all named",
            ROUTING,
        ),
    ),
    q(
        "h156_tornado_routing",
        "which",
        "Which class says yes to every single incoming call, no questions asked?",
        {"def": "AnyMatches"},
        own=True,
    ),
    q(
        "h156_tornado_routing",
        "which",
        "Which RuleRouter method turns a plain tuple like ('/x', Handler) into a Rule before "
        "storing it?",
        {"def": "RuleRouter.add_rules"},
    ),
    q(
        "h156_tornado_routing",
        "how",
        "How does PathMatches.match decide whether captured groups go to the handler as "
        "path_args or path_kwargs?",
        {"body": "PathMatches.match"},
    ),
    q(
        "h156_tornado_routing",
        "how",
        "Say a browser asks for an address that nothing I set up knows about. What reply does "
        "the server end up sending, and where is that put together?",
        {"body": "_DefaultMessageDelegate.finish"},
        grep(r"self\.delegate = _DefaultMessageDelegate\(", ROUTING),
        own=True,
    ),
    run(
        "h156_tornado_routing",
        "Run {} and tell me the url it builds.",
        "from tornado.routing import PathMatches; "
        "print(PathMatches('/user/([0-9]+)/([a-z ]+)').reverse(42, 'a b'))",
        "/user/42/a%20b",
    ),
    q(
        "h156_tornado_routing",
        "edit",
        "could you rename `_RuleList` to `_RuleSpecs` everywhere in tornado/routing.py, "
        "including the comment above it?",
        {"effect": {"renamed": ["_RuleList", "_RuleSpecs"]}},
    ),
    # --- tornado/locale.py -------------------------------------------------------------------
    q(
        "h156_tornado_locale",
        "where",
        "Which file and line defines get_supported_locales?",
        {"def": "get_supported_locales"},
    ),
    q(
        "h156_tornado_locale",
        "returns",
        "what does CSVLocale.translate return when the string isn't in the csv at all",
        {"returns": "CSVLocale.translate"},
    ),
    q(
        "h156_tornado_locale",
        "calls",
        "Where is `Locale.get` called in locale.py?",
        grep(r"cls\.get\(", LOCALE),
    ),
    q(
        "h156_tornado_locale",
        "raises",
        "If I hand translate() a plural_message but forget count, where does it fail?",
        grep(r"assert count is not None", LOCALE),
    ),
    q(
        "h156_tornado_locale",
        "const",
        "where's CONTEXT_SEPARATOR set (the thing pgettext glues context and message with)?",
        grep(r"^CONTEXT_SEPARATOR = ", LOCALE),
    ),
    q(
        "h156_tornado_locale",
        "which",
        "Which method takes a bunch of people's names and joins them into one phrase like "
        "'Ann, Bob and Cid'?",
        {"def": "Locale.list"},
        own=True,
    ),
    q(
        "h156_tornado_locale",
        "how",
        "how does Locale.format_date decide between '5 minutes ago', 'yesterday at ...' and a "
        "full date with the year?",
        grep(
            r"full_format = True|if not full_format:|if relative and days == 0:|"
            r"if seconds < 50( \* 60)?:|if days == 0:|elif days == 1 and local_date\.day|"
            r"elif days < 5:|elif days < 334:|if format is None:",
            LOCALE,
        ),
    ),
    q(
        "h156_tornado_locale",
        "how",
        "My visitor's browser asks for Brazilian Portuguese, but I only shipped plain Portuguese "
        "with no country. What do they end up with, and how is that worked out?",
        {"body": "Locale.get_closest"},
        own=True,
    ),
    run(
        "h156_tornado_locale",
        "Quick one: what's the output of {}?",
        "from tornado.locale import Locale; print(Locale.get('en_US').friendly_number(1234567))",
        "1,234,567",
    ),
    q(
        "h156_tornado_locale",
        "edit",
        "Our strings are written in British English. In tornado/locale.py set _default_locale "
        'to "en_GB".',
        {"effect": {"value_set": [LOCALE, "_default_locale", '"en_GB"']}},
    ),
]
