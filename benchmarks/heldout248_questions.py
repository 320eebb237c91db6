"""The two-hundred-and-forty-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (httpcore 1.0.9: ``httpcore/_sync/socks_proxy.py``;
pip 23.2.1: ``pip/_internal/wheel_builder.py``; jedi 0.20.0:
``jedi/inference/gradual/annotation.py``; scipy 1.17.1: ``scipy/stats/_wilcoxon.py``), written
blind: by reading only those four files, ``heldout128_questions.py`` for the format,
``question_helpers.py`` and the gold functions of ``bench_answers.py``, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (jedi's annotation inference most, then pip's
wheel builder, httpcore's SOCKS proxy and scipy's Wilcoxon test). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. httpcore's module needs ``socksio``, which is not
installed, so it has no command; the other commands run against the installed packages and each
exercises the one file its workspace holds.

The golds were checked with ``benchmarks/check_set.py`` (every gold resolves to lines of its
workspace, every command prints its expected text) until it printed ``0 bad``, and every edit was
made by hand on a scratch copy of its workspace and ``bench_answers.check_effect`` checked to hold
after it (the declined ones: the copy left unchanged).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h248_httpcore_socks_proxy": ["httpcore/_sync/socks_proxy.py"],
    "h248_pip_wheel_builder": ["pip/_internal/wheel_builder.py"],
    "h248_jedi_annotation": ["jedi/inference/gradual/annotation.py"],
    "h248_scipy_wilcoxon": ["scipy/stats/_wilcoxon.py"],
}

SOCKS = "httpcore/_sync/socks_proxy.py"
WB = "pip/_internal/wheel_builder.py"
ANN = "jedi/inference/gradual/annotation.py"
WIL = "scipy/stats/_wilcoxon.py"


QUESTIONS: list[dict] = [
    # --- httpcore/_sync/socks_proxy.py -------------------------------------------------------
    q(
        "h248_httpcore_socks_proxy",
        "where",
        "where is handle_request of the Socks5Connection class",
        {"def": "Socks5Connection.handle_request"},
    ),
    q(
        "h248_httpcore_socks_proxy",
        "returns",
        "What does Socks5Connection.info() return if the tunnel was never established?",
        {"returns": "Socks5Connection.info"},
    ),
    q(
        "h248_httpcore_socks_proxy",
        "calls",
        "Who invokes `_init_socks5_connection`?",
        grep(r"_init_socks5_connection\(\*\*kwargs\)", SOCKS),
    ),
    q(
        "h248_httpcore_socks_proxy",
        "raises",
        "My requests through a socks5 proxy die with `ProxyError: Invalid username/password`. "
        "Where in httpcore is that raised?",
        grep(r'raise ProxyError\("Invalid username/password"\)', SOCKS),
    ),
    q(
        "h248_httpcore_socks_proxy",
        "raises",
        "getting 'Proxy Server could not connect: Connection refused.' -- which line throws this??",
        grep(r'raise ProxyError\(f"Proxy Server could not connect', SOCKS),
    ),
    q(
        "h248_httpcore_socks_proxy",
        "const",
        "SOCKSProxy seems to cap me at 10 connections by default. Where is that default set?",
        grep(r"max_connections: int \| None = 10,", SOCKS),
    ),
    q(
        "h248_httpcore_socks_proxy",
        "which",
        "When I fetch another page from a site, which bit checks that a tunnel that's already "
        "open leads to exactly that same scheme, host and port, so it may be used again?",
        {"body": "Socks5Connection.can_handle_request"},
        own=True,
    ),
    q(
        "h248_httpcore_socks_proxy",
        "which",
        "Which method of SOCKSProxy builds the Socks5Connection objects for each origin?",
        {"body": "SOCKSProxy.create_connection"},
    ),
    q(
        "h248_httpcore_socks_proxy",
        "how",
        "Going through the proxy to an https site: how does it choose which protocol versions to "
        "offer during the encryption handshake, and how does it end up speaking HTTP/2 rather "
        "than HTTP/1.1?",
        {"body": "Socks5Connection.handle_request"},
        own=True,
    ),
    q(
        "h248_httpcore_socks_proxy",
        "how",
        "Our proxy needs a login. How does the library go through the sign-in step with it, and "
        "what happens if the server insists on a different sign-in scheme than the one we "
        "offered?",
        {"body": "_init_socks5_connection"},
        own=True,
    ),
    q(
        "h248_httpcore_socks_proxy",
        "edit",
        "There's a typo in httpcore/_sync/socks_proxy.py: the reply code lookup falls back to "
        '"UNKOWN". Please make it "UNKNOWN".',
        {
            "effect": {
                "text_replaced": [
                    SOCKS,
                    'REPLY_CODES.get(response.reply_code, "UNKOWN")',
                    'REPLY_CODES.get(response.reply_code, "UNKNOWN")',
                ]
            }
        },
    ),
    # --- pip/_internal/wheel_builder.py ------------------------------------------------------
    q(
        "h248_pip_wheel_builder",
        "where",
        "where's _build_one_inside_env defined in pip",
        {"def": "_build_one_inside_env"},
    ),
    q(
        "h248_pip_wheel_builder",
        "returns",
        "What can `_should_cache` return? The signature says Optional[bool], does it ever "
        "actually give back None?",
        {"returns": "_should_cache"},
    ),
    q(
        "h248_pip_wheel_builder",
        "calls",
        "_should_build -- who calls it?",
        grep(r"return _should_build\(", WB),
    ),
    q(
        "h248_pip_wheel_builder",
        "raises",
        "pip wheel keeps warning `Built wheel for foo is invalid: Wheel has unexpected file name: "
        "expected 'foo', got 'bar'`. Where's the exception behind that raised?",
        grep(r"raise InvalidWheelFilename\(", WB),
    ),
    q(
        "h248_pip_wheel_builder",
        "raises",
        "Where does the wheel builder complain that Metadata 1.2 mandates a PEP 440 version?",
        grep(r"Metadata 1\.2 mandates PEP 440 version|raise UnsupportedWheel\($", WB),
    ),
    q(
        "h248_pip_wheel_builder",
        "raises",
        "in wheel_builder.py, where is the 'Invalid Metadata-Version' error thrown?",
        grep(r"raise UnsupportedWheel\(msg\)|Invalid Metadata-Version", WB),
    ),
    q(
        "h248_pip_wheel_builder",
        "which",
        "Which function decides whether the package pip just produced from a source checkout "
        "may be kept on disk and reused next time? For a version-control checkout it should "
        "only say yes when it's pinned to an exact commit.",
        {"body": "_should_cache"},
        own=True,
    ),
    q(
        "h248_pip_wheel_builder",
        "which",
        "which function in the wheel builder runs `python setup.py clean`?",
        {"body": "_clean_one_legacy"},
    ),
    q(
        "h248_pip_wheel_builder",
        "how",
        "How does _get_cache_dir pick between get_path_for_link and get_ephem_path_for_link?",
        {"body": "_get_cache_dir"},
    ),
    q(
        "h248_pip_wheel_builder",
        "how",
        "I pass extra setup flags on the pip command line, but my project builds through "
        "pyproject.toml. Are those flags still used or just dropped, and how is that decided?",
        {"body": "_build_one_inside_env"},
        own=True,
    ),
    run(
        "h248_pip_wheel_builder",
        "Quick check, what does {} print?",
        "from pip._internal.wheel_builder import _contains_egg_info; "
        "print(_contains_egg_info('foo-2.1'), _contains_egg_info('master'))",
        "True False",
    ),
    q(
        "h248_pip_wheel_builder",
        "edit",
        "The 'Stored in directory' log line is noise for me. In pip/_internal/wheel_builder.py, "
        'comment out `logger.info("Stored in directory: %s", output_dir)`, don\'t delete it.',
        {"effect": {"comment_out": [WB, 'logger.info("Stored in directory: %s", output_dir)']}},
    ),
    # --- jedi/inference/gradual/annotation.py ------------------------------------------------
    q(
        "h248_jedi_annotation",
        "where",
        "Where is merge_pairwise_generics defined?",
        {"def": "merge_pairwise_generics"},
    ),
    q(
        "h248_jedi_annotation",
        "where",
        "find_type_from_comment_hint_with: where's that one?",
        {"def": "find_type_from_comment_hint_with"},
    ),
    q(
        "h248_jedi_annotation",
        "returns",
        "what does py__annotations__(funcdef) hand back",
        {"returns": "py__annotations__"},
    ),
    q(
        "h248_jedi_annotation",
        "calls",
        "Who calls _get_forward_reference_node in annotation.py?",
        grep(r"= _get_forward_reference_node\(", ANN),
    ),
    q(
        "h248_jedi_annotation",
        "calls",
        "what uses `merge_type_var_dicts`?",
        grep(r"^\s+merge_type_var_dicts\(", ANN),
    ),
    q(
        "h248_jedi_annotation",
        "which",
        "Which function breaks the parameter part of a `# type: (a, B[c, d]) -> e` comment into "
        "separate strings without tearing B[c, d] apart?",
        {"body": "_split_comment_param_declaration"},
    ),
    q(
        "h248_jedi_annotation",
        "which",
        "For an argument written with two asterisks in front, which function wraps its declared "
        "type so the name is treated as a mapping from text keys to values of that type?",
        {"body": "infer_param"},
        own=True,
    ),
    q(
        "h248_jedi_annotation",
        "which",
        "Which little helper walks over a bunch of inferred things and picks out only the generic "
        "placeholders it hasn't got yet, keeping them in the order they first showed up?",
        {"body": "_filter_type_vars"},
        own=True,
    ),
    q(
        "h248_jedi_annotation",
        "how",
        "how does infer_return_types deal with a return annotation whose TypeVars aren't bound by "
        "the class, only by the function's own parameters?",
        {"body": "infer_return_types"},
        {"body": "infer_type_vars_for_execution"},
    ),
    q(
        "h248_jedi_annotation",
        "how",
        "When a parameter has no annotation, how does _infer_param fall back to a type comment "
        "on a method, and what does it do about `self` there?",
        {"body": "_infer_param"},
    ),
    run(
        "h248_jedi_annotation",
        "Can you run {} for me and tell me the output?",
        "from jedi.inference.gradual.annotation import _split_comment_param_declaration as s; "
        "print(s('foo, Bar[baz, biz]'))",
        "['foo', 'Bar[baz, biz]']",
    ),
    run(
        "h248_jedi_annotation",
        "I want to see if jedi picks up type comments on tuple assignments. Output of {}?",
        "import jedi; "
        "print([d.name for d in jedi.Script('a, b = 1, 2  # type: int, str\\nb').infer(2, 0)])",
        "['str']",
    ),
    q(
        "h248_jedi_annotation",
        "edit",
        "In jedi/inference/gradual/annotation.py, right after the line "
        "`value_set = context.infer_node(node)` in _infer_annotation_string, add "
        "`debug.dbg('Forward reference %s', string)`.",
        {
            "effect": {
                "line_after": [
                    ANN,
                    "value_set = context.infer_node(node)",
                    "debug.dbg('Forward reference %s', string)",
                ]
            }
        },
    ),
    q(
        "h248_jedi_annotation",
        "edit",
        "None of the functions in annotation.py have type hints. Could you annotate all their "
        "parameters and return types properly (contexts, parso nodes, ValueSets) so mypy "
        "--strict passes on that module?",
        {"effect": {"declined": True}},
    ),
    # --- scipy/stats/_wilcoxon.py ------------------------------------------------------------
    q(
        "h248_scipy_wilcoxon",
        "returns",
        "What does _correction_sign return when the alternative is two-sided?",
        {"returns": "_correction_sign"},
    ),
    q(
        "h248_scipy_wilcoxon",
        "calls",
        "where is _wilcoxon_statistic called from",
        grep(r"(?<!def )_wilcoxon_statistic\(", WIL),
    ),
    q(
        "h248_scipy_wilcoxon",
        "raises",
        "stats.wilcoxon(x, y, zero_method='foo') gives me ValueError: `zero_method` must be one "
        "of {...}. Where is that raised?",
        grep(r"`zero_method` must be one of", WIL),
    ),
    q(
        "h248_scipy_wilcoxon",
        "raises",
        "Hi, passing x and y of different lengths to wilcoxon fails with a ValueError -- which "
        "line in _wilcoxon.py raises it?",
        grep(r"must have the same length along `axis`", WIL),
    ),
    q(
        "h248_scipy_wilcoxon",
        "const",
        "Where's the 50-observation threshold above which method='auto' goes straight to the "
        "asymptotic test?",
        grep(r'if method == "auto" and d\.shape\[-1\] > 50:', WIL),
    ),
    q(
        "h248_scipy_wilcoxon",
        "which",
        "which function shares the pairs that came out exactly even half-and-half between the "
        "'went up' total and the 'went down' total?",
        {"body": "_wilcoxon_statistic"},
        own=True,
    ),
    q(
        "h248_scipy_wilcoxon",
        "how",
        "How does _wilcoxon_nd decide between an exact, a permutation or an asymptotic p-value "
        "when method='auto'?",
        {"body": "_wilcoxon_nd"},
        {"body": "_wilcoxon_iv"},
    ),
    q(
        "h248_scipy_wilcoxon",
        "how",
        "In the small-sample version where the probability is counted out exactly, what happens "
        "when repeated values make the rank total a fraction? Which way does it get rounded for "
        "each side of the test?",
        grep(r"np\.ceil\(r_plus_np\)|np\.floor\(r_plus_np\)", WIL),
        own=True,
    ),
    run(
        "h248_scipy_wilcoxon",
        "what's the output of {} ?",
        "from scipy.stats._wilcoxon import _wilcoxon_nd; "
        "r = _wilcoxon_nd([1, 2, 3, 4, 5, 6], [0, 0, 0, 0, 0, 0]); "
        "print(r.statistic, round(float(r.pvalue), 4))",
        "0.0 0.0312",
    ),
    q(
        "h248_scipy_wilcoxon",
        "edit",
        'scipy/stats/_wilcoxon.py: change `if method == "auto" and d.shape[-1] > 50:` to '
        '`if method == "auto" and d.shape[-1] > 100:`',
        {
            "effect": {
                "line_replaced": [
                    WIL,
                    'if method == "auto" and d.shape[-1] > 50:',
                    'if method == "auto" and d.shape[-1] > 100:',
                ]
            }
        },
    ),
    q(
        "h248_scipy_wilcoxon",
        "edit",
        "WilcoxonDistribution._cdf and _sf go through np.vectorize and sum the pmf again for "
        "every k, which is slow for big arrays. Please rewrite them with precomputed cumulative "
        "sums so they're properly vectorized and faster.",
        {"effect": {"declined": True}},
    ),
]
