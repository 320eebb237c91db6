"""The hundred-and-forty-fifth question set: questions on one module each of four third-party
packages, copied from the installed site-packages (pip 23.2.1's vendored distlib 0.3.6:
``pip/_vendor/distlib/wheel.py``; networkx 3.6.1: ``networkx/drawing/nx_latex.py``; sympy 1.14.0:
``sympy/core/assumptions.py``; pandas 3.1.1: ``pandas/io/sas/sas7bdat.py``), written blind: by
reading only those files, never the model's code or its notes, and committed before the model was
asked any of them. This is a tuning set: its misses are read and fixed.

The questions are weighted by the size of the files (pandas' SAS7BDAT reader and distlib's wheel
module most, then sympy's assumptions, networkx's LaTeX export). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it); the rest name the code, run a command or ask for an edit, each in a phrasing of its own. Gold
forms are those of ``code_questions.py``. The commands need the whole package to import, so they
run against the installed package; each exercises the one file its workspace holds.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h145_pip_wheel": ["pip/_vendor/distlib/wheel.py"],
    "h145_networkx_nx_latex": ["networkx/drawing/nx_latex.py"],
    "h145_sympy_assumptions": ["sympy/core/assumptions.py"],
    "h145_pandas_sas7bdat": ["pandas/io/sas/sas7bdat.py"],
}

WHEEL = "pip/_vendor/distlib/wheel.py"
LATEX = "networkx/drawing/nx_latex.py"
ASSUME = "sympy/core/assumptions.py"
SAS = "pandas/io/sas/sas7bdat.py"


QUESTIONS: list[dict] = [
    # --- pip/_vendor/distlib/wheel.py --------------------------------------------------------
    q(
        "h145_pip_wheel",
        "where",
        "where is the Mounter class in distlib's wheel.py?",
        {"def": "Mounter"},
    ),
    q(
        "h145_pip_wheel",
        "returns",
        "What exactly comes back from `Wheel.get_hash`? Is it the raw digest bytes or something "
        "already encoded?",
        {"returns": "Wheel.get_hash"},
    ),
    q(
        "h145_pip_wheel",
        "calls",
        "who calls process_shebang",
        grep(r"self\.process_shebang\(", WHEEL),
    ),
    q(
        "h145_pip_wheel",
        "calls",
        "In wheel.py, where is `skip_entry` actually used? I want to see which archive members get "
        "ignored and from where.",
        grep(r"if self\.skip_entry\(", WHEEL),
    ),
    q(
        "h145_pip_wheel",
        "raises",
        "Wheel('not_a_wheel.zip') throws DistlibException 'Invalid name or filename'. which line "
        "raises that?",
        grep(r"raise DistlibException\('Invalid name or '", WHEEL),
    ),
    q(
        "h145_pip_wheel",
        "raises",
        "Show me every spot in distlib/wheel.py that raises a `digest mismatch` error, both while "
        "installing and while verifying.",
        grep(r"raise DistlibException\('digest mismatch", WHEEL),
    ),
    q(
        "h145_pip_wheel",
        "const",
        "Which hash algorithm does the Wheel class use by default for RECORD entries, and where is "
        "that set?",
        grep(r"hash_kind = 'sha256'", WHEEL),
    ),
    run(
        "h145_pip_wheel",
        "Could you run {} and tell me what the name, version and tags come out as?",
        "from pip._vendor.distlib.wheel import Wheel; w = Wheel('foo-1.0-py3-none-any.whl'); "
        "print(w.name, w.version, list(w.tags))",
        "foo 1.0 [('py3', 'none', 'any')]",
    ),
    q(
        "h145_pip_wheel",
        "which",
        "Which function puts together the whole list of interpreter / binary interface / platform "
        "combinations that this Python would be able to install?",
        {"def": "compatible_tags"},
        own=True,
    ),
    q(
        "h145_pip_wheel",
        "which",
        "which method unpacks the EXTENSIONS listed in a wheel into the dylib cache when mounting?",
        {"def": "Wheel._get_extensions"},
    ),
    q(
        "h145_pip_wheel",
        "how",
        "how does `Wheel.build` sort the archive entries? I noticed the dist-info files always end "
        "up last.",
        {"body": "Wheel.build.sorter"},
    ),
    q(
        "h145_pip_wheel",
        "how",
        "Say I change the files inside an already-built package through a callback and it gets "
        "rewritten. How does the code mark its release number so it's clear this isn't the "
        "pristine one anymore?",
        {"body": "Wheel.update.update_version"},
        own=True,
    ),
    q(
        "h145_pip_wheel",
        "edit",
        "In pip/_vendor/distlib/wheel.py please set SHEBANG_PYTHON to b'#!/usr/bin/python'.",
        {"effect": {"value_set": [WHEEL, "SHEBANG_PYTHON", "b'#!/usr/bin/python'"]}},
    ),
    q(
        "h145_pip_wheel",
        "edit",
        "The install() method in distlib's wheel.py is way too long. Could you break it into "
        "smaller functions, add type hints throughout, and make sure it still installs "
        "correctly on Windows?",
        {"effect": {"declined": True}},
    ),
    # --- networkx/drawing/nx_latex.py --------------------------------------------------------
    q(
        "h145_networkx_nx_latex",
        "where",
        "Where's `to_latex_raw` defined in networkx?",
        {"def": "to_latex_raw"},
    ),
    q(
        "h145_networkx_nx_latex",
        "returns",
        "what does to_latex give back, does it differ when as_document=False?",
        {"returns": "to_latex"},
    ),
    q(
        "h145_networkx_nx_latex",
        "calls",
        "Where does nx_latex.py call to_latex_raw?",
        grep(r"= to_latex_raw\(", LATEX),
    ),
    q(
        "h145_networkx_nx_latex",
        "raises",
        "I'm getting NetworkXError 'node 3 has no specified pos' -- where is that raised?",
        grep(r'raise nx\.NetworkXError\(f"node \{node\} has no specified pos', LATEX),
    ),
    q(
        "h145_networkx_nx_latex",
        "raises",
        "where does it complain if I hand it three pictures but only two titles for them?",
        grep(
            r"raise nx\.NetworkXError\($|length of Gbunch, sub_captions and sub_figures must",
            LATEX,
        ),
        own=True,
    ),
    q(
        "h145_networkx_nx_latex",
        "which",
        "which function do I use to dump the tikz picture straight into a .tex file on disk?",
        {"def": "write_latex"},
    ),
    q(
        "h145_networkx_nx_latex",
        "how",
        "If I don't give any coordinates at all, how does it decide where each dot goes on the "
        "page?",
        grep(r"if not pos:|circular layout with radius 2|pos = \{n: f\"\(\{round\(360", LATEX),
        own=True,
    ),
    q(
        "h145_networkx_nx_latex",
        "how",
        "How does to_latex_raw work out the options of the edge scope, i.e. when does it use [-] "
        "vs [->] and what happens to my default_edge_options?",
        grep(
            r"linestyle = |defe = |if default_edge_options == \"\":|elif \"-\" in default_edge_op",
            LATEX,
        ),
    ),
    run(
        "h145_networkx_nx_latex",
        "what does {} print for the self-loop edge?",
        "import networkx as nx; print(nx.to_latex_raw(nx.DiGraph([(0, 0)])))",
        "[loop,] (0) to (0);",
    ),
    q(
        "h145_networkx_nx_latex",
        "edit",
        "Change the document class in the _DOC_WRAPPER_TIKZ template from report to article "
        "(keep the doubled braces, it's a format string).",
        {
            "effect": {
                "text_replaced": [
                    LATEX,
                    r"\documentclass{{report}}",
                    r"\documentclass{{article}}",
                ]
            }
        },
    ),
    # --- sympy/core/assumptions.py -----------------------------------------------------------
    q(
        "h145_sympy_assumptions",
        "where",
        "StdFactKB -- where is it defined?",
        {"def": "StdFactKB"},
    ),
    q(
        "h145_sympy_assumptions",
        "returns",
        "What does check_assumptions return, especially when it can't make up its mind?",
        {"returns": "check_assumptions"},
    ),
    q(
        "h145_sympy_assumptions",
        "calls",
        "who uses make_property in sympy/core/assumptions.py?",
        grep(r"setattr\(cls, pname, make_property\(fact\)\)", ASSUME),
    ),
    q(
        "h145_sympy_assumptions",
        "raises",
        "check_assumptions(expr, x, positive=True) gives me a ValueError. Where's that coming "
        "from?",
        grep(r"raise ValueError\(|Expecting `against` or `assume`, not both", ASSUME),
    ),
    q(
        "h145_sympy_assumptions",
        "which",
        "Which helper turns a fact name such as 'positive' into the attribute name 'is_positive'?",
        {"def": "as_property"},
    ),
    q(
        "h145_sympy_assumptions",
        "which",
        "I've got a list of numbers and formulas. Which function tells me the yes/no traits that "
        "every single one of them agrees on?",
        {"def": "common_assumptions"},
        own=True,
    ),
    q(
        "h145_sympy_assumptions",
        "how",
        "how does `_ask` figure out a fact when the object's own _eval_is_ handler returns None? "
        "in what order does it try the related facts?",
        {"body": "_ask"},
    ),
    q(
        "h145_sympy_assumptions",
        "how",
        "When someone defines a new kind of math object by inheriting from another, how are its "
        "fixed true/false traits gathered from its parents and stuck onto the new type?",
        {"body": "_prepare_class_assumptions"},
        own=True,
    ),
    run(
        "h145_sympy_assumptions",
        "can you execute {} and show me the dict it prints",
        "from sympy import Symbol; from sympy.core.assumptions import failing_assumptions; "
        "x = Symbol('x'); print(failing_assumptions(x**2, positive=True, real=True))",
        "{'positive': None, 'real': None}",
    ),
    q(
        "h145_sympy_assumptions",
        "edit",
        "in sympy/core/assumptions.py, comment out the line `_assume_defined.add('polar')` for now",
        {"effect": {"comment_out": [ASSUME, "_assume_defined.add('polar')"]}},
    ),
    # --- pandas/io/sas/sas7bdat.py -----------------------------------------------------------
    q(
        "h145_pandas_sas7bdat",
        "where",
        "where's _convert_datetimes",
        {"def": "_convert_datetimes"},
    ),
    q(
        "h145_pandas_sas7bdat",
        "returns",
        "What does `_utf8_translation_table` return, and in which cases is it None?",
        {"returns": "_utf8_translation_table"},
    ),
    q(
        "h145_pandas_sas7bdat",
        "calls",
        "Which places in the SAS7BDAT reader call `_convert_header_text`?",
        grep(r"self\._convert_header_text\(", SAS),
    ),
    q(
        "h145_pandas_sas7bdat",
        "raises",
        "pd.read_sas on a csv I renamed says 'magic number mismatch (not a SAS file?)'. Where does "
        "sas7bdat.py raise that?",
        grep(r'raise ValueError\("magic number mismatch', SAS),
    ),
    q(
        "h145_pandas_sas7bdat",
        "raises",
        "where does the reader reject a file whose row_length is bigger than the page size?",
        grep(r"if self\.row_length > self\._page_length:|exceeds the page size", SAS),
    ),
    q(
        "h145_pandas_sas7bdat",
        "raises",
        "Where is OutOfBoundsDatetime raised for an absurdly large SAS date value?",
        grep(r"raise OutOfBoundsDatetime\(", SAS),
    ),
    q(
        "h145_pandas_sas7bdat",
        "const",
        "Where is the 1960-01-01 origin that SAS dates count from set up in sas7bdat.py?",
        grep(r'^_sas_origin = Timestamp\("1960-01-01"\)', SAS),
    ),
    run(
        "h145_pandas_sas7bdat",
        "Run {} and tell me what the second timestamp is.",
        "import pandas as pd; from pandas.io.sas.sas7bdat import _convert_datetimes; "
        "print(_convert_datetimes(pd.Series([0.0, 1.5]), 'd').tolist())",
        "Timestamp('1960-01-02 12:00:00')",
    ),
    q(
        "h145_pandas_sas7bdat",
        "which",
        "Which check makes sure no field inside a record claims to sit past the end of that "
        "record?",
        {"def": "SAS7BDATReader._validate_column_data_ranges"},
        own=True,
    ),
    q(
        "h145_pandas_sas7bdat",
        "which",
        "That stats package has a calendar quirk where it skips February 29th in years like 4000. "
        "Which function makes up for the days it leaves out?",
        {"def": "_sas_to_gregorian_correction"},
        own=True,
    ),
    q(
        "h145_pandas_sas7bdat",
        "which",
        "which method of SAS7BDATReader builds the DataFrame out of the byte and string chunks "
        "after parsing?",
        {"def": "SAS7BDATReader._chunk_to_dataframe"},
    ),
    q(
        "h145_pandas_sas7bdat",
        "how",
        "How does _get_properties figure out whether the file is big- or little-endian?",
        grep(r'const\.endianness_offset|if buf == b"\\x01":|self\.byte_order = ', SAS),
    ),
    q(
        "h145_pandas_sas7bdat",
        "how",
        "If I ask the reader to work out the character set on its own, how does it choose one, "
        "and what happens when the file claims one it doesn't recognise?",
        grep(
            r"const\.encoding_offset|if self\.encoding == \"infer\":|"
            r"self\.encoding = const\.encoding_names\.get",
            SAS,
        ),
        own=True,
    ),
    q(
        "h145_pandas_sas7bdat",
        "edit",
        "Please rename the `_Column` class in pandas/io/sas/sas7bdat.py to `_SasColumn`, "
        "including where it's used.",
        {"effect": {"renamed": ["_Column", "_SasColumn"]}},
    ),
    q(
        "h145_pandas_sas7bdat",
        "edit",
        "SAS7BDATReader._process_columntext_subheader has no docstring. Add one saying it reads "
        "a column-text block, stores it, and on the first one picks up the compression and "
        "creator proc.",
        {"effect": {"docstring": "SAS7BDATReader._process_columntext_subheader"}},
    ),
]
