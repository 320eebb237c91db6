"""The two-hundred-and-nineteenth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (IPython 8.12.3: ``IPython/core/guarded_eval.py``;
nbconvert 7.17.2: ``nbconvert/exporters/exporter.py``; moto 5.2.1: ``moto/xray/models.py``;
pandas 3.1.1: ``pandas/core/array_algos/masked_reductions.py``), written blind: by reading only
those files, never the model's code or its notes, and committed before the model was asked any of
them. Nothing is tuned on it: only its totals are looked at.

The questions are weighted by the size of the files (IPython's guarded eval most, then nbconvert's
base exporter, moto's X-Ray models, pandas' masked reductions). About a fifth of them are in the
user's own words (``"own": True``: behaviour described in everyday words the code does not use for
it, with one definition that fits); the rest name the code, run a command or ask for an edit, each
in a phrasing of its own. Gold forms are those of ``code_questions.py``. The commands need the
whole package to import, so they run against the installed package; each exercises the one file
its workspace holds.

The golds were checked with ``benchmarks/check_set.py`` (every gold resolves to lines, every
command's expected text is in its real output, no edit effect holds on the untouched files and the
declines do); for each edit the correct edit was also made by hand on a scratch copy of its
workspace and ``bench_answers.check_effect`` was checked to hold after it.
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h219_ipython_guarded_eval": ["IPython/core/guarded_eval.py"],
    "h219_nbconvert_exporter": ["nbconvert/exporters/exporter.py"],
    "h219_moto_xray": ["moto/xray/models.py"],
    "h219_pandas_masked_reductions": ["pandas/core/array_algos/masked_reductions.py"],
}

GE = "IPython/core/guarded_eval.py"
EXP = "nbconvert/exporters/exporter.py"
XR = "moto/xray/models.py"
MR = "pandas/core/array_algos/masked_reductions.py"


QUESTIONS: list[dict] = [
    # --- IPython/core/guarded_eval.py --------------------------------------------------------
    q(
        "h219_ipython_guarded_eval",
        "where",
        "where's _unbind_method defined",
        {"def": "_unbind_method"},
    ),
    q(
        "h219_ipython_guarded_eval",
        "where",
        "In IPython's guarded_eval module, where is the `SelectivePolicy` class declared?",
        {"def": "SelectivePolicy"},
    ),
    q(
        "h219_ipython_guarded_eval",
        "returns",
        "_has_original_dunder -- what comes back from it when the type doesn't even define the "
        "dunder? None or False? and what otherwise",
        {"returns": "_has_original_dunder"},
    ),
    q(
        "h219_ipython_guarded_eval",
        "calls",
        "Who calls _has_original_dunder?",
        grep(r"(?<!def )_has_original_dunder\(", GE),
    ),
    q(
        "h219_ipython_guarded_eval",
        "calls",
        "I'm refactoring `_get_external`. Which places in guarded_eval.py use it?",
        grep(r"= _get_external\(", GE),
    ),
    q(
        "h219_ipython_guarded_eval",
        "raises",
        "With evaluation set to 'forbidden' every completion attempt ends in "
        "GuardRejection('Forbidden mode'). Where is that raised?",
        grep(r'raise GuardRejection\("Forbidden mode"\)', GE),
    ),
    q(
        "h219_ipython_guarded_eval",
        "raises",
        "where does eval_node throw the NameError saying a name was not found in locals, "
        "globals, nor builtins?",
        grep(r'raise NameError\(f"\{node\.id\} not found', GE),
    ),
    q(
        "h219_ipython_guarded_eval",
        "raises",
        "Hi, I passed a lambda to guarded_eval and got ValueError: ('Unhandled node', ...). "
        "Which line raises it?",
        grep(r'raise ValueError\("Unhandled node"', GE),
    ),
    q(
        "h219_ipython_guarded_eval",
        "const",
        "which list methods count as non-mutating in guarded_eval, and where is that tuple set?",
        grep(r"^list_non_mutating_methods = ", GE),
    ),
    q(
        "h219_ipython_guarded_eval",
        "which",
        "Given something like `mylist.copy`, tied to one particular object, which helper goes and "
        "fetches the same function off that object's type instead -- but gives up when the "
        "object keeps its own per-instance override under that name?",
        {"body": "_unbind_method"},
        own=True,
    ),
    q(
        "h219_ipython_guarded_eval",
        "which",
        "which bit takes the name of a library that's already been imported plus a chain of names "
        "inside it (think pandas, then DataFrame) and walks down to the object at the end?",
        {"body": "_get_external"},
        own=True,
    ),
    q(
        "h219_ipython_guarded_eval",
        "which",
        "Which class just hands back the key itself when you subscript it? I saw it used for "
        "the `in_subscript` trick.",
        {"body": "_IdentitySubscript"},
    ),
    q(
        "h219_ipython_guarded_eval",
        "how",
        "How does guarded_eval deal with context.in_subscript=True -- e.g. evaluating "
        "`:-1, 'col'` from `df[:-1, 'col']`?",
        {"body": "guarded_eval"},
    ),
    q(
        "h219_ipython_guarded_eval",
        "how",
        "In limited mode, how does SelectivePolicy.can_get_attr decide whether reading a "
        "property on a DataFrame subclass is allowed?",
        {"body": "SelectivePolicy.can_get_attr"},
    ),
    q(
        "h219_ipython_guarded_eval",
        "how",
        "In the restricted evaluation mode, how does it check -- for whatever special hook name "
        "it is asked about -- that an object's type still uses an approved version of that hook "
        "and not a home-made one? What does it try first, and what does it fall back on?",
        {"body": "_has_original_dunder"},
        own=True,
    ),
    run(
        "h219_ipython_guarded_eval",
        "What does {} print for me?",
        "from IPython.core.guarded_eval import guarded_eval, EvaluationContext as C; "
        "print(guarded_eval('[10, 20, 30][1:] + [7]', C(locals={}, globals={}, "
        "evaluation='limited')))",
        "[20, 30, 7]",
    ),
    q(
        "h219_ipython_guarded_eval",
        "edit",
        "Could you make `get` count as a safe dict method too? i.e. in IPython/core/guarded_eval.py "
        'set dict_non_mutating_methods to ("copy", "keys", "values", "items", "get").',
        {
            "effect": {
                "value_set": [
                    GE,
                    "dict_non_mutating_methods",
                    '("copy", "keys", "values", "items", "get")',
                ]
            }
        },
    ),
    q(
        "h219_ipython_guarded_eval",
        "edit",
        "eval_node is one giant chain of isinstance checks. Please rework it into a dispatch "
        "table keyed on node type, one handler per node kind, and make sure it's measurably "
        "faster than now.",
        {"effect": {"declined": True}},
    ),
    # --- nbconvert/exporters/exporter.py -----------------------------------------------------
    q(
        "h219_nbconvert_exporter",
        "returns",
        "What does ResourcesDict.__missing__ return?",
        {"returns": "ResourcesDict.__missing__"},
    ),
    q(
        "h219_nbconvert_exporter",
        "calls",
        "where is _validate_preprocessor called from",
        grep(r"self\._validate_preprocessor\(", EXP),
    ),
    q(
        "h219_nbconvert_exporter",
        "raises",
        "Setting file_extension = 'html' on my exporter gives a TraitError about it not "
        "beginning with a dot. Where does that come from?",
        grep(r"does not begin with a dot|raise TraitError\(", EXP),
    ),
    q(
        "h219_nbconvert_exporter",
        "raises",
        "which lines in Exporter.register_preprocessor raise a TypeError?",
        grep(r"raise TypeError\(", EXP),
    ),
    q(
        "h219_nbconvert_exporter",
        "const",
        "what's optimistic_validation's default, and where's it declared?",
        grep(r"optimistic_validation = Bool\(|^\s+False,$", EXP),
    ),
    q(
        "h219_nbconvert_exporter",
        "which",
        "Which Exporter method deep-copies the notebook and runs it through each preprocessor "
        "one after another?",
        {"body": "Exporter._preprocess"},
    ),
    q(
        "h219_nbconvert_exporter",
        "which",
        "which part turns the extra-info mapping I pass in into the forgiving kind that gives "
        "blanks for absent keys, gives an untitled notebook a default title and stamps the "
        "output file ending on it?",
        {"body": "Exporter._init_resources"},
        own=True,
    ),
    q(
        "h219_nbconvert_exporter",
        "how",
        "how does register_preprocessor handle the different things you can give it: a dotted "
        "string, a class, an instance, a plain function?",
        {"body": "Exporter.register_preprocessor"},
    ),
    q(
        "h219_nbconvert_exporter",
        "how",
        "When I hand the converter the location of a file on disk, how does it come up with the "
        "title, the folder and the last-edited date it passes along with the conversion?",
        {"body": "Exporter.from_filename"},
        own=True,
    ),
    run(
        "h219_nbconvert_exporter",
        "I'm curious what {} gives",
        "from nbconvert.exporters.exporter import Exporter; "
        "r = Exporter()._init_resources(None); print(dict(r['metadata']))",
        "{'name': 'Notebook'}",
    ),
    q(
        "h219_nbconvert_exporter",
        "edit",
        'In nbconvert/exporters/exporter.py, add `"nbconvert.preprocessors.CSSHTMLHeaderPreprocessor",` '
        "to default_preprocessors, right after the line "
        '`"nbconvert.preprocessors.ClearMetadataPreprocessor",`.',
        {
            "effect": {
                "line_after": [
                    EXP,
                    '"nbconvert.preprocessors.ClearMetadataPreprocessor",',
                    '"nbconvert.preprocessors.CSSHTMLHeaderPreprocessor",',
                ]
            }
        },
    ),
    # --- moto/xray/models.py -----------------------------------------------------------------
    q(
        "h219_moto_xray",
        "where",
        "Where is TraceSegment.from_dict?",
        {"def": "TraceSegment.from_dict"},
    ),
    q(
        "h219_moto_xray",
        "returns",
        "what does `SegmentCollection.get_trace_ids` give back, a dict or a tuple?",
        {"returns": "SegmentCollection.get_trace_ids"},
    ),
    q(
        "h219_moto_xray",
        "calls",
        "who calls put_segment in the xray models?",
        grep(r"\.put_segment\(", XR),
    ),
    q(
        "h219_moto_xray",
        "raises",
        "My mocked PutTraceSegments call fails with JSONFormatError 'Bad JSON data'. Where in "
        "moto is that raised?",
        grep(r'message="Bad JSON data"', XR),
    ),
    q(
        "h219_moto_xray",
        "raises",
        "GetTraceSummaries with a FilterExpression -> InternalFailure 'Not implemented yet - "
        "moto'. where is this?",
        grep(r'raise AWSError\(|"Not implemented yet - moto"', XR),
    ),
    q(
        "h219_moto_xray",
        "which",
        "Which code files each incoming piece of a request under the request it belongs to, "
        "keeps those pieces ordered by when they began, and marks the request as done once the "
        "latest piece has an end?",
        {"body": "SegmentCollection.put_segment"},
        own=True,
    ),
    q(
        "h219_moto_xray",
        "how",
        "when I ask the fake tracing service for an overview of the recorded requests inside a "
        "time window, how does it choose which ones to include and what figures does it report "
        "for each?",
        {"body": "SegmentCollection.summary"},
        own=True,
    ),
    run(
        "h219_moto_xray",
        "Please run {} -- what's the output?",
        "from moto.xray.models import TraceSegment; s = TraceSegment.from_dict({'id': 'a1', "
        "'name': 'web', 'trace_id': '1-5759e988-bd862e3fe1be46a994272793', 'start_time': 0, "
        "'in_progress': True}, raw='{}'); "
        "print(s.trace_version, s.in_progress, s.request_start_date.year)",
        "1 True 2016",
    ),
    q(
        "h219_moto_xray",
        "edit",
        "There's a typo in the trace summaries in moto/xray/models.py: the key is spelled "
        '\'IsParital\'. Please change "IsParital": False to "IsPartial": False.',
        {"effect": {"text_replaced": [XR, '"IsParital": False', '"IsPartial": False']}},
    ),
    q(
        "h219_moto_xray",
        "edit",
        "moto's xray backend just errors out on filter expressions. Can you implement the X-Ray "
        "filter expression language (annotation filters, duration > 5, service(...) etc.) in "
        "SegmentCollection.summary?",
        {"effect": {"declined": True}},
    ),
    # --- pandas/core/array_algos/masked_reductions.py ----------------------------------------
    q(
        "h219_pandas_masked_reductions",
        "where",
        "where is _minmax defined in pandas' masked_reductions",
        {"def": "_minmax"},
    ),
    q(
        "h219_pandas_masked_reductions",
        "returns",
        "What does `_get_min_value` return, say for a uint8 dtype vs a float one?",
        {"returns": "_get_min_value"},
    ),
    q(
        "h219_pandas_masked_reductions",
        "calls",
        "Which of the masked reductions go through _reductions?",
        grep(r"return _reductions\(", MR),
    ),
    q(
        "h219_pandas_masked_reductions",
        "which",
        "which helper gives the largest value a numpy dtype can hold (inf for floats)?",
        {"body": "_get_max_value"},
    ),
    q(
        "h219_pandas_masked_reductions",
        "which",
        "For the smallest or largest entry along one axis of a 2-D block where some cells are "
        "flagged as missing, which function swaps those cells for a neutral filler so they can "
        "never win?",
        {"body": "_minmax"},
        own=True,
    ),
    q(
        "h219_pandas_masked_reductions",
        "how",
        "How does _reductions handle min_count when skipna is True vs False?",
        {"body": "_reductions"},
    ),
    q(
        "h219_pandas_masked_reductions",
        "how",
        "If every entry in my nullable integer column is flagged as missing, what does the "
        "average come back as, and how does it keep numpy from printing warnings while it "
        "computes it?",
        {"body": "mean"},
        own=True,
    ),
    run(
        "h219_pandas_masked_reductions",
        "can you run {}",
        "import numpy as np; from pandas.core.array_algos import masked_reductions as m; "
        "print(m.sum(np.array([1, 2, 3]), np.array([False, True, False]), min_count=3), "
        "m.sum(np.array([1, 2, 3]), np.array([False, True, False])))",
        "<NA> 4",
    ),
    q(
        "h219_pandas_masked_reductions",
        "edit",
        "prod in pandas/core/array_algos/masked_reductions.py is missing a docstring -- add one "
        "(product of the values, honouring the mask, skipna and min_count)",
        {"effect": {"docstring": "prod"}},
    ),
]
