"""The two-hundred-and-eightieth held-out set: questions on one module each of four third-party
packages, copied from the installed site-packages (prompt_toolkit 3.0.52:
``prompt_toolkit/shortcuts/choice_input.py``; cryptography 48.0.0: ``cryptography/hazmat/_oid.py``;
matplotlib 3.11.2: ``mpl_toolkits/axes_grid1/axes_size.py``; pandas 3.1.1:
``pandas/plotting/_matplotlib/misc.py``), written blind: by reading only those files, never the
model's code or its notes, and committed before the model was asked any of them. Nothing is tuned
on it: only its totals are looked at.

The questions are weighted by the size of the files (pandas' misc plots most, then the
axes_grid1 size units, prompt_toolkit's choice prompt, and cryptography's OID tables, which are
longer but hold no functions). About a fifth of the non-edit questions are in the user's own words
(``"own": True``: behaviour described in everyday words the code does not use for it); the rest
name the code, run a command or ask for an edit, each in a phrasing of its own. Gold forms are
those of ``code_questions.py``. The commands need the whole package to import, so they run against
the installed package; each exercises the one file its workspace holds.

The golds were checked with ``benchmarks/check_set.py`` (``0 bad``), the command outputs by running
each command, and every edit by making the correct edit by hand on a scratch copy of its
workspace and checking that ``bench_answers.check_effect`` holds after it (and, for the declined
requests, on the untouched copy with a "did not change" answer).
"""

from __future__ import annotations

from question_helpers import grep, q, run

WORKSPACES: dict[str, list[str]] = {
    "h280_prompt_toolkit_choice_input": ["prompt_toolkit/shortcuts/choice_input.py"],
    "h280_cryptography_oid": ["cryptography/hazmat/_oid.py"],
    "h280_mpl_toolkits_axes_size": ["mpl_toolkits/axes_grid1/axes_size.py"],
    "h280_pandas_misc": ["pandas/plotting/_matplotlib/misc.py"],
}

CHOICE = "prompt_toolkit/shortcuts/choice_input.py"
OID = "cryptography/hazmat/_oid.py"
SIZE = "mpl_toolkits/axes_grid1/axes_size.py"
MISC = "pandas/plotting/_matplotlib/misc.py"


