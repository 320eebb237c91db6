"""The two-hundred-and-twenty-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (scipy 1.17.1: ``scipy/stats/_covariance.py``;
attrs 26.1.0: ``attr/_next_gen.py``; pandas 3.1.1: ``pandas/core/dtypes/inference.py``; moto 5.2.1:
``moto/logs/responses.py``), written blind: by reading only those files, the format of
``heldout128_questions.py``, ``question_helpers.py`` and the gold functions of ``bench_answers.py``,
never the model's code or its notes, and committed before the model was asked any of them. Nothing
is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (moto's CloudWatch Logs responses and scipy's
covariance classes a little more, then attrs' ``define``/``field`` and pandas' inference helpers;
pandas' file raises nothing, so its share goes to the other kinds). About a fifth of them are in
the user's own words (``"own": True``: behaviour described in everyday words the code does not use
for it, with one definition that fits); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every gold
names exactly one definition or matches lines of its file); each command was run against the
installed package and its expected text is an exact substring of what it printed; each edit was made
by hand on a scratch copy of its workspace and ``bench_answers.check_effect`` held after it (and,
for the two to decline, on the untouched copy).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h228_scipy_covariance": ["scipy/stats/_covariance.py"],
    "h228_attr_next_gen": ["attr/_next_gen.py"],
    "h228_pandas_inference": ["pandas/core/dtypes/inference.py"],
    "h228_moto_logs_responses": ["moto/logs/responses.py"],
}

COV = "scipy/stats/_covariance.py"
NEXT = "attr/_next_gen.py"
INFER = "pandas/core/dtypes/inference.py"
LOGS = "moto/logs/responses.py"


QUESTIONS: list[dict] = [
    # --- scipy/stats/_covariance.py ----------------------------------------------------------
    q(
        "h228_scipy_covariance",
        "where",
        "Where is _dot_diag defined?",
        {"def": "_dot_diag"},
    ),
    q(
        "h228_scipy_covariance",
        "returns",
        "what does the `_covariance` property of CovViaPrecision give back -- does it always "
        "invert the precision matrix?",
        {"returns": "CovViaPrecision._covariance"},
    ),
    q(
        "h228_scipy_covariance",
        "calls",
        "Which methods call _dot_diag?",
        {"grep": r"(?<!def )_dot_diag\(", "file": COV},
    ),
    q(
        "h228_scipy_covariance",
        "calls",
        "I'm tracing input checking in the covariance module: who calls `_validate_matrix`?",
        grep(r"self\._validate_matrix\(", COV),
    ),
    q(
        "h228_scipy_covariance",
        "raises",
        "Calling stats.Covariance() directly gives NotImplementedError. where exactly is that "
        "raised?",
        grep(r"raise NotImplementedError\(message\)", COV),
    ),
    q(
        "h228_scipy_covariance",
        "raises",
        'I passed a 2-D array to Covariance.from_diagonal and got "The input `diagonal` must be '
        'a one-dimensional array of real numbers." Where does that come from?',
        grep(r"must be a one-dimensional array", COV),
    ),
    q(
        "h228_scipy_covariance",
        "raises",
        "Where is the ValueError about eigenvalues and eigenvectors having incompatible shapes "
        "thrown?",
        grep(r"The shapes of `eigenvalues` and `eigenvectors` |except ValueError:", COV),
    ),
    run(
        "h228_scipy_covariance",
        "Please run {} -- what are the rank and the log pseudo-determinant?",
        "from scipy.stats import Covariance; c = Covariance.from_diagonal([1, 4, 0]); "
        "print(c.rank, c.log_pdet)",
        "2 1.3862943611198906",
    ),
    q(
        "h228_scipy_covariance",
        "edit",
        "CovViaCholesky in scipy/stats/_covariance.py has no docstring. Could you add one (it "
        "represents a covariance matrix through its lower Cholesky factor)?",
        {"effect": {"docstring": "CovViaCholesky"}},
    ),
    q(
        "h228_scipy_covariance",
        "which",
        "which Covariance subclass is the thin wrapper around a _PSD instance?",
        {"body": "CovViaPSD"},
    ),
    q(
        "h228_scipy_covariance",
        "which",
        "I've got the matrix's inverse on hand rather than the matrix itself. Which class keeps "
        "a triangular factor of that and only works the original back out when somebody "
        "actually asks for it?",
        {"body": "CovViaPrecision"},
        own=True,
    ),
    q(
        "h228_scipy_covariance",
        "how",
        "How does CovViaDiagonal cope with zero or negative entries on the diagonal when it "
        "works out log_pdet and the rank?",
        {"body": "CovViaDiagonal.__init__"},
    ),
    q(
        "h228_scipy_covariance",
        "how",
        "For the version built from the spectrum of the matrix, how is it decided whether a "
        "given point is allowed at all? I think it measures how far the point sticks out into "
        "the flat directions and compares that with a small tolerance?",
        {"body": "CovViaEigendecomposition._support_mask"},
        own=True,
    ),
    # --- attr/_next_gen.py -------------------------------------------------------------------
    q(
        "h228_attr_next_gen",
        "where",
        "where's field() defined in attrs' next-gen API",
        {"def": "field"},
    ),
    q(
        "h228_attr_next_gen",
        "returns",
        "What does attrs.inspect return for a decorated class?",
        {"returns": "inspect"},
    ),
    q(
        "h228_attr_next_gen",
        "calls",
        "who calls do_it inside define?",
        grep(r"return do_it\(", NEXT),
    ),
    q(
        "h228_attr_next_gen",
        "raises",
        'Got "Frozen classes can\'t use on_setattr (frozen-ness was inherited)." when '
        "subclassing. Where's that ValueError raised?",
        grep(r"raise ValueError\(msg\)|Frozen classes can't use on_setattr", NEXT),
    ),
    q(
        "h228_attr_next_gen",
        "raises",
        "where does inspect() raise NotAnAttrsClassError",
        grep(r"raise NotAnAttrsClassError\(msg\)", NEXT),
    ),
    q(
        "h228_attr_next_gen",
        "const",
        "In attrs.define, where is the default for `slots` set, and what is it?",
        grep(r"^    slots=True,$", NEXT),
    ),
    run(
        "h228_attr_next_gen",
        "Can you run {} for me? I want to see whether the tuple survives.",
        "import attrs; C = attrs.define(type('C', (), {'__annotations__': {'x': tuple}})); "
        "print(attrs.asdict(C((1, 2))))",
        "{'x': (1, 2)}",
    ),
    q(
        "h228_attr_next_gen",
        "edit",
        "in attr/_next_gen.py rename the inner helper do_it to _build_class (everywhere it's used)",
        {"effect": {"renamed": ["do_it", "_build_class"]}},
    ),
    q(
        "h228_attr_next_gen",
        "which",
        "Which function in _next_gen.py turns an instance into a tuple while keeping its "
        "collection types as they are?",
        {"body": "astuple"},
    ),
    q(
        "h228_attr_next_gen",
        "which",
        "what's the thing I put on the right-hand side of each line in the class body to give "
        "that slot a starting value or a checker? it seems to just hand everything over to the "
        "older API unchanged",
        {"body": "field"},
        own=True,
    ),
    q(
        "h228_attr_next_gen",
        "how",
        "How does define decide on auto_attribs when I leave it as None?",
        {"body": "define.wrap"},
    ),
    q(
        "h228_attr_next_gen",
        "how",
        "Quick one: I make a child of a class that can't be changed after it's built, using the "
        "new-style decorator. How are the hooks that run on assignment dealt with in the child?",
        grep(
            r"for base_cls in cls\.__bases__:|if base_cls\.__setattr__ is _frozen_setattrs:"
            r"|on_setattr = setters\.NO_OP",
            NEXT,
        ),
        own=True,
    ),
    # --- pandas/core/dtypes/inference.py -----------------------------------------------------
    q(
        "h228_pandas_inference",
        "where",
        "Where is is_named_tuple defined in pandas?",
        {"def": "is_named_tuple"},
    ),
    q(
        "h228_pandas_inference",
        "returns",
        "what does `is_sequence` return, e.g. for a str or for something without len()?",
        {"returns": "is_sequence"},
    ),
    q(
        "h228_pandas_inference",
        "calls",
        "Which functions in inference.py call is_list_like?",
        {"grep": r"(?<!def )is_list_like\(", "file": INFER},
    ),
    run(
        "h228_pandas_inference",
        "What does {} print?",
        "from pandas.core.dtypes.inference import is_hashable, is_dict_like, is_sequence; "
        "print(is_hashable(([],)), is_dict_like(dict), is_sequence([1]))",
        "False False True",
    ),
    q(
        "h228_pandas_inference",
        "edit",
        "Right after the line `is_iterator = lib.is_iterator` in pandas/core/dtypes/inference.py, "
        "add `is_np_dtype = lib.is_np_dtype`.",
        {
            "effect": {
                "line_after": [
                    INFER,
                    "is_iterator = lib.is_iterator",
                    "is_np_dtype = lib.is_np_dtype",
                ]
            }
        },
    ),
    q(
        "h228_pandas_inference",
        "edit",
        "is_nested_list_like is way too slow on my million-row lists of lists. Could you port "
        "the whole inference module to Cython and show me benchmarks that it's faster?",
        {"effect": {"declined": True}},
    ),
    q(
        "h228_pandas_inference",
        "which",
        "Which function checks for a collection every member of which is itself a collection, "
        "and says no when the outer one has nothing in it?",
        {"body": "is_nested_list_like"},
        own=True,
    ),
    q(
        "h228_pandas_inference",
        "which",
        "is there something that tells me whether I could drop an object into a set without an "
        "error -- and that can optionally say no to those start:stop:step objects?",
        {"body": "is_hashable"},
        own=True,
    ),
    q(
        "h228_pandas_inference",
        "how",
        "How does is_dict_like decide? Why does it say False for `dict` itself but True for "
        "`dict()`?",
        {"body": "is_dict_like"},
    ),
    q(
        "h228_pandas_inference",
        "how",
        "how does it figure out that some value could be used as a text-matching rule? "
        "does it actually try it and see, or does it look at the type?",
        {"body": "is_re_compilable"},
        own=True,
    ),
    # --- moto/logs/responses.py --------------------------------------------------------------
    q(
        "h228_moto_logs_responses",
        "where",
        "Where is validate_param defined in moto's logs responses?",
        {"def": "validate_param"},
    ),
    q(
        "h228_moto_logs_responses",
        "where",
        "hey, where's get_delivery_destination_policy?",
        {"def": "LogsResponse.get_delivery_destination_policy"},
    ),
    q(
        "h228_moto_logs_responses",
        "returns",
        "What does LogsResponse.put_log_events return when some events got rejected vs when "
        "none did?",
        {"returns": "LogsResponse.put_log_events"},
    ),
    q(
        "h228_moto_logs_responses",
        "calls",
        "who calls `_get_validated_param`",
        grep(r"self\._get_validated_param\(", LOGS),
    ),
    q(
        "h228_moto_logs_responses",
        "raises",
        "describe_log_groups with limit=100 fails with InvalidParameterException in moto. Where "
        "is that raised?",
        grep(r"if limit > 50:|Member must have value less than or equal to 50", LOGS),
    ),
    q(
        "h228_moto_logs_responses",
        "raises",
        "I call describe_metric_filters with a metricName but no metricNamespace and moto "
        "complains. Where's that error raised?",
        grep(
            r"If you include the metricName parameter in your request|"
            r"you must also include the metricNamespace parameter",
            LOGS,
        ),
    ),
    q(
        "h228_moto_logs_responses",
        "const",
        "where is REGEX_LOG_GROUP_NAME set",
        grep(r"^REGEX_LOG_GROUP_NAME = ", LOGS),
    ),
    run(
        "h228_moto_logs_responses",
        "Run {} and tell me which of the two names are accepted.",
        "from moto.logs.responses import REGEX_LOG_GROUP_NAME as R; import re; "
        "print([bool(re.fullmatch(R, s)) for s in ['/aws/lambda/x', 'bad name']])",
        "[True, False]",
    ),
    q(
        "h228_moto_logs_responses",
        "edit",
        "AWS lets us ask for more log groups per page now, so in moto/logs/responses.py please "
        "change `if limit > 50:` to `if limit > 100:`",
        {"effect": {"text_replaced": [LOGS, "if limit > 50:", "if limit > 100:"]}},
    ),
    q(
        "h228_moto_logs_responses",
        "edit",
        "The delivery handlers in LogsResponse (put/get/describe/delete for deliveries, delivery "
        "sources and delivery destinations) are all copy-paste. Refactor them into one generic "
        "table-driven dispatcher, please.",
        {"effect": {"declined": True}},
    ),
    q(
        "h228_moto_logs_responses",
        "which",
        "Which LogsResponse method handles creating a subscription filter?",
        {"body": "LogsResponse.put_subscription_filter"},
    ),
    q(
        "h228_moto_logs_responses",
        "which",
        "After I kick off a search across my logs I get a ticket back. Which handler do I hit "
        "with that ticket to fetch whatever the search found?",
        {"body": "LogsResponse.get_query_results"},
        own=True,
    ),
    q(
        "h228_moto_logs_responses",
        "how",
        "how does validate_param handle a value that breaks the length constraint vs one that "
        "doesn't match the pattern? and what if the value is None?",
        {"body": "validate_param"},
    ),
    q(
        "h228_moto_logs_responses",
        "how",
        "If I begin a search and name one bucket of logs and also pass a list of buckets in the "
        "same request, what happens? How is that sorted out?",
        {"body": "LogsResponse.start_query"},
        own=True,
    ),
]
