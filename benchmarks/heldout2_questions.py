"""The second held-out set (issue 26, second pass): questions on four standard-library packages
that no other set uses (statistics, tempfile, wsgiref, pprint), written by reading the code and
committed before any of the second pass's tuning. Only its totals are looked at while tuning, so
it measures what the offline model does on questions and code it has not seen.

It leans on questions in the user's own words (``"own": True``: behaviour described in words the
code does not use for it), the kind the first pass fell short on. Gold forms are those of
``code_questions.py``.
"""

from __future__ import annotations

WORKSPACES: dict[str, list[str]] = {
    "statistics": ["statistics.py"],
    "tempfile": ["tempfile.py"],
    "wsgiref": ["wsgiref"],
    "pprint": ["pprint.py"],
}

PY = 'python -c "{}"'


def run(ws: str, code: str, expect: str) -> dict:
    return {
        "ws": ws,
        "kind": "run",
        "ask": f"Run `{PY.format(code)}` and tell me what it prints.",
        "gold": [{"expect": expect}],
    }


def q(ws: str, kind: str, ask: str, *gold: dict, own: bool = False) -> dict:
    return {"ws": ws, "kind": kind, "ask": ask, "gold": list(gold), "own": own}


QUESTIONS: list[dict] = [
    # --- statistics -----------------------------------------------------------------------
    q(
        "statistics",
        "where",
        "Where is `NormalDist.inv_cdf` defined?",
        {"def": "NormalDist.inv_cdf"},
    ),
    q("statistics", "returns", "What does `_exact_ratio` return?", {"returns": "_exact_ratio"}),
    q(
        "statistics",
        "raises",
        "Find every place that raises StatisticsError.",
        {"grep": r"raise StatisticsError"},
    ),
    q("statistics", "calls", "Where is `_convert` called?", {"grep": r"return _convert\("}),
    run("statistics", "import statistics; print(statistics.median([1, 3, 5, 7]))", "4.0"),
    q(
        "statistics",
        "which",
        "Which function stops with an error as soon as one of the numbers is below zero?",
        {"body": "_fail_neg"},
        own=True,
    ),
    q(
        "statistics",
        "which",
        "Which function gives back the value that shows up most often, picking the first one "
        "when there is a tie?",
        {"body": "mode"},
        own=True,
    ),
    q(
        "statistics",
        "which",
        "Which function decides what number type the result gets when the inputs mix ints, "
        "fractions and decimals?",
        {"body": "_coerce"},
        own=True,
    ),
    q(
        "statistics",
        "which",
        "Which function fits a straight line through pairs of x and y values?",
        {"body": "linear_regression"},
        own=True,
    ),
    q(
        "statistics",
        "how",
        "How does the module add numbers up without losing precision to rounding?",
        {"body": "_sum"},
        own=True,
    ),
    q(
        "statistics",
        "how",
        "How does it work out how much two bell curves have in common?",
        {"body": "NormalDist.overlap"},
        own=True,
    ),
    q(
        "statistics",
        "raises",
        "Where does it refuse a bell curve whose spread is below zero?",
        {"grep": r"sigma must be non-negative"},
        own=True,
    ),
    q(
        "statistics",
        "edit",
        "Add a docstring to `_isfinite` saying it tells whether x is a finite number.",
        {"effect": {"docstring": "_isfinite"}},
    ),
    # --- tempfile -------------------------------------------------------------------------
    q(
        "tempfile",
        "where",
        "Where is `SpooledTemporaryFile.rollover` defined?",
        {"def": "SpooledTemporaryFile.rollover"},
    ),
    q(
        "tempfile",
        "returns",
        "What does `_infer_return_type` return?",
        {"returns": "_infer_return_type"},
    ),
    q(
        "tempfile",
        "calls",
        "Who calls `_sanitize_params`?",
        {"grep": r"= _sanitize_params\("},
    ),
    run("tempfile", "import tempfile; print(tempfile.gettempprefix())", "tmp"),
    q(
        "tempfile",
        "which",
        "Which function chooses where scratch files go when the user has not said?",
        {"body": "_get_default_tempdir"},
        {"body": "_candidate_tempdir_list"},
        own=True,
    ),
    q(
        "tempfile",
        "which",
        "Which class keeps the data in memory and only moves it to disk once it grows too big?",
        {"body": "SpooledTemporaryFile"},
        own=True,
    ),
    q(
        "tempfile",
        "which",
        "Which method makes a new random generator when the process has been forked?",
        {"body": "_RandomNameSequence.rng"},
        own=True,
    ),
    q(
        "tempfile",
        "which",
        "Which function keeps picking new names until it can make a file that did not exist yet?",
        {"body": "_mkstemp_inner"},
        {"body": "mkdtemp"},
        own=True,
    ),
    q(
        "tempfile",
        "how",
        "What happens when the scratch folder cannot be removed because something inside it "
        "is write-protected?",
        {"body": "TemporaryDirectory._rmtree"},
        own=True,
    ),
    q(
        "tempfile",
        "raises",
        "Where does tempfile give up after every name it tried was already taken?",
        {"grep": r"raise FileExistsError"},
        own=True,
    ),
    q(
        "tempfile",
        "edit",
        "In tempfile.py, replace 'TMP_MAX = 10000' with 'TMP_MAX = 20000'",
        {"effect": {"text_replaced": ["tempfile.py", "TMP_MAX = 10000", "TMP_MAX = 20000"]}},
    ),
    # --- wsgiref --------------------------------------------------------------------------
    q(
        "wsgiref",
        "where",
        "Where is `Headers.add_header` defined?",
        {"def": "Headers.add_header"},
    ),
    q("wsgiref", "returns", "What does `request_uri` return?", {"returns": "request_uri"}),
    q(
        "wsgiref",
        "raises",
        "Find every place that raises NotImplementedError.",
        {"grep": r"raise NotImplementedError"},
    ),
    q("wsgiref", "calls", "Where is `check_status` called?", {"grep": r"check_status\(status\)"}),
    q(
        "wsgiref",
        "which",
        "Which function tells whether the request came in over a secure connection?",
        {"body": "guess_scheme"},
        own=True,
    ),
    q(
        "wsgiref",
        "which",
        "Which function fills a request dictionary with made-up values so an app can be tried "
        "without a real server?",
        {"body": "setup_testing_defaults"},
        own=True,
    ),
    q(
        "wsgiref",
        "which",
        "Which function tells whether a header belongs to one connection only and must not be "
        "forwarded?",
        {"body": "is_hop_by_hop"},
        own=True,
    ),
    q(
        "wsgiref",
        "how",
        "What does the server send back when the application crashes before anything was sent?",
        {"body": "BaseHandler.handle_error"},
        {"body": "BaseHandler.error_output"},
        own=True,
    ),
    q(
        "wsgiref",
        "raises",
        "Where does the handler complain that the app sent body data before starting the response?",
        {"grep": r"write\(\) before start_response"},
        own=True,
    ),
    q(
        "wsgiref",
        "edit",
        "Rename `_formatparam` to `_format_param` in wsgiref/headers.py",
        {"effect": {"renamed": ["_formatparam", "_format_param"]}},
    ),
    q(
        "wsgiref",
        "edit",
        "Make the WSGI server handle requests with async and await.",
        {"effect": {"declined": True}},
    ),
    # --- pprint ---------------------------------------------------------------------------
    q(
        "pprint",
        "where",
        "Where is `PrettyPrinter._safe_repr` defined?",
        {"def": "PrettyPrinter._safe_repr"},
    ),
    q("pprint", "returns", "What does `saferepr` return?", {"returns": "saferepr"}),
    run("pprint", "import pprint; print(pprint.pformat(list(range(3))))", "[0, 1, 2]"),
    q(
        "pprint",
        "which",
        "Which method breaks a long string into several pieces so that each line fits?",
        {"body": "PrettyPrinter._pprint_str"},
        own=True,
    ),
    q(
        "pprint",
        "which",
        "Which function makes the text shown in place of a list that contains itself?",
        {"body": "_recursion"},
        own=True,
    ),
    q(
        "pprint",
        "which",
        "Which class lets it sort dictionary keys of types that cannot be compared "
        "with each other?",
        {"body": "_safe_key"},
        own=True,
    ),
    q(
        "pprint",
        "how",
        "How does pprint decide whether an object fits on one line or has to be spread "
        "over several?",
        {"body": "PrettyPrinter._format"},
        own=True,
    ),
    q(
        "pprint",
        "raises",
        "Where does pprint refuse a nesting limit of zero?",
        {"grep": r"depth must be > 0"},
        own=True,
    ),
    q(
        "pprint",
        "edit",
        "insert the line `# never negative` right after the line `self._depth = depth` "
        "in pprint.py",
        {"effect": {"line_after": ["pprint.py", "self._depth = depth", "# never negative"]}},
    ),
]