QUESTIONS: list[dict] = [
    # --- pandas/plotting/_matplotlib/misc.py ---------------------------------------------------
    q(
        "h280_pandas_misc",
        "where",
        "where is andrews_curves defined",
        {"def": "andrews_curves"},
    ),
    q(
        "h280_pandas_misc",
        "returns",
        "What does `_get_marker_compat` return when the marker I pass isn't one matplotlib knows?",
        {"returns": "_get_marker_compat"},
    ),
    q(
        "h280_pandas_misc",
        "returns",
        "unpack_single_str_list -- what comes back out of it, say for ['a'] vs ['a', 'b']?",
        {"returns": "unpack_single_str_list"},
    ),
    q(
        "h280_pandas_misc",
        "calls",
        "Which of the plotting functions in misc.py call get_standard_colors?",
        grep(r"= get_standard_colors\(", MISC),
    ),
    q(
        "h280_pandas_misc",
        "calls",
        "who calls _get_marker_compat?",
        grep(r"= _get_marker_compat\(", MISC),
    ),
    q(
        "h280_pandas_misc",
        "raises",
        "parallel_coordinates(df, 'species', use_columns=True) dies with `ValueError: Columns must "
        "be numeric to be used as xticks`. Where is that raised?",
        grep(r'raise ValueError\("Columns must be numeric to be used as xticks"\)', MISC),
    ),
    q(
        "h280_pandas_misc",
        "raises",
        "where does parallel_coordinates check that I gave exactly one xtick per column?",
        grep(r'raise ValueError\("Length of xticks must match number of columns"\)', MISC),
    ),
    q(
        "h280_pandas_misc",
        "raises",
        "Passing xticks=['a', 'b', 'c'] to parallel_coordinates gives a ValueError. Which line "
        "throws it?",
        grep(r'raise ValueError\("xticks specified must be numeric"\)', MISC),
    ),
    q(
        "h280_pandas_misc",
        "which",
        "There's a chart where every column gets its own spot around a ring and each row lands "
        "somewhere inside, pulled toward the columns where its numbers are big. Which function "
        "draws that?",
        {"body": "radviz"},
        own=True,
    ),
    q(
        "h280_pandas_misc",
        "which",
        "which function makes that grid of six little charts by grabbing random handfuls of my "
        "numbers over and over and summarising each handful?",
        {"body": "bootstrap_plot"},
        own=True,
    ),
    q(
        "h280_pandas_misc",
        "how",
        "In the chart with one line per row going left to right across the columns, if I ask "
        "for the group names to be put in order, how are the colours matched up to the groups "
        "then?",
        grep(
            r"if sort_labels:|classes = sorted\(classes\)|color_values = sorted\(color_values\)"
            r"|colors = dict\(zip\(classes, color_values, strict=True\)\)",
            MISC,
        ),
        own=True,
    ),
    q(
        "h280_pandas_misc",
        "how",
        "How does scatter_matrix work out the x/y limits of each panel -- what does range_padding "
        "actually do?",
        grep(
            r"rdelta_ext = \(rmax_ - rmin_\) \* range_padding / 2"
            r"|boundaries_list\.append\(\(rmin_ - rdelta_ext, rmax_ \+ rdelta_ext\)\)",
            MISC,
        ),
    ),
    run(
        "h280_pandas_misc",
        "Can you run {} and tell me what the axis labels come out as?",
        "import matplotlib; matplotlib.use('Agg'); import pandas as pd; "
        "ax = pd.plotting.lag_plot(pd.Series(range(10)), lag=3); "
        "print(ax.get_xlabel(), '|', ax.get_ylabel())",
        "y(t + 3)",
    ),
    q(
        "h280_pandas_misc",
        "edit",
        "bootstrap_plot in pandas/plotting/_matplotlib/misc.py draws 500 resamples by default; "
        "make the default 1000 instead.",
        {"effect": {"text_replaced": [MISC, "samples: int = 500,", "samples: int = 1000,"]}},
    ),
    q(
        "h280_pandas_misc",
        "edit",
        "Could you give _get_marker_compat a docstring? It should say that it returns the marker "
        "unchanged if matplotlib knows it and falls back to 'o' otherwise.",
        {"effect": {"docstring": "_get_marker_compat"}},
    ),
    # --- mpl_toolkits/axes_grid1/axes_size.py --------------------------------------------------
    q(
        "h280_mpl_toolkits_axes_size",
        "where",
        "where's MaxWidth",
        {"def": "MaxWidth"},
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "returns",
        "What does from_any hand back -- e.g. for 1.2 and for '50%'?",
        {"returns": "from_any"},
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "calls",
        "Who uses the `_get_axes_aspect` helper?",
        grep(r"(?<!def )_get_axes_aspect\(", SIZE),
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "calls",
        "In axes_size.py, which places actually construct a Fraction?",
        grep(r"return Fraction\(", SIZE),
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "raises",
        "from_any('2cm') -> ValueError: Unknown format. where is that coming from?",
        grep(r'raise ValueError\("Unknown format"\)', SIZE),
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "raises",
        "I built an AxesY with aspect='axes' and got a ValueError complaining about ref_ax. Where "
        "is that check?",
        grep(r"raise ValueError\(\"ref_ax must be set when aspect='axes'\"\)", SIZE),
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "raises",
        "Size.Fixed('1.5') raises TypeError: 'fixed_size' must be an instance of numbers.Real. "
        "Where does Fixed do that type check?",
        grep(r"_api\.check_isinstance\(Real, fixed_size=fixed_size\)", SIZE),
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "which",
        "I want a gap that's as big as the longest one of a bunch of text labels, measured either "
        "across or up-and-down depending on a switch. Which class works that out?",
        {"body": "MaxExtent"},
        own=True,
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "which",
        "what thing measures how far the tick labels and titles poke out past the plot box on "
        "one edge, so I can leave room for them?",
        {"body": "_AxesDecorationsSize"},
        own=True,
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "how",
        "If I write a plain number first and then plus one of these size objects (like `0.5 + "
        "something`), what makes that work and what do I get?",
        {"body": "_Base.__radd__"},
        own=True,
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "how",
        "How does AxesX.get_size compute the aspect when aspect='axes' is used with a ref_ax?",
        {"body": "AxesX.get_size"},
    ),
    run(
        "h280_mpl_toolkits_axes_size",
        "What does {} print?",
        "from mpl_toolkits.axes_grid1.axes_size import from_any, Fixed; "
        "print(from_any('25%', Fixed(2) + 2).get_size(None))",
        "(0.0, 1.0)",
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "edit",
        "_Base in mpl_toolkits/axes_grid1/axes_size.py still defines the Python 2 `__div__`; "
        "rename that method to `__truediv__`.",
        {
            "effect": {
                "text_replaced": [
                    SIZE,
                    "def __div__(self, other):",
                    "def __truediv__(self, other):",
                ]
            }
        },
    ),
    q(
        "h280_mpl_toolkits_axes_size",
        "edit",
        "My colorbar layout comes out wrong when I use AxesY with aspect='axes', while AxesX "
        "looks fine. I think there's a bug in how AxesY.get_size works out the aspect. Can you "
        "find it, fix it and add a regression test for it?",
        {"effect": {"declined": True}},
    ),
    # --- prompt_toolkit/shortcuts/choice_input.py ----------------------------------------------
    q(
        "h280_prompt_toolkit_choice_input",
        "where",
        "Where is `prompt_async` defined for the choice input?",
        {"def": "ChoiceInput.prompt_async"},
    ),
    q(
        "h280_prompt_toolkit_choice_input",
        "returns",
        "what does the choice() shortcut return?",
        {"returns": "choice"},
    ),
    q(
        "h280_prompt_toolkit_choice_input",
        "calls",
        "Who calls ChoiceInput._create_application?",
        grep(r"self\._create_application\(\)", CHOICE),
    ),
    q(
        "h280_prompt_toolkit_choice_input",
        "raises",
        "Hitting Ctrl-C in a choice() prompt gives me a KeyboardInterrupt. Where in "
        "choice_input.py is that exception actually thrown?",
        grep(r"event\.app\.exit\(exception=self\.interrupt_exception\(\)", CHOICE),
    ),
    q(
        "h280_prompt_toolkit_choice_input",
        "const",
        "Where is the default marker for the highlighted option set, and what is it?",
        grep(r'symbol: str = ">"', CHOICE),
    ),
    q(
        "h280_prompt_toolkit_choice_input",
        "which",
        "Which method builds the RadioList, the optional Frame and the key bindings for "
        "ChoiceInput?",
        {"body": "ChoiceInput._create_application"},
    ),
    q(
        "h280_prompt_toolkit_choice_input",
        "which",
        "in the pick-one-from-a-list menu, which bit lets me press ctrl+z to park the program "
        "and drop back to my shell?",
        {"body": "ChoiceInput._create_application._suspend"},
        own=True,
    ),
    q(
        "h280_prompt_toolkit_choice_input",
        "how",
        "If I don't give the menu any colours of my own, what does it look like out of the box "
        "-- what colour is the box drawn around it, and how does the picked entry stand out?",
        {"body": "create_default_choice_input_style"},
        own=True,
    ),
    q(
        "h280_prompt_toolkit_choice_input",
        "how",
        "How does ChoiceInput decide whether to show the bottom toolbar?",
        grep(
            r"show_bottom_toolbar = \(|Condition\(lambda: self\.bottom_toolbar is not None\)"
            r"|& renderer_height_is_known",
            CHOICE,
        ),
    ),
    run(
        "h280_prompt_toolkit_choice_input",
        "run {} -- what are the default style rules?",
        "from prompt_toolkit.shortcuts.choice_input import create_default_choice_input_style; "
        "print(create_default_choice_input_style().style_rules)",
        "('frame.border', '#884444')",
    ),
    q(
        "h280_prompt_toolkit_choice_input",
        "edit",
        'The frame border of the choice prompt is "#884444" by default; change it to "#448844" '
        "in prompt_toolkit/shortcuts/choice_input.py.",
        {
            "effect": {
                "text_replaced": [
                    CHOICE,
                    '"frame.border": "#884444",',
                    '"frame.border": "#448844",',
                ]
            }
        },
    ),
    # --- cryptography/hazmat/_oid.py -----------------------------------------------------------
    q(
        "h280_cryptography_oid",
        "where",
        "where is OtherNameFormOID defined?",
        {"def": "OtherNameFormOID"},
    ),
    q(
        "h280_cryptography_oid",
        "const",
        "What's the dotted OID for the smartcard logon extended key usage, and where is it set?",
        grep(r"SMARTCARD_LOGON = ObjectIdentifier\(", OID),
    ),
    q(
        "h280_cryptography_oid",
        "which",
        "Which class should I look in for CRL_REASON and INVALIDITY_DATE?",
        {"body": "CRLEntryExtensionOID"},
    ),
    q(
        "h280_cryptography_oid",
        "which",
        "I've got the number that says how a certificate was signed and I want to know which "
        "digest goes with it. Where's the lookup that pairs the two up?",
        grep(
            r"^_SIG_OIDS_TO_HASH|: hashes\.\w+\(\),$|^    SignatureAlgorithmOID\.\w+: None,$",
            OID,
        ),
        own=True,
    ),
    q(
        "h280_cryptography_oid",
        "how",
        "How is the alternate RSA-with-SHA1 OID (1.3.14.3.2.29) handled -- does it map to a hash "
        "like the normal one?",
        grep(
            r"_RSA_WITH_SHA1 = ObjectIdentifier\(|SignatureAlgorithmOID\._RSA_WITH_SHA1: hashes",
            OID,
        ),
    ),
    q(
        "h280_cryptography_oid",
        "how",
        "how do the NIST SHA3 OIDs and the older 1.3.6.1.4.1.37476 SHA3 ones get named in "
        "_OID_NAMES -- same name or different?",
        grep(r"HashAlgorithmOID\.SHA3_\w+: \"sha3_", OID),
    ),
    run(
        "h280_cryptography_oid",
        "Please run {} and paste the output.",
        "from cryptography.hazmat._oid import _SIG_OIDS_TO_HASH, SignatureAlgorithmOID as S; "
        "print(_SIG_OIDS_TO_HASH[S.ECDSA_WITH_SHA3_384].name, _SIG_OIDS_TO_HASH[S.ED448])",
        "sha3-384 None",
    ),
    q(
        "h280_cryptography_oid",
        "edit",
        "In cryptography/hazmat/_oid.py, AttributeOID is missing extensionRequest. Add "
        '`EXTENSION_REQUEST = ObjectIdentifier("1.2.840.113549.1.9.14")` right after the '
        "CHALLENGE_PASSWORD line.",
        {
            "effect": {
                "line_after": [
                    OID,
                    'CHALLENGE_PASSWORD = ObjectIdentifier("1.2.840.113549.1.9.7")',
                    'EXTENSION_REQUEST = ObjectIdentifier("1.2.840.113549.1.9.14")',
                ]
            }
        },
    ),
]
