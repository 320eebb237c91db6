"""The two-hundred-and-sixty-fifth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (ipywidgets 8.1.9: ``ipywidgets/embed.py``;
cfn-lint 1.51.0: ``cfnlint/schema/resolver/_resolver.py``; debugpy 1.8.22:
``debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_safe_repr.py``; playwright 1.65.3:
``playwright/_impl/browser_type.py``), written blind: by reading only those files, the format of
set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's
code, its notes or other sets, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (playwright's browser type most, then pydevd's
safe repr, cfn-lint's schema resolver and ipywidgets' embedding; the resolver gets more error
questions, as the embedding and safe repr modules raise nothing). About a fifth of the non-edit
questions are in the user's own words (``"own": True``: behaviour described in everyday words the
code does not use for it, with one definition that fits); the rest name the code, run a command or
ask for an edit, each in a phrasing of its own. Two edits are beyond a rule-based model (a bug to
find in each of the resolver and the safe repr) and are to be declined. Gold forms are those of
``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad``; every
command was run against the installed packages (they need the whole package to import; pydevd's
module is imported from its vendored folder) and each exercises the one file its workspace holds;
every edit was made by hand on a scratch copy of its workspace and ``bench_answers.check_effect``
held after it (and, for the two to decline, on the untouched copy with a declining answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h265_ipywidgets_embed": ["ipywidgets/embed.py"],
    "h265_cfnlint_resolver": ["cfnlint/schema/resolver/_resolver.py"],
    "h265_debugpy_safe_repr": ["debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_safe_repr.py"],
    "h265_playwright_browser_type": ["playwright/_impl/browser_type.py"],
}

EMBED = "ipywidgets/embed.py"
RESOLVER = "cfnlint/schema/resolver/_resolver.py"
SAFE = "debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_safe_repr.py"
BT = "playwright/_impl/browser_type.py"

PYDEVD = (
    "import os, sys, debugpy; "
    "sys.path.insert(0, os.path.join(os.path.dirname(debugpy.__file__), '_vendored', 'pydevd')); "
    "from _pydevd_bundle.pydevd_safe_repr import SafeRepr; "
)


QUESTIONS: list[dict] = [
    # --- ipywidgets/embed.py -----------------------------------------------------------------
    q(
        "h265_ipywidgets_embed",
        "where",
        "where is embed_minimal_html defined?",
        {"def": "embed_minimal_html"},
    ),
    q(
        "h265_ipywidgets_embed",
        "returns",
        "What does `_get_recursive_state` give back once it has followed all the references?",
        {"returns": "_get_recursive_state"},
    ),
    q(
        "h265_ipywidgets_embed",
        "calls",
        "Where does embed.py call escape_script?",
        grep(r"escape_script\(json\.dumps\(", EMBED),
    ),
    q(
        "h265_ipywidgets_embed",
        "const",
        "Where's the default jsDelivr URL for the AMD (requirejs) embed script built?",
        grep(r"^DEFAULT_EMBED_REQUIREJS_URL = ", EMBED),
    ),
    q(
        "h265_ipywidgets_embed",
        "which",
        "Which part looks through the settings of one of my sliders and picks out any other UI "
        "controls it points at, also when they're tucked inside a list or a mapping?",
        {"body": "_find_widget_refs_by_state"},
        own=True,
    ),
    q(
        "h265_ipywidgets_embed",
        "which",
        "I tied two sliders together so they move in sync in the browser. If I export just those "
        "two, what makes sure the tie-up between them is saved as well?",
        {"body": "add_resolved_links"},
        own=True,
    ),
    q(
        "h265_ipywidgets_embed",
        "which",
        "which function should I call to get the state of only a couple of widgets plus "
        "everything they depend on (jslinks included)?",
        {"body": "dependency_state"},
    ),
    q(
        "h265_ipywidgets_embed",
        "how",
        "How does embed_snippet pick the script URL to load when I don't pass embed_url?",
        grep(
            r"if embed_url is None:|embed_url = DEFAULT_EMBED_REQUIREJS_URL if requirejs"
            r"|load = load_requirejs_template if requirejs",
            EMBED,
        ),
    ),
    run(
        "h265_ipywidgets_embed",
        "What does {} print?",
        "from ipywidgets.embed import escape_script; "
        "print(escape_script('<script>alert(1)</script>'))",
        "\\u003c/script>",
    ),
    q(
        "h265_ipywidgets_embed",
        "edit",
        "In ipywidgets/embed.py, change the default page title of embed_minimal_html from "
        "'IPyWidget export' to 'Widget export'.",
        {"effect": {"text_replaced": [EMBED, "title='IPyWidget export'", "title='Widget export'"]}},
    ),
    # --- cfnlint/schema/resolver/_resolver.py ------------------------------------------------
    q(
        "h265_cfnlint_resolver",
        "where",
        "where's resolve_cfn_pointer",
        {"def": "RefResolver.resolve_cfn_pointer"},
    ),
    q(
        "h265_cfnlint_resolver",
        "returns",
        "What does RefResolver._find_in_subschemas return, both when a subschema's $id matches "
        "and when none does?",
        {"returns": "RefResolver._find_in_subschemas"},
    ),
    q(
        "h265_cfnlint_resolver",
        "calls",
        "what calls `_walk_cfn_pointer`?",
        grep(r"self\._walk_cfn_pointer\(", RESOLVER),
    ),
    q(
        "h265_cfnlint_resolver",
        "raises",
        "Calling pop_scope() one time too many gives a RefResolutionError. Which line raises it?",
        grep(r"^ {12}raise RefResolutionError\($|except IndexError as e:", RESOLVER),
    ),
    q(
        "h265_cfnlint_resolver",
        "raises",
        "cfn-lint told me `Unresolvable CFN pointer: 'Foo'` -- where is that thrown?",
        grep(r"Unresolvable CFN pointer", RESOLVER),
    ),
    q(
        "h265_cfnlint_resolver",
        "raises",
        "where does resolve_fragment error out when a part of the json pointer isn't in the "
        "document",
        grep(r"Unresolvable JSON pointer|except \(TypeError, LookupError\) as e:", RESOLVER),
    ),
    q(
        "h265_cfnlint_resolver",
        "raises",
        "I got a RefResolutionError saying it failed to pop the scope from an empty stack, but I "
        "never call pop_scope -- I only have a $ref to another URL. Where else can that come from?",
        grep(r"document = self\.store\[url\]|except KeyError as e:", RESOLVER),
    ),
    q(
        "h265_cfnlint_resolver",
        "which",
        "what goes through every nested mapping of a schema, level by level, handing each one to "
        "a callback that picks out the matches?",
        {"body": "_search_schema"},
        own=True,
    ),
    q(
        "h265_cfnlint_resolver",
        "how",
        "When one step of a property path can't be found directly, does the lookup just fail, or "
        "does it first try each of the either/or branches of the schema?",
        {"body": "RefResolver._walk_cfn_pointer"},
        own=True,
    ),
    run(
        "h265_cfnlint_resolver",
        "can you run {} and tell me the output",
        "from cfnlint.schema.resolver._resolver import RefResolver; "
        "r = RefResolver.from_schema({'properties': {'Tags': {'items': "
        "{'properties': {'Key': {'type': 'string'}}}}}}); "
        "print(r.resolve_cfn_pointer('/properties/Tags/*/Key'))",
        "{'type': 'string'}",
    ),
    q(
        "h265_cfnlint_resolver",
        "edit",
        "RefResolver._get_subschemas_cache has no docstring. Please add one: it collects the "
        "subschemas of the referrer that carry $id, id, $anchor or $dynamicAnchor, by keyword.",
        {"effect": {"docstring": "RefResolver._get_subschemas_cache"}},
    ),
    q(
        "h265_cfnlint_resolver",
        "edit",
        "One of the errors in the cfn-lint schema resolver reports the wrong message in some case. "
        "Can you track the bug down and fix it?",
        {"effect": {"declined": True}},
    ),
    # --- debugpy/_vendored/pydevd/_pydevd_bundle/pydevd_safe_repr.py -------------------------
    q(
        "h265_debugpy_safe_repr",
        "where",
        "Where is _bytes_as_unicode_if_possible defined in pydevd_safe_repr.py?",
        {"def": "SafeRepr._bytes_as_unicode_if_possible"},
    ),
    q(
        "h265_debugpy_safe_repr",
        "returns",
        "what does SafeRepr.__call__ return if repr() of the object raises?",
        {"returns": "SafeRepr.__call__"},
    ),
    q(
        "h265_debugpy_safe_repr",
        "calls",
        "Who calls `_repr_obj`?",
        grep(r"self\._repr_obj\(", SAFE),
    ),
    q(
        "h265_debugpy_safe_repr",
        "const",
        "what's the default of SafeRepr.maxcollection, and where is it set?",
        grep(r"maxcollection = \(60, 20\)", SAFE),
    ),
    q(
        "h265_debugpy_safe_repr",
        "which",
        "Which SafeRepr method produces output like `<bytearray, len() = 1000>`?",
        {"body": "SafeRepr._repr_long_iter"},
    ),
    q(
        "h265_debugpy_safe_repr",
        "which",
        "When I hover over a variable holding a really long piece of text in the debugger, I get "
        "its start and its end with dots in between. Which code cuts it like that?",
        {"body": "SafeRepr._repr_str"},
        own=True,
    ),
    q(
        "h265_debugpy_safe_repr",
        "how",
        "How does _is_long_iter deal with generators and other one-shot iterators?",
        grep(r"if obj is iter\(obj\):|# Iterable is its own iterator", SAFE),
    ),
    q(
        "h265_debugpy_safe_repr",
        "how",
        "if a list holds itself, how does the variables view keep from going round in circles "
        "forever?",
        grep(r"100 if item is obj else level \+ 1", SAFE),
        own=True,
    ),
    q(
        "h265_debugpy_safe_repr",
        "how",
        "I switched on the option that shows whole numbers in base sixteen. How does a plain "
        "number get shown that way?",
        {"body": "SafeRepr._repr_obj"},
        own=True,
    ),
    run(
        "h265_debugpy_safe_repr",
        "Run {} -- what comes out?",
        PYDEVD + "s = SafeRepr(); s.convert_to_hex = True; print(s([255, 16]))",
        "[0xff, 0x10]",
    ),
    q(
        "h265_debugpy_safe_repr",
        "edit",
        "maxother_inner = 128 -> 256 in SafeRepr please",
        {"effect": {"line_replaced": [SAFE, "maxother_inner = 128", "maxother_inner = 256"]}},
    ),
    q(
        "h265_debugpy_safe_repr",
        "edit",
        "Strings in the debugger's variable view don't seem to honour maxstring_inner / "
        "maxstring_outer at all. Find out why, fix it, and add tests for it.",
        {"effect": {"declined": True}},
    ),
    # --- playwright/_impl/browser_type.py ----------------------------------------------------
    q(
        "h265_playwright_browser_type",
        "where",
        "Where is connect_over_cdp implemented?",
        {"def": "BrowserType.connect_over_cdp"},
    ),
    q(
        "h265_playwright_browser_type",
        "returns",
        "what does the executable_path property of BrowserType return",
        {"returns": "BrowserType.executable_path"},
    ),
    q(
        "h265_playwright_browser_type",
        "calls",
        "Which places in browser_type.py call _to_path_string?",
        grep(r"=_to_path_string\(", BT),
    ),
    q(
        "h265_playwright_browser_type",
        "calls",
        "who uses _launch_params?",
        grep(r"\*\*_launch_params\(options\)", BT),
    ),
    q(
        "h265_playwright_browser_type",
        "raises",
        "Where is 'Browser is not supported on current platform' raised?",
        grep(r'raise Error\("Browser is not supported on current platform"\)', BT),
    ),
    q(
        "h265_playwright_browser_type",
        "raises",
        "I tried connect_over_cdp with firefox and it errored straight away. Where's that check?",
        grep(r'raise Error\("Connecting over CDP|if endpoint_url and self\.name != "chromium"', BT),
    ),
    q(
        "h265_playwright_browser_type",
        "raises",
        "where does _connect_to_worker throw for browsers other than chromium",
        grep(r'raise Error\("Connecting to workers|if self\.name != "chromium":', BT),
    ),
    q(
        "h265_playwright_browser_type",
        "which",
        "Which BrowserType method actually hands off to connect_to_browser?",
        {"body": "BrowserType._connect"},
    ),
    q(
        "h265_playwright_browser_type",
        "which",
        "which little helper tells a list of flags apart from a plain yes/no value?",
        {"body": "_is_array"},
        own=True,
    ),
    q(
        "h265_playwright_browser_type",
        "how",
        "When I call launch(), how are the default launch options set on the Playwright object "
        "combined with the ones I pass -- which side wins?",
        grep(
            r"options = \{\*\*\(self\._playwright\._default_launch_options or \{\}\), "
            r"\*\*options\}",
            BT,
        ),
    ),
    q(
        "h265_playwright_browser_type",
        "how",
        "If I give the keep-my-profile launcher a relative folder like ./profile, is it sent on "
        "as it is or turned into a full path first?",
        grep(
            r"user_data_dir = str\(user_data_dir\)|os\.path\.isabs\(user_data_dir\)"
            r"|os\.path\.abspath\(user_data_dir\)",
            BT,
        ),
        own=True,
    ),
    q(
        "h265_playwright_browser_type",
        "how",
        "how does ignore_default_args=True end up in the protocol params, as opposed to passing "
        "a list of args to ignore?",
        grep(
            r'"ignoreDefaultArgs": \(|"ignoreAllDefaultArgs": bool'
            r"|and not _is_array\(options\.get",
            BT,
        ),
    ),
    run(
        "h265_playwright_browser_type",
        "what's the output of {}?",
        "from playwright._impl.browser_type import _launch_params; "
        "p = _launch_params({'slow_mo': 250, 'handle_sigint': False}); "
        "print({k: v for k, v in p.items() if v is not None})",
        "'slowMo': 250",
    ),
    q(
        "h265_playwright_browser_type",
        "edit",
        'Right after the line `"headless": options.get("headless"),` in _launch_params, add '
        '`"devtools": options.get("devtools"),` (playwright/_impl/browser_type.py)',
        {
            "effect": {
                "line_after": [
                    BT,
                    '"headless": options.get("headless"),',
                    '"devtools": options.get("devtools"),',
                ]
            }
        },
    ),
]
