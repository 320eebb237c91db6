"""The forty-seventh held-out set: questions on four third-party packages that no other set uses,
copied from the installed site-packages (pytest 9.0.3's ``_pytest`` implementation package,
cloudpickle 3.1.3, blinker 1.9.0, and ``dask/bag`` with ``dask/delayed.py`` from dask 2026.8.0),
written blind: by reading only those packages, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the packages (``_pytest`` most, then the dask workspace
and cloudpickle). About a fifth of them are in the user's own words (``"own": True``: behaviour
described in everyday words the code does not use for it); the rest name the code, run a command
or ask for an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h47_pytest": ["_pytest"],
    "h47_cloudpickle": ["cloudpickle"],
    "h47_blinker": ["blinker"],
    "h47_dask_bag": ["dask/bag", "dask/delayed.py"],
}

SKIPPING = "_pytest/skipping.py"
FIXTURES = "_pytest/fixtures.py"
SAFEREPR = "_pytest/_io/saferepr.py"
CLOUDPICKLE = "cloudpickle/cloudpickle.py"
BLINKER = "blinker/base.py"
DELAYED = "dask/delayed.py"
BAG = "dask/bag/core.py"


QUESTIONS: list[dict] = [
    # --- _pytest -----------------------------------------------------------------------------
    q(
        "h47_pytest",
        "where",
        "where's ApproxScalar defined",
        {"def": "ApproxScalar"},
    ),
    q(
        "h47_pytest",
        "where",
        "I'm debugging tmp_path. Where is `TempPathFactory.getbasetemp` defined (the pathlib one, "
        "not the legacy py.path wrapper)?",
        {"def": "TempPathFactory.getbasetemp"},
    ),
    q(
        "h47_pytest",
        "returns",
        "What does evaluate_skip_marks return, both when a skip triggers and when nothing does?",
        {"returns": "evaluate_skip_marks"},
    ),
    q(
        "h47_pytest",
        "returns",
        "what comes back from IdMaker._idval_from_value for stuff like floats, enums or a class?",
        {"returns": "IdMaker._idval_from_value"},
    ),
    q(
        "h47_pytest",
        "calls",
        "who calls evaluate_condition in skipping.py?",
        grep(r"= evaluate_condition\(", SKIPPING),
    ),
    q(
        "h47_pytest",
        "calls",
        "Find every call site of `make_numbered_dir` in _pytest, please.",
        {"grep": r"= make_numbered_dir\("},
    ),
    q(
        "h47_pytest",
        "calls",
        "where does call_fixture_func get called from",
        grep(r"= call_fixture_func\(", FIXTURES),
    ),
    q(
        "h47_pytest",
        "raises",
        "If I pass approx() a negative abs or rel tolerance, where exactly is the ValueError "
        "raised?",
        grep(r"tolerance can't be negative", "_pytest/python_api.py"),
    ),
    q(
        "h47_pytest",
        "raises",
        'monkeypatch.setattr blew up with AttributeError "has no attribute" -- which line '
        "throws that?",
        grep(r'raise AttributeError\(f"\{target!r\} has no attribute', "_pytest/monkeypatch.py"),
    ),
    q(
        "h47_pytest",
        "raises",
        "Where does the -k/-m expression parser raise the SyntaxError about a missing closing "
        "quote?",
        grep(r"closing quote", "_pytest/mark/expression.py"),
    ),
    q(
        "h47_pytest",
        "raises",
        "my generator fixture returns before it ever yields. where's the error 'did not yield a "
        "value' raised?",
        grep(r"did not yield a value", FIXTURES),
    ),
    q(
        "h47_pytest",
        "const",
        "where is DEFAULT_MAX_LINES set for the assertion output truncation?",
        grep(r"^DEFAULT_MAX_LINES = ", "_pytest/assertion/truncate.py"),
    ),
    run(
        "h47_pytest",
        "What does {} print?",
        "from _pytest._io.saferepr import saferepr; print(saferepr('abcdefghij' * 5, maxsize=20))",
        "'abcdefg...cdefghij'",
    ),
    run(
        "h47_pytest",
        "quick one: run {} and paste the output",
        "from _pytest.mark.expression import Expression; "
        "e = Expression.compile('slow and not (flaky or net)'); "
        "print(e.evaluate(lambda n, **kw: n == 'slow'), "
        "e.evaluate(lambda n, **kw: n in ('slow', 'net')))",
        "True False",
    ),
    q(
        "h47_pytest",
        "edit",
        "set REPORT_COLLECTING_RESOLUTION in _pytest/terminal.py to 1.0 -- the 'collecting ...' "
        "line redraws too often over my slow ssh link",
        {"effect": {"value_set": ["_pytest/terminal.py", "REPORT_COLLECTING_RESOLUTION", "1.0"]}},
    ),
    q(
        "h47_pytest",
        "edit",
        "Our old conftests still use yield_fixture everywhere. Could you comment out the "
        "`warnings.warn(YIELD_FIXTURE, stacklevel=2)` line in _pytest/fixtures.py? Just locally.",
        {"effect": {"comment_out": [FIXTURES, "warnings.warn(YIELD_FIXTURE, stacklevel=2)"]}},
    ),
    q(
        "h47_pytest",
        "edit",
        "rename _ellipsize to _shorten_middle everywhere it's used",
        {"effect": {"renamed": ["_ellipsize", "_shorten_middle"]}},
    ),
    q(
        "h47_pytest",
        "edit",
        "Our suite takes 40 minutes. Can you make pytest itself run tests in parallel across all "
        "CPU cores, like xdist but built in, with the fixtures shared properly between workers?",
        {"effect": {"declined": True}},
    ),
    q(
        "h47_pytest",
        "which",
        "Which method produces the 'ScopeMismatch: You tried to access the function scoped "
        "fixture ...' failure?",
        {"body": "SubRequest._check_scope"},
    ),
    q(
        "h47_pytest",
        "which",
        "When I run with the option that picks up again where it broke last time, the tests that "
        "already went fine before the broken one aren't run again. Which code drops them from "
        "the run?",
        {"body": "StepwisePlugin.pytest_collection_modifyitems"},
        own=True,
    ),
    q(
        "h47_pytest",
        "which",
        "the diff in my failing assert gets cut off after a handful of lines, but on the build "
        "server I see the whole thing. which function decides when to chop it?",
        {"body": "_get_truncation_parameters"},
        {"body": "_truncate_explanation"},
        {"body": "truncate_if_required"},
        own=True,
    ),
    q(
        "h47_pytest",
        "which",
        "pytest never goes looking for tests inside the folder that holds my project's "
        "isolated python install, which is what I want. Which function recognises that kind of "
        "folder?",
        {"body": "_in_venv"},
        grep(r"_in_venv\(collection_path\)", "_pytest/main.py"),
        own=True,
    ),
    q(
        "h47_pytest",
        "how",
        "How does a skipif condition given as a string like \"sys.platform == 'win32'\" get "
        "evaluated?",
        {"body": "evaluate_condition"},
    ),
    q(
        "h47_pytest",
        "how",
        "two cases of my data-driven test end up with the exact same label in the test name. "
        "how does pytest keep them apart so both still show up?",
        {"body": "IdMaker.make_unique_parameterset_ids"},
        own=True,
    ),
    q(
        "h47_pytest",
        "how",
        "Hi! My setup helper hands a value to the test, and then after cleanup it hands over a "
        "second one by mistake. What does pytest do when a helper pauses twice like that?",
        {"body": "_teardown_yield_fixture"},
        own=True,
    ),
    q(
        "h47_pytest",
        "how",
        "how does --maxfail actually stop the session once enough tests have failed?",
        {"body": "Session.pytest_runtest_logreport"},
    ),
    # --- cloudpickle -------------------------------------------------------------------------
    q(
        "h47_cloudpickle",
        "raises",
        "Where does cloudpickle raise PicklingError for file objects it can't handle (stdin, "
        "closed files, ttys...)?",
        grep(r"raise pickle\.PicklingError\((?!msg)", CLOUDPICKLE),
    ),
    q(
        "h47_cloudpickle",
        "const",
        "where's DEFAULT_PROTOCOL set in cloudpickle and to what",
        grep(r"^DEFAULT_PROTOCOL = ", CLOUDPICKLE),
    ),
    run(
        "h47_cloudpickle",
        "Can you run {} and tell me what it outputs?",
        "import cloudpickle; "
        "print(cloudpickle.DEFAULT_PROTOCOL, "
        "cloudpickle.loads(cloudpickle.dumps(lambda x: x * 3))(7))",
        "5 21",
    ),
    q(
        "h47_cloudpickle",
        "edit",
        "Please add a docstring to list_registry_pickle_by_value in cloudpickle/cloudpickle.py "
        "saying it returns a copy of the names of the modules registered for pickling by value.",
        {"effect": {"docstring": "list_registry_pickle_by_value"}},
    ),
    q(
        "h47_cloudpickle",
        "calls",
        "who calls _lookup_module_and_qualname?",
        grep(r"= _lookup_module_and_qualname\(", CLOUDPICKLE),
    ),
    q(
        "h47_cloudpickle",
        "which",
        "which code works out whether the machine on the other end can just find my function by "
        "name in its installed code, or whether the function itself has to travel along in the "
        "bytes?",
        {"body": "_should_pickle_by_reference"},
        {"body": "_lookup_module_and_qualname"},
        {"body": "Pickler._function_reduce"},
        own=True,
    ),
    q(
        "h47_cloudpickle",
        "which",
        "I save two notebook functions together in one go; after loading, changing a top-level "
        "variable through one of them is visible from the other. which function sets that up?",
        {"body": "Pickler._function_getnewargs"},
        own=True,
    ),
    q(
        "h47_cloudpickle",
        "how",
        "how does `_is_registered_pickle_by_value` handle a submodule of a package I registered, "
        "e.g. registering `mypkg` and then pickling something from `mypkg.sub.mod`?",
        {"body": "_is_registered_pickle_by_value"},
    ),
    # --- blinker -----------------------------------------------------------------------------
    q(
        "h47_blinker",
        "raises",
        "Signal.send raised RuntimeError on me because my receiver is `async def`. Where's that?",
        grep(r'raise RuntimeError\("Cannot send to a coroutine function', BLINKER),
    ),
    q(
        "h47_blinker",
        "returns",
        "what does Signal.has_receivers_for return?",
        {"returns": "Signal.has_receivers_for"},
    ),
    q(
        "h47_blinker",
        "calls",
        "Where is `_disconnect` called from in blinker?",
        grep(r"self\._disconnect\(", BLINKER),
    ),
    run(
        "h47_blinker",
        "what's the output of {}",
        "from blinker import Signal; s = Signal(); "
        "s.connect(lambda sender, **kw: kw['n'] * 2, sender='a', weak=False); "
        "print(s.send('a', n=4)[0][1], s.send('b', n=4))",
        "8 []",
    ),
    q(
        "h47_blinker",
        "which",
        "I hooked up a handler that I defined inside a function, and once that function "
        "returned the handler just silently stopped getting called. What code lets go of it?",
        {"body": "Signal._make_cleanup_receiver"},
        {"body": "Signal.receivers_for"},
        {"body": "make_ref"},
        {"body": "Signal.connect"},
        own=True,
    ),
    q(
        "h47_blinker",
        "how",
        "how does make_id get a stable key for a bound method, given that each attribute access "
        "creates a new method object?",
        {"body": "make_id"},
    ),
    # --- dask.bag + dask.delayed -------------------------------------------------------------
    q(
        "h47_dask_bag",
        "where",
        "Where is the DelayedLeaf class?",
        {"def": "DelayedLeaf"},
    ),
    q(
        "h47_dask_bag",
        "where",
        "where's Bag.foldby defined in dask/bag",
        {"def": "Bag.foldby"},
    ),
    q(
        "h47_dask_bag",
        "raises",
        'Where do Delayed objects raise "Delayed objects are immutable"?',
        grep(r'raise TypeError\("Delayed objects are immutable"\)', DELAYED),
    ),
    q(
        "h47_dask_bag",
        "raises",
        "b.take(5, npartitions=10) on a bag with 3 partitions gives me a ValueError. Which line "
        "raises it?",
        grep(r"only \{self\.npartitions\} partitions, take received", BAG),
    ),
    q(
        "h47_dask_bag",
        "edit",
        "In dask/bag/core.py, change the default max_branch of groupby_tasks from 32 to 64.",
        {"effect": {"text_replaced": [BAG, "max_branch=32)", "max_branch=64)"]}},
    ),
    q(
        "h47_dask_bag",
        "which",
        "I give it a plain python list of 1000 things. which function decides how many pieces "
        "that list gets chopped into when I don't say?",
        {"body": "from_sequence"},
        own=True,
    ),
    q(
        "h47_dask_bag",
        "how",
        "If I wrap the very same function call lazily twice, do the two results get the same "
        "name in the graph, or a fresh random one every time? How is that decided?",
        {"body": "tokenize"},
        {"body": "call_function"},
        grep(r"token = tokenize\(obj, nout, pure=pure\)", DELAYED),
        own=True,
    ),
    q(
        "h47_dask_bag",
        "how",
        "How does Bag.groupby choose between the disk shuffle and the task-based shuffle when I "
        "don't pass shuffle=?",
        {"body": "Bag.groupby"},
    ),
]
