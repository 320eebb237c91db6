"""The hundred-and-ninety-fifth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (scipy 1.17.1: ``scipy/stats/_binomtest.py``;
pandas 3.1.1: ``pandas/core/indexers/utils.py``; moto 5.2.1: ``moto/kms/utils.py``; Jinja2 3.1.6:
``jinja2/idtracking.py``), written blind: by reading only those files, never the model's code or
its notes, and committed before the model was asked any of them. Nothing is tuned on it: only its
totals are looked at.

The questions are weighted by the size of the files (pandas' indexer utilities most, then moto's
KMS helpers, scipy's binomial test, Jinja's identifier tracking). About a fifth of the questions
that are not edits are in the user's own words (``"own": True``: behaviour described in everyday
words the code does not use for it); the rest name the code, run a command or ask for an edit,
each in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the
whole package to import, so they run against the installed package; each exercises the one file
its workspace holds (all four modules import, so each file has one run).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h195_scipy_binomtest": ["scipy/stats/_binomtest.py"],
    "h195_pandas_indexers": ["pandas/core/indexers/utils.py"],
    "h195_moto_kms": ["moto/kms/utils.py"],
    "h195_jinja2_idtracking": ["jinja2/idtracking.py"],
}

BINOM = "scipy/stats/_binomtest.py"
IDX = "pandas/core/indexers/utils.py"
KMS = "moto/kms/utils.py"
IDT = "jinja2/idtracking.py"


QUESTIONS: list[dict] = [
    # --- scipy/stats/_binomtest.py -----------------------------------------------------------
    q(
        "h195_scipy_binomtest",
        "where",
        "where's proportion_ci defined? the method you call on the binomtest result",
        {"def": "BinomTestResult.proportion_ci"},
    ),
    q(
        "h195_scipy_binomtest",
        "returns",
        "What does `_binary_search_for_binom_tst` give back when the value it searches for sits "
        "between two entries rather than exactly on one?",
        {"returns": "_binary_search_for_binom_tst"},
    ),
    q(
        "h195_scipy_binomtest",
        "calls",
        "which lines in _binomtest.py call `_findp`?",
        grep(r"= _findp\(", BINOM),
    ),
    q(
        "h195_scipy_binomtest",
        "raises",
        "binomtest(12, 10) blows up saying k must not be greater than n. where's that raise?",
        grep(r"must not be greater than n", BINOM),
    ),
    q(
        "h195_scipy_binomtest",
        "const",
        "The two-sided branch of binomtest pads the pmf comparison with a tiny relative "
        "tolerance. Where is that factor set?",
        grep(r"rerr = 1 \+ 1e-7", BINOM),
    ),
    q(
        "h195_scipy_binomtest",
        "which",
        "Which helper keeps halving an interval to find the count on the far side of the most "
        "likely outcome, so the opposite end can be added up too?",
        {"def": "_binary_search_for_binom_tst"},
        own=True,
    ),
    q(
        "h195_scipy_binomtest",
        "how",
        "how does binomtest work out the two-sided p-value? does it just double the one-sided one?",
        grep(
            r"d = binom\.pmf\(k, n, p\)|rerr = 1 \+ 1e-7|if k == p \* n:|elif k < p \* n:"
            r"|ix = _binary_search_for_binom_tst\(|y = n - ix|y = ix \+ 1|pval = binom\.cdf\(k, n, p\) \+"
            r"|pval = binom\.cdf\(y-1|pval = min\(1\.0, pval\)",
            BINOM,
        ),
    ),
    q(
        "h195_scipy_binomtest",
        "how",
        "I flipped a coin 20 times and got no heads at all. When I ask for the range the true "
        "heads rate plausibly lies in, how is the bottom end of that range worked out?",
        {"body": "_binom_exact_conf_int"},
        {"body": "_binom_wilson_conf_int"},
        own=True,
    ),
    run(
        "h195_scipy_binomtest",
        "Run {} and tell me the statistic and p-value it reports.",
        "from scipy.stats._binomtest import binomtest; print(binomtest(2, 4, alternative='less'))",
        "statistic=0.5, pvalue=0.6875",
    ),
    q(
        "h195_scipy_binomtest",
        "edit",
        "in scipy/stats/_binomtest.py please rename the helper `_findp` to `_solve_for_p`, "
        "definition and every call",
        {"effect": {"renamed": ["_findp", "_solve_for_p"]}},
    ),
    q(
        "h195_scipy_binomtest",
        "edit",
        "Could you add full type annotations to every function in _binomtest.py and make sure "
        "mypy --strict passes on it?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/core/indexers/utils.py -------------------------------------------------------
    q(
        "h195_pandas_indexers",
        "where",
        "Where is check_key_length defined?",
        {"def": "check_key_length"},
    ),
    q(
        "h195_pandas_indexers",
        "returns",
        "check_setitem_lengths: what does it actually return? I assumed True meant the lengths "
        "matched, but now I'm not so sure.",
        {"returns": "check_setitem_lengths"},
    ),
    q(
        "h195_pandas_indexers",
        "calls",
        "Where in indexers/utils.py is is_list_like_indexer used?",
        grep(r"not is_list_like_indexer\(", IDX),
    ),
    q(
        "h195_pandas_indexers",
        "raises",
        "`indices are out-of-bounds` -- which lines raise that IndexError?",
        grep(r'raise IndexError\("indices are out-of-bounds"\)', IDX),
    ),
    q(
        "h195_pandas_indexers",
        "raises",
        "pd.api.indexers.check_array_indexer gave me 'Boolean index has wrong length: 3 instead "
        "of 2'. Where is that thrown?",
        grep(r'raise IndexError\($|f"Boolean index has wrong length', IDX),
    ),
    q(
        "h195_pandas_indexers",
        "raises",
        "where does pandas refuse a one-element list wrapping a slice, like obj[[slice(0, 2)]]?",
        grep(r"Indexing with a single-item list containing a", IDX),
    ),
    q(
        "h195_pandas_indexers",
        "raises",
        "I'm putting 3 numbers into 5 spots that I picked out by position with a plain python "
        "list, and it errors. Where does that get rejected?",
        grep(r'"with a different length than the value"', IDX),
        own=True,
    ),
    q(
        "h195_pandas_indexers",
        "which",
        "Which function checks that a slice's start, stop and step are all ints or None?",
        {"def": "is_valid_positional_slice"},
    ),
    q(
        "h195_pandas_indexers",
        "which",
        "which function tells me ahead of time whether pulling a piece out of an array will "
        "share memory with the original or hand me a separate copy?",
        {"def": "getitem_returns_view"},
        own=True,
    ),
    q(
        "h195_pandas_indexers",
        "which",
        "which function in pandas/core/indexers/utils.py converts negative indices to positive "
        "ones? it has a `verify` flag I think",
        {"def": "maybe_convert_indices"},
    ),
    q(
        "h195_pandas_indexers",
        "how",
        "How does length_of_indexer cope with a range so huge that len() overflows?",
        {"body": "length_of_indexer"},
    ),
    q(
        "h195_pandas_indexers",
        "how",
        "If I filter with a yes/no mask that has a few blank entries in it, what happens to the "
        "blanks: are they kept, dropped, or is it an error?",
        grep(r"if is_bool_dtype\(dtype\):|to_numpy\(dtype=bool, na_value=False\)", IDX),
        own=True,
    ),
    run(
        "h195_pandas_indexers",
        "what does {} print?",
        "from pandas.core.indexers.utils import maybe_convert_indices; "
        "print(maybe_convert_indices([-1, 0, 2], 5))",
        "[4 0 2]",
    ),
    q(
        "h195_pandas_indexers",
        "edit",
        "In pandas/core/indexers/utils.py, comment out the line `indices = indices.copy()` in "
        "maybe_convert_indices. I want to see whether anything relies on the copy.",
        {"effect": {"comment_out": [IDX, "indices = indices.copy()"]}},
    ),
    q(
        "h195_pandas_indexers",
        "edit",
        "change the error text 'too many indices for array.' in unpack_tuple_and_ellipses to "
        "'too many indices for a 1-D array.' please",
        {
            "effect": {
                "text_replaced": [
                    IDX,
                    '"too many indices for array."',
                    '"too many indices for a 1-D array."',
                ]
            }
        },
    ),
    # --- moto/kms/utils.py -------------------------------------------------------------------
    q(
        "h195_moto_kms",
        "where",
        "where is the ECDSAPrivateKey class in moto's kms utils?",
        {"def": "ECDSAPrivateKey"},
    ),
    q(
        "h195_moto_kms",
        "returns",
        "what does decrypt() in moto/kms/utils.py return, just the plaintext?",
        {"returns": "decrypt"},
    ),
    q(
        "h195_moto_kms",
        "calls",
        "Who calls validate_signing_algorithm?",
        grep(r"^\s+validate_signing_algorithm\(", KMS),
    ),
    q(
        "h195_moto_kms",
        "calls",
        "Where is `_serialize_encryption_context` called from? Both encrypt and decrypt, or only "
        "one of them?",
        grep(r"aad = _serialize_encryption_context\(", KMS),
    ),
    q(
        "h195_moto_kms",
        "raises",
        "moto hands me an InvalidCiphertextException on decrypt. Which lines throw it?",
        grep(r"raise InvalidCiphertextException\(\)", KMS),
    ),
    q(
        "h195_moto_kms",
        "raises",
        "encrypting an empty bytes string against the mock fails with a validation error. where "
        "is that check?",
        grep(r"Member must have length greater than or equal to 1", KMS),
    ),
    q(
        "h195_moto_kms",
        "const",
        "where's the IV length for the fake AES-GCM encryption set, and how many bytes is it?",
        grep(r"^IV_LEN = ", KMS),
    ),
    q(
        "h195_moto_kms",
        "which",
        "Which function makes the key ids and sticks `mrk-` on the front for multi-region keys?",
        {"def": "generate_key_id"},
    ),
    q(
        "h195_moto_kms",
        "which",
        "Which function just hands me however many random bytes I ask for, straight from the "
        "operating system?",
        {"def": "generate_data_key"},
        own=True,
    ),
    q(
        "h195_moto_kms",
        "how",
        "When encrypt can't find the key, how does it decide whether the error message says "
        "Alias or keyId?",
        grep(r'is_alias = key_id\.startswith|id_type = "Alias"', KMS),
    ),
    q(
        "h195_moto_kms",
        "how",
        "if I ask for a new key pair and name a kind it doesn't recognise, what do I end up "
        "with? does it error out or quietly pick something?",
        {"body": "generate_private_key"},
        own=True,
    ),
    run(
        "h195_moto_kms",
        "can you execute {} and show me the bytes it prints?",
        "from moto.kms.utils import _serialize_encryption_context as s; "
        "print(s({'b': '2', 'a': '1'}))",
        "b'a1b2'",
    ),
    q(
        "h195_moto_kms",
        "edit",
        "Set MASTER_KEY_LEN in moto/kms/utils.py to 64.",
        {"effect": {"value_set": [KMS, "MASTER_KEY_LEN", "64"]}},
    ),
    # --- jinja2/idtracking.py ----------------------------------------------------------------
    q(
        "h195_jinja2_idtracking",
        "where",
        "where is dump_param_targets defined",
        {"def": "Symbols.dump_param_targets"},
    ),
    q(
        "h195_jinja2_idtracking",
        "returns",
        "What does Symbols.find_load return when no scope up the chain knows the target?",
        {"returns": "Symbols.find_load"},
    ),
    q(
        "h195_jinja2_idtracking",
        "calls",
        "show me every place that calls find_ref in idtracking.py",
        grep(r"\.find_ref\(", IDT),
    ),
    q(
        "h195_jinja2_idtracking",
        "raises",
        "My template compile died with 'Tried to resolve a name to a reference that was unknown "
        "to the frame'. Where's that AssertionError raised?",
        grep(r"raise AssertionError\(", IDT),
    ),
    q(
        "h195_jinja2_idtracking",
        "which",
        "Which method of FrameSymbolVisitor deals with {% if %} / elif / else when it collects "
        "symbols?",
        {"def": "FrameSymbolVisitor.visit_If"},
    ),
    q(
        "h195_jinja2_idtracking",
        "which",
        "Which class keeps track, per nesting depth in a template, of the generated local "
        "variable names and what each one should start out as?",
        {"def": "Symbols"},
        own=True,
    ),
    q(
        "h195_jinja2_idtracking",
        "how",
        "How does Symbols.store decide between aliasing an outer variable and marking the name "
        "undefined?",
        {"body": "Symbols.store"},
    ),
    q(
        "h195_jinja2_idtracking",
        "how",
        "In a template where a variable only gets a value down one path of a conditional, how "
        "are the different paths reconciled afterwards?",
        {"body": "Symbols.branch_update"},
        {"body": "FrameSymbolVisitor.visit_If"},
        own=True,
    ),
    run(
        "h195_jinja2_idtracking",
        "Quick one: run {} -- what does it list for y?",
        "from jinja2 import Environment; from jinja2.idtracking import symbols_for_node; "
        "s = symbols_for_node(Environment().parse('{% set x = y %}{{ x }}')); "
        "print(sorted(s.loads.items()))",
        "('l_0_y', ('resolve', 'y'))",
    ),
    q(
        "h195_jinja2_idtracking",
        "edit",
        "Symbols.copy in jinja2/idtracking.py has no docstring. Add one saying it returns a "
        "shallow copy whose refs, loads and stores can change without touching the original.",
        {"effect": {"docstring": "Symbols.copy"}},
    ),
]
