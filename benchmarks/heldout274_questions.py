"""The two-hundred-and-seventy-fourth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (pandas 3.1.1: ``pandas/core/col.py``; awscli
1.45.11: ``awscli/customizations/cloudfront.py``; sympy 1.14.0: ``sympy/vector/orienters.py``;
scipy 1.17.1: ``scipy/_lib/_disjoint_set.py``), written blind: by reading only those files, the
format of set 128, ``question_helpers.py`` and the gold functions of ``bench_answers.py``, never
the model's code or its notes, and committed before the model was asked any of them. Nothing is
tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (pandas' deferred column expressions most, then
sympy's orienters, scipy's disjoint set, awscli's CloudFront customizations). About a fifth of the
non-edit ones are in the user's own words (``"own": True``: behaviour described in everyday words
the code does not use for it); the rest name the code, run a command or ask for an edit, each in a
phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the whole
package to import, so they run against the installed package; each exercises the one file its
workspace holds.

How the golds were checked: ``benchmarks/check_set.py`` prints ``0 bad`` for the set (every gold
names exactly one definition or matches the intended lines); each command was run and its expected
text is a substring of its output; every edit was made by hand on a scratch copy of its workspace
and ``check_effect`` held after it (and, for the two to decline, on the untouched copy).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h274_pandas_col": ["pandas/core/col.py"],
    "h274_awscli_cloudfront": ["awscli/customizations/cloudfront.py"],
    "h274_sympy_orienters": ["sympy/vector/orienters.py"],
    "h274_scipy_disjoint_set": ["scipy/_lib/_disjoint_set.py"],
}

COL = "pandas/core/col.py"
CF = "awscli/customizations/cloudfront.py"
ORIENT = "sympy/vector/orienters.py"
DSET = "scipy/_lib/_disjoint_set.py"


QUESTIONS: list[dict] = [
    # --- pandas/core/col.py ------------------------------------------------------------------
    q(
        "h274_pandas_col",
        "where",
        "where is pd.col defined",
        {"def": "col"},
    ),
    q(
        "h274_pandas_col",
        "where",
        "Where's `Expression._with_op` in the pandas col module?",
        {"def": "Expression._with_op"},
    ),
    q(
        "h274_pandas_col",
        "returns",
        "What does `_maybe_wrap_parentheses` give back? A pair of strings I guess, but for which "
        "sides?",
        {"returns": "Expression._maybe_wrap_parentheses"},
    ),
    q(
        "h274_pandas_col",
        "calls",
        "who calls _parse_kwargs",
        grep(r"(?<!def )_parse_kwargs\(", COL),
    ),
    q(
        "h274_pandas_col",
        "calls",
        "Which methods of Expression use `_pretty_print_args_kwargs` to build their repr?",
        grep(r"(?<!def )_pretty_print_args_kwargs\(", COL),
    ),
    q(
        "h274_pandas_col",
        "raises",
        "I wrote `if pd.col('a') > 1:` by mistake and got \"boolean value of an expression is "
        'ambiguous". Where does that come from?',
        grep(r'raise TypeError\("boolean value of an expression is ambiguous"\)', COL),
    ),
    q(
        "h274_pandas_col",
        "raises",
        "copy.deepcopy on a pd.col expression throws a TypeError -- where is that raised?",
        grep(r"Expression objects are not copiable", COL),
    ),
    q(
        "h274_pandas_col",
        "raises",
        'where does it raise the "Column ... not found in given DataFrame" ValueError when '
        "the expression is evaluated",
        grep(r"raise ValueError\(msg\)|not found in given DataFrame", COL),
    ),
    q(
        "h274_pandas_col",
        "const",
        "The column list in the not-found hint gets cut off with '...]'. Where is that length "
        "limit set?",
        grep(r"max_len = 90", COL),
    ),
    q(
        "h274_pandas_col",
        "which",
        "Which method makes `~pd.col('flag')` work?",
        {"body": "Expression.__invert__"},
    ),
    q(
        "h274_pandas_col",
        "which",
        "If I wrap one of these lazy column placeholders in a numpy math function like a square "
        "root, what part of the code makes the result stay lazy instead of computing right away?",
        {"body": "Expression.__array_ufunc__"},
        own=True,
    ),
    q(
        "h274_pandas_col",
        "how",
        "How does Expression.case_when deal with conditions and replacements that are "
        "themselves pd.col expressions?",
        {"body": "Expression.case_when"},
    ),
    q(
        "h274_pandas_col",
        "how",
        "so when I grab some attribute off one of those stand-in column objects before there's "
        "any actual table, how does it put off the real lookup until later?",
        {"body": "Expression.__getattr__"},
        own=True,
    ),
    run(
        "h274_pandas_col",
        "Can you run {} and tell me what gets printed?",
        "import pandas as pd; print(-(pd.col('a') - pd.col('b')))",
        "-(col('a') - col('b'))",
    ),
    q(
        "h274_pandas_col",
        "edit",
        "The 'did you mean one of' hint in pandas/core/col.py truncates the column list at 90 "
        "characters, which is too short for my wide frames. Bump it to 120.",
        {"effect": {"text_replaced": [COL, "max_len = 90", "max_len = 120"]}},
    ),
    q(
        "h274_pandas_col",
        "edit",
        "Passing keyword arguments such as dtype= to a numpy function wrapped around pd.col "
        "crashes once assign evaluates it. There's a bug somewhere in pandas/core/col.py -- "
        "please hunt it down, fix it and add a regression test.",
        {"effect": {"declined": True}},
    ),
    # --- awscli/customizations/cloudfront.py -------------------------------------------------
    q(
        "h274_awscli_cloudfront",
        "where",
        "where's _add_paths defined?",
        {"def": "_add_paths"},
    ),
    q(
        "h274_awscli_cloudfront",
        "returns",
        "What does ExclusiveArgument.distribution_config_template return?",
        {"returns": "ExclusiveArgument.distribution_config_template"},
    ),
    q(
        "h274_awscli_cloudfront",
        "calls",
        "Where is `unique_string` used in cloudfront.py?",
        grep(r"(?<!def )unique_string\(", CF),
    ),
    q(
        "h274_awscli_cloudfront",
        "const",
        "Which hash algorithm does `aws cloudfront sign` use for the RSA signature, and where is "
        "it set?",
        grep(r"'SHA-1'", CF),
    ),
    q(
        "h274_awscli_cloudfront",
        "which",
        "which class is behind the --paths option of create-invalidation",
        {"body": "PathsArgument"},
    ),
    q(
        "h274_awscli_cloudfront",
        "which",
        "When I set up a brand new distribution and just hand it a host name, what bit decides "
        "whether that host is treated as an Amazon storage bucket or as an ordinary web server?",
        {"body": "OriginDomainName.add_to_params"},
        own=True,
    ),
    q(
        "h274_awscli_cloudfront",
        "how",
        "How does SignCommand._run_main choose between a canned policy and a custom one?",
        {"body": "SignCommand._run_main"},
    ),
    q(
        "h274_awscli_cloudfront",
        "how",
        "I only want to change which page visitors get at the bare address of a site that "
        "already exists. How does the CLI manage that without wiping out the rest of my setup?",
        {"body": "UpdateDefaultRootObject.add_to_params"},
        own=True,
    ),
    run(
        "h274_awscli_cloudfront",
        "What's the output of {}?",
        "from awscli.customizations.cloudfront import PathsArgument; p = {}; "
        "PathsArgument().add_to_params(p, ['/a', '/b']); print(p['InvalidationBatch']['Paths'])",
        "{'Quantity': 2, 'Items': ['/a', '/b']}",
    ),
    q(
        "h274_awscli_cloudfront",
        "edit",
        "The signed URL sometimes doesn't show up when I pipe the output. Right before the line "
        "`return 0` in SignCommand._run_main, add `sys.stdout.flush()` "
        "(awscli/customizations/cloudfront.py).",
        {"effect": {"line_before": [CF, "return 0", "sys.stdout.flush()"]}},
    ),
    # --- sympy/vector/orienters.py -----------------------------------------------------------
    q(
        "h274_sympy_orienters",
        "where",
        "Where is QuaternionOrienter defined?",
        {"def": "QuaternionOrienter"},
    ),
    q(
        "h274_sympy_orienters",
        "returns",
        "what does the base class's Orienter.rotation_matrix return",
        {"returns": "Orienter.rotation_matrix"},
    ),
    q(
        "h274_sympy_orienters",
        "calls",
        "Who calls `_rot` in orienters.py?",
        grep(r"(?<!def )_rot\(", ORIENT),
    ),
    q(
        "h274_sympy_orienters",
        "raises",
        "AxisOrienter(q, (1, 0, 0)) fails with 'axis should be a Vector'. Where is that check?",
        grep(r'raise TypeError\("axis should be a Vector"\)', ORIENT),
    ),
    q(
        "h274_sympy_orienters",
        "raises",
        "where is 'rot_order should be a str of length 3' raised",
        grep(r"raise TypeError\('rot_order should be a str of length 3'\)", ORIENT),
    ),
    q(
        "h274_sympy_orienters",
        "raises",
        "BodyOrienter(a, b, c, 'XYY') gives me TypeError: Invalid rot_type parameter. Which line "
        "rejects it?",
        grep(r"raise TypeError\('Invalid rot_type parameter'\)", ORIENT),
    ),
    q(
        "h274_sympy_orienters",
        "which",
        "Which orienter class sets `_in_order = False`, i.e. applies the three rotations in "
        "reverse?",
        {"body": "SpaceOrienter"},
    ),
    q(
        "h274_sympy_orienters",
        "which",
        "I want to turn my frame by some amount around a direction I pick myself, not one of the "
        "three main ones. Which code actually works out the resulting matrix for that?",
        {"body": "AxisOrienter.rotation_matrix"},
        own=True,
    ),
    q(
        "h274_sympy_orienters",
        "how",
        "How does ThreeAngleOrienter.__new__ accept both 'XYZ' and '123' style rotation orders?",
        {"body": "ThreeAngleOrienter.__new__"},
    ),
    q(
        "h274_sympy_orienters",
        "how",
        "If I describe a turn with four numbers -- one plain number plus three for the direction "
        "-- instead of with angles, how does it build the matrix from them?",
        {"body": "QuaternionOrienter.__new__"},
        own=True,
    ),
    run(
        "h274_sympy_orienters",
        "what does {} print",
        "from sympy import pi; from sympy.vector.orienters import _rot; print(_rot(3, pi/2))",
        "Matrix([[0, -1, 0], [1, 0, 0], [0, 0, 1]])",
    ),
    q(
        "h274_sympy_orienters",
        "edit",
        "rename _rot to _simple_rotation everywhere in sympy/vector/orienters.py, the name is too "
        "terse",
        {"effect": {"renamed": ["_rot", "_simple_rotation"]}},
    ),
    # --- scipy/_lib/_disjoint_set.py ---------------------------------------------------------
    q(
        "h274_scipy_disjoint_set",
        "where",
        "Where is subset_size defined in scipy's DisjointSet?",
        {"def": "DisjointSet.subset_size"},
    ),
    q(
        "h274_scipy_disjoint_set",
        "returns",
        "What can DisjointSet.merge return?",
        {"returns": "DisjointSet.merge"},
    ),
    q(
        "h274_scipy_disjoint_set",
        "calls",
        "who calls DisjointSet.subset()?",
        grep(r"xset = self\.subset\(x\)", DSET),
    ),
    q(
        "h274_scipy_disjoint_set",
        "raises",
        "ds['zzz'] on an element I never added gives a KeyError -- where is it raised?",
        grep(r"raise KeyError\(x\)", DSET),
    ),
    q(
        "h274_scipy_disjoint_set",
        "which",
        "Which method does the find with path halving?",
        {"body": "DisjointSet.__getitem__"},
    ),
    q(
        "h274_scipy_disjoint_set",
        "which",
        "I need every cluster of joined-up items at once, as a list of groups. Which method gives "
        "me that?",
        {"body": "DisjointSet.subsets"},
        own=True,
    ),
    q(
        "h274_scipy_disjoint_set",
        "how",
        "When two groups of the same size get joined, whose leader ends up in charge, and how is "
        "that worked out?",
        {"body": "DisjointSet.merge"},
        own=True,
    ),
    q(
        "h274_scipy_disjoint_set",
        "how",
        "how does it list everyone in one group without walking over every single item I ever "
        "put in?",
        {"body": "DisjointSet.subset"},
        own=True,
    ),
    run(
        "h274_scipy_disjoint_set",
        "Please run {} -- what comes out?",
        "from scipy._lib._disjoint_set import DisjointSet; d = DisjointSet('abcd'); "
        "d.merge('c', 'd'); d.merge('a', 'd'); print(d['a'], d.n_subsets)",
        "c 2",
    ),
    q(
        "h274_scipy_disjoint_set",
        "edit",
        "DisjointSet.__len__ in scipy/_lib/_disjoint_set.py has no docstring. Add one saying it "
        "returns the number of elements (not the number of subsets).",
        {"effect": {"docstring": "DisjointSet.__len__"}},
    ),
    q(
        "h274_scipy_disjoint_set",
        "edit",
        "Add full type hints to DisjointSet (make it Generic over the element type) and get it "
        "passing mypy --strict.",
        {"effect": {"declined": True}},
    ),
]
