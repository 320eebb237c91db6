"""The ninety-eighth held-out set: questions on playwright's Python implementation (playwright
1.65.2: the five modules ``playwright/_impl/locator.py``, ``frame.py``, ``network.py``,
``connection.py`` and ``assertions.py``), copied from the installed site-packages, written blind:
by reading only those modules, never the model's code or its notes, and committed before the model
was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the modules (network, frame, locator and assertions
about alike, connection least). About a fifth of them are in the user's own words (``"own":
True``: behaviour described in everyday words the code does not use for it); the rest name the
code, run a command or ask for an edit, each in a phrasing of its own. The commands need no
browser and no driver process. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h98_playwright": [
        "playwright/_impl/locator.py",
        "playwright/_impl/frame.py",
        "playwright/_impl/network.py",
        "playwright/_impl/connection.py",
        "playwright/_impl/assertions.py",
    ],
}

WS = "h98_playwright"
LOCATOR = "playwright/_impl/locator.py"
FRAME = "playwright/_impl/frame.py"
NETWORK = "playwright/_impl/network.py"
CONNECTION = "playwright/_impl/connection.py"
ASSERTIONS = "playwright/_impl/assertions.py"


QUESTIONS: list[dict] = [
    # --- locator.py ---------------------------------------------------------------------------
    q(WS, "where", "Where's `Locator.or_` defined? want to read it", {"def": "Locator.or_"}),
    q(
        WS,
        "returns",
        "what does _locator_custom_description return when the selector doesnt end in a "
        "describe part?",
        {"returns": "_locator_custom_description"},
    ),
    q(
        WS,
        "calls",
        "Which Locator methods go through `_with_element`? i.e. who calls it",
        grep(r"self\._with_element\(", LOCATOR),
    ),
    q(
        WS,
        "raises",
        'I\'m getting `Inner "has" locator must belong to the same frame.` -- where is that '
        "raised?",
        grep(r"raise Error\('Inner \"has", LOCATOR),
    ),
    q(
        WS,
        "const",
        "where is ANY_FRAME_SELECTOR set, and to what",
        grep(r"^ANY_FRAME_SELECTOR = ", LOCATOR),
    ),
    run(
        WS,
        "quick one: what's the output of {}?",
        "import json; from playwright._impl.locator import _locator_custom_description as d; "
        "print(d('role=button >> internal:describe=' + json.dumps('Save button')), "
        "d('role=button'))",
        "Save button None",
    ),
    q(
        WS,
        "edit",
        "Our app uses data-qa attributes. In playwright/_impl/locator.py please change the "
        'default test id attribute from "data-testid" to "data-qa".',
        {"effect": {"text_replaced": [LOCATOR, '"data-testid"', '"data-qa"']}},
    ),
    q(
        WS,
        "which",
        "Our front-end folks mark elements for automation with data-qa=... instead of the usual "
        "marker. Which function do I call so the library looks for our marker when it finds "
        "elements by it?",
        {"body": "set_test_id_attribute"},
        own=True,
    ),
    q(
        WS,
        "which",
        "which FrameLocator helper glues the iframe selector onto the inner one (the "
        "internal:control=enter-frame bit)?",
        {"body": "FrameLocator._child_selector"},
    ),
    q(
        WS,
        "how",
        "How does passing has=some_locator to Locator / filter() end up in the selector string? "
        "And what happens if that inner locator belongs to a different frame?",
        {"body": "Locator.__init__"},
    ),
    # --- frame.py -----------------------------------------------------------------------------
    q(
        WS,
        "where",
        "Where is expect_navigation defined on the Frame class?",
        {"def": "Frame.expect_navigation"},
    ),
    q(
        WS,
        "calls",
        "who calls _setup_navigation_waiter",
        grep(r"self\._setup_navigation_waiter\(", FRAME),
    ),
    q(
        WS,
        "raises",
        "Where's the 'Unknown polling option' error thrown in wait_for_function?",
        grep(r'raise Error\("Unknown polling option', FRAME),
    ),
    q(
        WS,
        "raises",
        "I passed wait_until='idle' to goto() and got "
        "`wait_until: expected one of (load|domcontentloaded|networkidle|commit)`. Which line "
        "raises that?",
        grep(r"expected one of \(load\|domcontentloaded", FRAME),
    ),
    q(
        WS,
        "raises",
        "where is the error about dropping a directory raised? (drop() with files)",
        grep(r"Dropping a directory is not supported", FRAME),
    ),
    run(
        WS,
        "Can you run {} and tell me what it prints?",
        "from playwright._impl.frame import verify_load_state; "
        "print(verify_load_state('wait_until', 'networkidle0'))",
        "networkidle",
    ),
    q(
        WS,
        "edit",
        "in playwright/_impl/frame.py, delete the line `self._event_emitter.set_max_listeners(0)` "
        "from Frame.__init__ please",
        {"effect": {"line_deleted": [FRAME, "self._event_emitter.set_max_listeners(0)"]}},
    ),
    q(
        WS,
        "which",
        "Which method on Frame do the expect() assertions end up calling to talk to the driver?",
        {"body": "Frame._expect"},
    ),
    q(
        WS,
        "how",
        "How does Frame.wait_for_navigation deal with a navigation that fails, e.g. "
        "net::ERR_ABORTED?",
        {"body": "Frame.wait_for_navigation"},
    ),
    q(
        WS,
        "how",
        "If I tell it to wait for the page to be ready but the page was ready ages ago, does it "
        "just hang there? How does it know what already happened?",
        {"body": "Frame.wait_for_load_state"},
        grep(r"self\._load_states\.add\(", FRAME),
        own=True,
    ),
    # --- network.py ---------------------------------------------------------------------------
    q(
        WS,
        "where",
        "Where is WebSocketRouteHandler defined?",
        {"def": "WebSocketRouteHandler"},
    ),
    q(
        WS,
        "calls",
        "Who calls Route._handle_route?",
        grep(r"await self\._handle_route\(", NETWORK),
    ),
    q(
        WS,
        "calls",
        "where is `_apply_fallback_overrides` called from",
        grep(r"\._apply_fallback_overrides\(", NETWORK),
    ),
    q(
        WS,
        "raises",
        '"Route is already handled!" -- where does that get raised?',
        grep(r'raise Error\("Route is already handled!"\)', NETWORK),
    ),
    q(
        WS,
        "raises",
        "where does post_data_json blow up when the request body isnt json",
        grep(r'raise Error\("POST data is not a valid JSON object', NETWORK),
    ),
    q(
        WS,
        "const",
        "What's MAX_SAFE_INTEGER in network.py and where is it set?",
        grep(r"^MAX_SAFE_INTEGER = ", NETWORK),
    ),
    run(
        WS,
        "I'm trying to understand duplicate headers. What does {} output?",
        "from playwright._impl.network import RawHeaders; "
        "h = RawHeaders([{'name': 'Set-Cookie', 'value': 'a=1'}, "
        "{'name': 'set-cookie', 'value': 'b=2'}, {'name': 'Vary', 'value': 'Accept'}, "
        "{'name': 'vary', 'value': 'Origin'}]); print(h.headers())",
        "{'set-cookie': 'a=1\\nb=2', 'vary': 'Accept, Origin'}",
    ),
    q(
        WS,
        "edit",
        "Rename the helper `_js_typeof` in playwright/_impl/network.py to `js_type_of`, and "
        "update the place that uses it.",
        {"effect": {"renamed": ["_js_typeof", "js_type_of"]}},
    ),
    q(
        WS,
        "which",
        "When a server sends the same response field twice -- like two cookies being handed out "
        "-- which code merges them into one string? And why do the cookies come out on separate "
        "lines instead of with commas?",
        {"body": "RawHeaders.get"},
        own=True,
    ),
    q(
        WS,
        "which",
        "At the end of a test I unhook my request interceptors. Which code lets me either wait "
        "for the ones still in flight, or just not care if they crash afterwards?",
        {"body": "RouteHandler.stop"},
        own=True,
    ),
    q(
        WS,
        "how",
        "how does it decide a reply counts as successful? i'm loading pages straight from my "
        "disk, the code number is 0, and it's still treated as fine",
        {"body": "Response.ok"},
        own=True,
    ),
    q(
        WS,
        "how",
        "I'm mocking a ws:// connection in my test and never wire it up to the real backend. How "
        "does the page still get a working connection to talk on?",
        {"body": "WebSocketRoute._after_handle"},
        {"body": "WebSocketRouteHandler.handle"},
        own=True,
    ),
    q(
        WS,
        "edit",
        "Route.fulfill(path=...) reads the whole file into memory. Could you change it to stream "
        "big files in chunks and add a progress callback option for it?",
        {"effect": {"declined": True}},
    ),
    # --- assertions.py ------------------------------------------------------------------------
    q(
        WS,
        "where",
        "where's the APIResponseAssertions class?",
        {"def": "APIResponseAssertions"},
    ),
    q(
        WS,
        "returns",
        "What does the `_not` property of PageAssertions return?",
        {"returns": "PageAssertions._not"},
    ),
    q(
        WS,
        "raises",
        "to_contain_class with a re.compile(...) throws at me. Where is that raised?",
        grep(r"cannot contain RegExp values|cannot be a RegExp value", ASSERTIONS),
    ),
    run(
        WS,
        "what does {} print",
        "import re; from playwright._impl.assertions import to_expected_text_values; "
        "print(to_expected_text_values(['Hi', re.compile('wor.d', re.I)], match_substring=True))",
        "[{'string': 'Hi', 'matchSubstring': True, 'normalizeWhiteSpace': False}, "
        "{'regexSource': 'wor.d', 'regexFlags': 'i', 'matchSubstring': True, "
        "'normalizeWhiteSpace': False}]",
    ),
    q(
        WS,
        "edit",
        "Please add a short docstring to `expected_regex` in playwright/_impl/assertions.py.",
        {"effect": {"docstring": "expected_regex"}},
    ),
    q(
        WS,
        "which",
        "Which check do I use to assert that a button is actually painted red, i.e. what colour "
        "its style ends up with?",
        {"body": "LocatorAssertions.to_have_css"},
        own=True,
    ),
    q(
        WS,
        "which",
        "Which function turns the strings and compiled regexes I pass to to_have_text into the "
        "ExpectedTextValue dicts?",
        {"body": "to_expected_text_values"},
        {"body": "expected_regex"},
    ),
    q(
        WS,
        "how",
        "If I don't say how long, how long does one of those checks on a page element keep "
        "retrying before it gives up? where's that number",
        grep(r"self\._timeout or 5_000", ASSERTIONS),
        own=True,
    ),
    q(
        WS,
        "how",
        "How does not_to_have_text flip the failure message so it says 'expected not to'?",
        grep(r'if expect_options\["isNot"\]:', ASSERTIONS),
        {"body": "LocatorAssertions._not"},
    ),
    # --- connection.py ------------------------------------------------------------------------
    q(
        WS,
        "returns",
        "What does Connection.send_message_to_server return? I noticed __waitInfo__ is treated "
        "specially",
        {"returns": "Connection.send_message_to_server"},
    ),
    q(
        WS,
        "calls",
        "who calls format_call_log?",
        {"grep": r"(?<!def )format_call_log\("},
    ),
    q(
        WS,
        "raises",
        "Where does 'The object has been collected to prevent unbounded heap growth.' come from?",
        grep(r"The object has been collected", CONNECTION),
    ),
    q(
        WS,
        "edit",
        'comment out the `_logger.error("Error occurred in event listener", exc_info=error)` '
        "line in playwright/_impl/connection.py, it's too noisy for me",
        {
            "effect": {
                "comment_out": [
                    CONNECTION,
                    '_logger.error("Error occurred in event listener", exc_info=error)',
                ]
            }
        },
    ),
    q(
        WS,
        "which",
        "which piece takes everything the browser side sends back and either wakes up the call "
        "that was waiting for that answer, or passes it on to the right thing on my side?",
        {"body": "Connection.dispatch"},
        own=True,
    ),
    q(
        WS,
        "how",
        "One of my page.on(...) hooks blew up and nothing happened right away, but then some "
        "totally unrelated call later on failed with that same exception. How does that work?",
        {"body": "Connection._on_event_listener_error"},
        grep(r'if self\._error and method != "__waitInfo__":', CONNECTION),
        own=True,
    ),
]
