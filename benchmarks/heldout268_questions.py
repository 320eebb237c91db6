"""The two-hundred-and-sixty-eighth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (pandas 3.1.1:
``pandas/core/computation/expressions.py``; numpy 2.4.6: ``numpy/_core/_dtype.py``; distributed
2026.8.0: ``distributed/http/scheduler/info.py``; Pygments 2.20.0: ``pygments/lexers/felix.py``),
written blind: by reading only those files, ``question_helpers.py`` and the gold functions of
``bench_answers.py``, never the model's code or its notes, and committed before the model was asked
any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (numpy's dtype helpers and pandas' numexpr
glue most, then distributed's scheduler info pages, Pygments' Felix lexer). About a fifth of the
non-edit questions are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.

How the golds were checked: ``benchmarks/check_set.py`` on this file printed ``0 bad`` (every gold
names exactly one definition or matches lines of its file); every command was run and its expected
text found in the output; every edit that is not declined was made by hand on a scratch copy of its
workspace and ``bench_answers.check_effect`` held after it (and not before it).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h268_pandas_expressions": ["pandas/core/computation/expressions.py"],
    "h268_numpy_dtype": ["numpy/_core/_dtype.py"],
    "h268_distributed_info": ["distributed/http/scheduler/info.py"],
    "h268_pygments_felix": ["pygments/lexers/felix.py"],
}

EXPR = "pandas/core/computation/expressions.py"
DTYPE = "numpy/_core/_dtype.py"
INFO = "distributed/http/scheduler/info.py"
FELIX = "pygments/lexers/felix.py"


QUESTIONS: list[dict] = [
    # --- numpy/_core/_dtype.py ---------------------------------------------------------------
    q(
        "h268_numpy_dtype",
        "where",
        "where's _struct_dict_str defined",
        {"def": "_struct_dict_str"},
    ),
    q(
        "h268_numpy_dtype",
        "returns",
        "What does `_byte_order_str` give back? Say for a dtype whose byteorder is '|' vs '='?",
        {"returns": "_byte_order_str"},
    ),
    q(
        "h268_numpy_dtype",
        "returns",
        "what are the possible return values of _name_includes_bit_suffix, i.e. when is it False",
        {"returns": "_name_includes_bit_suffix"},
    ),
    q(
        "h268_numpy_dtype",
        "calls",
        "Which functions in numpy/_core/_dtype.py call _unpack_field?",
        grep(r"fld_dtype, \w+, title = _unpack_field\(", DTYPE),
    ),
    q(
        "h268_numpy_dtype",
        "calls",
        "who uses `_datetime_metadata_str`?",
        grep(r"(?<!def )_datetime_metadata_str\(", DTYPE),
    ),
    q(
        "h268_numpy_dtype",
        "raises",
        "Got `RuntimeError: internal dtype error, unknown kind 'x'` from a custom dtype of mine. "
        "Where is that raised?",
        grep(r"internal dtype error, unknown kind", DTYPE),
    ),
    q(
        "h268_numpy_dtype",
        "raises",
        "where does the dtype repr code throw 'NumPy dtype unrecognized type number'",
        grep(r"NumPy dtype unrecognized type number", DTYPE),
    ),
    q(
        "h268_numpy_dtype",
        "which",
        "For a record type with several columns, which piece checks that the columns sit back to "
        "back in memory with nothing wasted in between, so a plain list is enough to rebuild it?",
        {"body": "_is_packed"},
        own=True,
    ),
    q(
        "h268_numpy_dtype",
        "which",
        "where does the short label you read off a type, like uint16 or datetime64[s], get put "
        "together -- the number-of-bits bit on the end and all?",
        {"body": "_name_get"},
        own=True,
    ),
    q(
        "h268_numpy_dtype",
        "how",
        "How does repr() of a dtype decide whether to append `, align=True`?",
        {"body": "__repr__"},
    ),
    q(
        "h268_numpy_dtype",
        "how",
        "When I print a record type, sometimes I get a neat list of (name, type) pairs and "
        "sometimes a big dictionary with offsets and sizes in it. How does it choose which one?",
        {"body": "_struct_str"},
        own=True,
    ),
    run(
        "h268_numpy_dtype",
        "What does {} print for the aligned struct?",
        "import numpy as np; print(np.dtype([('a', 'u1'), ('b', '<f8')], align=True))",
        "'offsets': [0, 8]",
    ),
    q(
        "h268_numpy_dtype",
        "edit",
        "Please give _datetime_metadata_str in numpy/_core/_dtype.py a docstring: it returns the "
        "'[unit]' or '[countunit]' suffix of a datetime/timedelta dtype, or '' for generic units.",
        {"effect": {"docstring": "_datetime_metadata_str"}},
    ),
    q(
        "h268_numpy_dtype",
        "edit",
        "_byte_order_str builds two throwaway dtypes every time it runs, and repr of big "
        "structured dtypes feels slow. Can you restructure the repr helpers so they're cached and "
        "show me timings proving it's faster?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/core/computation/expressions.py ----------------------------------------------
    q(
        "h268_pandas_expressions",
        "where",
        "Where is `set_numexpr_threads` defined?",
        {"def": "set_numexpr_threads"},
    ),
    q(
        "h268_pandas_expressions",
        "returns",
        "what does _can_use_numexpr return",
        {"returns": "_can_use_numexpr"},
    ),
    q(
        "h268_pandas_expressions",
        "calls",
        "Who calls _can_use_numexpr in pandas' expressions module?",
        grep(r"(?<!def )_can_use_numexpr\(", EXPR),
    ),
    q(
        "h268_pandas_expressions",
        "raises",
        "If numexpr throws NotImplementedError during evaluation, where does pandas let it "
        "propagate instead of falling back?",
        grep(r"^\s+raise$", EXPR),
    ),
    q(
        "h268_pandas_expressions",
        "raises",
        "I keep seeing \"evaluating in Python space because the '+' operator is not supported by "
        "numexpr for the bool dtype\". where's that warning emitted?",
        grep(r"warnings\.warn\(", EXPR),
    ),
    q(
        "h268_pandas_expressions",
        "raises",
        "expressions.where() died with a bare AssertionError for me -- which line asserts?",
        grep(r"assert _where is not None", EXPR),
    ),
    q(
        "h268_pandas_expressions",
        "const",
        "Where's the minimum array size for numexpr set, and what's the value?",
        grep(r"^_MIN_ELEMENTS = ", EXPR),
    ),
    q(
        "h268_pandas_expressions",
        "which",
        "Which function swaps _evaluate and _where between the numexpr, blocked and standard "
        "implementations?",
        {"body": "set_use_numexpr"},
    ),
    q(
        "h268_pandas_expressions",
        "which",
        "After the fast math library hands back its answer, what makes sure the integers come "
        "back as the normal integer type numpy would use and not some look-alike that compares "
        "equal but isn't the same?",
        {"body": "normalize_numexpr_result"},
        own=True,
    ),
    q(
        "h268_pandas_expressions",
        "how",
        "how does _evaluate_numexpr handle reversed ops like radd / rsub?",
        grep(r"is_reversed = op\.__name__|left_op, right_op = right_op, left_op", EXPR),
    ),
    q(
        "h268_pandas_expressions",
        "how",
        "on a really big frame, if I add or multiply two columns of true/false values, does it "
        "just crash or does something quietly do it the slow way and tell me?",
        {"body": "_bool_arith_fallback"},
        own=True,
    ),
    run(
        "h268_pandas_expressions",
        "can you run {} and tell me the output",
        "import operator; from pandas.core.computation import expressions as e; "
        "print(e._op_str_mapping[operator.pow], e._op_str_mapping[operator.mod], e._MIN_ELEMENTS)",
        "** None 1000000",
    ),
    q(
        "h268_pandas_expressions",
        "edit",
        "In pandas/core/computation/expressions.py, lower _MIN_ELEMENTS from 1_000_000 to 500_000.",
        {"effect": {"value_set": [EXPR, "_MIN_ELEMENTS", "500_000"]}},
    ),
    q(
        "h268_pandas_expressions",
        "edit",
        "Most functions in expressions.py have untyped arguments (op, left_op, right_op, cond...). "
        "Add precise type hints to all of them and make sure mypy --strict passes.",
        {"effect": {"declined": True}},
    ),
    # --- distributed/http/scheduler/info.py --------------------------------------------------
    q(
        "h268_distributed_info",
        "where",
        "where is EventstreamHandler.on_message",
        {"def": "EventstreamHandler.on_message"},
    ),
    q(
        "h268_distributed_info",
        "returns",
        "What can `_get_actual_scheduler_key` return -- the string itself, a tuple, something else?",
        {"returns": "_get_actual_scheduler_key"},
    ),
    q(
        "h268_distributed_info",
        "calls",
        "Which handlers call _get_actual_scheduler_key?",
        grep(r"= _get_actual_scheduler_key\(", INFO),
    ),
    q(
        "h268_distributed_info",
        "raises",
        "Where does the key lookup for the task page raise KeyError when nothing matches?",
        grep(r"raise KeyError\(key\)", INFO),
    ),
    q(
        "h268_distributed_info",
        "raises",
        "list every place in the scheduler info handlers that sends back a 404",
        grep(r"self\.send_error\(404\)", INFO),
    ),
    q(
        "h268_distributed_info",
        "const",
        "Where is API_ENABLED computed in info.py?",
        grep(r"^API_ENABLED = ", INFO),
    ),
    q(
        "h268_distributed_info",
        "which",
        "Which handler serves individual-plots.json, combining the bokeh app paths with the static "
        "html files?",
        {"body": "IndividualPlots"},
    ),
    q(
        "h268_distributed_info",
        "which",
        "Before an update gets pushed down the live connection to the browser, something throws "
        "away any raw binary values in it. Which part does that?",
        {"body": "EventstreamHandler.send"},
        own=True,
    ),
    q(
        "h268_distributed_info",
        "how",
        "How does _get_actual_scheduler_key turn the URL text back into a tuple or bytes key?",
        {"body": "_get_actual_scheduler_key"},
    ),
    q(
        "h268_distributed_info",
        "how",
        "I clicked through to see what one job is doing right now, but it hasn't started yet. "
        "What does the page show me then, how is that decided?",
        {"body": "TaskCallStack.get"},
        own=True,
    ),
    run(
        "h268_distributed_info",
        "I want to see how task keys come back from URLs: what does {} print?",
        "from types import SimpleNamespace as S; "
        "from distributed.http.scheduler.info import _get_actual_scheduler_key as k; "
        "print(repr(k('(%27x%27,%201)', S(tasks={('x', 1): 0}))))",
        "('x', 1)",
    ),
    q(
        "h268_distributed_info",
        "edit",
        'comment out the `(r"eventstream", EventstreamHandler, {}),` route in '
        "distributed/http/scheduler/info.py, we don't want the websocket exposed",
        {"effect": {"comment_out": [INFO, '(r"eventstream", EventstreamHandler, {}),']}},
    ),
    # --- pygments/lexers/felix.py ------------------------------------------------------------
    q(
        "h268_pygments_felix",
        "where",
        "Where's the FelixLexer class?",
        {"def": "FelixLexer"},
    ),
    q(
        "h268_pygments_felix",
        "calls",
        "which lexer states pull in the 'operators' rules?",
        grep(r"include\('operators'\)", FELIX),
    ),
    q(
        "h268_pygments_felix",
        "which",
        "Which token type do Felix words like `inline`, `export` and `requires` get highlighted as?",
        grep(r"keyword_directives", FELIX),
    ),
    q(
        "h268_pygments_felix",
        "which",
        "Which state of the Felix lexer deals with nested /* ... */ comments?",
        grep(r"'comment2'|\(r'/\[\*\]', Comment\.Multiline, '#push'\)", FELIX),
    ),
    q(
        "h268_pygments_felix",
        "how",
        "How does the Felix lexer handle `#if 0` blocks, including nested #if/#endif inside them?",
        grep(r"'if0'", FELIX),
    ),
    q(
        "h268_pygments_felix",
        "how",
        "when the highlighter hits the word that starts a function in this language, how does it "
        "know to color the next word as the function's name -- and what if there's no name at all?",
        grep(r"'funcname'|# anonymous functions", FELIX),
        own=True,
    ),
    run(
        "h268_pygments_felix",
        "What's the output of {}?",
        "from pygments.lexers.felix import FelixLexer; "
        "print(list(FelixLexer().get_tokens('fun foo'))[:3])",
        "(Token.Name.Function, 'foo')",
    ),
    q(
        "h268_pygments_felix",
        "edit",
        "FelixLexer's url still points at http://www.felix-lang.org; switch it to "
        "https://www.felix-lang.org (pygments/lexers/felix.py).",
        {
            "effect": {
                "text_replaced": [
                    FELIX,
                    "url = 'http://www.felix-lang.org'",
                    "url = 'https://www.felix-lang.org'",
                ]
            }
        },
    ),
]
