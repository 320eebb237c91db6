"""The hundred-and-eighty-sixth set: questions on one module each of four third-party packages,
copied from the installed site-packages (numpy 2.4.6: ``numpy/lib/_arraypad_impl.py``;
prometheus_client 0.26.0: ``prometheus_client/metrics.py``; urllib3 2.7.0:
``urllib3/_collections.py``; Flask 3.1.3: ``flask/config.py``), written blind: by reading only
those files, never the model's code or its notes, and committed before the model was asked any of
them. It is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (numpy's padding module most, then
prometheus_client's metric classes, urllib3's collections, Flask's config). About a fifth of the
questions that are not edits are in the user's own words (``"own": True``: behaviour described in
everyday words the code does not use for it); the rest name the code, run a command or ask for an
edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands
need the whole package to import, so they run against the installed package; each exercises the
one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h186_numpy_arraypad": ["numpy/lib/_arraypad_impl.py"],
    "h186_prometheus_metrics": ["prometheus_client/metrics.py"],
    "h186_urllib3_collections": ["urllib3/_collections.py"],
    "h186_flask_config": ["flask/config.py"],
}

PAD = "numpy/lib/_arraypad_impl.py"
METRICS = "prometheus_client/metrics.py"
COLL = "urllib3/_collections.py"
CONFIG = "flask/config.py"


QUESTIONS: list[dict] = [
    # --- numpy/lib/_arraypad_impl.py ---------------------------------------------------------
    q(
        "h186_numpy_arraypad",
        "where",
        "Where is `_as_pairs` defined?",
        {"def": "_as_pairs"},
    ),
    q(
        "h186_numpy_arraypad",
        "where",
        "np.pad is just a re-export, right? which file and line has the real pad function",
        {"def": "pad"},
    ),
    q(
        "h186_numpy_arraypad",
        "returns",
        "what does _get_stats return? I'm curious whether the left and right results can end "
        "up being the very same array",
        {"returns": "_get_stats"},
    ),
    q(
        "h186_numpy_arraypad",
        "calls",
        "Who calls _view_roi in the arraypad module?",
        grep(r"= _view_roi\(", PAD),
    ),
    q(
        "h186_numpy_arraypad",
        "calls",
        "where is `_round_if_needed` used",
        grep(r"^\s+_round_if_needed\(", PAD),
    ),
    q(
        "h186_numpy_arraypad",
        "raises",
        "np.pad(x, 2, mode='clamp') fails with \"mode 'clamp' is not supported\". Where does "
        "that error come from?",
        grep(r"is not supported\"\) from None", PAD),
    ),
    q(
        "h186_numpy_arraypad",
        "raises",
        "Passing stat_length=0 together with mode='maximum' gives me a ValueError. Which line "
        "raises it?",
        grep(r"raise ValueError\(\"stat_length of 0 yields no value for padding\"\)", PAD),
    ),
    q(
        "h186_numpy_arraypad",
        "which",
        "Which helper builds the tuple of slices that cuts along one axis and leaves every "
        "other dimension alone?",
        {"def": "_slice_at_axis"},
    ),
    q(
        "h186_numpy_arraypad",
        "which",
        "Which function fills in the border by laying copies of the data next to it like floor "
        "tiles, taking them from the opposite end, and says how much is still left to fill when "
        "one copy isn't enough?",
        {"def": "_set_wrap_both"},
        own=True,
    ),
    q(
        "h186_numpy_arraypad",
        "which",
        "for linear_ramp mode, which function computes the evenly spaced values running from "
        "end_values up to the edge?",
        {"def": "_get_linear_ramps"},
    ),
    q(
        "h186_numpy_arraypad",
        "how",
        "How does _as_pairs turn something like pad_width=3 or (1, 2) into one (before, after) "
        "pair per dimension?",
        {"body": "_as_pairs"},
    ),
    q(
        "h186_numpy_arraypad",
        "how",
        "Say I mirror a row of 3 numbers outwards by 10 cells on each side. One mirror image is "
        "much shorter than the gap, so how does it manage to fill the whole thing?",
        {"body": "_set_reflect_both"},
        grep(r"= _set_reflect_both\(", PAD),
        own=True,
    ),
    q(
        "h186_numpy_arraypad",
        "how",
        "My array holds whole numbers only and I fill the border with the average of the "
        "nearby cells. The average is often something like 2.5 -- how does the code make sure "
        "that lands as a sensible whole number instead of just getting chopped?",
        {"body": "_round_if_needed"},
        {"body": "_get_stats"},
        own=True,
    ),
    run(
        "h186_numpy_arraypad",
        "Run {} and tell me what comes out.",
        "from numpy.lib._arraypad_impl import pad; print(pad([1, 2, 3], (4, 2), mode='wrap'))",
        "[3 1 2 3 1 2 3 1 2]",
    ),
    q(
        "h186_numpy_arraypad",
        "edit",
        "In numpy/lib/_arraypad_impl.py please rename `_round_if_needed` to "
        "`_round_inplace_for_ints`, everywhere it's used.",
        {"effect": {"renamed": ["_round_if_needed", "_round_inplace_for_ints"]}},
    ),
    q(
        "h186_numpy_arraypad",
        "edit",
        "pad() is a long chain of if/elif branches on the mode string. Could you restructure it "
        "into a dispatch table of one class per mode, and make sure nothing gets slower?",
        {"effect": {"declined": True}},
    ),
    # --- prometheus_client/metrics.py --------------------------------------------------------
    q(
        "h186_prometheus_metrics",
        "where",
        "where's remove_by_labels defined in prometheus_client's metrics.py?",
        {"def": "MetricWrapperBase.remove_by_labels"},
    ),
    q(
        "h186_prometheus_metrics",
        "const",
        "Where are a Histogram's default buckets set?",
        grep(r"DEFAULT_BUCKETS = \(", METRICS),
    ),
    q(
        "h186_prometheus_metrics",
        "returns",
        "What does `_build_full_name` give back, e.g. with a namespace, a subsystem and a unit?",
        {"returns": "_build_full_name"},
    ),
    q(
        "h186_prometheus_metrics",
        "calls",
        "Who calls MetricWrapperBase._is_observable?",
        grep(r"self\._is_observable\(\)", METRICS),
    ),
    q(
        "h186_prometheus_metrics",
        "raises",
        "c.inc(-1) on my Counter blew up. where is negative increment rejected?",
        grep(r"Counters can only be incremented by non-negative amounts", METRICS),
    ),
    q(
        "h186_prometheus_metrics",
        "raises",
        "I wrote `c.labels('a').labels('b')` by mistake and got a ValueError about chaining. "
        "Where is that raised?",
        grep(r"can not chain calls to \.labels\(\)", METRICS),
    ),
    q(
        "h186_prometheus_metrics",
        "raises",
        "If the cut-off points I hand to the latency distribution metric go 1, 0.5, 2, where "
        "does the code turn them down?",
        grep(r"raise ValueError\('Buckets not in sorted order'\)", METRICS),
        own=True,
    ),
    q(
        "h186_prometheus_metrics",
        "which",
        "Which Gauge method lets me hand it a callback so the value is computed at scrape time?",
        {"def": "Gauge.set_function"},
    ),
    q(
        "h186_prometheus_metrics",
        "which",
        "which function looks at an environment switch when the module loads to decide whether "
        "the extra 'born at' timestamp series are published at all?",
        {"def": "_get_use_created"},
        own=True,
    ),
    q(
        "h186_prometheus_metrics",
        "how",
        "I have a request tally split by HTTP verb. When I ask for the 'post' slice a second "
        "time, how does it hand me back the same object rather than building a fresh one?",
        {"body": "MetricWrapperBase.labels"},
        own=True,
    ),
    q(
        "h186_prometheus_metrics",
        "how",
        "When I record a single response time in the metric that sorts values into ranges, how "
        "does it pick which range gets bumped?",
        {"body": "Histogram.observe"},
        own=True,
    ),
    run(
        "h186_prometheus_metrics",
        "what does {} print? I want to see the exposition text for a counter",
        "from prometheus_client import Counter, CollectorRegistry, generate_latest; "
        "r = CollectorRegistry(); c = Counter('jobs_total', 'Jobs run', registry=r); c.inc(3); "
        "print(generate_latest(r).decode())",
        "jobs_total 3.0",
    ),
    q(
        "h186_prometheus_metrics",
        "edit",
        "Our batch jobs take way longer than 10 s. In prometheus_client/metrics.py, add a 30.0 "
        "bucket to Histogram.DEFAULT_BUCKETS, between 10.0 and INF.",
        {"effect": {"text_replaced": [METRICS, "7.5, 10.0, INF)", "7.5, 10.0, 30.0, INF)"]}},
    ),
    q(
        "h186_prometheus_metrics",
        "edit",
        "In Info.info, replace the line `raise ValueError('Label value cannot be None')` with "
        "`raise ValueError('Info label values cannot be None')`.",
        {
            "effect": {
                "line_replaced": [
                    METRICS,
                    "raise ValueError('Label value cannot be None')",
                    "raise ValueError('Info label values cannot be None')",
                ]
            }
        },
    ),
    # --- urllib3/_collections.py -------------------------------------------------------------
    q(
        "h186_urllib3_collections",
        "where",
        "Where's HTTPHeaderDict.itermerged?",
        {"def": "HTTPHeaderDict.itermerged"},
    ),
    q(
        "h186_urllib3_collections",
        "returns",
        "What does `getlist` return on an HTTPHeaderDict, both when the header is there and "
        "when it's missing?",
        {"returns": "HTTPHeaderDict.getlist"},
    ),
    q(
        "h186_urllib3_collections",
        "calls",
        "which places call ensure_can_construct_http_header_dict?",
        grep(r"= ensure_can_construct_http_header_dict\(", COLL),
    ),
    q(
        "h186_urllib3_collections",
        "raises",
        "headers.extend(a, b) gives TypeError 'takes at most 1 positional arguments'. Where in "
        "urllib3/_collections.py is that raised?",
        grep(r"raise TypeError\($", COLL),
    ),
    q(
        "h186_urllib3_collections",
        "which",
        "Which method of RecentlyUsedContainer throws out the least recently used entry once "
        "maxsize is exceeded?",
        {"def": "RecentlyUsedContainer.__setitem__"},
    ),
    q(
        "h186_urllib3_collections",
        "which",
        "When a follow-up call isn't going to carry a body anymore, which bit throws away the "
        "stuff that describes the body, like its type, length and language?",
        {"def": "HTTPHeaderDict._prepare_for_method_change"},
        own=True,
    ),
    q(
        "h186_urllib3_collections",
        "how",
        "how does HTTPHeaderDict decide it's equal to a plain dict, given header names are "
        "case-insensitive?",
        {"body": "HTTPHeaderDict.__eq__"},
    ),
    q(
        "h186_urllib3_collections",
        "how",
        "How does HTTPHeaderDict.add treat a second value for a name it already has, and what "
        "changes with combine=True?",
        {"body": "HTTPHeaderDict.add"},
    ),
    run(
        "h186_urllib3_collections",
        "can you execute {} for me",
        "from urllib3._collections import HTTPHeaderDict; h = HTTPHeaderDict(); "
        "h.add('Accept', 'a'); h.add('accept', 'b'); print(h['ACCEPT'], h.getlist('accept'))",
        "a, b ['a', 'b']",
    ),
    q(
        "h186_urllib3_collections",
        "edit",
        "HTTPHeaderDict.copy doesn't have a docstring. Add one saying it returns an independent "
        "copy of the headers, please.",
        {"effect": {"docstring": "HTTPHeaderDict.copy"}},
    ),
    # --- flask/config.py ---------------------------------------------------------------------
    q(
        "h186_flask_config",
        "where",
        "where is the ConfigAttribute class declared",
        {"def": "ConfigAttribute"},
    ),
    q(
        "h186_flask_config",
        "calls",
        "In flask's config.py, what calls from_pyfile?",
        grep(r"self\.from_pyfile\(", CONFIG),
    ),
    q(
        "h186_flask_config",
        "raises",
        "app.config.from_envvar('MYAPP_SETTINGS') raises a RuntimeError when the variable isn't "
        "set. Point me at the raise.",
        grep(r"raise RuntimeError\($", CONFIG),
    ),
    q(
        "h186_flask_config",
        "const",
        "What prefix does from_prefixed_env look for by default, and where is that set?",
        grep(r'prefix: str = "FLASK"', CONFIG),
    ),
    q(
        "h186_flask_config",
        "how",
        "How does Config.from_prefixed_env handle a key like FLASK_DB__HOST -- how does it build "
        "the nested dict?",
        {"body": "Config.from_prefixed_env"},
    ),
    q(
        "h186_flask_config",
        "which",
        "Which method gives me only the settings whose names start with, say, IMAGE_STORE_, "
        "with that start chopped off and the rest in small letters?",
        {"def": "Config.get_namespace"},
        own=True,
    ),
    run(
        "h186_flask_config",
        "Quick check: what's the output of {}?",
        "from flask.config import Config; c = Config('/tmp'); "
        "c.from_mapping({'DEBUG': True, 'lower': 1}); print(c)",
        "<Config {'DEBUG': True}>",
    ),
    q(
        "h186_flask_config",
        "edit",
        "in flask/config.py, right after `rv = os.environ.get(variable_name)` insert the line "
        "`rv = rv.strip() if rv else rv`",
        {
            "effect": {
                "line_after": [
                    CONFIG,
                    "rv = os.environ.get(variable_name)",
                    "rv = rv.strip() if rv else rv",
                ]
            }
        },
    ),
]
