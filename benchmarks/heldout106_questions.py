"""The hundred-and-sixth held-out set: questions on two parts of one third-party package that no
other set uses, copied from the installed site-packages (werkzeug 3.1.8: its URL routing, four
files of ``werkzeug/routing``, and its interactive debugger, four files of ``werkzeug/debug``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The two workspaces are about the same size, so they get about as many questions (routing a few
more). About a fifth of them are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. The workspaces hold only some files of the package, so the
commands read those files (with ``ast`` or ``grep``) instead of importing them. Gold forms are
those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run, shell

WORKSPACES: dict[str, list[str]] = {
    "h106_routing": [
        "werkzeug/routing/map.py",
        "werkzeug/routing/matcher.py",
        "werkzeug/routing/converters.py",
        "werkzeug/routing/exceptions.py",
    ],
    "h106_debug": [
        "werkzeug/debug/tbtools.py",
        "werkzeug/debug/repr.py",
        "werkzeug/debug/console.py",
        "werkzeug/debug/__init__.py",
    ],
}

MAP = "werkzeug/routing/map.py"
MATCHER = "werkzeug/routing/matcher.py"
CONVERTERS = "werkzeug/routing/converters.py"
RT_EXC = "werkzeug/routing/exceptions.py"
DEBUG = "werkzeug/debug/__init__.py"
TB = "werkzeug/debug/tbtools.py"
REPR = "werkzeug/debug/repr.py"
CONSOLE = "werkzeug/debug/console.py"


QUESTIONS: list[dict] = [
    # --- h106_routing ------------------------------------------------------------------------
    q(
        "h106_routing",
        "where",
        "where's StateMachineMatcher defined",
        {"def": "StateMachineMatcher"},
    ),
    q(
        "h106_routing",
        "where",
        "Could you point me to the definition of `MapAdapter.get_host`? I want to see how it "
        "glues the subdomain onto the server name.",
        {"def": "MapAdapter.get_host"},
    ),
    q(
        "h106_routing",
        "returns",
        "What does MapAdapter.allowed_methods hand back when the path doesn't match anything?",
        {"returns": "MapAdapter.allowed_methods"},
    ),
    q(
        "h106_routing",
        "returns",
        "what does `MapAdapter.test` return -- and is a redirect counted as a match or not?",
        {"returns": "MapAdapter.test"},
    ),
    q(
        "h106_routing",
        "calls",
        "who calls make_redirect_url?",
        grep(r"self\.make_redirect_url\(", MAP),
    ),
    q(
        "h106_routing",
        "calls",
        "Where is MapAdapter._partial_build called from? pretty sure it calls itself somewhere",
        grep(r"= self\._partial_build\(", MAP),
    ),
    q(
        "h106_routing",
        "calls",
        "In routing/map.py, which places call Map.update() (directly or through self.map)?",
        grep(r"self\.(map\.)?update\(\)", MAP),
    ),
    q(
        "h106_routing",
        "raises",
        "Where's BuildError raised when url building fails?",
        grep(r"raise BuildError\(", MAP),
    ),
    q(
        "h106_routing",
        "raises",
        "i turned on host_matching and now Map.bind throws when i pass subdomain=... where is "
        "that raised",
        grep(r'raise RuntimeError\("host matching enabled', MAP),
    ),
    q(
        "h106_routing",
        "raises",
        "Where in matcher.py does the state machine raise NoMatch?",
        grep(r"raise NoMatch\(", MATCHER),
    ),
    q(
        "h106_routing",
        "raises",
        "My route is `/item/<int(min=1, max=99):n>` and /item/150 gives a 404. Where does the "
        "converter reject the number?",
        grep(r"raise ValidationError\(\)", CONVERTERS),
    ),
    q(
        "h106_routing",
        "raises",
        "Where does MapAdapter.match raise the 405 MethodNotAllowed?",
        grep(r"raise MethodNotAllowed\(", MAP),
    ),
    q(
        "h106_routing",
        "raises",
        "url_for with a value that isn't one of the `any(...)` choices blows up with a ValueError "
        "-- which line raises it?",
        grep(r"raise ValueError\(", CONVERTERS),
    ),
    q(
        "h106_routing",
        "const",
        "where is DEFAULT_CONVERTERS set up? want to know which converter names exist",
        grep(r"^DEFAULT_CONVERTERS: ", CONVERTERS),
    ),
    q(
        "h106_routing",
        "which",
        "Which class handles the `<uuid:...>` placeholders and gives me a uuid.UUID?",
        {"body": "UUIDConverter"},
    ),
    q(
        "h106_routing",
        "which",
        "When I try to make a link for a page and get the name slightly wrong, the error guesses "
        "which one I probably meant. Which code does that guessing?",
        {"body": "BuildError.closest_rule"},
        {"body": "BuildError.__str__"},
        {"body": "BuildError.suggested"},
        own=True,
    ),
    q(
        "h106_routing",
        "which",
        "My site lives on a domain with accented letters in it (like bücher.example). Which part "
        "converts that name into the form DNS servers understand before it's used?",
        grep(r'server_name\.encode\("idna"\)', MAP),
        {"body": "Map.bind"},
        own=True,
    ),
    q(
        "h106_routing",
        "how",
        "How does StateMachineMatcher.match handle a request for `/foo` when the rule is `/foo/` "
        "with strict_slashes on?",
        grep(r"SlashRequired|strict_slashes", MATCHER),
    ),
    q(
        "h106_routing",
        "how",
        "Somebody POSTs to a page that only accepts GET and gets an error back saying so. How "
        "does it collect the list of verbs that *would* have worked for that address?",
        grep(r"have_match_for\.update\(rule\.methods\)", MATCHER),
        grep(r"raise MethodNotAllowed\(", MAP),
        own=True,
    ),
    q(
        "h106_routing",
        "how",
        "what happens if a visitor types an address with doubled-up separators, like "
        "//blog///post? does it tidy that up and send them on to the clean one? where",
        grep(
            r'path = re\.sub\("/\{2,\}", "/", path\)|if self\.merge_slashes and rv is None:',
            MATCHER,
        ),
        own=True,
    ),
    q(
        "h106_routing",
        "how",
        "If two of my patterns could both fit the same chunk of the address -- one that wants a "
        "number, one that takes any text -- how does it decide which gets tried first?",
        {"body": "StateMachineMatcher.update"},
        grep(r"^    weight = \d+$", CONVERTERS),
        own=True,
    ),
    run(
        "h106_routing",
        "From the workspace folder, what does {} print?",
        "import ast; t=ast.parse(open('werkzeug/routing/converters.py').read()); "
        "d=[n for n in t.body if isinstance(n, ast.AnnAssign)][0].value; "
        "print([k.value for k in d.keys])",
        "['default', 'string', 'any', 'path', 'int', 'float', 'uuid']",
    ),
    shell(
        "h106_routing",
        "run {} and tell me exactly what it outputs",
        'grep -n "class MapAdapter" werkzeug/routing/map.py',
        "382:class MapAdapter:",
    ),
    q(
        "h106_routing",
        "edit",
        "Please change RequestRedirect's status code in werkzeug/routing/exceptions.py from 308 "
        "to 301 (`code = 308` -> `code = 301`).",
        {"effect": {"text_replaced": [RT_EXC, "code = 308", "code = 301"]}},
    ),
    q(
        "h106_routing",
        "edit",
        "comment out the `assert self.map.redirect_defaults` line in MapAdapter.get_default_redirect "
        "(map.py), I run with -O anyway",
        {"effect": {"comment_out": [MAP, "assert self.map.redirect_defaults"]}},
    ),
    q(
        "h106_routing",
        "edit",
        "Matching feels slow with a few thousand rules. Can you make the state machine matcher "
        "faster -- cache the compiled regexes, maybe precompute the transitions -- and benchmark it?",
        {"effect": {"declined": True}},
    ),
    # --- h106_debug --------------------------------------------------------------------------
    q(
        "h106_debug",
        "where",
        "Where is get_pin_and_cookie_name defined?",
        {"def": "get_pin_and_cookie_name"},
    ),
    q("h106_debug", "where", "wheres the HTMLStringO class", {"def": "HTMLStringO"}),
    q(
        "h106_debug",
        "returns",
        "What can DebuggedApplication.check_pin_trust return? I saw it isn't just True/False.",
        {"returns": "DebuggedApplication.check_pin_trust"},
    ),
    q(
        "h106_debug",
        "calls",
        "who calls `_fail_pin_auth`",
        grep(r"self\._fail_pin_auth\(\)", DEBUG),
    ),
    q(
        "h106_debug",
        "calls",
        "Where does the debugger build a DebugTraceback from a caught exception? All the places "
        "please, console included.",
        {"grep": r"= DebugTraceback\("},
    ),
    q(
        "h106_debug",
        "raises",
        "where does ThreadedStream raise when something tries to set an attribute on it?",
        grep(r'raise AttributeError\(f"read only attribute', CONSOLE),
    ),
    q(
        "h106_debug",
        "raises",
        "Hi! Where does DebuggedApplication answer with a SecurityError when the Host header "
        "isn't trusted?",
        grep(r"return SecurityError\(\)", DEBUG),
    ),
    q(
        "h106_debug",
        "const",
        "where is PIN_TIME set, and how long is it?",
        grep(r"^PIN_TIME = ", DEBUG),
    ),
    q(
        "h106_debug",
        "which",
        "Which class stands in for sys.stdout while code typed into the debugger console runs?",
        {"body": "ThreadedStream"},
        {"body": "HTMLStringO"},
    ),
    q(
        "h106_debug",
        "which",
        "which method in DebugReprGenerator renders dicts?",
        {"body": "DebugReprGenerator.dict_repr"},
    ),
    q(
        "h106_debug",
        "which",
        "The unlock code for the error page stays the same every time I restart my dev server. "
        "Which function works out something unique about this particular computer for that?",
        {"body": "get_machine_id"},
        {"body": "get_pin_and_cookie_name"},
        own=True,
    ),
    q(
        "h106_debug",
        "which",
        "I want some framework plumbing frames to stay out of sight on the crash page by marking "
        "them in my own code. Which function leaves those entries out?",
        {"body": "_process_traceback"},
        own=True,
    ),
    q(
        "h106_debug",
        "which",
        "On the crash page, which code tells apart the stack entries that come from stuff I "
        "pip-installed (or Python itself) from the ones in my own project?",
        {"body": "DebugFrameSummary.is_library"},
        {"body": "DebugTraceback.render_traceback_html"},
        own=True,
    ),
    q(
        "h106_debug",
        "how",
        "How does get_pin_and_cookie_name split the 9-digit PIN into dash-separated groups?",
        grep(r"for group_size in 5, 4, 3:", DEBUG),
        {"body": "get_pin_and_cookie_name"},
    ),
    q(
        "h106_debug",
        "how",
        "how does `DebugFrameSummary.render_html` decide which source lines to show around the "
        "line that failed?",
        {"body": "DebugFrameSummary.render_html"},
    ),
    q(
        "h106_debug",
        "how",
        "if somebody keeps typing the wrong unlock code in the browser, does it slow them down "
        "or shut them out eventually? how does that work",
        {"body": "DebuggedApplication._fail_pin_auth"},
        {"body": "DebuggedApplication.pin_auth"},
        {"body": "DebuggedApplication.check_pin_trust"},
        own=True,
    ),
    q(
        "h106_debug",
        "how",
        "When I print a really long list in the in-browser shell, only the first few items show "
        "up and the rest are tucked away. How is that done?",
        {"body": "_sequence_repr_maker"},
        {"body": "DebugReprGenerator.dict_repr"},
        {"body": "DebugReprGenerator.string_repr"},
        own=True,
    ),
    run(
        "h106_debug",
        "Can you run {} for me and tell me the output",
        "import ast; t=ast.parse(open('werkzeug/debug/__init__.py').read()); "
        "n=[x for x in t.body if isinstance(x, ast.Assign) and "
        "getattr(x.targets[0], 'id', '')=='PIN_TIME'][0]; "
        "print(eval(compile(ast.Expression(n.value), 'x', 'eval')))",
        "604800",
    ),
    run(
        "h106_debug",
        "what's the output of {}?",
        "import ast; t=ast.parse(open('werkzeug/debug/repr.py').read()); "
        "c=[n for n in t.body if isinstance(n, ast.ClassDef) and n.name=='DebugReprGenerator'][0]; "
        "print([a.targets[0].id for a in c.body if isinstance(a, ast.Assign)])",
        "['list_repr', 'tuple_repr', 'set_repr', 'frozenset_repr', 'deque_repr']",
    ),
    q(
        "h106_debug",
        "edit",
        "Set PIN_TIME in werkzeug/debug/__init__.py to 86400 (one day) instead of a week.",
        {"effect": {"value_set": [DEBUG, "PIN_TIME", "86400"]}},
    ),
    q(
        "h106_debug",
        "edit",
        'can you comment out the `_log("warning", " * Debugger is active!")` line in '
        "debug/__init__.py",
        {"effect": {"comment_out": [DEBUG, '_log("warning", " * Debugger is active!")']}},
    ),
    q(
        "h106_debug",
        "edit",
        "In tbtools.py, DebugFrameSummary.render_html shows 5 lines of context; change "
        "`context = 5` to `context = 10`.",
        {"effect": {"text_replaced": [TB, "context = 5", "context = 10"]}},
    ),
]
