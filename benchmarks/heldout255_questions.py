"""The two-hundred-and-fifty-fifth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (pandas 3.1.1: ``pandas/core/dtypes/missing.py``;
fonttools 4.69.1: ``fontTools/misc/iftSparseBitSet.py``; dask 2026.8.0:
``dask/diagnostics/profile.py``; cryptography 48.0.0: ``cryptography/hazmat/asn1/asn1.py``),
written blind: by reading only those files, never the model's code or its notes, and committed
before the model was asked any of them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (pandas' missing-value helpers most, then
cryptography's declarative ASN.1 module, dask's profilers, fontTools' sparse bit sets). About a
fifth of the non-edit questions are in the user's own words (``"own": True``: behaviour described
in everyday words the code does not use for it); the rest name the code, run a command or ask for
an edit, each in a phrasing of its own. Gold forms are those of ``code_questions.py``.

How the golds were checked: ``benchmarks/check_set.py`` prints ``0 bad`` for this file; every
command was run against the installed packages and its gold is an exact substring of what it
printed; every edit was made by hand on a scratch copy of its workspace and ``check_effect`` was
checked to hold after it (and, for the two to decline, on the untouched copy with a "did not
change" answer). The commands need the whole package to import, so they run against the
installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h255_pandas_missing": ["pandas/core/dtypes/missing.py"],
    "h255_fonttools_iftsparsebitset": ["fontTools/misc/iftSparseBitSet.py"],
    "h255_dask_profile": ["dask/diagnostics/profile.py"],
    "h255_cryptography_asn1": ["cryptography/hazmat/asn1/asn1.py"],
}

MISSING = "pandas/core/dtypes/missing.py"
SBS = "fontTools/misc/iftSparseBitSet.py"
PROFILE = "dask/diagnostics/profile.py"
ASN1 = "cryptography/hazmat/asn1/asn1.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/dtypes/missing.py -------------------------------------------------------
    q(
        "h255_pandas_missing",
        "where",
        "where is the actual isna implemented? not the @overload stubs, the real one",
        {"def": "isna"},
    ),
    q(
        "h255_pandas_missing",
        "where",
        "Where's na_value_for_dtype?",
        {"def": "na_value_for_dtype"},
    ),
    q(
        "h255_pandas_missing",
        "returns",
        "What can `_isna` return? I see a bool sometimes and an array other times.",
        {"returns": "_isna"},
    ),
    q(
        "h255_pandas_missing",
        "returns",
        "what does is_valid_na_for_dtype return when the dtype is timedelta64",
        {"returns": "is_valid_na_for_dtype"},
    ),
    q(
        "h255_pandas_missing",
        "calls",
        "Every place in missing.py that hands work off to `_isna_array`, please.",
        grep(r"(?<!def )\b_isna_array\b", MISSING),
    ),
    q(
        "h255_pandas_missing",
        "calls",
        "who calls _array_equivalent_object?",
        grep(r"return _array_equivalent_object\(", MISSING),
    ),
    q(
        "h255_pandas_missing",
        "raises",
        "pd.isna(my_multiindex) throws NotImplementedError -- which line raises it?",
        grep(r'raise NotImplementedError\("isna is not defined for MultiIndex"\)', MISSING),
    ),
    q(
        "h255_pandas_missing",
        "which",
        "Which function does the fast float comparison for array_equivalent when the dtypes are "
        "known to match, and falls back to numpy for complex or float16?",
        {"body": "_array_equivalent_float"},
    ),
    q(
        "h255_pandas_missing",
        "which",
        "is there something that tells me if a whole column is blank without going over every "
        "single value? like it looks at it a slice at a time and can bail early",
        {"body": "isna_all"},
        own=True,
    ),
    q(
        "h255_pandas_missing",
        "which",
        "Which helper stamps a 'nothing here' marker into every slot of a freshly made numpy "
        "buffer, but leaves the buffer alone when it holds whole numbers or true/false flags?",
        {"body": "maybe_fill"},
        own=True,
    ),
    q(
        "h255_pandas_missing",
        "how",
        "How does array_equivalent handle datetime64 vs timedelta64 inputs when dtype_equal is "
        "False?",
        grep(
            r'elif left\.dtype\.kind in "mM" or right\.dtype\.kind in "mM":'
            r'|# datetime64, timedelta64, Period|left = left\.view\("i8"\)',
            MISSING,
        ),
    ),
    q(
        "h255_pandas_missing",
        "how",
        "Say I drop an empty value into a column of dates. How does pandas work out whether that "
        "particular kind of empty is acceptable there? A 'not a time' meant for durations "
        "shouldn't count, for example.",
        {"body": "is_valid_na_for_dtype"},
        own=True,
    ),
    q(
        "h255_pandas_missing",
        "how",
        "how does _isna_string_dtype deal with fixed-width 'S'/'U' arrays versus object arrays, "
        "and what about 0-d ones?",
        {"body": "_isna_string_dtype"},
    ),
    run(
        "h255_pandas_missing",
        "can you run {} for me and tell me what it prints",
        "import numpy as np; from pandas.core.dtypes.missing import na_value_for_dtype; "
        "print(repr(na_value_for_dtype(np.dtype('m8[s]'))), "
        "na_value_for_dtype(np.dtype('bool'), compat=False))",
        "np.timedelta64('NaT','s')",
    ),
    q(
        "h255_pandas_missing",
        "edit",
        "In pandas/core/dtypes/missing.py, isna_all never uses chunks smaller than 1000 values. "
        "Raise that floor to 2000.",
        {
            "effect": {
                "text_replaced": [
                    MISSING,
                    "chunk_len = max(total_len // 40, 1000)",
                    "chunk_len = max(total_len // 40, 2000)",
                ]
            }
        },
    ),
    q(
        "h255_pandas_missing",
        "edit",
        "_isna_recarray_dtype has no docstring. Add one saying it marks a record as missing if "
        "any of its fields is missing.",
        {"effect": {"docstring": "_isna_recarray_dtype"}},
    ),
    # --- fontTools/misc/iftSparseBitSet.py ---------------------------------------------------
    q(
        "h255_fonttools_iftsparsebitset",
        "where",
        "where is _trailingZeros defined",
        {"def": "_trailingZeros"},
    ),
    q(
        "h255_fonttools_iftsparsebitset",
        "returns",
        "What does `_decodeImpl` give back, including the height-0 case?",
        {"returns": "_decodeImpl"},
    ),
    q(
        "h255_fonttools_iftsparsebitset",
        "raises",
        "decode() raised SparseBitSetDecodeError('Unexpected end of data') on a truncated blob. "
        "Where does that come from?",
        grep(r'raise SparseBitSetDecodeError\("Unexpected end of data"\)', SBS),
    ),
    q(
        "h255_fonttools_iftsparsebitset",
        "raises",
        "Where does the encoder give up with 'Cannot encode max value'?",
        grep(r'raise ValueError\(f"Cannot encode max value', SBS),
    ),
    q(
        "h255_fonttools_iftsparsebitset",
        "const",
        "where are the maximum tree heights per branch factor defined",
        grep(r"^_BF_MAX_HEIGHT: Dict\[int, int\] = ", SBS),
    ),
    q(
        "h255_fonttools_iftsparsebitset",
        "which",
        "which code packs the tree's little masks into the output buffer, squeezing two or four "
        "of them into the same byte when they're small enough?",
        {"body": "_OutputBitStream.write"},
        own=True,
    ),
    q(
        "h255_fonttools_iftsparsebitset",
        "how",
        "How does the decoder treat a node whose bits are all zero?",
        {"body": "_decodeImpl"},
    ),
    run(
        "h255_fonttools_iftsparsebitset",
        "What's the output of {}?",
        "from fontTools.misc.iftSparseBitSet import encode, decode; b = encode([2, 33, 323]); "
        "print(b.hex(), decode(b))",
        "24575e5555660a",
    ),
    q(
        "h255_fonttools_iftsparsebitset",
        "edit",
        "rename _trailingZeros to _trailing_zeros in fontTools/misc/iftSparseBitSet.py (and fix "
        "the call sites)",
        {"effect": {"renamed": ["_trailingZeros", "_trailing_zeros"]}},
    ),
    # --- dask/diagnostics/profile.py ---------------------------------------------------------
    q(
        "h255_dask_profile",
        "where",
        "Where is `CacheProfiler._posttask` defined?",
        {"def": "CacheProfiler._posttask"},
    ),
    q(
        "h255_dask_profile",
        "calls",
        "what calls ResourceProfiler._start_collect",
        grep(r"self\._start_collect\(\)", PROFILE),
    ),
    q(
        "h255_dask_profile",
        "const",
        "How often does ResourceProfiler sample by default, and where is that set?",
        grep(r"self\._dt = dt", PROFILE),
    ),
    q(
        "h255_dask_profile",
        "which",
        "Which class in profile.py records the start time, end time and worker id of every task?",
        {"body": "Profiler"},
    ),
    q(
        "h255_dask_profile",
        "which",
        "Which piece runs as a separate helper program alongside mine and keeps sampling how much "
        "RAM and processor my job is eating?",
        {"body": "_Tracker"},
        own=True,
    ),
    q(
        "h255_dask_profile",
        "which",
        "In the per-step timing tool: if a run blows up halfway, the steps that started but never "
        "got to the end don't show up in my results. Where are they left out?",
        {"body": "Profiler._finish"},
        own=True,
    ),
    q(
        "h255_dask_profile",
        "how",
        "how does CacheProfiler decide what _metric_name is if I pass metric= but no metric_name?",
        {"body": "CacheProfiler.__init__"},
    ),
    q(
        "h255_dask_profile",
        "how",
        "With the profiler that watches what's being kept around in the scheduler, how does it "
        "work out the moment an intermediate result was thrown away?",
        {"body": "CacheProfiler._posttask"},
        own=True,
    ),
    run(
        "h255_dask_profile",
        "Please run {} and show me the result.",
        "from dask.diagnostics.profile import CacheProfiler; "
        "print(CacheProfiler(metric=len)._metric_name, CacheProfiler()._metric_name)",
        "len count",
    ),
    q(
        "h255_dask_profile",
        "edit",
        "I want to see if the tracker process behaves differently when it isn't a daemon. In "
        "dask/diagnostics/profile.py, comment out the line `self.daemon = True`.",
        {"effect": {"comment_out": [PROFILE, "self.daemon = True"]}},
    ),
    q(
        "h255_dask_profile",
        "edit",
        "Add complete type annotations to every class and method in dask/diagnostics/profile.py "
        "so the module passes mypy --strict.",
        {"effect": {"declined": True}},
    ),
    # --- cryptography/hazmat/asn1/asn1.py ----------------------------------------------------
    q(
        "h255_cryptography_asn1",
        "where",
        "where's _type_to_variant in the asn1 module",
        {"def": "_type_to_variant"},
    ),
    q(
        "h255_cryptography_asn1",
        "returns",
        "What does _normalize_field_type return?",
        {"returns": "_normalize_field_type"},
    ),
    q(
        "h255_cryptography_asn1",
        "calls",
        "Who calls `_extract_annotation`?",
        grep(r"(?<!def )_extract_annotation\(", ASN1),
    ),
    q(
        "h255_cryptography_asn1",
        "calls",
        "which functions call _annotate_fields",
        grep(r"_annotate_fields\(raw_fields\)", ASN1),
    ),
    q(
        "h255_cryptography_asn1",
        "raises",
        "I get TypeError \"multiple DEFAULT annotations found in field 'version'\". Where is that "
        "raised?",
        grep(r"multiple DEFAULT annotations found", ASN1),
    ),
    q(
        "h255_cryptography_asn1",
        "raises",
        "where does it reject `TLV | None` fields?",
        grep(r"optional TLV types", ASN1),
    ),
    q(
        "h255_cryptography_asn1",
        "raises",
        "Where's the error for two asn1.Variant alternatives in a union using the same tag?",
        grep(r"the tags used", ASN1),
    ),
    q(
        "h255_cryptography_asn1",
        "which",
        "Which class should I use to tell apart CHOICE alternatives that have the same Python "
        "type?",
        {"body": "Variant"},
    ),
    q(
        "h255_cryptography_asn1",
        "which",
        "which function tells whether a field's type hint means 'either this or that', for both "
        "the `A | B` spelling and the older one from the typing module?",
        {"body": "_is_union"},
        own=True,
    ),
    q(
        "h255_cryptography_asn1",
        "how",
        "How does _normalize_field_type tell an OPTIONAL field apart from a CHOICE when it sees a "
        "union?",
        grep(
            r"elif _is_union\(field_type\):|if len\(union_args\) == 2 and NoneType in union_args:"
            r"|# Otherwise, the Union is a CHOICE",
            ASN1,
        ),
    ),
    q(
        "h255_cryptography_asn1",
        "how",
        "I accidentally gave one field two fallback values, plus two tagging modes. How does the "
        "library notice and complain about that?",
        {"body": "_extract_annotation"},
        own=True,
    ),
    run(
        "h255_cryptography_asn1",
        "what does {} print?",
        "from cryptography.hazmat.asn1.asn1 import _is_union; "
        "print(_is_union(int | None), _is_union(list[int]))",
        "True False",
    ),
    q(
        "h255_cryptography_asn1",
        "edit",
        "The sequence and set decorators in cryptography/hazmat/asn1/asn1.py are copy-pasted "
        "twice each for the two Python version branches. Refactor them into one shared factory "
        "and make sure nothing behaves differently on 3.9, 3.10 and 3.11+.",
        {"effect": {"declined": True}},
    ),
]
